// core/trace as the visualizer reads it: the line each queued item names (its origin)
// and the frame counts at a cursor. Programs are written here, not taken from the
// corpus, so the checks do not move when the corpus does.
#include "core/loop/host.h"
#include "core/trace/trace_state.h"
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace evloop;
using trace::EventKind;

namespace {

loop::RunResult run_program(const std::string& source, loop::HostKind host, const char* file = "main.js")
{
    loop::Settings s;
    s.host = host;
    std::string error;
    REQUIRE(loop::apply_directives(source, s, error));
    return loop::run(source, file, s);
}

// The origin line of every event of `kind` whose label starts with `prefix`, in order.
std::vector<uint32_t> origin_lines(const trace::Trace& t, EventKind kind, const std::string& prefix = "")
{
    std::vector<uint32_t> lines;
    for (const trace::Event& e : t.events())
        if (e.kind == kind && t.string(e.text).rfind(prefix, 0) == 0)
            lines.push_back(e.range.line);
    return lines;
}

} // namespace

TEST_CASE("each link of a .then chain is queued with its own line", "[trace][origin]")
{
    const std::string source = "const p = Promise.resolve(1);\n"   // 1
                               "p\n"                               // 2
                               "  .then((v) => v + 1)\n"           // 3
                               "  .then((v) => v * 2)\n"           // 4
                               "  .then((v) => console.log(v));\n" // 5
                               "queueMicrotask(() => {});\n";      // 6
    for (loop::HostKind host : { loop::HostKind::Browser, loop::HostKind::Node }) {
        loop::RunResult r = run_program(source, host, host == loop::HostKind::Node ? "main.cjs" : "main.js");
        REQUIRE(r.exit_code == 0);
        // The first reaction is queued at once (p is already resolved) by the `.then` on
        // line 3; the queueMicrotask on line 6; then each handler's promise settles and
        // queues the reaction its own `.then` attached: lines 4 and 5.
        CHECK(origin_lines(*r.trace, EventKind::JobQueued) == std::vector<uint32_t> { 3, 6, 4, 5 });
    }
}

TEST_CASE("the stepper's microtask queue names the line of the then that queued each job", "[trace][origin]")
{
    const std::string source = "Promise.resolve('a').then(() => {});\n"
                               "Promise.resolve('b')\n"
                               "  .then(() => {});\n";
    loop::RunResult r = run_program(source, loop::HostKind::Browser);
    const auto& events = r.trace->events();
    trace::StateCursor cursor(*r.trace);
    // Just before the first job runs, both jobs wait, each with its own line.
    size_t first_job = 0;
    while (first_job < events.size() && events[first_job].kind != EventKind::JobBegin)
        ++first_job;
    REQUIRE(first_job < events.size());
    const trace::State& s = cursor.seek(first_job);
    REQUIRE(s.microtasks.size() == 2);
    CHECK(s.microtasks[0].origin.line == 1);
    CHECK(s.microtasks[1].origin.line == 3);
}

TEST_CASE("fs.readFile's threadpool trips all carry the line of the call, also inside a callback", "[trace][origin]")
{
    const std::string source = "const fs = require('fs');\n"                 // 1
                               "setTimeout(() => {\n"                        // 2
                               "  fs.readFile(__filename, () => {\n"         // 3
                               "    fs.readFile(__filename, 'utf8', () => {\n" // 4
                               "      process.nextTick(() => {});\n"         // 5
                               "      console.log('read twice');\n"          // 6
                               "    });\n"
                               "  });\n"
                               "}, 0);\n";
    loop::RunResult r = run_program(source, loop::HostKind::Node, "main.cjs");
    REQUIRE(r.exit_code == 0);
    std::vector<uint32_t> lines = origin_lines(*r.trace, EventKind::HostAdd, "fs.readFile");
    REQUIRE(lines.size() >= 2);
    // Several trips per call (open, stat, read, close), the first call's before the second's.
    size_t first = 0;
    while (first < lines.size() && lines[first] == 3)
        ++first;
    CHECK(first >= 1);
    for (size_t i = first; i < lines.size(); ++i)
        CHECK(lines[i] == 4);
    CHECK(first < lines.size());
    CHECK(origin_lines(*r.trace, EventKind::JobQueued, "process.nextTick") == std::vector<uint32_t> { 5 });
}

TEST_CASE("frame counts at a cursor agree with the frame events up to its time", "[trace][frames]")
{
    // A click handler that blocks for 300 ms: the vsyncs it covers are dropped frames,
    // recorded when the task ends (after events with later times).
    const std::string source = "// @html <button id=\"b\">Go</button>\n"
                               "// @input click #b @ 20ms\n"
                               "const b = document.getElementById('b');\n"
                               "b.addEventListener('click', () => {\n"
                               "  b.textContent = 'busy';\n"
                               "  const t = performance.now();\n"
                               "  while (performance.now() - t < 300) {}\n"
                               "  b.textContent = 'done';\n"
                               "});\n";
    loop::RunResult r = run_program(source, loop::HostKind::Browser);
    const trace::Trace& t = *r.trace;
    REQUIRE(t.metrics.frames_skipped > 10);
    trace::StateCursor cursor(t);
    for (size_t point : trace::step_points(t)) {
        const trace::State& s = cursor.seek(point + 1);
        int presented = 0, dropped = 0;
        for (const trace::Event& e : t.events())
            if (e.kind == EventKind::Frame && e.time <= s.time)
                (e.sub ? presented : dropped) += 1;
        INFO("at " << s.time << " ms");
        CHECK(s.frames_presented == presented);
        CHECK(s.frames_skipped == dropped);
    }
    const trace::State& end = cursor.seek(t.events().size());
    CHECK(end.frames_presented == t.metrics.frames_presented);
    CHECK(end.frames_skipped == t.metrics.frames_skipped);
}
