// Typed arrays, buffers and the text codecs: garbage collection, limits and errors that
// the corpus (stdout only) cannot show.
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

TEST_CASE("views keep their buffer alive through collections", "[js][binary][gc]")
{
    VM vm;
    std::string out;
    vm.hooks().console = [&](ConsoleLevel, const std::string& line) { out += line + "\n"; };
    RunResult r = vm.run_program(R"(
let views = [];
(function () {
  const buffer = new ArrayBuffer(8);
  new Uint8Array(buffer).fill(7);
  views.push(new Uint16Array(buffer, 2, 2), new DataView(buffer, 4));
})();
queueMicrotask(() => {
  for (let i = 0; i < 20000; i++) new Float64Array(4); // garbage
  console.log(views[0][1], views[1].getUint8(3), views[0].buffer.byteLength);
});
)", VM::ProgramKind::CommonJS, "gc.js");
    REQUIRE(r.status == RunResult::Status::Ok);
    vm.collect_garbage(); // only the views refer to the buffer now
    while (vm.run_next_job(&r)) {
        vm.collect_garbage();
        REQUIRE(r.status == RunResult::Status::Ok);
    }
    CHECK(out == "1799 7 8\n");
}

TEST_CASE("huge buffers fail with a RangeError instead of exhausting memory", "[js][binary]")
{
    JsRun run = run_js(R"(
for (const make of [() => new ArrayBuffer(2 ** 40), () => new Float64Array(2 ** 30), () => new ArrayBuffer(1, { maxByteLength: 2 ** 33 }),
                    () => new Uint8Array({ length: 2 ** 31 })]) {
  try { make(); } catch (e) { console.log(e.name, e.message); }
}
)");
    CHECK(run.status == RunResult::Status::Ok);
    CHECK(run.out == "RangeError Array buffer allocation failed\n"
                     "RangeError Array buffer allocation failed\n"
                     "RangeError Array buffer allocation failed\n"
                     "RangeError Array buffer allocation failed\n");
}

TEST_CASE("an inconsistent or throwing comparator never breaks a typed array sort", "[js][binary]")
{
    JsRun run = run_js(R"(
const a = new Int32Array(500).map((_, i) => (i * 7919) % 1000);
a.sort(() => (Math.random() < 0.5 ? -1 : 1));
console.log(a.length, a.reduce((s, x) => s + x, 0) === new Int32Array(500).map((_, i) => (i * 7919) % 1000).reduce((s, x) => s + x, 0));
try { a.sort(() => { throw new Error('stop'); }); } catch (e) { console.log(e.message); }
const r = new ArrayBuffer(40, { maxByteLength: 40 });
const t = new Uint32Array(r).fill(3);
t.sort((x, y) => { r.resize(4); return x - y; });
console.log(t.length, t[0]);
)");
    CHECK(run.status == RunResult::Status::Ok);
    CHECK(run.out == "500 true\nstop\n1 3\n");
}

TEST_CASE("an uncaught DOMException reports its name and message", "[js][binary]")
{
    JsRun run = run_js("atob('*');\n");
    CHECK(run.status == RunResult::Status::Uncaught);
    CHECK(run.message.find("InvalidCharacterError: Invalid character") != std::string::npos);
}
