// Date objects on the virtual clock (builtins_date.cpp): `new Date()` reads the same clock
// as Date.now() and performance.now(), which starts at 2024-01-01T00:00:00Z and advances
// with the instructions the program runs, so every run of a program sees the same dates.
#include "core/loop/host.h"
#include "js_test_util.h"
#include <catch2/catch.hpp>

using evloop::js::RunResult;

namespace {

// A program in a host's event loop (timers advance the virtual clock); its stdout.
std::string run_in_host(const std::string& source, evloop::loop::HostKind host)
{
    evloop::loop::Settings settings;
    settings.host = host;
    evloop::loop::RunResult r = evloop::loop::run(source, "main.js", settings);
    std::string out;
    for (const auto& line : r.output)
        if (!line.is_stderr)
            out += line.text + "\n";
    return out;
}

} // namespace

TEST_CASE("new Date() starts at the virtual epoch 2024-01-01T00:00:00Z", "[js][date]")
{
    JsRun r = run_js("console.log(new Date().toISOString(), new Date().getTimezoneOffset(), new Date() - Date.now());\n");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "2024-01-01T00:00:00.000Z 0 0\n");
}

TEST_CASE("new Date() advances with virtual time: a 100 ms busy loop", "[js][date]")
{
    const std::string program = "const start = new Date(); const t0 = performance.now(); let spins = 0;\n"
                                "while (new Date() - start < 100) spins++;\n"
                                "const end = new Date();\n"
                                "console.log(end - start, Math.round(performance.now() - t0), end.toISOString());\n";
    JsRun r = run_js(program);
    CHECK(r.status == RunResult::Status::Ok);
    // Each loop reads the clock (40 ns) and, once it spins, is charged 16 times
    // (cost_model.h: kSpinFactor): about 140 000 iterations of a few instructions.
    CHECK(r.out == "100 100 2024-01-01T00:00:00.100Z\n");
    CHECK(r.instructions > 300'000);
    // The same program, the same dates: nothing reads the wall clock.
    JsRun again = run_js(program);
    CHECK(again.out == r.out);
    CHECK(again.instructions == r.instructions);
}

TEST_CASE("Date() as a function and Date.now() read the same virtual clock", "[js][date]")
{
    JsRun r = run_js("let x = 0; for (let i = 0; i < 200000; i++) x += i;\n"
                     "const now = Date.now(), d = new Date(), s = Date();\n"
                     "console.log(d - now >= 0 && d - now <= 1, s === d.toString() || Date.parse(s) <= d.getTime());\n"
                     "console.log(s.endsWith('GMT+0000 (Coordinated Universal Time)'), d.getFullYear());\n");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "true true\ntrue 2024\n");
}

TEST_CASE("hostile Date input ends cleanly", "[js][date]")
{
    // Huge or odd arguments give NaN (Invalid Date), never a crash or a hang.
    JsRun r = run_js("const xs = [new Date(1e300, 0), new Date(2024, 1e300), new Date(-1e7, 0, 1), new Date(2024, 0, 1e12),\n"
                     "  new Date('9'.repeat(10000)), new Date('('.repeat(10000)), new Date('-'.repeat(5000) + '1'),\n"
                     "  new Date(8.64e15 + 1), new Date(Infinity)];\n"
                     "console.log(xs.map(d => String(d.getTime())).join());\n"
                     "const d = new Date(0); d.setFullYear(1e9); console.log(d.getTime(), String(new Date(NaN)));\n");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "NaN,NaN,NaN,NaN,NaN,NaN,978307200000,NaN,NaN\nNaN Invalid Date\n");
}

TEST_CASE("timers move the dates: new Date() in a 250 ms timeout, in both hosts", "[js][date][loop]")
{
    const std::string program = "const start = new Date();\n"
                                "setTimeout(() => { const late = new Date() - start; console.log(late >= 250 && late < 260, new Date().toISOString().slice(0, 19)); }, 250);\n";
    for (auto host : { evloop::loop::HostKind::Browser, evloop::loop::HostKind::Node }) {
        std::string out = run_in_host(program, host);
        // The browser's console quotes a string that follows a non-string argument (DevTools).
        CHECK(out == (host == evloop::loop::HostKind::Browser ? "true '2024-01-01T00:00:00'\n" : "true 2024-01-01T00:00:00\n"));
        CHECK(run_in_host(program, host) == out);
    }
}

TEST_CASE("Date errors use V8's messages", "[js][date]")
{
    // Recorded with Node v20.20.2.
    JsRun r = run_js("for (const f of [() => new Date(NaN).toISOString(), () => Date.prototype.getTime.call({}),\n"
                     "  () => new Date(0)[Symbol.toPrimitive]('bogus'), () => Date.prototype[Symbol.toPrimitive].call(1, 'number'),\n"
                     "  () => new Date(0).toLocaleString('en-US', { month: 'huge' }), () => new Date(0).toLocaleTimeString('en-US', { dateStyle: 'full' }),\n"
                     "  () => new Date(0).toLocaleDateString('en-US', { timeStyle: 'full' }), () => new Date(0).toLocaleString('en-US', { dateStyle: 'full', hour: 'numeric' })])\n"
                     "  try { f(); } catch (e) { console.log(e.name + ': ' + e.message); }\n");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "RangeError: Invalid time value\n"
                   "TypeError: this is not a Date object.\n"
                   "TypeError: Invalid hint: bogus\n"
                   "TypeError: Method Date.prototype [ @@toPrimitive ] called on incompatible receiver 1\n"
                   "RangeError: Value huge out of range for Date.prototype.toLocaleString options property month\n"
                   "TypeError: Invalid option : dateStyle\n"
                   "TypeError: Invalid option : timeStyle\n"
                   "TypeError: Can't set option hour when dateStyle is used\n");
}

TEST_CASE("many Date objects survive garbage collection with their time values", "[js][date][gc]")
{
    JsRun r = run_js("const keep = []; let made = 0;\n"
                     "for (let i = 0; i < 300000; i++) { const d = new Date(i * 1000); made++; if (i % 1000 === 0) keep.push(d); }\n"
                     "console.log(made, keep.length, keep.every((d, k) => d.getTime() === k * 1000000), keep[299].toISOString());\n");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "300000 300 true 1970-01-04T11:03:20.000Z\n");
}
