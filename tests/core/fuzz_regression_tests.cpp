// What the fuzzers found (scripts/fuzz, tests/fuzz/): every crash, hang or out-of-memory
// becomes a test here, with the input as small as it was reduced to, checked the way the
// target that found it checks. Each helper below mirrors one libFuzzer target's checks.
#include "core/js/lexer.h"
#include "core/js/parser.h"
#include "core/lesson/lesson.h"
#include "core/tutor/progress.h"
#include "core/util/url_params.h"
#include "core/util/utf8.h"
#include "js_test_util.h"
#include <algorithm>
#include <memory>
#include <catch2/catch.hpp>

using namespace evloop;

namespace {

// js_fuzz / jsgen_fuzz: the program ends (any status) within the fuzzers' budget.
JsRun fuzz_run(const std::string& source, js::VM::ProgramKind kind = js::VM::ProgramKind::CommonJS)
{
    JsRun r = run_js(source, 100'000, kind);
    if (r.status == js::RunResult::Status::SyntaxError)
        CHECK(r.message.rfind("SyntaxError: ", 0) == 0);
    return r;
}

// parser_fuzz: a tree or an error with a message and a place inside the source.
void check_parse(std::string_view source)
{
    for (js::SourceType type : { js::SourceType::Script, js::SourceType::Module }) {
        js::ParseResult r = js::parse_program(source, type);
        REQUIRE(!r.program != !r.error);
        if (r.error) {
            CHECK(!r.error->message.empty());
            CHECK(r.error->location.offset <= source.size());
        }
    }
}

// url_fuzz: what parse_fragment keeps survives build_fragment and back.
void check_fragment(std::string_view fragment)
{
    UrlParams p = parse_fragment(fragment);
    for (const UrlParam& item : p.items)
        CHECK((!item.key.empty() && is_valid_utf8(item.key) && is_valid_utf8(item.value)));
    std::string again = build_fragment(p.items);
    if (again.size() > kMaxFragmentLength + 1)
        return;
    UrlParams back = parse_fragment(again);
    CHECK(back.problems.empty());
    REQUIRE(back.items.size() == p.items.size());
    for (size_t i = 0; i < p.items.size(); ++i) {
        CHECK(back.items[i].key == p.items[i].key);
        CHECK(back.items[i].value == p.items[i].value);
    }
}

// progress_fuzz: read or refused; what is read writes and reads back the same.
void check_progress(const std::string& text)
{
    std::string problem;
    tutor::Progress p = tutor::parse_progress(text, problem);
    if (!problem.empty()) {
        CHECK((p.quizzes.empty() && p.exercises.empty() && p.last_lesson.empty()));
        return;
    }
    std::string saved = p.serialize(), problem2;
    CHECK(tutor::parse_progress(saved, problem2).serialize() == saved);
    CHECK(problem2.empty());
}

// lesson_fuzz: a lesson, or a refusal with at least one diagnostic inside the file.
void check_lesson(const std::string& text)
{
    std::vector<Diagnostic> errors;
    std::optional<Lesson> lesson = parse_lesson("01-fuzz.md", text, errors);
    CHECK(lesson.has_value() == errors.empty());
    int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    for (const Diagnostic& d : errors)
        CHECK((!d.message.empty() && d.line >= 0 && d.line <= lines));
}

} // namespace

TEST_CASE("fuzz: the targets' own checks hold on their seeds", "[fuzz]")
{
    check_fragment("#lesson=blocking&host=node&title=Place%20order");
    check_fragment("#lesson=%E0%A4&x=%zz&=novalue&&host=browser");
    check_progress("evloop-progress 1\nlast blocking\nquiz blocking 3 right solved 2\n");
    check_parse("async function* f() { for await (const x of y) yield* x; }");
    check_lesson("---\nid: x\ntitle: X\nhost: node\nsummary: s\n---\n\n# X\n");
    JsRun r = fuzz_run("let n = 0; while (true) n++;");
    CHECK(r.status == js::RunResult::Status::BudgetExceeded);
}

// Every token of the lexer moves on: a zero-width token is a lexer that stopped.
static void check_tokens_advance(std::string_view source)
{
    js::Lexer lexer(source);
    uint32_t last = 0;
    for (size_t n = 0; n <= source.size() + 1; ++n) {
        js::Token t = lexer.next();
        if (t.type == js::TokenType::EndOfFile || t.type == js::TokenType::Invalid)
            return;
        REQUIRE(t.range.end.offset > last);
        last = t.range.end.offset;
    }
    FAIL("more tokens than bytes");
}

TEST_CASE("fuzz: a malformed UTF-8 sequence is one bad character, never an empty token (parser_fuzz)", "[fuzz][js][lexer]")
{
    // The lexer read "C2 20" as U+00A0 (no continuation check), started an identifier with
    // it, and scan_identifier, which ends identifiers at U+00A0, gave back an empty token
    // that did not advance: "SyntaxError: Unexpected ''". Overlong forms did the same.
    for (std::string source : { std::string("const { a } =\xC2\xC2\xC2 undefined;"), std::string("\xC2 "), std::string("x = \xE0\x82\xA0 1"),
             std::string("\xF0\x82\x80\xA8;"), std::string("a\xC2"), std::string("\xED\xA0\x80") }) {
        check_tokens_advance(source);
        check_parse(source);
        js::ParseResult r = js::parse_program(source, js::SourceType::Script);
        if (r.error)
            CHECK(r.error->message.find("Unexpected ''") == std::string::npos);
    }
}

TEST_CASE("fuzz: a backslash that ends the source is an unterminated literal, read within the source (parser_fuzz)", "[fuzz][js][lexer]")
{
    // scan_escape decoded the character after the backslash without checking for the end
    // (AddressSanitizer: heap-buffer-overflow in decode_utf8). Each source is a heap block
    // of exactly its size, so that the ASan build of these tests (README) sees a read past it.
    for (std::string text : { "`a\\", "'a\\", "`${1}\\", "\"\\" }) {
        std::unique_ptr<char[]> block(new char[text.size()]);
        std::copy(text.begin(), text.end(), block.get());
        std::string_view source(block.get(), text.size());
        js::Lexer lexer(source);
        js::Token t = lexer.next();
        if (t.type != js::TokenType::Invalid) { // `${1}\: the template head, 1, then }\ is unterminated
            t = lexer.next();
            t = lexer.next();
            t = lexer.rescan_template_continuation(t);
        }
        CHECK(t.type == js::TokenType::Invalid);
        CHECK(t.text.find("unterminated") != std::string::npos);
        check_parse(source);
    }
}

// for-in kept the keys it had seen in a vector and searched it for every key, so
// enumerating n keys took n²/2 comparisons: 40 000 characters took 1 s natively, 2 ** 20
// never finished (jsgen_fuzz: timeout). Op::ForInKeys keeps them in a hash set.
TEST_CASE("fuzz: for-in over a string of a million characters finishes (jsgen_fuzz)", "[js]")
{
    JsRun r = run_js("let n = 0; for (const k in 'x'.padEnd(2 ** 20)) n++; console.log(n);");
    CHECK(r.out == "1048576\n");
}

// run_frame kept a pointer to the VM's one table of zeros (where no code may enter the
// fast lane yet) while a promise executor's nested run grew it for a longer function:
// the outer loop then read freed memory (jsgen_fuzz, AddressSanitizer). Each function's
// code now has a table of its own, sized once (VM::lane_runs_of). The crash needs the
// sanitizers to show; the test runs the shape: a short script, a long executor inside.
TEST_CASE("fuzz: a nested run that meets longer code leaves the outer loop's tables alone (jsgen_fuzz)", "[fuzz][js]")
{
    std::string body;
    for (int i = 0; i < 200; i++)
        body += "  x = x + " + std::to_string(i) + ";\n";
    JsRun r = fuzz_run("let a = 1;\nnew Promise((res) => {\n  let x = 0;\n" + body + "  res(x);\n}).then((x) => console.log('settled', x));\n"
                       "console.log(a + 1, 'after');\n");
    CHECK(r.out == "2 after\nsettled 19900\n");
}
