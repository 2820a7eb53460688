// The garbage collector keeps long-running programs in bounded memory.
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

TEST_CASE("a million short-lived promises stay in bounded memory", "[js][gc]")
{
    VM vm;
    vm.set_instruction_budget(500'000'000);
    std::string out;
    vm.hooks().console = [&](ConsoleLevel, const std::string& line) { out += line + "\n"; };
    RunResult r = vm.run_program(R"(
let settled = 0;
for (let i = 0; i < 1000000; i++) {
  new Promise((resolve) => resolve(i)).then(() => { settled++; });
}
Promise.resolve().then(() => {}).then(() => console.log('queued'));
)", VM::ProgramKind::CommonJS, "gc.js");
    REQUIRE(r.status == RunResult::Status::Ok);
    size_t peak = vm.heap().live_cells();
    while (vm.run_next_job(&r)) {
        peak = std::max(peak, vm.heap().live_cells());
        REQUIRE(r.status == RunResult::Status::Ok);
    }
    CHECK(out == "queued\n");
    CHECK(vm.heap().collections() > 0);
    vm.collect_garbage();
    // A million promises, reactions and jobs are ~5 million cells if nothing is freed.
    CHECK(vm.heap().live_cells() < 50'000);
    INFO("peak live cells " << peak);
}

TEST_CASE("suspended async functions survive collection while they wait", "[js][gc]")
{
    VM vm;
    std::string out;
    vm.hooks().console = [&](ConsoleLevel, const std::string& line) { out += line + "\n"; };
    RunResult r = vm.run_program(R"(
const waiters = [];
async function wait(label) { const v = await new Promise((res) => waiters.push(res)); console.log(label, v); }
wait('a'); wait('b');
queueMicrotask(() => { waiters[1]('second'); waiters[0]('first'); });
)", VM::ProgramKind::CommonJS, "gc.js");
    REQUIRE(r.status == RunResult::Status::Ok);
    vm.collect_garbage(); // nothing running: the frames live only through the promises
    while (vm.run_next_job(&r)) {
        vm.collect_garbage();
        REQUIRE(r.status == RunResult::Status::Ok);
    }
    CHECK(out == "b second\na first\n");
}
