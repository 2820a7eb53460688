#pragma once
// The simulation service: how the UI gets runs without running them on its own thread.
// The UI submits a job and polls it once per frame; while it is pending the poll says how
// far it got (instructions, virtual milliseconds), then it hands over the finished
// loop::RunResult once and forgets the job. Cancel means "no longer wanted": a queued job
// is dropped, a running one stopped, a finished one discarded.
//
// Implementations:
//   make_thread_service()  desktop and tests: one background std::thread, jobs in order
//   make_inline_service()  runs each job inside submit() (where there are no threads)
//   web/sim_client.cpp     the page: a Web Worker running the core-only sim.wasm
#include "core/loop/run.h"
#include "core/sim/job.h"
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace evloop::sim {

using JobId = uint64_t; // 0 is no job

struct Status {
    enum class State : uint8_t { Unknown, Queued, Running, Done };
    State state = State::Unknown;
    uint64_t instructions = 0; // so far
    double virtual_ms = 0;     // the virtual time the run has reached
    // Done: the run, handed over by this poll (the service forgets the job). Null if the
    // simulation itself failed (a crashed worker, damaged bytes): `error` says why.
    std::shared_ptr<loop::RunResult> result;
    std::string error;
    bool pending() const { return state == State::Queued || state == State::Running; }
};

class Service {
public:
    virtual ~Service() = default;
    virtual JobId submit(Job job) = 0;
    virtual Status poll(JobId id) = 0;
    virtual void cancel(JobId id) = 0;
    virtual int pending() const = 0; // jobs queued or running
    // Counts events a screen should redraw for (a job finished); compare with the last value.
    virtual uint64_t changes() const = 0;
};

// `wake` is called (from the worker thread) when a job finishes, so a platform that
// sleeps until the next event can wake up.
std::unique_ptr<Service> make_thread_service(std::function<void()> wake = {});
std::unique_ptr<Service> make_inline_service();

// A run of the job with its progress reported through `progress` every `every`
// instructions; `progress` returning false cancels it. What every implementation calls.
loop::RunResult run_job(const Job& job, const std::function<bool(uint64_t, double)>& progress = {}, uint64_t every = 1u << 18);

} // namespace evloop::sim
