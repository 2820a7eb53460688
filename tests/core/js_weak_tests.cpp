// Weak collections and the collector: entries do not keep their keys alive, and a value
// reachable only through a dead key dies with it (ephemerons).
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

namespace {

struct WeakRun {
    VM vm;
    std::string out;
    WeakRun()
    {
        vm.hooks().console = [this](ConsoleLevel, const std::string& line) { out += line + "\n"; };
    }
    void run(const char* source)
    {
        RunResult r = vm.run_program(source, VM::ProgramKind::CommonJS, "weak.js");
        REQUIRE(r.status == RunResult::Status::Ok);
        while (vm.run_next_job(&r))
            REQUIRE(r.status == RunResult::Status::Ok);
    }
};

} // namespace

TEST_CASE("a WeakMap entry whose key becomes unreachable is collected, with its value", "[js][gc][weak]")
{
    WeakRun t;
    t.run(R"(
globalThis.map = new WeakMap();
globalThis.kept = { name: 'kept' };
map.set(kept, { payload: new Array(1000).fill(1) });
for (let i = 0; i < 1000; i++) map.set({ i }, { payload: [i, i, i] });
// The value refers to its own key: only an ephemeron-aware collector frees this pair.
const cyclic = {}; map.set(cyclic, { back: cyclic });
globalThis.probe = new WeakRef(cyclic);
)");
    t.vm.collect_garbage();
    size_t after_first = t.vm.heap().live_cells();
    t.run(R"(
console.log(map.has(kept), map.get(kept).payload.length, probe.deref());
)");
    CHECK(t.out == "true 1000 undefined\n");
    // 1001 dropped keys with their values (each key, value and array) are gone.
    t.vm.collect_garbage();
    CHECK(t.vm.heap().live_cells() <= after_first + 50);
    INFO("live cells " << t.vm.heap().live_cells());
}

TEST_CASE("a value reachable only through a live WeakMap key stays alive", "[js][gc][weak]")
{
    WeakRun t;
    t.run(R"(
globalThis.map = new WeakMap();
globalThis.a = {};
const b = {}; const c = {};
map.set(a, b); map.set(b, c); map.set(c, { leaf: 'deep' });
)");
    t.vm.collect_garbage();
    t.run(R"(console.log(map.get(map.get(map.get(a))).leaf);)");
    CHECK(t.out == "deep\n");
}

TEST_CASE("WeakSet members and WeakRef targets die when unreachable - live ones stay", "[js][gc][weak]")
{
    WeakRun t;
    t.run(R"(
globalThis.set = new WeakSet();
globalThis.live = {};
set.add(live);
globalThis.refs = [];
for (let i = 0; i < 10; i++) { const o = { i }; set.add(o); refs.push(new WeakRef(o)); }
globalThis.liveRef = new WeakRef(live);
globalThis.registry = new FinalizationRegistry(() => console.log('never'));
registry.register({}, 'held');
)");
    t.vm.collect_garbage();
    t.run(R"(console.log(set.has(live), liveRef.deref() === live, refs.filter((r) => r.deref() !== undefined).length);)");
    CHECK(t.out == "true true 0\n");
}

TEST_CASE("a WeakRef target made in the current job survives a collection inside that job", "[js][gc][weak]")
{
    // 9.10 KeepDuringJob: the target stays alive until the job (here: the script) ends.
    WeakRun t;
    t.vm.heap(); // collection happens at the interpreter's safe points during the loop
    t.run(R"(
const ref = new WeakRef({ alive: true });
let garbage = 0;
for (let i = 0; i < 300000; i++) garbage += [i].length;
console.log(ref.deref().alive, garbage);
)");
    CHECK(t.out == "true 300000\n");
}
