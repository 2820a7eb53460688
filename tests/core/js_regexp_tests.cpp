// RegExp: the engine's own regular expressions. Early syntax errors with V8's message and
// a location, runaway backtracking stopped by the instruction budget (never a hang or a
// C++ stack overflow), and the compiler/matcher on hostile patterns.
#include "core/js/regexp.h"
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

TEST_CASE("regexp literal syntax errors are early errors with V8's message and a location", "[js][regexp][errors]")
{
    auto syntax = [](const std::string& src) {
        JsRun r = run_js(src);
        CHECK(r.status == RunResult::Status::SyntaxError);
        CHECK(r.out.empty()); // nothing ran
        return r.message;
    };
    CHECK(syntax("console.log(1);\nconst r = /(/;") == "SyntaxError: Invalid regular expression: /(/: Unterminated group (line 2, column 11)");
    CHECK(syntax("let s = 'x';\n  s.match(/[b-a]/g);") == "SyntaxError: Invalid regular expression: /[b-a]/g: Range out of order in character class (line 2, column 11)");
    CHECK(syntax("x = /a/gg") == "SyntaxError: Invalid regular expression flags (line 1, column 5)");
    CHECK(syntax("x = /\\p{Nope}/u") == "SyntaxError: Invalid regular expression: /\\p{Nope}/u: Invalid property name (line 1, column 5)");
    CHECK(syntax("x = /abc") == "SyntaxError: Invalid regular expression: missing / (line 1, column 5)");
    CHECK(syntax("x = /a\n/") == "SyntaxError: Invalid regular expression: missing / (line 1, column 5)");
    // Division stays division.
    JsRun ok = run_js("let a = 8, g = 2, i = 2; console.log(a / g / i, a /g/i, [6][0] / 3, (a) /2/ 1);");
    CHECK(ok.out == "2 2 2 4\n");
}

TEST_CASE("catastrophic backtracking is stopped by the instruction budget and names the regex", "[js][regexp][budget]")
{
    JsRun r = run_js("const s = 'a'.repeat(40) + 'b';\nconsole.log('before');\ntry { /(a+)+$/.test(s); } catch (e) { console.log('caught'); }\nconsole.log('after');", 2'000'000);
    CHECK(r.status == RunResult::Status::BudgetExceeded);
    CHECK(r.out == "before\n"); // try/catch cannot swallow the stop
    CHECK(r.message.find("instruction budget") != std::string::npos);
    CHECK(r.message.find("/(a+)+$/") != std::string::npos);
    CHECK(r.instructions >= 2'000'000);

    // The same through replace, split and a lookahead.
    CHECK(run_js("'x'.repeat(30).replace(/(x|xx)+y/g, '')", 1'000'000).status == RunResult::Status::BudgetExceeded);
    CHECK(run_js("('ab'.repeat(20) + 'c').split(/(?=(a|ab|b)+d)/)", 1'000'000).status == RunResult::Status::BudgetExceeded);
}

TEST_CASE("deep and long matches never overflow the C++ stack", "[js][regexp]")
{
    // A million iterations of a group: the backtrack stack is on the heap.
    JsRun r = run_js("const s = 'ab'.repeat(500000); console.log(/^(?:ab)*$/.test(s), /^(a|b)*$/.exec(s)[1], s.replace(/a/g, '').length);", 500'000'000);
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "true b 500000\n");
    // Nesting deeper than the parser allows is a SyntaxError, not a crash.
    JsRun deep = run_js("try { new RegExp('('.repeat(5000) + ')'.repeat(5000)); } catch (e) { console.log(e.name); }");
    CHECK(deep.out == "SyntaxError\n");
}

TEST_CASE("the regexp compiler and matcher on their own", "[js][regexp]")
{
    using namespace evloop::js::regexp;
    auto run = [](const char16_t* pattern, const char* flag_text, const char16_t* input) {
        Flags flags;
        std::u16string f(flag_text, flag_text + std::char_traits<char>::length(flag_text));
        REQUIRE(parse_flags(f, flags));
        CompileResult c = compile(pattern, flags);
        REQUIRE(c.program);
        std::vector<int> captures;
        StepBudget budget;
        MatchStatus status = match(*c.program, input, 0, flags.sticky, captures, budget);
        return status == MatchStatus::Match ? std::to_string(captures[0]) + "-" + std::to_string(captures[1]) : std::string("none");
    };
    CHECK(run(u"b+", "", u"abbbc") == "1-4");
    CHECK(run(u"(?<=a)b", "", u"bab") == "2-3");
    CHECK(run(u"B", "i", u"abc") == "1-2");
    CHECK(run(u"x", "y", u"ax") == "none");
    CHECK(compile(u"(?<a>x)\\k<b>", Flags {}).error == "Invalid named capture referenced");
    CHECK(compile(u"a{2,1}", Flags {}).error == "numbers out of order in {} quantifier");
    // A step budget ends a runaway match.
    Flags none;
    CompileResult c = compile(u"(a*)*b", none);
    std::u16string input(30, u'a');
    std::vector<int> captures;
    StepBudget budget { 100000, 0 };
    CHECK(match(*c.program, input, 0, false, captures, budget) == MatchStatus::BudgetExceeded);
    CHECK(budget.used >= 100000);
}
