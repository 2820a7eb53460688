// Classes' private names, static blocks, tagged templates, labels, import() and
// import.meta: early SyntaxErrors with their places, and behaviour that is clearer as a
// unit test than as a corpus program (GC of private elements, the template object cache).
#include "tests/core/js_test_util.h"
#include <catch2/catch.hpp>

using evloop::js::RunResult;
using evloop::js::VM;

namespace {

std::string syntax(const std::string& src, VM::ProgramKind kind = VM::ProgramKind::CommonJS)
{
    JsRun r = run_js(src, 50'000'000, kind);
    CHECK(r.status == RunResult::Status::SyntaxError);
    return r.message;
}

} // namespace

TEST_CASE("private names are early errors outside the class that declares them", "[js][classes][errors]")
{
    // V8 points at the `.` of `this.#y` (Node v20.20.2).
    CHECK(syntax("this.#y") == "SyntaxError: Private field '#y' must be declared in an enclosing class (line 1, column 5)");
    CHECK(syntax("class A {\n  m() { return this.#y; }\n}")
        == "SyntaxError: Private field '#y' must be declared in an enclosing class (line 2, column 20)");
    // A nested class sees the outer class's names; an unknown one is still an error.
    CHECK(syntax("class A { #x; m() { class B { n() { return this.#x + this.#z; } } } }")
        == "SyntaxError: Private field '#z' must be declared in an enclosing class (line 1, column 58)");
    CHECK(syntax("class A { #x; static m(o) { return #z in o; } }")
        == "SyntaxError: Private field '#z' must be declared in an enclosing class (line 1, column 36)");
    // A use before the declaration in the same body is fine.
    CHECK(run_js("class A { m() { return this.#x; } #x = 3; } console.log(new A().m());").out == "3\n");
}

TEST_CASE("private name declarations and uses that are SyntaxErrors", "[js][classes][errors]")
{
    CHECK(syntax("class A { #x; #x; }") == "SyntaxError: Identifier '#x' has already been declared (line 1, column 15)");
    CHECK(syntax("class A { get #a() {} get #a() {} }") == "SyntaxError: Identifier '#a' has already been declared (line 1, column 27)");
    CHECK(syntax("class A { get #a() {} static set #a(v) {} }") == "SyntaxError: Identifier '#a' has already been declared (line 1, column 34)");
    CHECK(syntax("class A { #constructor() {} }") == "SyntaxError: Class constructor may not be a private method (line 1, column 11)");
    CHECK(syntax("class A { #x; m() { delete this.#x; } }") == "SyntaxError: Private fields can not be deleted (line 1, column 33)");
    CHECK(syntax("class A { #x; m() { delete this?.#x; } }") == "SyntaxError: Private fields can not be deleted (line 1, column 34)");
    CHECK(syntax("class A { #x; static m() { #x; } }") == "SyntaxError: Unexpected identifier '#x' (line 1, column 28)");
    CHECK(syntax("class A { #x; m() { const { #x: y } = this; } }").find("Unexpected identifier '#x'") != std::string::npos);
    CHECK(syntax("class A { #x; m() { return super.#x; } }") == "SyntaxError: Unexpected private field (line 1, column 34)");
    CHECK(syntax("class A { static { arguments; } }")
        == "SyntaxError: 'arguments' is not allowed in class field initializer or static initialization block (line 1, column 20)");
    CHECK(syntax("class A { x = () => arguments; }")
        == "SyntaxError: 'arguments' is not allowed in class field initializer or static initialization block (line 1, column 21)");
    // Functions inside a static block have their own `arguments` and `return`.
    CHECK(run_js("class A { static { const f = () => { return 1; }; function g() { return arguments.length; } console.log(f(), g(1, 2)); } }").out
        == "1 2\n");
    // A getter and a setter may share a name.
    CHECK(run_js("class A { get #a() { return 1; } set #a(v) {} m() { return this.#a; } } console.log(new A().m());").out == "1\n");
}

TEST_CASE("static blocks, labels, new.target and import.meta early errors", "[js][classes][errors]")
{
    CHECK(syntax("class A { static { return; } }") == "SyntaxError: Illegal return statement (return outside a function) (line 1, column 20)");
    CHECK(syntax("foo: { break bar; }") == "SyntaxError: Undefined label 'bar' (line 1, column 8)");
    CHECK(syntax("foo: { continue foo; }")
        == "SyntaxError: Illegal continue statement: 'foo' does not denote an iteration statement (line 1, column 8)");
    CHECK(syntax("while (true) { continue foo; }") == "SyntaxError: Undefined label 'foo' (line 1, column 16)");
    CHECK(syntax("console.log(import.meta.url);") == "SyntaxError: Cannot use 'import.meta' outside a module (line 1, column 13)");
    CHECK(syntax("new.target", VM::ProgramKind::Script) == "SyntaxError: new.target expression is not allowed here (line 1, column 1)");
    CHECK(syntax("const f = () => new.target;", VM::ProgramKind::Module) == "SyntaxError: new.target expression is not allowed here (line 1, column 17)");
    // In a CommonJS module (a function to Node), in functions, and in arrows inside them it is fine.
    CHECK(run_js("console.log(new.target); function f() { return (() => new.target)(); } console.log(f(), new f() === f);").out
        == "undefined\nundefined true\n");
    CHECK(syntax("import()") == "SyntaxError: import() requires a specifier (line 1, column 1)");
    // Without a host's modules, import() rejects (after the script, like any promise job).
    CHECK(run_js("import('nowhere').catch((e) => console.log(e.message)); console.log('sync');").out
        == "sync\nCannot find module 'nowhere'\n");
    // An untagged template with an invalid escape is a SyntaxError; a tagged one is not.
    CHECK(syntax("x = `a\\unicode`").find("SyntaxError") == 0);
    CHECK(run_js("const t = (s) => s[0] + '|' + s.raw[0]; console.log(t`a\\unicode`);").out == "undefined|a\\unicode\n");
}

TEST_CASE("private elements survive garbage collection and stay invisible", "[js][classes][gc]")
{
    JsRun r = run_js(R"(
class Box { #items = []; #tag; constructor(t) { this.#tag = { t }; } add(x) { this.#items.push({ x }); return this; }
  sum() { return this.#items.reduce((a, o) => a + o.x, 0) + this.#tag.t.length; } }
const boxes = [];
for (let i = 0; i < 200; i++) boxes.push(new Box('b' + i).add(i).add(1));
let junk = 0;
for (let i = 0; i < 300000; i++) junk += [i, { i }].length;
console.log(boxes[199].sum(), boxes[0].sum(), Object.keys(boxes[5]).length, JSON.stringify(boxes[5]), junk);
)");
    CHECK(r.message.empty());
    CHECK(r.out == "204 3 0 {} 600000\n");
}

TEST_CASE("a template site passes the same frozen strings object every time", "[js][templates]")
{
    JsRun r = run_js(R"(
const seen = [];
const tag = (s) => { seen.push(s); return s; };
for (let i = 0; i < 3; i++) tag`a${i}b`;
const other = tag`a${0}b`;
console.log(seen[0] === seen[1], seen[1] === seen[2], other === seen[0], Object.isFrozen(seen[0]), Object.isFrozen(seen[0].raw));
'use strict';
try { (function () { 'use strict'; seen[0][0] = 'x'; })(); } catch (e) { console.log(e instanceof TypeError); }
)");
    CHECK(r.out == "true true false true true\ntrue\n");
}
