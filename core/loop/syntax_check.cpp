#include "core/loop/syntax_check.h"
#include "core/js/compiler.h"
#include "core/js/parser.h"
#include "core/js/vm.h"

namespace evloop::loop {

namespace {

SyntaxProblem problem_from(const js::SyntaxErrorInfo& e)
{
    return { "SyntaxError: " + e.message, static_cast<int>(e.location.line), static_cast<int>(e.location.column), e.location.offset };
}

} // namespace

std::optional<SyntaxProblem> check_syntax(std::string_view source, const Settings& settings)
{
    // As VM::run_program: the parse first (the cheap part, and nearly every error)...
    js::ParseResult parsed = js::parse_program(source, settings.module ? js::SourceType::Module : js::SourceType::Script);
    if (parsed.error)
        return problem_from(*parsed.error);
    // ...then the compiler's early errors (duplicate let, ...), which need a VM to
    // allocate the code in. The code is thrown away with the VM.
    js::VM vm;
    js::CompileOptions options;
    options.commonjs = settings.host == HostKind::Node && !settings.module;
    js::CompileResult compiled = js::compile_program(vm, *parsed.program, options);
    if (compiled.error)
        return problem_from(*compiled.error);
    return std::nullopt;
}

} // namespace evloop::loop
