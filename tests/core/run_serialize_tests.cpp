// core/sim/run_serialize: runs of real programs survive the trip through bytes (the
// JSON and Chrome exports of the copy are the original's, and serializing the copy gives
// the same bytes), and damaged bytes are refused with a message, never a crash.
#include "core/loop/host.h"
#include "core/trace/trace_export.h"
#include "core/sim/run_serialize.h"
#include "core/tutor/tutor.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

using namespace evloop;

namespace {

std::string read_file(const std::filesystem::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Serialize, deserialize, compare everything a reader of the run can see.
void check_round_trip(const loop::RunResult& run, const std::string& what)
{
    INFO(what);
    std::string bytes = sim::serialize_run(run);
    loop::RunResult copy;
    std::string error;
    REQUIRE(sim::deserialize_run(bytes, copy, error));
    CHECK(error.empty());
    REQUIRE(copy.trace);
    CHECK(sim::serialize_run(copy) == bytes);
    CHECK(trace::to_json(*copy.trace) == trace::to_json(*run.trace));
    CHECK(trace::to_chrome_trace(*copy.trace) == trace::to_chrome_trace(*run.trace));
    CHECK(trace::metrics_text(*copy.trace) == trace::metrics_text(*run.trace));
    CHECK(copy.exit_code == run.exit_code);
    CHECK(copy.instructions == run.instructions);
    REQUIRE(copy.output.size() == run.output.size());
    for (size_t i = 0; i < run.output.size(); ++i) {
        CHECK(copy.output[i].is_stderr == run.output[i].is_stderr);
        CHECK(copy.output[i].text == run.output[i].text);
        CHECK(copy.output[i].newline == run.output[i].newline);
    }
    CHECK(copy.trace->source == run.trace->source);
    CHECK(copy.trace->stdout_lines == run.trace->stdout_lines);
    CHECK(copy.trace->strings() == run.trace->strings());
    CHECK(copy.trace->detail() == run.trace->detail());
    // The copy's string table still interns: a known string keeps its index.
    if (run.trace->strings().size() > 1)
        CHECK(copy.trace->intern(run.trace->strings().back()) == run.trace->strings().size() - 1);
}

loop::RunResult run_program(const std::string& code, loop::HostKind host, bool module = false)
{
    loop::Settings s;
    s.host = host;
    s.module = module;
    std::string error;
    loop::apply_directives(code, s, error);
    return loop::run(code, host == loop::HostKind::Node ? (module ? "main.mjs" : "main.cjs") : "main.js", s);
}

const char* kSmall = "// @html <button id=\"b\">Go</button>\n"
                     "document.getElementById('b').addEventListener('click', () => {\n"
                     "  const t = performance.now(); while (performance.now() - t < 60) {}\n"
                     "  console.log('clicked');\n});\n"
                     "setTimeout(() => console.log('timer'), 0);\n"
                     "Promise.resolve().then(() => console.warn('promise'));\n"
                     "console.log('sync');\n";

loop::RunResult small_run()
{
    loop::Settings s;
    std::string error;
    REQUIRE(loop::apply_directives(kSmall, s, error));
    loop::Input in;
    REQUIRE(loop::parse_input("click #b @ 20ms", in, error));
    s.inputs.push_back(in);
    return loop::run(kSmall, "main.js", s);
}

} // namespace

TEST_CASE("serialized runs of every lesson example come back identical", "[trace][serialize]")
{
    LessonSet set = load_lessons(EVLOOP_SOURCE_DIR "/lessons/en");
    REQUIRE(!set.lessons.empty());
    int examples = 0;
    for (const Lesson& lesson : set.lessons) {
        for (const Block& b : lesson.document.blocks) {
            bool order_quiz = b.fence.language == "quiz" && b.fence.has_flag("order");
            if (b.kind != BlockKind::Code || (!b.fence.is_runnable() && !order_quiz))
                continue;
            tutor::Example ex;
            std::string error;
            REQUIRE(tutor::example_from_block(b, lesson.host, ex, error));
            check_round_trip(tutor::run_example(ex), lesson.file + ":" + std::to_string(b.line));
            ++examples;
        }
    }
    CHECK(examples > 10);
}

TEST_CASE("serialized runs of corpus programs on both hosts come back identical", "[trace][serialize]")
{
    int programs = 0;
    for (const char* dir : { "browser", "node", "neutral" }) {
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(EVLOOP_SOURCE_DIR) / "tests/corpus" / dir))
            files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        int taken = 0;
        for (const auto& p : files) {
            std::string ext = p.extension().string();
            if (ext != ".js" && ext != ".cjs" && ext != ".mjs")
                continue;
            if (taken++ % 4 != 0) // every fourth program: a spread of features, in seconds
                continue;
            bool node = ext != ".js" || std::string(dir) == "node";
            check_round_trip(run_program(read_file(p), node ? loop::HostKind::Node : loop::HostKind::Browser, ext == ".mjs"), p.string());
            ++programs;
        }
    }
    CHECK(programs > 50);
}

TEST_CASE("serialized runs keep errors, budget stops, dropped detail and syntax errors", "[trace][serialize]")
{
    check_round_trip(run_program("let x = ;\n", loop::HostKind::Browser), "syntax error");
    check_round_trip(run_program("throw new TypeError('boom');\n", loop::HostKind::Node), "uncaught");
    loop::Settings s;
    s.budget = 20'000;
    check_round_trip(loop::run("for (;;) {}\n", "main.js", s), "budget");
    // A trace that downgraded its detail (Dropped events, a dropped count).
    loop::Settings big;
    auto r = loop::run("let n = 0; for (let i = 0; i < 60000; i++) { Promise.resolve().then(() => n++); }\n", "main.js", big);
    check_round_trip(r, "dropped");
    // Workers: each thread's trace comes back with its index, parent, name and times.
    auto workers = run_program("const { Worker } = require('worker_threads');\n"
                               "const w = new Worker(\"require('worker_threads').parentPort.postMessage(40 + 2)\", { eval: true });\n"
                               "w.on('message', (m) => console.log(m));\n",
        loop::HostKind::Node);
    REQUIRE(workers.trace->threads.size() == 1);
    check_round_trip(workers, "workers");
    {
        loop::RunResult copy;
        std::string error;
        REQUIRE(sim::deserialize_run(sim::serialize_run(workers), copy, error));
        REQUIRE(copy.trace->threads.size() == 1);
        const trace::ThreadTrace &a = workers.trace->threads[0], &b = copy.trace->threads[0];
        CHECK(b.index == a.index);
        CHECK(b.parent == a.parent);
        CHECK(b.name == a.name);
        CHECK(b.start == a.start);
        CHECK(b.end == a.end);
        CHECK(b.trace->strings() == a.trace->strings());
        CHECK(b.trace->events().size() == a.trace->events().size());
    }
    // Unicode and NUL bytes in strings.
    check_round_trip(run_program("console.log('caf\\u00e9 \\u{1F600} \\0 end');\n", loop::HostKind::Browser), "unicode");
}

TEST_CASE("damaged serialized runs are refused with a message, never a crash", "[trace][serialize]")
{
    loop::RunResult run = small_run();
    std::string bytes = sim::serialize_run(run);
    REQUIRE(bytes.size() > 200);
    loop::RunResult out;
    std::string error;

    SECTION("every truncation")
    {
        for (size_t n = 0; n < bytes.size(); ++n) {
            error.clear();
            CHECK_FALSE(sim::deserialize_run(std::string_view(bytes).substr(0, n), out, error));
            CHECK(!error.empty());
        }
    }
    SECTION("trailing bytes")
    {
        CHECK_FALSE(sim::deserialize_run(bytes + "x", out, error));
        CHECK(error.find("after the end") != std::string::npos);
    }
    SECTION("wrong magic and version")
    {
        std::string b = bytes;
        b[0] = 'X';
        CHECK_FALSE(sim::deserialize_run(b, out, error));
        CHECK(error.find("not a serialized evloop run") != std::string::npos);
        b = bytes;
        b[4] = 9;
        CHECK_FALSE(sim::deserialize_run(b, out, error));
        CHECK(error.find("version 9") != std::string::npos);
        CHECK_FALSE(sim::deserialize_run("", out, error));
    }
    SECTION("a huge count does not allocate")
    {
        // magic, version, exit code 0, instructions 0, then 2^60 output lines.
        std::string b = std::string("EVLR") + static_cast<char>(sim::kSerializedRunVersion) + '\x00' + '\x00' + "\xff\xff\xff\xff\xff\xff\xff\xff\x0f";
        CHECK_FALSE(sim::deserialize_run(b, out, error));
        CHECK(error.find("larger than the data") != std::string::npos);
        // A varint longer than 64 bits.
        b = std::string("EVLR") + static_cast<char>(sim::kSerializedRunVersion) + "\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01";
        CHECK_FALSE(sim::deserialize_run(b, out, error));
        CHECK(error.find("64 bits") != std::string::npos);
    }
    SECTION("every single-byte change is accepted or refused, and what is accepted is a whole run")
    {
        uint64_t state = 0x9E3779B97F4A7C15ull;
        auto next = [&] {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            return state * 2685821657736338717ull;
        };
        int refused = 0, accepted = 0;
        for (size_t pos = 0; pos < bytes.size(); ++pos) {
            for (int k = 0; k < 3; ++k) {
                std::string b = bytes;
                b[pos] = static_cast<char>(k == 0 ? 0xff : k == 1 ? 0x00 : static_cast<char>(next()));
                if (b == bytes)
                    continue;
                error.clear();
                if (sim::deserialize_run(b, out, error)) {
                    ++accepted;
                    REQUIRE(out.trace);
                    // Whatever was accepted can be read by everything that reads traces.
                    (void)trace::to_json(*out.trace);
                    (void)trace::to_chrome_trace(*out.trace);
                    (void)trace::metrics_text(*out.trace);
                    for (const trace::Event& e : out.trace->events())
                        REQUIRE(e.text < out.trace->strings().size());
                    CHECK(sim::serialize_run(out) == b);
                } else {
                    ++refused;
                    CHECK(!error.empty());
                }
            }
        }
        CHECK(refused > 0);
        CHECK(accepted > 0);
    }
}

TEST_CASE("damaged serialized runs with a worker thread are refused with a message, never a crash", "[trace][serialize][workers]")
{
    loop::RunResult run = run_program("const { Worker } = require('worker_threads');\n"
                                      "const w = new Worker(\"require('worker_threads').parentPort.postMessage('hi')\", { eval: true });\n"
                                      "w.on('message', (m) => console.log(m));\n",
        loop::HostKind::Node);
    REQUIRE(run.trace->threads.size() == 1);
    std::string bytes = sim::serialize_run(run);
    loop::RunResult out;
    std::string error;
    // Every truncation inside the threads is refused.
    const size_t threads_from = sim::serialize_run([&] {
        loop::RunResult copy;
        REQUIRE(sim::deserialize_run(bytes, copy, error));
        copy.trace->threads.clear();
        return copy;
    }()).size() - 1; // the count of threads, then each thread
    REQUIRE(threads_from < bytes.size());
    for (size_t n = threads_from; n < bytes.size(); ++n) {
        error.clear();
        CHECK_FALSE(sim::deserialize_run(std::string_view(bytes).substr(0, n), out, error));
        CHECK(!error.empty());
    }
    // Every byte of the threads changed: refused, or a whole run every reader can read.
    int refused = 0, accepted = 0;
    for (size_t pos = threads_from; pos < bytes.size(); ++pos) {
        for (char v : { '\xff', '\x00', '\x07' }) {
            std::string b = bytes;
            b[pos] = v;
            if (b == bytes)
                continue;
            error.clear();
            if (sim::deserialize_run(b, out, error)) {
                ++accepted;
                (void)trace::to_json(*out.trace);
                (void)trace::to_chrome_trace(*out.trace);
                for (const trace::ThreadTrace& th : out.trace->threads)
                    for (const trace::Event& e : th.trace->events())
                        REQUIRE(e.text < th.trace->strings().size());
                CHECK(sim::serialize_run(out) == b);
            } else {
                ++refused;
                CHECK(!error.empty());
            }
        }
    }
    CHECK(refused > 0);
    CHECK(accepted > 0);
}

TEST_CASE("deserializing checks the string table, kinds, sub values and numbers", "[trace][serialize]")
{
    // Build runs with one bad field each, by editing a real trace and serializing it.
    loop::RunResult run = small_run();
    std::string error;
    loop::RunResult out;
    auto with_event = [&](auto change) {
        loop::RunResult copy;
        REQUIRE(sim::deserialize_run(sim::serialize_run(run), copy, error));
        std::vector<trace::Event> events = copy.trace->events();
        change(events.back());
        std::vector<std::string> strings = copy.trace->strings();
        REQUIRE(copy.trace->restore(std::move(events), std::move(strings), copy.trace->detail(), copy.trace->dropped()));
        return sim::serialize_run(copy);
    };
    CHECK_FALSE(sim::deserialize_run(with_event([](trace::Event& e) { e.text = 100000; }), out, error));
    CHECK(error.find("names string") != std::string::npos);
    CHECK_FALSE(sim::deserialize_run(with_event([](trace::Event& e) { e.kind = static_cast<trace::EventKind>(200); }), out, error));
    CHECK(error.find("unknown kind") != std::string::npos);
    CHECK_FALSE(sim::deserialize_run(with_event([](trace::Event& e) { e.kind = trace::EventKind::TaskBegin; e.sub = 77; }), out, error));
    CHECK(error.find("sub value") != std::string::npos);
    CHECK_FALSE(sim::deserialize_run(with_event([](trace::Event& e) { e.time = std::nan(""); }), out, error));
    CHECK(error.find("finite") != std::string::npos);
    CHECK_FALSE(sim::deserialize_run(with_event([](trace::Event& e) { e.value = std::numeric_limits<double>::infinity(); }), out, error));

    // Trace::restore itself refuses a table with a string twice or without "" first.
    trace::Trace t;
    CHECK_FALSE(t.restore({}, { "", "a", "a" }, trace::Detail::Full, 0));
    CHECK_FALSE(t.restore({}, { "a" }, trace::Detail::Full, 0));
    CHECK_FALSE(t.restore({}, {}, trace::Detail::Full, 0));
    CHECK(t.restore({}, { "", "a" }, trace::Detail::Jobs, 3));
    CHECK(t.intern("a") == 1);
    CHECK(t.dropped() == 3);
}

TEST_CASE("a serialized run read a slice at a time is the run read at once", "[trace][serialize]")
{
    // Thousands of events, read 100 at a time (the page reads big results over frames).
    loop::RunResult run = run_program("let n = 0;\nfunction again() { if (++n < 2000) queueMicrotask(again); }\nagain();\n"
                                      "setTimeout(() => console.log('done', n), 5);\n",
        loop::HostKind::Browser);
    REQUIRE(run.trace->events().size() > 4000);
    std::string bytes = sim::serialize_run(run);

    sim::RunReader reader(bytes);
    int steps = 0;
    double last = -1;
    while (!reader.step(100)) {
        ++steps;
        CHECK(reader.ok());
        CHECK(reader.fraction_read() > last);
        last = reader.fraction_read();
        REQUIRE(steps < 1000);
    }
    CHECK(steps >= static_cast<int>(run.trace->events().size() / 100) - 1);
    REQUIRE(reader.ok());
    CHECK(reader.fraction_read() == 1.0);
    loop::RunResult copy = reader.take();
    REQUIRE(copy.trace);
    CHECK(sim::serialize_run(copy) == bytes);
    CHECK(trace::to_json(*copy.trace) == trace::to_json(*run.trace));

    // Damage in the middle of the events ends the reading with deserialize_run's message.
    std::string damaged = bytes.substr(0, bytes.size() / 2);
    sim::RunReader broken(damaged);
    while (!broken.step(100)) {
    }
    CHECK_FALSE(broken.ok());
    loop::RunResult out;
    std::string error;
    CHECK_FALSE(sim::deserialize_run(damaged, out, error));
    CHECK(broken.error() == error);
}
