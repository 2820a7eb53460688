#pragma once
// The Node.js host: libuv's loop as in Node 20 (libuv 1.46), docs/semantics.md §3. One
// file per concept of libuv and Node:
//
//   event_loop.cpp   run(): the process, the main module, then run_one_iteration() (uv_run)
//                    until the loop is empty, 'beforeExit', the exit
//   timers.cpp       Node's timer lists by duration (lib/internal/timers.js), the timers phase
//   immediates.cpp   setImmediate and the check phase (processImmediate)
//   next_tick.cpp    after each callback: the nextTick queue, microtasks and unhandled
//                    rejections (processTicksAndRejections)
//   threadpool.cpp   libuv's threadpool (UV_THREADPOOL_SIZE threads) and network latency
//   poll.cpp         the poll phase: completed work, simulated HTTP clients, MessagePorts
//   close.cpp        the close phase
//   process_exit.cpp process.exitCode, process.exit(), 'exit'
//   errors.cpp       uncaught exceptions and rejections as Node prints them, throw sites
//   stdio.cpp        process.stdout/stderr.write, util.inspect and util.format
//   crypto.cpp       hashes, HMAC, pbkdf2, scrypt, randomness
//   perf_hooks.cpp   monitorEventLoopDelay and eventLoopUtilization
//   buffer.cpp       Buffer's string encodings
//   modules.cpp      the program's files and Node's module loaders (require, import)
//   worker_threads.cpp  worker threads: each its own NodeHost on the run's Threads
//
// The JavaScript half (js/node/: process, timers' objects, fs, http, events, ...) calls
// the natives each file defines (define_node_natives).
#include "core/js/cost_model.h"
#include "core/loop/host.h"
#include <deque>
#include <map>
#include <set>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace evloop::loop::node {

using js::PromiseObject;
using js::Value;
using js::VM;
using trace::EventKind;
using trace::Phase;
using trace::TaskSource;

class NodeHost final : public Host {
public:
    NodeHost(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
        : Host(s, t, o)
    {
        m_workers.resize(static_cast<size_t>(std::max(1, s.threadpool_size)));
    }

    int run(std::string_view source, const std::string& file_name) override;

    // --- worker_threads.cpp: this host as a worker, or as the parent of some ---------
    struct WorkerSetup {
        bool is_worker = false;
        uint32_t own_port = 0;      // parentPort's endpoint (this thread's)
        uint32_t peer_port = 0;     // the Worker object's port in the parent
        uint32_t internal_port = 0; // the parent's end for 'online', output, 'error' and 'exit'
        std::string filename;       // the script's absolute path ("" for eval code)
        std::string code;           // { eval: true }: the code
        Value data;                 // workerData, already in this VM
    };
    WorkerSetup m_worker;
    bool start_thread(double start) override;
    bool resume_thread() override;
    void receive(uint32_t port, Value data, uint8_t kind) override;
    void terminate_thread(double at) override;
    void thread_ended() override;
    bool forward_print(bool is_stderr, const std::string& text, bool newline) override;
    double thread_message_ms() const override { return js::cost::kNodeWorkerMessageMs; }
    std::string thread_script() const override
    {
        return m_worker.filename.empty() ? std::string("[worker eval]") : m_worker.filename.substr(m_worker.filename.rfind('/') + 1);
    }
    // A worker's message to its parent's Worker object: [type, a, b] made in the parent's VM.
    void post_to_parent(const char* type, Value a = Value(), Value b = Value(), double delay = js::cost::kNodeWorkerMessageMs);
    void run_worker_script();
    double m_clock_origin = 0; // when this thread's clock starts (a worker: when it starts)

    // --- timers (lib/internal/timers.js) ---
    struct Timer {
        Value callback, args, object;
        double idle_timeout = 1; // `_idleTimeout` (the coerced delay; 1.7 stays 1.7)
        uint32_t list_ms = 1;    // the list it is in: Math.trunc(idle_timeout)
        int64_t start = 0;       // `_idleStart`, the loop's ms when it was inserted
        bool repeat = false;
        bool ref = true;
        bool active = false;
        uint32_t work = 0;
        uint32_t generation = 0; // which insertion of this timer a list entry stands for
    };
    // One list per duration, in insertion order (Node's linked list). unenroll marks the
    // timer inactive and leaves its entry behind (Node unlinks it in O(1)); entries of
    // inactive or re-inserted timers are skipped when they reach the front.
    struct TimerList {
        std::deque<std::pair<uint32_t, uint32_t>> timers; // (timer id, generation)
        size_t live = 0;                                  // entries that are not stale
        int64_t expiry = 0;
        uint64_t id = 0;
    };
    std::unordered_map<uint32_t, Timer> m_timers; // by id (only the collector walks it all)
    std::map<uint32_t, TimerList> m_lists; // by duration (Node's timerListMap)
    // Node's timerListQueue: the lists as a priority queue by expiry, then list id.
    using ListKey = std::tuple<int64_t, uint64_t, uint32_t>; // (expiry, list id, duration)
    std::set<ListKey> m_list_queue;
    uint32_t front_timer(TimerList& list); // the first live timer's id (stale entries dropped), 0 if none
    void requeue_list(uint32_t ms, TimerList& list, int64_t expiry, uint64_t id);
    void erase_list(std::map<uint32_t, TimerList>::iterator it);
    uint64_t m_next_list_id = 1;
    uint32_t m_next_timer = 1;
    int m_timer_refs = 0;

    int64_t loop_now() const { return static_cast<int64_t>(std::floor(now())); } // uv_now after uv_update_time
    void insert_timer(uint32_t id, int64_t start);
    void unenroll(uint32_t id);
    void set_timer_ref(Timer& t, bool ref);
    TimerList* first_list(uint32_t* ms);

    // --- immediates ---
    struct Immediate {
        Value callback, args, object;
        bool ref = true;
        bool destroyed = false;
        uint32_t work = 0;
    };
    std::map<uint32_t, Immediate> m_immediates;
    std::deque<uint32_t> m_immediate_queue;
    uint32_t m_next_immediate = 1;
    int m_immediate_refs = 0;

    // --- nextTick ---
    struct Tick {
        Value callback, args;
        uint32_t id;
    };
    std::deque<Tick> m_ticks;
    uint32_t m_next_tick = 1;

    // --- the threadpool and the network: work that completes in the poll phase ---
    struct Work {
        uint32_t id = 0;
        Value callback;
        double cost = 0;     // ms on one thread (of a whole core, for CPU-bound work)
        bool slow = false;   // dns: at most (size + 1) / 2 threads
        bool pool = true;    // false: network (no thread; completes at `done_at`)
        bool cpu = false;    // CPU-bound (crypto): shares the `cores` with the others that want one
        double done_at = 0;  // CPU-bound and running: projected at m_pool_speed
        uint64_t seq = 0;
        int worker = -1;
    };
    std::deque<Work> m_pool_queue;
    std::vector<Work> m_in_flight;  // on a worker or on the wire
    std::vector<Work> m_completed;  // waiting for the poll phase
    struct Worker {
        bool busy = false;
        bool slow = false;
    };
    std::vector<Worker> m_workers;
    // Sharing the cores (semantics.md §3.4): each running CPU-bound job progresses at
    // m_pool_speed (of a core) since m_pool_clock.
    double m_pool_clock = 0;
    double m_pool_speed = 1;
    uint64_t m_next_seq = 1;
    int m_handle_refs = 0; // listening servers and other handles that keep the loop alive
    int m_port_refs = 0;   // MessagePorts with a 'message' listener and BroadcastChannels, not closed or unref()ed
    std::vector<Value> m_close_callbacks; // uv_close callbacks: run in the next close phase
    // uv_async_t handles (MessagePorts): visited in the order they were created, in the
    // poll phase after a uv_async_send marked them pending (uv__async_io).
    struct AsyncHandle {
        Value callback;
        bool pending = false;
    };
    std::map<uint32_t, AsyncHandle> m_async;
    uint32_t m_next_async = 1;
    bool async_pending() const
    {
        for (const auto& [id, handle] : m_async)
            if (handle.pending)
                return true;
        return false;
    }
    void run_async_handles();
    void send_client_requests();
    void submit(Work w);
    // Completes the work that finishes by `until`; `main_busy`: whether the main thread ran
    // (held a core) since the last call, or waited in poll.
    void pump_pool(double until, bool main_busy = true);
    double next_completion(bool main_busy) const;
    bool start_on_worker(Work& w, double at);
    double pool_speed(bool main_busy) const;
    double finish_at(const Work& w, double speed) const;
    void set_pool_speed(bool main_busy);

    // --- monitorEventLoopDelay (a libuv timer of its own, unref'd) ---
    struct DelayMonitor {
        double resolution = 10;
        bool enabled = false;
        double last = 0;
        double next_due = 0;
        std::vector<double> samples_ns;
    };
    std::vector<DelayMonitor> m_monitors;
    double m_idle_ms = 0; // time spent waiting in poll (eventLoopUtilization)

    // --- unhandled rejections (lib/internal/process/promises.js) ---
    std::vector<PromiseObject*> m_pending_rejections;
    std::vector<PromiseObject*> m_reported;
    std::vector<PromiseObject*> m_rejection_handled;

    // --- process state ---
    bool m_exit_requested = false;
    int m_exit_request_code = 0;
    bool m_exit_emitted = false;
    std::vector<Input> m_requests; // simulated HTTP clients
    size_t m_next_request = 0;
    std::string m_file_name;
    std::string m_write_buffer[2]; // process.stdout/stderr.write text not yet ended by a newline
    bool m_in_uncaught_handler = false;
    int m_forced_exit_code = -1;   // the exit code no 'exit' listener can change (7, 13)

    // --- stack traces: Node's own frames under the program's (node v20.20.2) ---
    // Who runs the tick queue and the microtasks after a callback: node's C++
    // (InternalCallbackScope::Close), or runNextTicks() called between two timers of a
    // list, between two lists, or between two immediates.
    enum class TickCaller : uint8_t { Native, ListOnTimeout, ProcessTimers, ProcessImmediate };
    TickCaller m_tick_caller = TickCaller::Native;
    // console.log() and process.stdout.write() queue a tick (the stream's afterWrite), so
    // hasTickScheduled() is true after output: the microtasks then run inside
    // processTicksAndRejections. Only the frames show it.
    bool m_write_tick = false;
    std::vector<std::string> tick_caller_frames(bool runs_ticks) const;
    std::vector<std::string> ticks_tail(const char* line_column) const;
    TickCaller next_timer_caller(uint32_t ms, int64_t phase_now);
    struct StackTail {
        VM& vm;
        std::vector<std::string> saved;
        std::vector<std::string>* lent = nullptr;
        StackTail(VM& v, std::vector<std::string> tail)
            : vm(v)
            , saved(std::move(v.stack_tail))
        {
            vm.stack_tail = std::move(tail);
        }
        // Lends the frames in `*frames` to the VM for this scope and takes them back after
        // (a swap each way): the per-callback frames are built once, not once per timer.
        // Whoever changes vm.stack_tail inside the scope puts it back (B.stackTail's
        // callers restore it in a `finally`).
        StackTail(VM& v, std::vector<std::string>* frames)
            : vm(v)
            , saved(std::move(v.stack_tail))
            , lent(frames)
        {
            vm.stack_tail.swap(*lent);
        }
        ~StackTail()
        {
            if (lent)
                lent->swap(vm.stack_tail);
            vm.stack_tail = std::move(saved);
        }
        StackTail(const StackTail&) = delete;
        StackTail& operator=(const StackTail&) = delete;
    };
    // listOnTimeout's frames under a timer callback, without and with arguments (the
    // callback is called on different lines): lent to the VM by StackTail.
    std::vector<std::string> m_timer_frames { "listOnTimeout (node:internal/timers:581:17)", "process.processTimers (node:internal/timers:519:7)" };
    std::vector<std::string> m_timer_frames_with_args { "listOnTimeout (node:internal/timers:583:11)", "process.processTimers (node:internal/timers:519:7)" };
    bool run_microtasks_with_tail(std::vector<std::string> tail)
    {
        StackTail guard(m_vm, std::move(tail));
        return run_microtasks();
    }

    // --- modules.cpp: the program's files and Node's module loaders -------------------
    void connect_module_loader();
    const ProgramFiles& program() const { return m_program; }
    std::string main_path() const;      // the main file's absolute path (process.argv[1])
    std::string_view main_text() const; // the main file's text (not the other files')
    uint32_t script_for(const std::string& path, std::string_view text, bool module);
    const std::string& script_path(uint32_t script) const; // the VM's file number → its path
    std::vector<std::string> m_script_paths;                // by the VM's file number; [0] the main file

    // --- event_loop.cpp: uv_run and the process around it ------------------------------
    void take_inputs(const std::string& file_name);
    void keep_handles_alive();
    bool start_process(const std::string& file_name);
    void run_main_module(std::string_view source, const std::string& file_name);
    void start_loop();
    bool may_go_on(double until);
    // uv_run until the loop is empty (false), or until this thread yields to the others in
    // the poll phase (true; only with workers: Threads resumes it there).
    bool turn_loop();
    void run_one_iteration();
    // Where a thread that yielded stopped in the poll phase: to let the others catch up
    // (CatchUp), or waiting for time to pass (Waiting, with what it was waiting for).
    enum class PollState : uint8_t { None, CatchUp, Waiting };
    PollState m_poll_state = PollState::None;
    struct PollWait {
        double before = 0, wake = 0, send = 0;
    } m_poll_wait;
    bool after_wait(const PollWait& w); // the wait is over: go on waiting (true) or not
    bool emit_before_exit();
    void exit_when_empty();
    bool alive() const;
    void phase(Phase p)
    {
        if (auto* e = m_trace.record(EventKind::Phase, now()))
            e->sub = static_cast<uint8_t>(p);
    }
    bool run_callback(TaskSource source, const std::string& label, Value fn, Value this_value, Value args_array, bool drain = true);
    bool emit_process(const char* event, std::span<const Value> args, bool* had_listeners = nullptr);
    // --- timers.cpp, immediates.cpp, poll.cpp, close.cpp: the phases -------------------
    void run_timers_phase();
    double next_timer_due() const;
    void run_check_phase();
    void run_poll_phase();
    void run_close_phase();
    // --- next_tick.cpp: after every callback, the nextTick queue and the microtasks -----
    bool after_callback();
    bool process_ticks_and_rejections();
    bool process_promise_rejections(bool* emitted);
    void track_handled_rejections();
    // --- perf_hooks.cpp ------------------------------------------------------------------
    void fire_monitors();
    // --- stdio.cpp -----------------------------------------------------------------------
    void flush_partial_output();
    // --- process_exit.cpp, errors.cpp ----------------------------------------------------
    void finish(int code);
    // `error`: what was thrown (a worker sends it to its parent's 'error' instead of printing).
    void fatal(int code, const std::string& message, const std::string& printed, Value error = Value());
    // What Node prints for an uncaught exception or unhandled rejection (the layout is in
    // the comment above fatal_report's definition).
    std::string fatal_report(Value error, const js::VM::ThrowSite& site);
    std::string rejection_report(Value reason, PromiseObject* promise);
    std::string reason_text(Value reason);
    int process_exit_code(); // process.exitCode as the process would exit with it now

protected:
    bool handle_uncaught(Value error, const std::string& message) override;
    bool handle_termination() override;
    std::string starvation_message(uint64_t count, const std::string& held) const override
    {
        return m_trace.plural_message(Msg::stop_starved_node, static_cast<long long>(count), { { "held", held } });
    }
    std::string budget_message() const override
    {
        return m_trace.plural_message(Msg::stop_budget_node, static_cast<long long>(m_vm.instructions()), { { "elapsed", task_time_so_far() } });
    }
    double microtask_cost_ms() const override { return js::cost::kNodeMicrotaskMs; }
    std::string task_limit_message() const override
    {
        return m_trace.message(Msg::stop_task_limit_node, { { "limit", task_limit_text() } });
    }
};

NodeHost& host(js::VM& vm); // the host running `vm`
// The elements of an array value (empty for anything else).
std::vector<Value> array_values(js::VM& vm, Value v);
// A callback's name for the trace ("setTimeout tick"), or `fallback`.
std::string label_of(js::VM& vm, Value fn, const char* fallback);
// "close callback onClose" ({api} callback {name}), "close callback" for a nameless
// function: a message of `t` (Trace::message), the API's name as it is.
std::string callback_label(trace::Trace& t, Value fn, const std::string& api);
// "MessagePort message onMessage", "MessagePort message": a message of `t`.
std::string port_message_label(trace::Trace& t, Value fn);

// The natives each concept's file gives js/node/'s binding object.
void define_timer_natives(js::VM& vm, js::Object* binding);
void define_immediate_natives(js::VM& vm, js::Object* binding);
void define_next_tick_natives(js::VM& vm, js::Object* binding);
void define_threadpool_natives(js::VM& vm, js::Object* binding);
void define_poll_natives(js::VM& vm, js::Object* binding);
void define_close_natives(js::VM& vm, js::Object* binding);
void define_process_exit_natives(js::VM& vm, js::Object* binding);
void define_error_natives(js::VM& vm, js::Object* binding);
void define_stdio_natives(js::VM& vm, js::Object* binding);
void define_crypto_natives(js::VM& vm, js::Object* binding);
void define_perf_hooks_natives(js::VM& vm, js::Object* binding);
void define_module_natives(js::VM& vm, js::Object* binding);
void define_worker_natives(js::VM& vm, js::Object* binding);
// url.pathToFileURL(path).href: how an ES module's frames name its file.
std::string file_url_of(const std::string& path);

} // namespace evloop::loop::node
