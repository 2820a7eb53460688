// core/sim: jobs survive their binary form, the thread service runs them off the calling
// thread with progress and cancel, and a checkpoint never changes what a run does.
#include "core/sim/service.h"
#include "core/trace/trace_export.h"
#include "core/sim/run_serialize.h"
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

using namespace evloop;

namespace {

sim::Job job_of(const std::string& code, loop::HostKind host = loop::HostKind::Browser)
{
    sim::Job j;
    j.source = code;
    j.settings.host = host;
    std::string error;
    REQUIRE(loop::apply_directives(code, j.settings, error));
    return j;
}

// Polls until the job is done (or a generous time has passed).
sim::Status wait_for(sim::Service& service, sim::JobId id, double* max_ms = nullptr)
{
    auto start = std::chrono::steady_clock::now();
    for (;;) {
        sim::Status s = service.poll(id);
        if (!s.pending()) {
            if (max_ms)
                *max_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            return s;
        }
        if (std::chrono::steady_clock::now() - start > std::chrono::seconds(60))
            FAIL("the job never finished");
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

const char* kBusy = "const t = performance.now();\nwhile (performance.now() - t < 800) {}\nconsole.log('done');\n";

} // namespace

TEST_CASE("a job's every field survives serialization - damaged jobs are refused", "[sim]")
{
    sim::Job j;
    j.source = "console.log('hi')\n";
    j.file_name = "main.mjs";
    loop::Settings& s = j.settings;
    s.host = loop::HostKind::Node;
    s.module = true;
    s.until_ms = 1500;
    s.cpu_slowdown = 2.345678;
    s.refresh_hz = 120;
    s.hidden = true;
    s.threadpool_size = 2;
    s.cores = 3;
    s.disk_ms = 3;
    s.network_ms = 4;
    s.fetch_ms = 50;
    s.startup_ms = 0.7;
    s.seed = 99;
    s.budget = 12345678;
    s.microtask_cap = 777;
    s.detail = trace::Detail::Jobs;
    s.inputs.push_back({ loop::Input::Type::Click, "#order", 120 });
    s.inputs.push_back({ loop::Input::Type::Request, "GET /slow", 10.5 });
    s.html = "<button id=\"order\">Order</button>";
    s.directory = "/tmp/x";
    std::string bytes = sim::serialize_job(j);
    sim::Job back;
    std::string error;
    REQUIRE(sim::deserialize_job(bytes, back, error));
    CHECK(sim::serialize_job(back) == bytes);
    CHECK(back.source == j.source);
    CHECK(back.file_name == j.file_name);
    CHECK(back.settings.describe() == s.describe());
    CHECK(back.settings.cpu_slowdown == s.cpu_slowdown);
    CHECK(back.settings.html == s.html);
    CHECK(back.settings.directory == s.directory);
    CHECK(back.settings.detail == s.detail);
    CHECK(back.settings.hidden);
    for (size_t n = 0; n < bytes.size(); ++n)
        CHECK_FALSE(sim::deserialize_job(std::string_view(bytes).substr(0, n), back, error));
    CHECK_FALSE(sim::deserialize_job(bytes + "!", back, error));
    std::string bad = bytes;
    bad[4] = 99; // a version this build does not know
    CHECK_FALSE(sim::deserialize_job(bad, back, error));
    CHECK(error.find("version") != std::string::npos);
}

TEST_CASE("a checkpoint sees progress and never changes the run", "[sim]")
{
    sim::Job j = job_of(kBusy);
    loop::RunResult plain = loop::run(j.source, j.file_name, j.settings);
    std::vector<double> reached;
    uint64_t last_instructions = 0;
    loop::RunResult watched = sim::run_job(j, [&](uint64_t instructions, double ms) {
        CHECK(instructions > last_instructions);
        last_instructions = instructions;
        reached.push_back(ms);
        return true;
    }, 1u << 16);
    CHECK(sim::serialize_run(watched) == sim::serialize_run(plain));
    REQUIRE(reached.size() > 10);
    CHECK(std::is_sorted(reached.begin(), reached.end()));
    CHECK(reached.back() > 700);
    CHECK(reached.back() < 900);

    // Returning false stops it like the budget: exit code 3, the cancel message.
    int calls = 0;
    loop::RunResult stopped = sim::run_job(j, [&](uint64_t, double) { return ++calls < 3; }, 1u << 16);
    CHECK(stopped.exit_code == 3);
    CHECK(calls == 3);
    CHECK(stopped.instructions < plain.instructions / 4);
    CHECK(trace::to_json(*stopped.trace).find(loop::kCancelledMessage) != std::string::npos);
}

#ifndef __EMSCRIPTEN__ // the WebAssembly build has no threads: its thread service is the inline one
TEST_CASE("the thread service runs jobs in the background, in order, and hands each result over once", "[sim]")
{
    auto service = sim::make_thread_service();
    sim::Job busy = job_of(kBusy);
    sim::Job quick = job_of("setTimeout(() => console.log('t'), 0);\nPromise.resolve().then(() => console.log('p'));\nconsole.log('s');\n");
    sim::JobId a = service->submit(busy);
    sim::JobId b = service->submit(quick);
    CHECK(a != b);
    CHECK(service->pending() == 2);
    uint64_t changes = service->changes();
    sim::Status sa = wait_for(*service, a);
    REQUIRE(sa.state == sim::Status::State::Done);
    REQUIRE(sa.result);
    CHECK(sa.result->trace->stdout_lines == std::vector<std::string> { "done" });
    CHECK(sim::serialize_run(*sa.result) == sim::serialize_run(loop::run(busy.source, busy.file_name, busy.settings)));
    CHECK(service->poll(a).state == sim::Status::State::Unknown); // handed over once
    sim::Status sb = wait_for(*service, b);
    REQUIRE(sb.result);
    CHECK(sb.result->trace->stdout_lines == std::vector<std::string> { "s", "p", "t" });
    CHECK(service->changes() >= changes + 2);
    CHECK(service->pending() == 0);
    CHECK(service->poll(12345).state == sim::Status::State::Unknown);
}

TEST_CASE("the thread service cancels queued and running jobs", "[sim]")
{
    std::atomic<int> wakes { 0 };
    auto service = sim::make_thread_service([&] { ++wakes; });
    sim::Job forever = job_of("for (;;) {}\n");
    forever.settings.budget = 100'000'000'000ull;
    sim::JobId runaway = service->submit(forever);
    sim::JobId queued = service->submit(job_of("console.log('never');\n"));
    sim::JobId after = service->submit(job_of("console.log('after');\n"));
    // Progress shows while it runs.
    sim::Status s;
    // (An empty optimised loop costs almost nothing per instruction: on a loaded machine it
    // may take seconds to reach 10 ms of virtual time, so 1 ms is enough to see progress.)
    for (int i = 0; i < 5000 && (s = service->poll(runaway)).virtual_ms < 1; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    CHECK(s.state == sim::Status::State::Running);
    CHECK(s.instructions > 0);
    CHECK(s.virtual_ms >= 1);
    CHECK(service->poll(queued).state == sim::Status::State::Queued);
    service->cancel(queued);
    CHECK(service->poll(queued).state == sim::Status::State::Unknown);
    auto start = std::chrono::steady_clock::now();
    service->cancel(runaway);
    CHECK(service->poll(runaway).state == sim::Status::State::Unknown);
    double ms = 0;
    sim::Status last = wait_for(*service, after, &ms);
    REQUIRE(last.result);
    CHECK(last.result->trace->stdout_lines == std::vector<std::string> { "after" });
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
    CHECK(service->pending() == 0);
    CHECK(wakes.load() >= 1);
    // Destroying the service with a job running stops it.
    service->submit(forever);
    service.reset();
}
#endif

TEST_CASE("the inline service runs a job inside submit", "[sim]")
{
    auto service = sim::make_inline_service();
    sim::JobId id = service->submit(job_of("console.log('x');\n"));
    CHECK(service->pending() == 0);
    sim::Status s = service->poll(id);
    REQUIRE(s.state == sim::Status::State::Done);
    CHECK(s.result->trace->stdout_lines == std::vector<std::string> { "x" });
    CHECK(service->poll(id).state == sim::Status::State::Unknown);
}
