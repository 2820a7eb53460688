// Generators and async generators: early errors with locations, stepping through yields
// (frames on the heap), budgets and recursion limits. Orders recorded with Node v20.20.2.
#include "js_test_util.h"
#include <catch2/catch.hpp>

using evloop::js::ConsoleLevel;
using evloop::js::RunResult;
using evloop::js::VM;

TEST_CASE("generator early errors name the place", "[js][generators][errors]")
{
    auto syntax = [](const std::string& src) {
        JsRun r = run_js(src);
        CHECK(r.status == RunResult::Status::SyntaxError);
        return r.message;
    };
    CHECK(syntax("function* g(a = yield) {}") == "SyntaxError: Yield expression not allowed in formal parameter (line 1, column 17)");
    CHECK(syntax("function* g() { var yield; }").find("'yield'") != std::string::npos);
    CHECK(syntax("'use strict'; var yield = 1;").find("yield") != std::string::npos);
    CHECK(syntax("function f() { for await (const x of []) {} }") == "SyntaxError: for await is only valid in async functions and the top level bodies of modules (line 1, column 20)");
    CHECK(syntax("class A { *constructor() {} }").find("generator") != std::string::npos);
    CHECK(syntax("function* g() { const f = () => yield 1; }").find("Unexpected") != std::string::npos);
}

TEST_CASE("yield is an identifier in sloppy code outside generators", "[js][generators]")
{
    JsRun r = run_js("var yield = 2; function yieldy(yield) { return yield * 3; } console.log(yield, yieldy(yield));");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "2 6\n");
}

TEST_CASE("a generator program pauses at every instruction, yields included", "[js][generators][stepper]")
{
    const std::string program = R"(
function* ids() { let n = 0; try { while (true) yield ++n; } finally { console.log('ids closed'); } }
const it = ids();
console.log(it.next().value, it.next().value);
for (const id of ids()) { if (id > 2) break; console.log('id', id); }
async function* pages() { for (let p = 1; p <= 2; p++) { await null; yield 'page ' + p; } }
(async () => { for await (const p of pages()) console.log(p); console.log('done'); })();
Promise.resolve().then(() => console.log('tick 1')).then(() => console.log('tick 2'));
)";
    JsRun whole = run_js(program);
    REQUIRE(whole.status == RunResult::Status::Ok);
    CHECK(whole.out == "1 2\nid 1\nid 2\nids closed\ntick 1\ntick 2\npage 1\npage 2\ndone\n");

    VM vm;
    std::string out;
    vm.hooks().console = [&](ConsoleLevel, const std::string& line) { out += line + "\n"; };
    vm.set_pause_at(1);
    RunResult r = vm.run_program(program, VM::ProgramKind::CommonJS, "test.js");
    auto settle = [&](RunResult result) {
        while (result.status == RunResult::Status::Paused) {
            vm.set_pause_at(vm.instructions() + 1);
            result = vm.continue_paused();
        }
        return result;
    };
    r = settle(r);
    REQUIRE(r.status == RunResult::Status::Ok);
    for (;;) {
        vm.set_pause_at(vm.instructions() + 1);
        RunResult job;
        if (!vm.run_next_job(&job))
            break;
        job = settle(job);
        REQUIRE(job.status == RunResult::Status::Ok);
    }
    CHECK(out == whole.out);
    CHECK(vm.instructions() == whole.instructions);
    CHECK(!vm.is_paused());
}

TEST_CASE("runaway generators are stopped by the budget or the depth limit", "[js][generators][budget]")
{
    JsRun endless = run_js("function* nat() { let i = 0; while (true) yield i++; } for (const n of nat()) {}", 1'000'000);
    CHECK(endless.status == RunResult::Status::BudgetExceeded);

    JsRun spread = run_js("function* nat() { let i = 0; while (true) yield i++; } [...nat()];", 1'000'000);
    CHECK(spread.status == RunResult::Status::BudgetExceeded);

    // yield* nested without end: a RangeError, not a crash of the C++ stack.
    JsRun deep = run_js("function* d(n) { yield* d(n + 1); } try { d(0).next(); } catch (e) { console.log(e instanceof RangeError); }");
    CHECK(deep.status == RunResult::Status::Ok);
    CHECK(deep.out == "true\n");

    JsRun async_endless = run_js("async function* nat() { let i = 0; while (true) yield i++; } (async () => { for await (const n of nat()) {} })();", 1'000'000);
    CHECK(async_endless.status == RunResult::Status::BudgetExceeded);
}
