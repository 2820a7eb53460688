#include "core/loop/syntax_check.h"
#include "core/js/compiler.h"
#include "core/js/parser.h"
#include "core/js/vm.h"
#include "core/loop/program_files.h"
#include <cstdio>

namespace evloop::loop {

namespace {

SyntaxProblem problem_from(const js::SyntaxErrorInfo& e, const std::string& suffix = "")
{
    return { "SyntaxError: " + e.message + suffix, static_cast<int>(e.location.line), static_cast<int>(e.location.column),
        e.location.offset };
}

bool ends_with(const std::string& s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// One file of the program, parsed and compiled from `start` to `end` of the whole text
// (positions stay the text's, so the editor marks the right line).
std::optional<js::SyntaxErrorInfo> check_file(std::string_view source, const ProgramFile& f, bool module, bool commonjs)
{
    js::SourceType type = module ? js::SourceType::Module : commonjs ? js::SourceType::CommonJS : js::SourceType::Script;
    js::ParseResult parsed = js::parse_program(source.substr(0, f.end), type, { f.begin, f.first_line, 1 });
    if (parsed.error)
        return parsed.error;
    // The compiler's early errors (duplicate let, ...) need a VM to allocate the code in;
    // the code is thrown away with it.
    js::VM vm;
    js::CompileOptions options;
    options.commonjs = commonjs;
    js::CompileResult compiled = js::compile_program(vm, *parsed.program, options);
    return compiled.error;
}

} // namespace

std::optional<SyntaxProblem> check_syntax(std::string_view source, const Settings& settings)
{
    ProgramFiles program;
    std::string error;
    if (!split_program(source, "main.js", program, error)) {
        unsigned line = 1;
        std::sscanf(error.c_str(), "line %u", &line);
        size_t offset = 0;
        for (unsigned l = 1; l < line && offset != std::string_view::npos; ++l)
            if ((offset = source.find('\n', offset)) != std::string_view::npos)
                ++offset;
        return SyntaxProblem { error, static_cast<int>(line), 1, offset == std::string_view::npos ? 0 : offset };
    }
    bool node = settings.host == HostKind::Node;
    if (auto e = check_file(source, program.files[0], settings.module, node && !settings.module))
        return problem_from(*e);
    // The other files that are JavaScript, as the node host would load them (a .js file that
    // only parses as a module is one, as in Node 20); in the browser, scripts for workers.
    for (size_t i = 1; i < program.files.size(); ++i) {
        const ProgramFile& f = program.files[i];
        bool mjs = ends_with(f.name, ".mjs"), cjs = ends_with(f.name, ".cjs"), js = ends_with(f.name, ".js");
        if (!mjs && !cjs && !js)
            continue;
        auto e = check_file(source, f, mjs, node && !mjs);
        if (e && js && node && !check_file(source, f, true, false))
            e.reset();
        if (e)
            return problem_from(*e, " (" + f.name + ", line " + std::to_string(e->location.line - f.first_line + 1) + ")");
    }
    return std::nullopt;
}

} // namespace evloop::loop
