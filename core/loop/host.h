#pragma once
// core/loop — the two hosts (browser, Node) that drive the core/js VM on a virtual clock
// and write everything they do into a trace. Callers outside use run.h.
//
// Host is the machinery both event loops share: the clock, the VM's hooks, tasks and
// microtask checkpoints with their trace events, starvation and budget stops, host work
// ids, and the output lines. BrowserHost (browser/) and NodeHost (node/), each a file per
// concept of its platform, add their queues and their loop.
#include "core/js/vm.h"
#include "core/util/messages.h"
#include "core/loop/program_files.h"
#include "core/loop/run.h"
#include "core/loop/settings.h"
#include "core/loop/threads.h"
#include "core/trace/trace.h"
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace evloop::loop {

class Host {
public:
    Host(const Settings& settings, trace::Trace& trace, std::vector<OutputLine>& output);
    virtual ~Host();
    Host(const Host&) = delete;
    Host& operator=(const Host&) = delete;

    // Runs the program and its event loop to the end (or the stop); returns the exit code.
    virtual int run(std::string_view source, const std::string& file_name) = 0;

    js::VM& vm() { return m_vm; }
    trace::Trace& trace() { return m_trace; }
    const Settings& settings() const { return m_settings; }
    static Host& of(js::VM& vm) { return *static_cast<Host*>(vm.host_context); }

    // --- the virtual clock (milliseconds since the run started) ---
    double now() const;
    // The virtual time a progress checkpoint reports: 0 until the program's clock starts.
    double progress_ms() const { return m_clock_started ? now() : 0; }
    void advance(double ms);      // host work on the main thread costs this much
    // The share of a core this thread's JavaScript gets (1: a core of its own; ½ when two
    // threads compute on one core): its instructions take 1/share as long (threads.h).
    void set_core_share(double share);
    void advance_to(double time); // idle until `time` (no-op if it has passed)

    // --- output ---
    void print(bool is_stderr, const std::string& line);
    void print_partial(bool is_stderr, const std::string& text); // the end of the output, without a newline
    // Where the running script is, as a trace range (the origin of what it creates): the
    // program's call being made, or, while only the host's internal code runs (a step of
    // fs.readFile after a threadpool trip), the origin of the host work it continues.
    trace::Range origin_range() const;
    // The origin host work was registered with (forgotten once taken).
    trace::Range take_work_origin(uint32_t id);
    // While alive, work the host's internal code creates carries `origin`.
    struct ContinuedOrigin {
        Host& host;
        trace::Range saved;
        ContinuedOrigin(Host& h, trace::Range origin)
            : host(h)
            , saved(h.m_continued_origin)
        {
            h.m_continued_origin = origin;
        }
        ~ContinuedOrigin() { host.m_continued_origin = saved; }
    };
    // A Note event (sub: trace::NoteKind) and "evloop: note: …" on stderr.
    void note(const std::string& text, uint8_t kind = trace::kNotePlain);
    // binding.note(text): the same from a host's JavaScript half.
    static js::ThrowOr<js::Value> js_note(js::VM& vm, js::CallArgs& args);

    // --- host work (timers, I/O, ...) ---
    uint32_t add_work(trace::HostWork kind, std::string_view label, double due);
    // A timer's work label, "setTimeout 5 ms" / "setInterval 5 ms", written into `buffer`
    // (no allocation: it is made for every timer).
    struct TimerLabel {
        char buffer[40];
        std::string_view text;
        TimerLabel(bool repeat, int64_t ms);
    };
    void work_done(uint32_t id);
    void work_cancelled(uint32_t id);
    // A message from thread `from` (named `sender`), posted at `posted`, reached this
    // thread: a HostAdd of HostWork::Message (trace.h); Threads marks it done once the
    // host has received it.
    uint32_t message_arrived(uint32_t from, const std::string& sender, double posted);

    // --- tasks and microtasks ---
    uint32_t queue_task_event(trace::TaskSource source, const std::string& label, double due = 0);
    void begin_task(uint32_t id, trace::TaskSource source, const std::string& label);
    void end_task(uint32_t id);
    uint32_t current_task() const { return m_current_task; }
    uint32_t next_task_id() { return m_next_task++; }
    // Runs every queued microtask (HTML: perform a microtask checkpoint; Node: runMicrotasks).
    // False if the run must stop (budget, starvation, or an error that ends it).
    bool run_microtasks();
    // A callback from the host into JS. On an exception the host decides (report it, or
    // end the process): handle_uncaught(). False if the run must stop.
    bool call(js::Value function, js::Value this_value, std::span<const js::Value> args, js::Value* result = nullptr);

    bool stopped() const { return m_stopped; }
    int exit_code() const { return m_exit_code; }
    void stop(int exit_code, const std::string& why);

    // The CLI's folder next to the main file (run.h), or empty: files the program reads
    // that are not `// @file` sections of its text.
    ReadFolder read_folder;

    // --- threads (threads.h): a worker's host, or the main thread's once it has one ---
    // A worker's first turn, at virtual time `start`: its script, then its loop until it
    // yields at a poll point (true) or ends (false).
    virtual bool start_thread(double /*start*/) { return false; }
    // The loop goes on from where it yielded: true when it yields again, false at its end.
    virtual bool resume_thread() { return false; }
    // A message from another thread has arrived at `port` (data: a value of this VM).
    virtual void receive(uint32_t /*port*/, js::Value /*data*/, uint8_t /*kind: ThreadMessage*/) { }
    // worker.terminate() took effect at `at`: the thread ends where it is.
    virtual void terminate_thread(double /*at*/) { }
    // The thread has ended (its own exit, an error, a termination): tell whoever waits.
    virtual void thread_ended() { }
    // What a worker prints goes to its parent (Node: through the parent's loop): true
    // when this host took the line.
    // `newline`: false for what a program wrote without a final newline (at its end).
    virtual bool forward_print(bool /*is_stderr*/, const std::string& /*text*/, bool /*newline*/) { return false; }
    // A worker's script as the timeline names its thread ("worker.js", "[worker eval]"):
    // "" when there is nothing to add to "worker N".
    virtual std::string thread_script() const { return {}; }
    // Atomics.wait / Atomics.notify (VMHooks): a thread blocks on the run's Threads; with
    // none, only the timeout can end the wait.
    js::ThrowOr<js::Value> atomics_wait(const void* block, size_t byte_index, double timeout_ms);
    double atomics_notify(const void* block, size_t byte_index, double count);
    Threads* threads() const { return m_threads; }
    uint32_t broadcast_endpoint() const { return m_broadcast_endpoint; }
    uint32_t thread_index() const { return m_thread_index; }
    // The run's threads: made by the main thread when it starts its first worker, joined
    // by each worker (its index, its inbox as a root, a checkpoint that lets the others
    // catch up while it runs JavaScript).
    Threads& make_threads();
    void join_threads(Threads& threads, uint32_t index);
    // A new worker's trace: this thread's program, settings and detail, its own events.
    std::unique_ptr<trace::Trace> new_thread_trace() const;
    // How long a message between threads takes to arrive (cost_model.h: the platform's).
    virtual double thread_message_ms() const { return 0; }

protected:
    // An uncaught exception (from a callback or a job). Returns false to stop the run.
    virtual bool handle_uncaught(js::Value error, const std::string& message) = 0;
    // A stop for runaway code: the teaching message depends on the host.
    // `held`: how long the checkpoint held the loop and which limit stopped it ("10.0 s of
    // virtual time, the starve_ms limit").
    virtual std::string starvation_message(uint64_t microtasks, const std::string& held) const = 0;
    virtual std::string budget_message() const = 0;
    virtual std::string task_limit_message() const = 0;
    // What running one microtask job costs the host beyond its instructions (cost_model.h).
    virtual double microtask_cost_ms() const = 0;
    // How long the task the run stopped in had run, for the messages ("1 234 ms").
    std::string task_time_so_far() const;
    std::string task_limit_text() const; // the task_limit_ms setting ("30000 ms")
    // The run stops inside a task (the budget, a starving queue, process.exit): the
    // task never ends, but what it did to the page so far still counts (the browser
    // reports it as a long task and its frames as skipped).
    virtual void stopped_in_task(double /*start*/, uint32_t /*id*/, const std::string& /*label*/) { }
    bool handle_result(const js::RunResult& result);
    // The run ends because of `message`: an Error event (at `where`), `printed` on stderr,
    // then the end of the run with `exit_code`.
    void end_with_error(int exit_code, const std::string& message, const std::string& printed, trace::Range where = {});
    // A microtask (or nextTick) checkpoint that began at virtual time `since` and has run
    // `count` callbacks: true (and the run stopped as starving) once it has held the loop
    // for starve_ms, or run microtask_cap callbacks when that is set.
    bool starving(uint64_t count, double since);
    std::string starve_limit_text() const; // the starve_ms setting ("10 s")
    static std::string seconds_text(double ms); // "10.2 s", "850 ms"
    // The host's JavaScript half (core/loop/js/*.js) with its natives: its exports
    // object is kept in m_exports. False (and the run ended) if it failed to load.
    bool load_javascript_half(const char* source, const char* name, void (*define_natives)(js::VM&, js::Object*));
    js::Value export_fn(const char* name); // a function the JavaScript half exports
    // The VM was terminated: the budget by default; Node also for process.exit().
    virtual bool handle_termination();
    std::string termination_message() const; // why the VM was terminated (budget, cancel, task limit)
    void install_common();       // console routing, clock, job tracing, stepping
    // The fixed labels the hosts (and their JavaScript halves) write into the trace, as
    // messages of it (Trace::message): "(top level)", "promise reaction", "update the
    // rendering", "message from the page", ... install_common() records them once, so the
    // code that writes them (every call, every job) stays as it is.
    void record_label_messages();
    std::string format_uncaught(js::Value error);
    // The program's files (program_files.h), split from the run's source: m_program, or a
    // bad `// @file` line, which ends the run like a syntax error when the main file would
    // run (main_file_may_run() is then false).
    void take_program(std::string_view source, const std::string& file_name);
    bool main_file_may_run();
    Threads* m_threads = nullptr;
    std::unique_ptr<Threads> m_own_threads; // the main thread's
    uint32_t m_thread_index = 0;
    uint32_t m_broadcast_endpoint = 0; // where BroadcastChannel messages from other threads arrive
    ProgramFiles m_program;
    std::string m_program_error;
    uint32_t m_program_error_line = 0;

    Settings m_settings;
    trace::Trace& m_trace;
    std::vector<OutputLine>& m_output;
    js::VM m_vm;
    js::Object* m_exports = nullptr; // the JavaScript half's exports (rooted by the hosts)
    double m_offset_ms = 0;         // idle time and host costs added to the instruction clock
    uint64_t m_cpu_mark = 0; // the VM's CPU time (cost_model.h) at the last clock change
    double m_core_share = 1; // set_core_share
    double m_mark_ms = 0;
    bool m_clock_started = false; // false while the host's JavaScript half and the page are set up
    uint32_t m_next_work = 1;
    uint32_t m_next_task = 1;
    uint32_t m_current_task = 0;
    double m_current_task_start = 0;
    std::string m_current_task_label;
    bool m_stopped = false;
    int m_exit_code = 0;

private:
    void on_instruction(const js::Frame& frame, uint32_t pc);
    void sync_calls(const js::Frame& frame);
    void push_call(const js::Frame& frame); // a CallPush for frame, on top of m_calls
    void pop_all_calls();
    struct CallEntry {
        uint64_t serial;
    };
    std::vector<CallEntry> m_calls;
    uint64_t m_last_serial = 0;
    uint32_t m_last_step_offset = UINT32_MAX; // the statement of the last Step (in this call)
    trace::Range m_continued_origin;
    std::unordered_map<uint32_t, trace::Range> m_work_origins; // lookup only (never iterated)
};

// thread_messages.cpp: the natives both JavaScript halves use for messages between
// threads (threadPost, newEndpoints, broadcastPost, deliverArrived), and moving the
// endpoints listed in `list` (a JavaScript array of numbers) to thread `to`.
void define_thread_natives(js::VM& vm, js::Object* binding);
void move_endpoints(Threads& threads, js::Value list, uint32_t to);

} // namespace evloop::loop
