// A host's prelude is parsed and compiled lazily (parse_program_lazily, CompileOptions::
// lazy_functions): a function's body waits for its first call. A run never sees a body it
// did not call, so these tests check every prelude in full: it parses and compiles, and
// what the lazy path makes of each function is what an eager parse and compile make.
#include "core/js/bytecode.h"
#include "core/js/compiler.h"
#include "core/js/parser.h"
#include "core/js/vm.h"
#include <catch2/catch.hpp>

namespace evloop::loop {
extern const char kWebPrelude[];
extern const char kNodePrelude[];
extern const char kBrowserPrelude[];
}

using namespace evloop::js;

namespace {

// Compiles every function left for its first call, nested ones included.
void compile_all(VM& vm, FunctionCode& code)
{
    if (code.lazy) {
        auto error = compile_lazy_function(vm, code);
        INFO(code.name << ": " << (error ? error->message : ""));
        REQUIRE(!error);
    }
    for (FunctionCode* f : code.functions)
        compile_all(vm, *f);
}

bool same_range(const SourceRange& a, const SourceRange& b)
{
    return a.start.offset == b.start.offset && a.start.line == b.start.line && a.start.column == b.start.column
        && a.end.offset == b.end.offset && a.end.line == b.end.line && a.end.column == b.end.column;
}

void check_same(const FunctionCode& eager, const FunctionCode& lazy)
{
    INFO("function " << eager.name << " at line " << eager.range.start.line);
    CHECK(eager.code == lazy.code);
    CHECK(eager.slot_names == lazy.slot_names);
    CHECK(eager.strict == lazy.strict);
    CHECK(eager.length == lazy.length);
    CHECK(eager.source_text == lazy.source_text);
    CHECK(eager.mapped_parameter_slots == lazy.mapped_parameter_slots);
    CHECK(same_range(eager.range, lazy.range));
    REQUIRE(eager.ranges.size() == lazy.ranges.size());
    for (size_t i = 0; i < eager.ranges.size(); ++i)
        CHECK((eager.ranges[i].first == lazy.ranges[i].first && same_range(eager.ranges[i].second, lazy.ranges[i].second)));
    REQUIRE(eager.statements.size() == lazy.statements.size());
    for (size_t i = 0; i < eager.statements.size(); ++i)
        CHECK((eager.statements[i].first == lazy.statements[i].first && same_range(eager.statements[i].second, lazy.statements[i].second)));
    for (auto sites : { &FunctionCode::call_sites, &FunctionCode::property_sites }) {
        REQUIRE((eager.*sites).size() == (lazy.*sites).size());
        for (size_t i = 0; i < (eager.*sites).size(); ++i)
            CHECK(((eager.*sites)[i].begin == (lazy.*sites)[i].begin && (eager.*sites)[i].end == (lazy.*sites)[i].end
                && same_range((eager.*sites)[i].range, (lazy.*sites)[i].range)));
    }
    CHECK(eager.throw_statements.size() == lazy.throw_statements.size());
    CHECK(eager.constants.size() == lazy.constants.size());
    REQUIRE(eager.functions.size() == lazy.functions.size());
    for (size_t i = 0; i < eager.functions.size(); ++i)
        check_same(*eager.functions[i], *lazy.functions[i]);
}

// Parses and compiles `text` eagerly and lazily, compiles every lazy function, and
// compares. `lazy_top_function`: whether the top level's first function waits.
void check_lazy_matches_eager(std::string_view text, bool lazy_top_function)
{
    ParseResult eager_tree = parse_program(text, SourceType::Script); // early errors included
    INFO((eager_tree.error ? eager_tree.error->message + " at line " + std::to_string(eager_tree.error->location.line) : ""));
    REQUIRE(eager_tree.program);
    ParseResult lazy_tree = parse_program_lazily(text, SourceType::Script);
    REQUIRE(lazy_tree.program);

    VM vm;
    CompileOptions options;
    options.commonjs = true;
    CompileResult eager = compile_program(vm, *eager_tree.program, options);
    REQUIRE(eager.code);
    vm.keep_alive(eager.code);
    options.lazy_functions = true;
    CompileResult lazy = compile_program(vm, *lazy_tree.program, options);
    REQUIRE(lazy.code);
    vm.keep_alive(lazy.code);
    if (lazy_top_function) {
        REQUIRE(!lazy.code->functions.empty());
        CHECK(lazy.code->functions[0]->lazy);
        CHECK(lazy.code->functions[0]->code.empty());
    }
    compile_all(vm, *lazy.code);
    check_same(*eager.code, *lazy.code);
    CHECK(disassemble(*eager.code) == disassemble(*lazy.code));
    vm.release(lazy.code);
    vm.release(eager.code);
}

} // namespace

TEST_CASE("every host prelude parses and compiles in full, and lazily to the same code", "[js][compiler][lazy]")
{
    for (const char* prelude : { evloop::loop::kWebPrelude, evloop::loop::kNodePrelude, evloop::loop::kBrowserPrelude })
        check_lazy_matches_eager(prelude, false);
}

TEST_CASE("a lazily parsed body is parsed where it is, strings, templates and regular expressions skipped", "[js][parser][lazy]")
{
    check_lazy_matches_eager("'use strict';\nfunction a() { const s = '}'; const t = `${ { x: '}' }.x }}`; return /}[}]/.test(s) ? 1 / 2 : {}; }\n"
                             "const o = { m() { return 2; }, get g() { /* } */ return 3; } };\n"
                             "const f = async (x) => { await x; return `}${x}`; };\n"
                             "function b(x) { // }\n  return x;\n}\nb(1);\n",
        true);
}

TEST_CASE("a lazily parsed body that is not valid throws when called, it does not crash", "[js][parser][lazy]")
{
    std::string text = "function broken() { return 1 +; }\nbroken;\n";
    ParseResult lazy_tree = parse_program_lazily(text, SourceType::Script);
    REQUIRE(lazy_tree.program); // the body was skipped
    VM vm;
    CompileOptions options;
    options.commonjs = true;
    options.lazy_functions = true;
    CompileResult lazy = compile_program(vm, *lazy_tree.program, options);
    REQUIRE(lazy.code);
    REQUIRE(lazy.code->functions.size() == 1);
    auto error = compile_lazy_function(vm, *lazy.code->functions[0]);
    REQUIRE(error);
    CHECK(error->location.line == 1);
}
