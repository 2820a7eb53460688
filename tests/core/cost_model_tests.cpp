// core/js/cost_model.h: virtual CPU time by instruction kind and tier, builtins' own
// costs, the busy-wait rule and determinism. The numbers themselves are calibrated
// against real Node by bench/calibrate.mjs (never asserted here as wall-clock figures).
#include "core/loop/host.h"
#include <catch2/catch.hpp>
#include <string>

using namespace evloop;

namespace {

// The `ms` a program prints: performance.now() around its work.
double measured_ms(const std::string& body, loop::HostKind host = loop::HostKind::Node)
{
    loop::Settings s;
    s.host = host;
    s.budget = 2'000'000'000;
    std::string source = "const t0 = performance.now();\n" + body + "\nconsole.log(performance.now() - t0);\n";
    loop::RunResult r = loop::run(source, "main.js", s);
    REQUIRE(r.exit_code == 0);
    REQUIRE(!r.output.empty());
    std::string last;
    for (const auto& line : r.output)
        if (!line.is_stderr)
            last = line.text;
    return std::stod(last);
}

}

TEST_CASE("a loop gets cheaper per iteration once it is optimised", "[cost]")
{
    double short_loop = measured_ms("let x = 0; for (let i = 0; i < 2000; i++) x = (x + i * 7) % 1000003;");
    double long_loop = measured_ms("let x = 0; for (let i = 0; i < 2000000; i++) x = (x + i * 7) % 1000003;");
    // Cold and interpreted: several ns per iteration; optimised: a few ns, plus one tier-up.
    CHECK(short_loop / 2000 > 5 * (long_loop / 2'000'000) / 2);
    CHECK(long_loop > 3);   // 2 M iterations of a division chain: milliseconds, as in V8
    CHECK(long_loop < 30);
}

TEST_CASE("builtins charge their own work: JSON by the byte, number conversions by V8's cache", "[cost]")
{
    double small = measured_ms("const s = JSON.stringify({ a: 'x'.repeat(1000) });");
    double big = measured_ms("const s = JSON.stringify({ a: 'x'.repeat(100000) });");
    CHECK(big - small == Approx(99000 * 5e-6).epsilon(0.05)); // 5 ns per byte written
    double fresh = measured_ms("let n = 0; for (let i = 0; i < 20000; i++) n += String(i).length;");
    double cached = measured_ms("let n = 0; for (let i = 0; i < 20000; i++) n += String(i % 50).length;");
    CHECK(fresh - cached > 20000 * 0.15e-3); // the misses cost about 0.2 µs each
}

TEST_CASE("a busy wait reaches its deadline in virtual time with few iterations, the same every run", "[cost]")
{
    const std::string program = "const t = performance.now(); let spins = 0;\n"
                                "while (performance.now() - t < 800) spins++;\n"
                                "console.log(Math.round(performance.now() - t), spins);\n";
    loop::Settings s;
    loop::RunResult a = loop::run(program, "main.js", s);
    loop::RunResult b = loop::run(program, "main.js", s);
    REQUIRE(a.exit_code == 0);
    REQUIRE(!a.output.empty());
    CHECK(a.output[0].text.rfind("800 ", 0) == 0);
    CHECK(a.instructions < 20'000'000);
    CHECK(a.instructions == b.instructions);
    CHECK(a.output[0].text == b.output[0].text);
    // Two clock reads around a little work measure it without the busy-wait rule.
    double pair = measured_ms("let x = 0; for (let i = 0; i < 3; i++) x += i;");
    CHECK(pair < 0.1);
    // The function is optimised during its first wait: that 1 ms pause is paid once, not
    // multiplied as a spinning iteration (the first 20 ms wait took 30 ms before), and
    // the pause falls inside the wait.
    loop::RunResult waits = loop::run("function wait(ms) { const t = performance.now(); while (performance.now() - t < ms) {} }\n"
                                      "for (let i = 0; i < 3; i++) { const a = performance.now(); wait(20); console.log(Math.round(performance.now() - a)); }\n",
        "main.js", s);
    REQUIRE(waits.output.size() == 3);
    CHECK(waits.output[0].text == "20");
    CHECK(waits.output[1].text == "20");
    CHECK(waits.output[2].text == "20");
}
