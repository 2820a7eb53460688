// Lexer and parser: tokens with positions, ASI, precedence, arrows, patterns, ranges.
#include "core/js/lexer.h"
#include "core/js/parser.h"
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

static std::vector<Token> lex_all(std::string_view src)
{
    Lexer lexer(src);
    std::vector<Token> out;
    for (;;) {
        Token t = lexer.next();
        out.push_back(t);
        if (t.type == TokenType::EndOfFile || t.type == TokenType::Invalid)
            return out;
    }
}

TEST_CASE("lexer: numbers, strings, positions and newlines", "[js][lexer]")
{
    auto t = lex_all("x = 200_000_000 + 0x1F + 0b101 + 0o17 + 1.5e3;\n'a\\u{1F600}\\x41'");
    REQUIRE(t.size() == 14);
    CHECK(t[2].number == 200000000);
    CHECK(t[4].number == 31);
    CHECK(t[6].number == 5);
    CHECK(t[8].number == 15);
    CHECK(t[10].number == 1500);
    CHECK(t[12].type == TokenType::String);
    CHECK(t[12].value == u"a\U0001F600A");
    CHECK(t[12].newline_before);
    CHECK(t[12].range.start.line == 2);
    CHECK(t[12].range.start.column == 1);
    CHECK(t[2].range.start.column == 5);

    auto bad = lex_all("1__0");
    CHECK(bad.back().type == TokenType::Invalid);
    CHECK(lex_all("'open").back().text == "unterminated string literal");
    CHECK(lex_all("/* never closed").back().text == "unterminated /* comment");
    CHECK(lex_all("3in").back().type == TokenType::Invalid);
}

TEST_CASE("lexer: comments and the longest punctuator", "[js][lexer]")
{
    auto t = lex_all("a >>>= b // c\n?? d?.e ?.5 ...f");
    std::vector<std::string> texts;
    for (const Token& tok : t)
        if (tok.type == TokenType::Punctuator)
            texts.push_back(tok.text);
    CHECK(texts == std::vector<std::string> { ">>>=", "??", "?.", "?", "..." });
}

static const Node& first_expression(const ParseResult& r)
{
    REQUIRE(r.program);
    REQUIRE(!r.program->list.empty());
    const Node& s = *r.program->list[0];
    REQUIRE(s.kind == NodeKind::ExprStmt);
    return *s.a;
}

TEST_CASE("parser: precedence and associativity", "[js][parser]")
{
    ParseResult r = parse_program("a - b * c ** d ** e", SourceType::Script);
    const Node& e = first_expression(r);
    CHECK(e.text == "-");
    CHECK(e.b->text == "*");
    CHECK(e.b->b->text == "**");
    CHECK(e.b->b->b->text == "**"); // right-associative
    ParseResult lr = parse_program("a || b && c", SourceType::Script);
    const Node& logical = first_expression(lr);
    CHECK(logical.text == "||");
    CHECK(logical.b->text == "&&");
    CHECK(parse_program("a || b ?? c", SourceType::Script).error); // ?? does not mix with || unparenthesised
}

TEST_CASE("parser: automatic semicolon insertion like real engines", "[js][parser]")
{
    ParseResult r = parse_program("function f() {\n  return\n  42\n}\nlet a = 1\nlet b = a\n(1)", SourceType::Script);
    REQUIRE(r.program);
    const Node& f = *r.program->list[0];
    const Node& ret = *f.function->body->list[0];
    CHECK(ret.kind == NodeKind::Return);
    CHECK(ret.a == nullptr); // `return` then newline returns undefined
    // `a\n(1)` is a call: no semicolon is inserted before a parenthesis.
    const Node& decl = *r.program->list[2];
    CHECK(decl.list[0]->b->kind == NodeKind::Call);
}

TEST_CASE("parser: arrows, async arrows and parenthesised expressions", "[js][parser]")
{
    CHECK(first_expression(parse_program("(a, b) => a + b", SourceType::Script)).kind == NodeKind::ArrowFunction);
    CHECK(first_expression(parse_program("async x => x", SourceType::Script)).function->is_async);
    CHECK(first_expression(parse_program("async ({a}, [b] = []) => a", SourceType::Script)).function->params.size() == 2);
    CHECK(first_expression(parse_program("(a, b)", SourceType::Script)).kind == NodeKind::Sequence);
    CHECK(first_expression(parse_program("async(1)", SourceType::Script)).kind == NodeKind::Call);
    CHECK(first_expression(parse_program("(`${(x) => x}`)", SourceType::Script)).kind == NodeKind::TemplateLit);
}

TEST_CASE("parser: destructuring, classes and optional chains", "[js][parser]")
{
    ParseResult r = parse_program("const { a, b: [c, ...d], e = 1, ...rest } = obj;", SourceType::Script);
    REQUIRE(r.program);
    const Node& pattern = *r.program->list[0]->list[0]->a;
    CHECK(pattern.kind == NodeKind::ObjectPattern);
    CHECK(pattern.list.size() == 4);
    CHECK(pattern.list[1]->b->kind == NodeKind::ArrayPattern);
    CHECK(pattern.list[3]->kind == NodeKind::Rest);

    ParseResult k = parse_program("class B extends A { static s = 1; x = 2; get v() { return 1 } constructor() { super(); } }", SourceType::Script);
    REQUIRE(k.program);
    const ClassNode& klass = *k.program->list[0]->klass;
    CHECK(klass.superclass);
    CHECK(klass.constructor);
    CHECK(klass.members.size() == 3);

    CHECK(first_expression(parse_program("a?.b.c()", SourceType::Script)).kind == NodeKind::OptionalChain);
    CHECK(first_expression(parse_program("[a, b] = [b, a]", SourceType::Script)).a->kind == NodeKind::ArrayPattern);
}

TEST_CASE("parser: every node knows where it came from", "[js][parser]")
{
    ParseResult r = parse_program("let x = 1;\nif (x) {\n  foo(x);\n}", SourceType::Script);
    REQUIRE(r.program);
    const Node& call = *r.program->list[1]->b->list[0]->a;
    CHECK(call.kind == NodeKind::Call);
    CHECK(call.range.start.line == 3);
    CHECK(call.range.start.column == 3);
    CHECK(call.range.end.column == 9);
}

TEST_CASE("parser: modules and the features that need them", "[js][parser]")
{
    CHECK(parse_program("import x from 'fs';", SourceType::Script).error->message.find("outside a module") != std::string::npos);
    ParseResult m = parse_program("import fs, { readFile as rf } from 'fs';\nimport * as ns from 'x';\nexport const a = await 1;\nexport default 3;", SourceType::Module);
    REQUIRE(m.program);
    CHECK(m.program->list[0]->list.size() == 2);
    CHECK(parse_program("await 1", SourceType::Script).error);
    CHECK(!parse_program("let await = 1", SourceType::Script).error);
}

// Early errors (early_errors.cpp): each with V8's message and where it points.
static void check_early_error(std::string_view source, std::string_view message, uint32_t line, uint32_t column)
{
    INFO(source);
    ParseResult r = parse_program(source, SourceType::Script);
    REQUIRE(r.error);
    CHECK(r.error->message == message);
    CHECK(r.error->location.line == line);
    CHECK(r.error->location.column == column);
}

TEST_CASE("parser: early errors with V8's messages and locations", "[js][parser]")
{
    check_early_error("'use strict';\nvar eval = 1;", "Unexpected eval or arguments in strict mode", 2, 5);
    check_early_error("function f(arguments) { 'use strict'; }", "Unexpected eval or arguments in strict mode", 1, 12);
    check_early_error("'use strict'; arguments++;", "Unexpected eval or arguments in strict mode", 1, 15);
    check_early_error("'use strict'; try {} catch (eval) {}", "Unexpected eval or arguments in strict mode", 1, 29);
    check_early_error("'use strict'; delete x;", "Delete of an unqualified identifier in strict mode.", 1, 15);
    check_early_error("function f(a = 1) {\n  'use strict';\n}", "Illegal 'use strict' directive in function with non-simple parameter list", 2, 3);
    check_early_error("let let = 1;", "let is disallowed as a lexically bound name", 1, 5);
    check_early_error("a: { a: ; }", "Label 'a' has already been declared", 1, 6);
    check_early_error("class A { constructor() {} constructor() {} }", "A class may only have one constructor", 1, 28);
    check_early_error("x = { __proto__: 1, \"__proto__\": 2 };", "Duplicate __proto__ fields are not allowed in object literals", 1, 21);
    check_early_error("while (1) function f() {}",
        "In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.", 1, 11);
    check_early_error("'use strict'; if (1) function f() {}", "In strict mode code, functions can only be declared at top level or inside a block.", 1, 22);
    check_early_error("if (1) async function f() {}", "Async functions can only be declared at the top level or inside a block.", 1, 8);
    check_early_error("for (const x in {}) { var x; }", "Identifier 'x' has already been declared", 1, 27);
    check_early_error("try {} catch (e) { let e; }", "Identifier 'e' has already been declared", 1, 24);
    check_early_error("({ get a(x) {} });", "Getter must not have any formal parameters.", 1, 10);
    check_early_error("({ set a() {} });", "Setter must have exactly one formal parameter.", 1, 4);
    check_early_error("class A { static prototype() {} }", "Classes may not have a static property named 'prototype'", 1, 11);
    check_early_error("class A { constructor = 1 }", "Classes may not have a field named 'constructor'", 1, 11);
    check_early_error("class A { x = () => arguments }", "'arguments' is not allowed in class field initializer or static initialization block", 1, 21);
    check_early_error("'use strict'; implements: ;", "Unexpected strict mode reserved word", 1, 15);

    // What stays legal: sloppy code, Annex B if-functions, shorthand and computed __proto__,
    // `arguments` as a property name, destructuring patterns.
    for (const char* ok : { "var eval = 1; arguments = 2; delete x;", "if (1) function f() {}", "x = { __proto__: 1, ['__proto__']: 2 };",
             "x = { __proto__, __proto__: 1 };", "'use strict'; o.arguments = 1; x = { eval: 1 };", "({ __proto__: a, __proto__: b } = {});",
             "class A { x = function () { return arguments; } }", "function f(a, a) {}", "a: { } a: { }" }) {
        INFO(ok);
        CHECK_FALSE(parse_program(ok, SourceType::Script).error);
    }
}

TEST_CASE("arrow parameters see await as the enclosing code does", "[js][parser][errors]")
{
    // 15.3.1 / 15.9.1 Early Errors (test262 language/expressions/async-arrow-function): an
    // AwaitExpression in arrow parameters is a SyntaxError, also for a plain arrow inside an
    // async function, and `await` is no parameter name there.
    auto syntax = [](const std::string& src) {
        JsRun r = run_js(src);
        CHECK(r.status == evloop::js::RunResult::Status::SyntaxError);
        return r.message;
    };
    CHECK(syntax("async (a = await 1) => {};").find("Illegal await-expression in formal parameters") != std::string::npos);
    CHECK(syntax("async function f() { (a = await 1) => {}; }").find("Illegal await-expression in formal parameters") != std::string::npos);
    CHECK(syntax("async function f() { (await) => {}; }").find("Unexpected reserved word") != std::string::npos);
    CHECK(syntax("async function f() { await => 1; }").find("Unexpected reserved word") != std::string::npos);
    // Outside async code `await` stays an identifier in arrow parameters and bodies.
    JsRun ok = run_js("var await = 5; var f = (x = await) => x + 1; var g = await => await * 2; console.log(f(), g(3));");
    CHECK(ok.status == evloop::js::RunResult::Status::Ok);
    CHECK(ok.out == "6 6\n");
    // An arrow's body inside an async function: await is again an error only as an operator.
    JsRun nested = run_js("async function f() { const g = (x = 1) => x * 2; return g() + (await 1); } f().then((v) => console.log(v));");
    CHECK(nested.status == evloop::js::RunResult::Status::Ok);
    CHECK(nested.out == "3\n");
}

TEST_CASE("a keyword spelled with escapes is still a keyword", "[js][parser][errors]")
{
    // 12.7.1 / 13.1.1 Early Errors (test262 await-as-identifier-reference-escaped): V8's
    // message for each, as node 20 prints it.
    auto syntax = [](const std::string& src) {
        JsRun r = run_js(src);
        CHECK(r.status == evloop::js::RunResult::Status::SyntaxError);
        return r.message;
    };
    const char* kMessage = "Keyword must not contain escaped characters";
    CHECK(syntax("async function f() { \\u0061wait 1; }").find(kMessage) != std::string::npos);
    CHECK(syntax("var v\\u0061r = 1;").find(kMessage) != std::string::npos);
    CHECK(syntax("function* g() { yi\\u0065ld; }").find(kMessage) != std::string::npos);
    CHECK(syntax("'use strict'; var l\\u0065t = 1;").find(kMessage) != std::string::npos);
    CHECK(syntax("class C { async #m() { \\u0061wait; } }").find(kMessage) != std::string::npos);
    // Where the word is no keyword, the escaped spelling is an ordinary identifier.
    JsRun ok = run_js("var \\u0061wait = 1; console.log(\\u0061wait);");
    CHECK(ok.status == evloop::js::RunResult::Status::Ok);
    CHECK(ok.out == "1\n");
}
