// The Node.js host: libuv's loop as in Node 20 (libuv 1.46), semantics.md §3.
//
// Index:
//   NodeHost::run               main script, then uv_run: timers → pending → idle/prepare →
//                               poll → check → close, one function per phase
//   run_timers_phase            Node's timer lists (lib/internal/timers.js processTimers)
//   run_check_phase             setImmediate (processImmediate)
//   run_poll_phase              threadpool and network completions
//   after_callback              InternalCallbackScope::Close / runNextTicks
//   process_ticks_and_rejections the nextTick queue, microtasks, unhandled rejections
//   natives                     the binding the JavaScript half (js/node.js) calls
#include "core/js/cost_model.h"
#include "core/js/inspect.h"
#include "core/js/parser.h"
#include "core/js/promise.h"
#include "core/loop/host.h"
#include "core/loop/node_buffer.h"
#include "core/util/digest.h"
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>
#include <set>
#include <unordered_map>

namespace evloop::loop {

extern const char kNodePrelude[];
void define_node_natives(js::VM&, js::Object*);

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;
using trace::Phase;
using trace::TaskSource;

namespace {

constexpr double kTimeoutMax = 2147483647.0; // TIMEOUT_MAX = 2**31 - 1
constexpr const char* kNodeVersion = "v20.20.2"; // process.version in js/node.js

// The line and column of the first frame of `stack` ("    at f (/path/main.cjs:3:9)") in
// the program's script; false if no frame is there.
bool first_program_frame(const std::string& stack, const std::string& script, uint32_t& line, uint32_t& column)
{
    size_t at = 0;
    while ((at = stack.find(script + ":", at)) != std::string::npos) {
        at += script.size() + 1;
        unsigned l = 0, c = 0;
        int used = 0;
        if (std::sscanf(stack.c_str() + at, "%u:%u%n", &l, &c, &used) == 2 && used > 0) {
            char next = stack[at + static_cast<size_t>(used)];
            if ((next == ')' || next == '\n' || next == '\0') && l > 0) {
                line = l;
                column = c;
                return true;
            }
        }
    }
    return false;
}

class NodeHost final : public Host {
public:
    NodeHost(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
        : Host(s, t, o)
    {
        m_workers.resize(static_cast<size_t>(std::max(1, s.threadpool_size)));
    }

    int run(std::string_view source, const std::string& file_name) override;

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
        double cost = 0;
        bool slow = false;   // dns: at most (size + 1) / 2 threads
        bool pool = true;    // false: network (no thread; completes at `done_at`)
        double done_at = 0;
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
    void pump_pool(double until);
    double next_completion() const;
    bool start_on_worker(Work& w, double at);

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
    std::string m_program_source; // for the line Node shows above an uncaught error
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
        StackTail(VM& v, std::vector<std::string> tail)
            : vm(v)
            , saved(std::move(v.stack_tail))
        {
            vm.stack_tail = std::move(tail);
        }
        ~StackTail() { vm.stack_tail = std::move(saved); }
    };
    bool run_microtasks_with_tail(std::vector<std::string> tail)
    {
        StackTail guard(m_vm, std::move(tail));
        return run_microtasks();
    }

    bool emit_process(const char* event, std::span<const Value> args, bool* had_listeners = nullptr);
    bool after_callback();
    bool process_ticks_and_rejections();
    bool process_promise_rejections(bool* emitted);
    bool run_callback(TaskSource source, const std::string& label, Value fn, Value this_value, Value args_array, bool drain = true);
    bool alive() const;
    void run_timers_phase();
    void run_poll_phase();
    void run_check_phase();
    void run_close_phase();
    void phase(Phase p)
    {
        if (auto* e = m_trace.record(EventKind::Phase, now()))
            e->sub = static_cast<uint8_t>(p);
    }
    void fire_monitors();
    double next_timer_due() const;
    void finish(int code);
    void flush_partial_output();
    void fatal(int code, const std::string& message, const std::string& printed);
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
        return "stopped after " + std::to_string(count) + " microtasks and nextTicks in a row without a break (" + held
               + "). The nextTick or promise queue never emptied, so in real Node the event loop would be stuck here: "
                 "no timer, I/O callback or setImmediate would ever run again.";
    }
    std::string budget_message() const override
    {
        return "stopped after " + std::to_string(m_vm.instructions()) + " instructions (the budget), " + task_time_so_far()
            + " of virtual time into this callback. A real Node process would still be running this code at that point: "
              "the event loop is blocked, so no timer, I/O callback, request or setImmediate can run.";
    }
    double microtask_cost_ms() const override { return cost::kNodeMicrotaskMs; }
    std::string task_limit_message() const override
    {
        return "stopped this callback after " + task_limit_text() + " of virtual time (task_limit_ms). A real Node "
               "process would still be running it: the event loop is blocked, so no timer, I/O callback, request or "
               "setImmediate can run.";
    }
};

NodeHost& node(VM& vm) { return static_cast<NodeHost&>(Host::of(vm)); }

// url.pathToFileURL(path).href for an absolute path: "file://" and the path with the
// characters a URL path may not hold percent-encoded.
std::string file_url_of(const std::string& path)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out = "file://";
    for (unsigned char c : path) {
        bool plain = std::isalnum(c) || std::strchr("/-._~!$&'()*+,;=:@", c);
        if (plain && c < 0x80) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::vector<Value> array_values(VM& vm, Value v)
{
    std::vector<Value> out;
    if (v.is_object() && v.as_object()->is_array())
        out = static_cast<Array*>(v.as_object())->elements();
    (void)vm;
    return out;
}

std::string label_of(VM& vm, Value fn, const char* fallback)
{
    if (fn.is_object()) {
        if (auto* c = function_cast<Closure>(fn.as_object()); c && !c->code()->name.empty())
            return std::string(fallback) + " " + c->code()->name;
    }
    (void)vm;
    return fallback;
}

// ---------------------------------------------------------------------------------------
// Timers

void NodeHost::insert_timer(uint32_t id, int64_t start)
{
    // lib/internal/timers.js insert(item, msecs, start)
    Timer& t = m_timers[id];
    t.start = start;
    t.active = true;
    ++t.generation;
    auto it = m_lists.find(t.list_ms);
    if (it == m_lists.end()) {
        TimerList list;
        list.expiry = start + t.list_ms;
        list.id = m_next_list_id++;
        m_list_queue.emplace(list.expiry, list.id, t.list_ms);
        it = m_lists.emplace(t.list_ms, list).first;
    }
    it->second.timers.emplace_back(id, t.generation);
    ++it->second.live;
}

uint32_t NodeHost::front_timer(TimerList& list)
{
    while (!list.timers.empty()) {
        auto [id, generation] = list.timers.front();
        auto t = m_timers.find(id);
        if (t != m_timers.end() && t->second.active && t->second.generation == generation)
            return id;
        list.timers.pop_front();
    }
    return 0;
}

void NodeHost::requeue_list(uint32_t ms, TimerList& list, int64_t expiry, uint64_t id)
{
    m_list_queue.erase({ list.expiry, list.id, ms });
    list.expiry = expiry;
    list.id = id;
    m_list_queue.emplace(expiry, id, ms);
}

void NodeHost::erase_list(std::map<uint32_t, TimerList>::iterator it)
{
    m_list_queue.erase({ it->second.expiry, it->second.id, it->first });
    m_lists.erase(it);
}

void NodeHost::unenroll(uint32_t id)
{
    auto ti = m_timers.find(id);
    if (ti == m_timers.end() || !ti->second.active)
        return;
    ti->second.active = false;
    auto li = m_lists.find(ti->second.list_ms);
    if (li != m_lists.end() && --li->second.live == 0)
        erase_list(li);
}

void NodeHost::set_timer_ref(Timer& t, bool ref)
{
    if (t.ref == ref)
        return;
    t.ref = ref;
    m_timer_refs += ref ? 1 : -1;
}

NodeHost::TimerList* NodeHost::first_list(uint32_t* ms)
{
    // The PriorityQueue: by expiry, then by list id.
    if (m_list_queue.empty())
        return nullptr;
    *ms = std::get<2>(*m_list_queue.begin());
    return &m_lists.at(*ms);
}

double NodeHost::next_timer_due() const
{
    double due = m_list_queue.empty() ? INFINITY : static_cast<double>(std::get<0>(*m_list_queue.begin()));
    for (const DelayMonitor& m : m_monitors)
        if (m.enabled)
            due = std::min(due, m.next_due);
    return due;
}

void NodeHost::fire_monitors()
{
    // perf_hooks.monitorEventLoopDelay: each firing records the time since the previous one.
    double t = now();
    for (DelayMonitor& m : m_monitors) {
        if (!m.enabled || m.next_due > std::floor(t))
            continue;
        double delta = t - m.last;
        m.samples_ns.push_back(std::round(delta * 1e6));
        m_trace.metrics.loop_delay_samples.push_back(delta);
        m.last = t;
        m.next_due = std::floor(t) + m.resolution;
    }
}

void NodeHost::run_timers_phase()
{
    phase(Phase::Timers);
    fire_monitors();
    // processTimers(now): `now` is read once, when the phase starts.
    int64_t phase_now = loop_now();
    for (;;) {
        uint32_t ms = 0;
        TimerList* list = first_list(&ms);
        if (!list || list->expiry > phase_now)
            return;
        // listOnTimeout(list, now)
        for (;;) {
            auto li = m_lists.find(ms);
            if (li == m_lists.end())
                break;
            TimerList& l = li->second;
            uint32_t id = front_timer(l);
            if (id == 0) {
                erase_list(li);
                break;
            }
            Timer& t = m_timers[id];
            int64_t diff = phase_now - t.start;
            if (diff < static_cast<int64_t>(ms)) {
                // Not due yet (inserted during this phase): the list waits for later.
                requeue_list(ms, l, std::max<int64_t>(t.start + ms, phase_now + 1), m_next_list_id++);
                break;
            }
            l.timers.pop_front();
            if (--l.live == 0)
                erase_list(li);
            t.active = false;
            int64_t start = t.repeat ? loop_now() : 0;
            Value callback = t.callback, args = t.args, object = t.object;
            work_done(t.work);
            bool has_args = !array_values(m_vm, args).empty();
            bool ok;
            {
                // listOnTimeout: `timer._onTimeout()`, or ReflectApply(timer._onTimeout, timer, args).
                StackTail tail(m_vm, { has_args ? "listOnTimeout (node:internal/timers:583:11)" : "listOnTimeout (node:internal/timers:581:17)",
                                         "process.processTimers (node:internal/timers:519:7)" });
                advance(cost::kNodeCallbackMs);
                ok = run_callback(TaskSource::Timer, label_of(m_vm, callback, t.repeat ? "setInterval" : "setTimeout"),
                    callback, object, args, false);
            }
            auto again = m_timers.find(id);
            if (again != m_timers.end()) {
                Timer& tt = again->second;
                if (tt.repeat && !tt.active && tt.callback.is_object() && !m_stopped) {
                    // setInterval: re-armed from the start of this run (start-to-start).
                    tt.work = add_work(HostWork::Interval, "setInterval " + std::to_string(tt.list_ms) + " ms", static_cast<double>(start + tt.list_ms));
                    insert_timer(id, start);
                } else if (!tt.active) {
                    if (tt.ref)
                        --m_timer_refs;
                    m_timers.erase(again);
                }
            }
            if (ok) {
                m_tick_caller = next_timer_caller(ms, phase_now);
                ok = after_callback();
                m_tick_caller = TickCaller::Native;
            }
            end_task(m_current_task);
            if (!ok || m_stopped)
                return;
        }
    }
}

// Who calls runNextTicks() after the timer of list `ms` that just ran: listOnTimeout when
// the list's next timer is due too, processTimers when another list is, else nobody
// (node's C++ runs the ticks and microtasks once processTimers returns).
NodeHost::TickCaller NodeHost::next_timer_caller(uint32_t ms, int64_t phase_now)
{
    auto li = m_lists.find(ms);
    if (li != m_lists.end()) {
        if (uint32_t id = front_timer(li->second); id && phase_now - m_timers.at(id).start >= static_cast<int64_t>(ms))
            return TickCaller::ListOnTimeout;
    }
    for (const auto& [expiry, list_id, list_ms] : m_list_queue) {
        if (expiry > phase_now)
            break;
        if (list_ms != ms)
            return TickCaller::ProcessTimers;
    }
    return TickCaller::Native;
}

// ---------------------------------------------------------------------------------------
// Immediates, ticks and callbacks

bool NodeHost::run_callback(TaskSource source, const std::string& label, Value fn, Value this_value, Value args_array, bool drain)
{
    uint32_t task = queue_task_event(source, label);
    begin_task(task, source, label);
    std::vector<Value> args = array_values(m_vm, args_array);
    bool ok = call(fn, this_value, args); // the frame holds the function and the arguments
    if (!drain)
        return ok; // the caller drains after its own bookkeeping and ends the task
    if (ok)
        ok = after_callback();
    end_task(task);
    return ok && !m_stopped;
}

void NodeHost::run_check_phase()
{
    phase(Phase::Check);
    // processImmediate: the queue is detached first; immediates queued now wait a turn.
    std::deque<uint32_t> batch;
    batch.swap(m_immediate_queue);
    while (!batch.empty() && !m_stopped) {
        uint32_t id = batch.front();
        batch.pop_front();
        auto it = m_immediates.find(id);
        if (it == m_immediates.end() || it->second.destroyed)
            continue;
        Immediate imm = it->second;
        if (imm.ref)
            --m_immediate_refs;
        m_immediates.erase(it);
        work_done(imm.work);
        bool ok;
        {
            // processImmediate: `immediate._onImmediate()` or `immediate._onImmediate(...argv)`.
            StackTail tail(m_vm, { array_values(m_vm, imm.args).empty() ? "process.processImmediate (node:internal/timers:483:21)"
                                                                         : "process.processImmediate (node:internal/timers:485:21)" });
            advance(cost::kNodeCallbackMs);
            ok = run_callback(TaskSource::Immediate, label_of(m_vm, imm.callback, "setImmediate"), imm.callback, imm.object, imm.args, false);
        }
        uint32_t task = m_current_task;
        if (ok) {
            // runNextTicks() comes before the next immediate of the batch; after the last
            // one node's C++ runs the ticks and microtasks.
            // Cleared immediates at the front of the batch are dropped here, so finding
            // the next live one stays O(1) per immediate, not a scan of the whole batch.
            while (!batch.empty()) {
                auto n = m_immediates.find(batch.front());
                if (n != m_immediates.end() && !n->second.destroyed)
                    break;
                batch.pop_front();
            }
            m_tick_caller = batch.empty() ? TickCaller::Native : TickCaller::ProcessImmediate;
            ok = after_callback();
            m_tick_caller = TickCaller::Native;
        }
        end_task(task);
        if (!ok || m_stopped)
            continue;
    }
    // Anything not run (a stop in the middle) stays queued in front.
    while (!batch.empty()) {
        m_immediate_queue.push_front(batch.back());
        batch.pop_back();
    }
}

// The frames of whoever runs the tick queue after a callback, below
// processTicksAndRejections (runs_ticks) or below a bare microtask checkpoint.
std::vector<std::string> NodeHost::tick_caller_frames(bool runs_ticks) const
{
    std::vector<std::string> frames;
    if (m_tick_caller == TickCaller::Native)
        return frames; // node's C++: no JavaScript frame
    frames.push_back(runs_ticks ? "runNextTicks (node:internal/process/task_queues:64:3)" : "runNextTicks (node:internal/process/task_queues:60:5)");
    if (m_tick_caller == TickCaller::ListOnTimeout) {
        frames.push_back("listOnTimeout (node:internal/timers:545:9)");
        frames.push_back("process.processTimers (node:internal/timers:519:7)");
    } else if (m_tick_caller == TickCaller::ProcessTimers) {
        frames.push_back("process.processTimers (node:internal/timers:516:9)");
    } else {
        frames.push_back("process.processImmediate (node:internal/timers:454:9)");
    }
    return frames;
}

// processTicksAndRejections at `line_column` and whoever called it.
std::vector<std::string> NodeHost::ticks_tail(const char* line_column) const
{
    // Called from node's C++ it is `process.processTicksAndRejections`, from runNextTicks()
    // a plain call.
    std::vector<std::string> tail { std::string(m_tick_caller == TickCaller::Native ? "process." : "")
        + "processTicksAndRejections (node:internal/process/task_queues:" + line_column + ")" };
    std::vector<std::string> below = tick_caller_frames(true);
    tail.insert(tail.end(), below.begin(), below.end());
    return tail;
}

bool NodeHost::after_callback()
{
    // runNextTicks(): microtasks only when no tick and no rejection is waiting.
    auto rejection_to_warn = [&] { return !m_pending_rejections.empty() || !m_rejection_handled.empty(); };
    if (m_ticks.empty() && !rejection_to_warn()) {
        // With output's tick queued, node runs the microtasks inside processTicksAndRejections.
        std::vector<std::string> tail = m_write_tick ? ticks_tail("95:5") : tick_caller_frames(false);
        m_write_tick = false;
        if (!run_microtasks_with_tail(std::move(tail)))
            return false;
        for (PromiseObject* p : m_vm.take_unhandled_rejections())
            m_pending_rejections.push_back(p);
    }
    m_write_tick = false; // the output's tick runs in what follows (or would, with nothing else to do)
    if (m_ticks.empty() && !rejection_to_warn())
        return true;
    return process_ticks_and_rejections();
}

bool NodeHost::process_ticks_and_rejections()
{
    auto tail_at = [&](const char* line_column) { return ticks_tail(line_column); };
    m_write_tick = false;
    uint64_t ticks_run = 0;
    const double since = now();
    for (;;) {
        while (!m_ticks.empty()) {
            if (starving(ticks_run, since))
                return false;
            Tick tick = m_ticks.front();
            m_ticks.pop_front();
            ++ticks_run;
            if (auto* e = m_trace.record(EventKind::JobBegin, now()))
                e->id = tick.id;
            advance(cost::kNodeTickMs);
            std::vector<Value> args = array_values(m_vm, tick.args);
            // `callback()`, `callback(args[0])` … `callback(...args)` are on different lines.
            static const char* kTickCallLines[] = { "77:11", "81:21", "82:21", "83:21", "84:21" };
            StackTail tail(m_vm, tail_at(args.size() < 5 ? kTickCallLines[args.size()] : "85:22"));
            bool ok = call(tick.callback, Value(), args);
            if (auto* e = m_trace.record(EventKind::JobEnd, now()))
                e->id = tick.id;
            if (!ok || m_stopped)
                return false;
        }
        m_write_tick = false;
        if (!run_microtasks_with_tail(tail_at("95:5")))
            return false;
        m_write_tick = false;
        for (PromiseObject* p : m_vm.take_unhandled_rejections())
            m_pending_rejections.push_back(p);
        bool emitted = false;
        if (!process_promise_rejections(&emitted))
            return false;
        if (m_ticks.empty() && !emitted && !m_vm.has_pending_jobs())
            return true;
    }
}

bool NodeHost::process_promise_rejections(bool* emitted)
{
    // 'rejectionHandled' for promises reported earlier and handled since.
    std::vector<PromiseObject*> handled;
    handled.swap(m_rejection_handled);
    for (PromiseObject* p : handled) {
        Value args[] = { Value(static_cast<Object*>(p)) };
        *emitted = true;
        if (!emit_process("rejectionHandled", args))
            return false;
    }
    while (!m_pending_rejections.empty()) {
        PromiseObject* p = m_pending_rejections.front();
        m_pending_rejections.erase(m_pending_rejections.begin());
        if (p->is_handled)
            continue;
        m_reported.push_back(p);
        Value args[] = { p->result, Value(static_cast<Object*>(p)) };
        bool listeners = false;
        *emitted = true;
        if (!emit_process("unhandledRejection", args, &listeners))
            return false;
        if (listeners)
            continue;
        // --unhandled-rejections=throw (Node 15+): raised as an uncaught exception.
        Value reason = p->result;
        std::string text;
        if (reason.is_object() && reason.as_object()->object_class() == ObjectClass::Error)
            text = inspect(m_vm, reason);
        else
            text = "[UnhandledPromiseRejection: This error originated either by throwing inside of an async function "
                   "without a catch block, or by rejecting a promise which was not handled with .catch(). The promise "
                   "rejected with the reason \"" + reason_text(reason) + "\".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}";
        Value uargs[] = { reason, m_vm.string_value("unhandledRejection") };
        bool has_uncaught = false;
        m_in_uncaught_handler = true;
        bool ok = emit_process("uncaughtException", uargs, &has_uncaught);
        m_in_uncaught_handler = false;
        if (!ok)
            return false;
        if (has_uncaught)
            continue;
        // Node prints an unhandled rejection as it prints an uncaught exception (there is
        // no "(in promise)" label; that is the browser console's), and an ES module's
        // top-level throw is one of these: the module's evaluation promise.
        fatal(1, text, rejection_report(reason, p));
        return false;
    }
    return true;
}

bool NodeHost::emit_process(const char* event, std::span<const Value> args, bool* had_listeners)
{
    Value emit = export_fn("emitProcess");
    if (!VM::is_callable(emit))
        return true;
    std::vector<Value> all { m_vm.string_value(event) };
    all.insert(all.end(), args.begin(), args.end());
    Value result;
    if (!call(emit, Value(), all, &result))
        return false;
    if (had_listeners)
        *had_listeners = VM::to_boolean(result);
    return !m_stopped;
}

bool NodeHost::handle_termination()
{
    if (!m_exit_requested)
        return Host::handle_termination();
    m_vm.clear_termination(); // process.exit(): the 'exit' listeners still run
    finish(m_exit_request_code);
    return false;
}

bool NodeHost::handle_uncaught(Value error, const std::string& message)
{
    // Where it was thrown, before listeners run code that may throw and catch its own.
    const js::VM::ThrowSite site = m_vm.last_throw_site();
    if (m_in_uncaught_handler) {
        // A throw inside an 'uncaughtException' listener is fatal: exit code 7.
        m_in_uncaught_handler = false;
        m_forced_exit_code = 7;
        m_exit_emitted = true; // Node does not run 'exit' listeners after this
        fatal(7, message, fatal_report(error, site));
        return false;
    }
    // process._fatalException: 'uncaughtException' listeners, else the process ends.
    Value args[] = { error, m_vm.string_value("uncaughtException") };
    bool listeners = false;
    m_in_uncaught_handler = true;
    bool ok = m_stopped || !m_exports || emit_process("uncaughtException", args, &listeners);
    m_in_uncaught_handler = false;
    if (!ok)
        return false;
    if (listeners)
        return true;
    fatal(1, message, fatal_report(error, site));
    return false;
}

// Node's report of an uncaught exception (src/node_errors.cc, TriggerUncaughtException and
// ReportFatalException; recorded from node v20.20.2 in tests/cli):
//   /path/main.cjs:2            the script (a file: URL for a module) and line
//     throw new Error('x');     that line
//     ^                         a caret under the place, tabs kept so it lines up
//                               a blank line
//   Error: x                    the error as util.inspect shows it: stack, own properties
//       at …
//                               a blank line
//   Node.js v20.20.2
// A thrown value that is not an error starts with a blank line and follows the caret at
// once; a primitive one adds "(Use `node --trace-uncaught ...` …)". Without a place in
// the program (line 0) there is no header; a place outside it (Node's own code, a JSON
// text) is named as Node names it ("node:events:502", "<anonymous_script>:1").
std::string NodeHost::fatal_report(Value error, const js::VM::ThrowSite& site)
{
    // The line: the program's, or the one given with a site outside it.
    std::string_view text;
    bool has_line = !site.file.empty();
    if (has_line) {
        text = site.text;
    } else if (site.line > 0) {
        std::string_view src = m_program_source;
        size_t begin = 0;
        for (uint32_t l = 1; l < site.line && begin != std::string_view::npos; ++l) {
            begin = src.find('\n', begin);
            if (begin != std::string_view::npos)
                ++begin;
        }
        if (begin != std::string_view::npos) {
            size_t end = src.find('\n', begin);
            text = src.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
            if (!text.empty() && text.back() == '\r')
                text.remove_suffix(1);
            has_line = true;
        }
    }
    std::string header;
    if (has_line) {
        header = (site.file.empty() ? m_vm.script_location() : site.file) + ":" + std::to_string(site.line) + "\n" + std::string(text) + "\n";
        // Columns count code points; the caret keeps the line's tabs. Node prints no caret
        // line for a place past the line's end (a JSON text that ended too soon).
        if (site.file.empty() || site.column <= text.size()) {
            std::string caret;
            uint32_t col = 1;
            for (size_t i = 0; i < text.size() && col < site.column; ++i) {
                unsigned char c = static_cast<unsigned char>(text[i]);
                if ((c & 0xC0) == 0x80)
                    continue;
                caret += c == '\t' ? '\t' : ' ';
                ++col;
            }
            header += caret + "^\n";
        }
    }
    // Node's own code may show more where it threw (an unhandled 'error' event: where it
    // was emitted), as Node does before util.inspect.
    Value before = export_fn("beforeInspector");
    if (error.is_object() && VM::is_callable(before)) {
        Value args[] = { error };
        if (m_vm.call(before, Value(), args).is_throw())
            m_vm.take_exception();
    }
    bool error_like = false;
    if (error.is_object()) {
        auto stack = error.as_object()->get(m_vm, m_vm.names().stack);
        if (stack.is_throw())
            m_vm.take_exception();
        else
            error_like = stack.value().is_string();
    }
    std::string value;
    if (error.is_object()) {
        value = inspect(m_vm, error);
    } else {
        auto as_string = m_vm.to_string(error);
        if (as_string.is_throw()) {
            m_vm.take_exception();
            value = "<toString() threw exception>";
        } else {
            value = as_string.value()->utf8();
        }
    }
    std::string out;
    if (error_like)
        out = header.empty() ? value : header + "\n" + value;
    else
        out = "\n" + header + value;
    if (!error.is_object())
        out += "\n(Use `node --trace-uncaught ...` to show where the exception was thrown)";
    return out + "\n\nNode.js " + std::string(kNodeVersion);
}

// A rejection's reason in Node's ERR_UNHANDLED_REJECTION text (V8's NoSideEffectsToString,
// measured): String(reason) for a primitive or a function, "#<Object>" (its constructor's
// name) for another object, a Symbol's description.
std::string NodeHost::reason_text(Value reason)
{
    if (reason.is_object() && !VM::is_callable(reason)) {
        std::string name = "Object";
        auto ctor = reason.as_object()->get(m_vm, m_vm.key("constructor"));
        if (ctor.is_throw()) {
            m_vm.take_exception();
        } else if (ctor.value().is_object()) {
            auto n = ctor.value().as_object()->get(m_vm, m_vm.key("name"));
            if (n.is_throw())
                m_vm.take_exception();
            else if (n.value().is_string() && !n.value().as_string()->utf8().empty())
                name = n.value().as_string()->utf8();
        }
        return "#<" + name + ">";
    }
    auto text = m_vm.to_string(reason);
    if (text.is_throw()) {
        m_vm.take_exception();
        return inspect(m_vm, reason); // a Symbol
    }
    return text.value()->utf8();
}

std::string NodeHost::rejection_report(Value reason, PromiseObject* promise)
{
    // A rejection is reported where its error was made (V8's message of the error itself):
    // the first frame of its stack in the program.
    bool is_error = reason.is_object() && reason.as_object()->object_class() == ObjectClass::Error;
    if (is_error) {
        // An error thrown outside the program (JSON.parse's text) keeps that place.
        if (!m_vm.last_throw_site().file.empty() && m_vm.thrown_at_last_site(reason))
            return fatal_report(reason, m_vm.last_throw_site());
        js::VM::ThrowSite site;
        auto stack = reason.as_object()->get(m_vm, m_vm.names().stack);
        if (stack.is_throw())
            m_vm.take_exception();
        else if (stack.value().is_string())
            first_program_frame(stack.value().as_string()->utf8(), m_vm.script_location(), site.line, site.column);
        return fatal_report(reason, site);
    }
    if (promise == m_vm.program_promise()) {
        // A module's top level threw something that is not an error.
        return "\nnode:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\n" + fatal_report(reason, {}).substr(1);
    }
    return "node:internal/process/promises:389\n      new UnhandledPromiseRejection(reason);\n      ^\n\n"
           "UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch "
           "block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason \""
        + reason_text(reason)
        + "\".\n    at throwUnhandledRejectionsMode (node:internal/process/promises:389:7)\n"
          "    at processPromiseRejections (node:internal/process/promises:470:17)\n"
          "    at process.processTicksAndRejections (node:internal/process/task_queues:96:32) {\n"
          "  code: 'ERR_UNHANDLED_REJECTION'\n}\n\nNode.js "
        + std::string(kNodeVersion);
}

int NodeHost::process_exit_code()
{
    if (Value get = export_fn("exitCode"); VM::is_callable(get)) {
        auto c = m_vm.call(get, Value(), {});
        if (!c.is_throw() && c.value().is_number())
            return static_cast<int>(c.value().as_number());
        m_vm.take_exception();
    }
    return 0;
}

void NodeHost::fatal(int code, const std::string& message, const std::string& printed)
{
    // The process ends on an error: recorded and printed, then 'exit' listeners run.
    if (auto* e = m_trace.record(EventKind::Error, now())) {
        e->text = m_trace.intern(message);
        e->sub = 1;
    }
    print(true, printed);
    finish(code);
}

void NodeHost::finish(int code)
{
    // The process ends: 'exit' listeners run (once), then nothing else.
    if (m_stopped)
        return;
    m_vm.discard_jobs();
    m_ticks.clear();
    if (!m_exit_emitted && m_exports) {
        m_exit_emitted = true;
        if (Value set_code = export_fn("setExitCode"); VM::is_callable(set_code)) {
            Value a[] = { Value(static_cast<double>(code)) };
            (void)m_vm.call(set_code, Value(), a);
        }
        Value args[] = { Value(static_cast<double>(m_forced_exit_code == 13 ? 0 : code)) };
        uint32_t task = queue_task_event(TaskSource::Process, "process 'exit'");
        begin_task(task, TaskSource::Process, "process 'exit'");
        if (Value emit = export_fn("emitProcess"); VM::is_callable(emit)) {
            std::vector<Value> all { m_vm.string_value("exit"), args[0] };
            auto r = m_vm.call_job_callback(emit, Value(), all);
            // Promise jobs queued by 'exit' listeners still run (V8 drains its queue once
            // more); timers and nextTicks never will.
            if (!r.is_throw() && !m_stopped) {
                while (m_vm.peek_job()) {
                    js::RunResult jr;
                    m_vm.run_next_job(&jr);
                    if (jr.status != js::RunResult::Status::Ok)
                        break;
                }
            }
            if (r.is_throw()) {
                Value e = m_vm.take_exception();
                if (m_vm.terminated()) {
                    m_vm.clear_termination(); // process.exit() inside an 'exit' listener
                    code = m_exit_request_code;
                } else {
                    print(true, fatal_report(e, m_vm.last_throw_site()));
                    code = 1;
                }
            }
        }
        end_task(task);
        if (m_forced_exit_code >= 0)
            code = m_forced_exit_code;
        else if (int set = process_exit_code(); set != 0)
            code = set; // 'exit' listeners may still change process.exitCode
    }
    flush_partial_output(); // before the run's end is recorded
    stop(code, code == 0 ? "the process exited" : "the process exited with code " + std::to_string(code));
}

bool NodeHost::alive() const
{
    return m_timer_refs > 0 || m_immediate_refs > 0 || !m_in_flight.empty() || !m_pool_queue.empty()
        || !m_completed.empty() || m_handle_refs > 0 || m_port_refs > 0 || !m_close_callbacks.empty()
        || m_next_request < m_requests.size();
}

// ---------------------------------------------------------------------------------------
// Threadpool and network

bool NodeHost::start_on_worker(Work& w, double at)
{
    int slow_busy = 0;
    for (const Worker& k : m_workers)
        slow_busy += k.busy && k.slow;
    int slow_limit = (static_cast<int>(m_workers.size()) + 1) / 2;
    if (w.slow && slow_busy >= slow_limit)
        return false;
    for (size_t i = 0; i < m_workers.size(); ++i) {
        if (m_workers[i].busy)
            continue;
        m_workers[i].busy = true;
        m_workers[i].slow = w.slow;
        w.worker = static_cast<int>(i);
        w.done_at = at + w.cost;
        if (auto* e = m_trace.record(EventKind::WorkBegin, at)) {
            e->id = w.id;
            e->sub = static_cast<uint8_t>(std::min<size_t>(i, 255));
        }
        m_in_flight.push_back(w);
        return true;
    }
    return false;
}

void NodeHost::submit(Work w)
{
    w.seq = m_next_seq++;
    if (!w.pool) {
        w.done_at = now() + w.cost;
        m_in_flight.push_back(w);
        return;
    }
    // uv__work_submit: FIFO; a free thread takes it at once.
    if (!m_pool_queue.empty() || !start_on_worker(w, now()))
        m_pool_queue.push_back(w);
}

double NodeHost::next_completion() const
{
    double t = INFINITY;
    for (const Work& w : m_in_flight)
        t = std::min(t, w.done_at);
    return t;
}

void NodeHost::pump_pool(double until)
{
    // Everything that finishes by `until` completes, in time order; freed threads take
    // the next queued work at the moment they free up.
    for (;;) {
        size_t best = m_in_flight.size();
        for (size_t i = 0; i < m_in_flight.size(); ++i) {
            const Work& w = m_in_flight[i];
            if (w.done_at > until)
                continue;
            if (best == m_in_flight.size() || w.done_at < m_in_flight[best].done_at
                || (w.done_at == m_in_flight[best].done_at && w.seq < m_in_flight[best].seq))
                best = i;
        }
        if (best == m_in_flight.size())
            return;
        Work w = m_in_flight[best];
        m_in_flight.erase(m_in_flight.begin() + static_cast<long>(best));
        if (w.pool && w.worker >= 0) {
            m_workers[static_cast<size_t>(w.worker)].busy = false;
            if (auto* e = m_trace.record(EventKind::WorkEnd, w.done_at)) {
                e->id = w.id;
                e->sub = static_cast<uint8_t>(std::min(w.worker, 255));
            }
            for (auto it = m_pool_queue.begin(); it != m_pool_queue.end(); ++it) {
                Work next = *it;
                if (start_on_worker(next, w.done_at)) {
                    m_pool_queue.erase(it);
                    break;
                }
            }
        }
        m_completed.push_back(w);
    }
}

// The close phase: uv_close callbacks queued before it began ('close' of MessagePorts).
void NodeHost::run_close_phase()
{
    phase(Phase::Close);
    std::vector<Value> batch;
    batch.swap(m_close_callbacks);
    for (size_t i = 0; i < batch.size(); ++i) {
        m_vm.release(batch[i].as_object());
        if (!m_stopped)
            run_callback(TaskSource::Close, label_of(m_vm, batch[i], "close callback"), batch[i], Value(), Value());
    }
}

void NodeHost::run_poll_phase()
{
    phase(Phase::Poll);
    advance(cost::kNodeLoopTurnMs); // the kernel is asked for events once per turn
    pump_pool(now());
    send_client_requests();
    // uv_backend_timeout: 0 with immediates or closing handles; else until the nearest
    // timer; the poll wakes earlier when I/O completes. A simulated client sending its
    // request meanwhile does not wake the loop: the request is on its way.
    while (m_completed.empty() && m_immediate_queue.empty() && m_close_callbacks.empty() && !async_pending() && !m_stopped) {
        double wake = std::min(next_timer_due(), next_completion());
        if (m_settings.until_ms > 0)
            wake = std::min(wake, m_settings.until_ms);
        double send = m_next_request < m_requests.size() ? m_requests[m_next_request].at_ms : INFINITY;
        double until = std::min(wake, send);
        if (!std::isfinite(until) || until <= now())
            break;
        double before = now();
        advance_to(until);
        m_idle_ms += now() - before;
        pump_pool(now());
        if (send >= wake)
            break;
        send_client_requests();
    }
    std::vector<Work> ready;
    ready.swap(m_completed);
    std::stable_sort(ready.begin(), ready.end(), [](const Work& a, const Work& b) {
        return a.done_at != b.done_at ? a.done_at < b.done_at : a.seq < b.seq;
    });
    for (size_t i = 0; i < ready.size(); ++i) {
        if (m_stopped) {
            m_completed.insert(m_completed.end(), ready.begin() + static_cast<long>(i), ready.end());
            break;
        }
        Work& w = ready[i];
        ContinuedOrigin origin(*this, take_work_origin(w.id)); // fs.readFile's next trip is the same call's
        work_done(w.id);
        Value callback = w.callback;
        m_vm.release(callback.as_object()); // rooted by keep_alive since it was submitted
        run_callback(TaskSource::IO, label_of(m_vm, callback, w.pool ? "threadpool callback" : "network callback"), callback, Value(), Value());
    }
    run_async_handles();
}

// Simulated clients whose time has come send their request. A client is another
// process, so this is no callback of the program's: the binding puts the request on the
// network, to arrive one latency after the client sent it.
void NodeHost::send_client_requests()
{
    while (m_next_request < m_requests.size() && m_requests[m_next_request].at_ms <= now() && !m_stopped) {
        const Input& in = m_requests[m_next_request++];
        Value client = export_fn("simulatedRequest");
        if (!VM::is_callable(client))
            continue;
        size_t space = in.target.find(' ');
        Value args[] = { m_vm.string_value(in.target.substr(0, space)), m_vm.string_value(in.target.substr(space + 1)), Value(in.at_ms) };
        if (m_vm.call(client, Value(), args).is_throw())
            m_vm.take_exception();
    }
    pump_pool(now());
}

// uv__async_io: each pending handle's callback, in creation order. A MessagePort's
// callback delivers one message and sends itself again while more are queued, so the
// messages that arrive meanwhile come in the same visit (MessagePort::OnMessage, at most
// 1000 of them); a handle visited earlier in this pass waits for the next poll phase.
void NodeHost::run_async_handles()
{
    std::vector<uint32_t> ids;
    for (const auto& [id, handle] : m_async)
        ids.push_back(id);
    for (uint32_t id : ids) {
        for (int delivered = 0; delivered < 1000 && !m_stopped; ++delivered) {
            auto it = m_async.find(id);
            if (it == m_async.end() || !it->second.pending)
                break;
            it->second.pending = false;
            Value callback = it->second.callback;
            run_callback(TaskSource::IO, label_of(m_vm, callback, "MessagePort message"), callback, Value(), Value());
        }
    }
}

// ---------------------------------------------------------------------------------------
// The run

int NodeHost::run(std::string_view source, const std::string& file_name)
{
    m_program_source = std::string(source);
    m_file_name = file_name;
    for (const Input& in : m_settings.inputs) {
        if (in.type == Input::Type::Request)
            m_requests.push_back(in);
        else
            note("input \"" + in.describe() + "\" is for the browser host; Node has no page to click");
    }
    std::stable_sort(m_requests.begin(), m_requests.end(), [](const Input& a, const Input& b) { return a.at_ms < b.at_ms; });
    m_vm.add_root_visitor([this](Visitor& v) {
        for (auto& [id, t] : m_timers) {
            v.visit(t.callback);
            v.visit(t.args);
            v.visit(t.object);
        }
        for (auto& [id, i] : m_immediates) {
            v.visit(i.callback);
            v.visit(i.args);
            v.visit(i.object);
        }
        for (Tick& t : m_ticks) {
            v.visit(t.callback);
            v.visit(t.args);
        }
        for (auto* list : { &m_in_flight, &m_completed })
            for (Work& w : *list)
                v.visit(w.callback);
        for (Work& w : m_pool_queue)
            v.visit(w.callback);
        for (auto* list : { &m_pending_rejections, &m_reported, &m_rejection_handled })
            for (PromiseObject* p : *list)
                v.visit(static_cast<Cell*>(p));
        v.visit(m_exports);
    });
    m_vm.hooks().rejection_tracker = [this](PromiseObject* p, bool handled) {
        if (!handled)
            return;
        auto it = std::find(m_reported.begin(), m_reported.end(), p);
        if (it != m_reported.end()) {
            m_reported.erase(it);
            m_rejection_handled.push_back(p);
        }
        m_pending_rejections.erase(std::remove(m_pending_rejections.begin(), m_pending_rejections.end(), p), m_pending_rejections.end());
    };
    m_vm.hooks().load_module = [this](VM& vm, const std::string& specifier) -> Object* {
        auto modules = m_exports->get(vm, vm.key("modules"));
        if (modules.is_throw() || !modules.value().is_object())
            return nullptr;
        std::string name = specifier.rfind("node:", 0) == 0 ? specifier.substr(5) : specifier;
        auto m = modules.value().as_object()->get(vm, vm.key(name));
        if (m.is_throw() || !m.value().is_object()) {
            static const char* known[] = { "zlib", "net", "tls", "dgram", "child_process", "cluster", "worker_threads", "stream",
                "vm", "v8", "async_hooks", "inspector", "repl", "https", "http2" };
            for (const char* k : known)
                if (name == k)
                    vm.missing_module_reason = "evloop does not simulate node:" + name + " yet (the simulated Node has fs, path, events, "
                        "util, timers, timers/promises, crypto, dns, http, express, perf_hooks, os, assert, buffer, process, url, querystring, stream, readline, string_decoder)";
            return nullptr;
        }
        return m.value().as_object();
    };

    // import() and import.meta are the JavaScript half's (Node's module loader in miniature).
    m_vm.hooks().dynamic_import = [this](VM& vm, Value specifier) -> ThrowOr<Value> {
        Value args[] = { specifier };
        return vm.call(export_fn("dynamicImport"), Value(), args);
    };
    m_vm.hooks().import_meta = [this](VM& vm) -> ThrowOr<Value> { return vm.call(export_fn("importMeta"), Value(), {}); };

    // The JavaScript half (js/node.js): process, timers' objects, fs, http, events, ...
    if (!load_javascript_half(kNodePrelude, "node", define_node_natives))
        return m_exit_code;
    if (Value init = export_fn("init"); VM::is_callable(init)) {
        Value args[] = { m_vm.string_value(file_name), Value(static_cast<double>(m_settings.threadpool_size)),
            Value(m_settings.module), Value(m_settings.disk_ms), Value(m_settings.network_ms),
            m_vm.string_value(m_settings.directory) };
        (void)m_vm.call(init, Value(), args);
    }
    // Virtual time starts now: the host's own setup is not the program's time.
    m_mark_ms = 0;
    m_cpu_mark = m_vm.cpu_ps();
    m_vm.heap().forget_young(); // the host's own set-up is not the program's allocation
    m_clock_started = true;
    install_common();
    // queueMicrotask callbacks run inside an AsyncResource in node.
    m_vm.queue_microtask_frames = { "node:internal/process/task_queues:140:7", "AsyncResource.runInAsyncScope (node:async_hooks:206:9)",
        "AsyncResource.runMicrotask (node:internal/process/task_queues:137:8)" };
    // Output queues a tick in node (see m_write_tick).
    // console.log after process.stdout.write('…') without a newline continues that line.
    m_vm.hooks().console = [this, print_line = m_vm.hooks().console](ConsoleLevel level, const std::string& line) {
        m_write_tick = true;
        advance(cost::kNodeConsoleFormatMs + cost::kNodeWriteMs);
        std::string& partial = m_write_buffer[level == ConsoleLevel::Warn || level == ConsoleLevel::Error];
        if (partial.empty()) {
            print_line(level, line);
            return;
        }
        std::string joined = std::move(partial) + line;
        partial.clear();
        print_line(level, joined);
    };
    if (auto* e = m_trace.record(EventKind::RunStart, 0))
        e->text = m_trace.intern("node");

    // The main module.
    uint32_t main_task = queue_task_event(TaskSource::Script, m_settings.module ? "ES module " + file_name : "main script " + file_name);
    begin_task(main_task, TaskSource::Script, m_settings.module ? "ES module " + file_name : "main script " + file_name);
    // Stack traces name the file as node does: its real path, or its file: URL for a module.
    std::string path = (m_settings.directory == "/" ? "" : m_settings.directory) + "/" + file_name;
    m_vm.set_script_location(m_settings.module ? file_url_of(path) : path);
    js::RunResult result;
    {
        // Node's module loader under the main module's frames.
        StackTail tail(m_vm, m_settings.module
                ? std::vector<std::string> { "ModuleJob.run (node:internal/modules/esm/module_job:325:25)",
                      "async ModuleLoader.import (node:internal/modules/esm/loader:606:24)",
                      "async asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:117:5)" }
                : std::vector<std::string> { "Module._compile (node:internal/modules/cjs/loader:1521:14)",
                      "Module._extensions..js (node:internal/modules/cjs/loader:1623:10)",
                      "Module.load (node:internal/modules/cjs/loader:1266:32)",
                      "Module._load (node:internal/modules/cjs/loader:1091:12)",
                      "Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:164:12)",
                      "node:internal/main/run_main_module:28:49" });
        result = m_vm.run_program(source, m_settings.module ? VM::ProgramKind::Module : VM::ProgramKind::CommonJS, file_name);
    }
    bool ok = handle_result(result); // a syntax error ends the run here
    if (ok && m_settings.module) {
        // An ES module is evaluated as part of the microtask queue: promise jobs first.
        ok = run_microtasks();
        for (PromiseObject* p : m_vm.take_unhandled_rejections())
            m_pending_rejections.push_back(p);
    }
    if (ok && !m_stopped)
        ok = after_callback(); // node's C++ after the main module: microtasks, then ticks
    if (!m_stopped)
        end_task(main_task);

    // uv_run(UV_RUN_DEFAULT)
    const double until = m_settings.until_ms > 0 ? m_settings.until_ms : Settings::kDefaultUntilMs;
    if (!m_stopped) {
        double script_end = now();
        advance(m_settings.startup_ms);
        // Top-level setTimeout(…, 0) vs setImmediate: Node does not promise an order.
        if (!m_immediate_queue.empty()) {
            for (auto& [ms, list] : m_lists) {
                if (list.expiry >= std::floor(script_end) && list.expiry <= std::floor(script_end) + 1) {
                    note("setTimeout and setImmediate were both scheduled by the main script; real Node does not guarantee "
                         "which runs first (it depends on how long the process took to start). This run assumes "
                         + std::string(list.expiry <= loop_now() ? "the timer was already due" : "the timer was not due yet")
                         + " (startup_ms=" + std::to_string(m_settings.startup_ms).substr(0, 4) + ").",
                        trace::kNoteUnpromisedOrder);
                    break;
                }
            }
        }
        if (alive())
            run_timers_phase();
    }
    int iterations = 0;
    for (;;) {
        while (!m_stopped && alive()) {
            if (now() >= until) {
                note("still running after " + std::to_string(static_cast<long long>(until)) + " ms of virtual time; evloop stopped here"
                     + std::string(m_settings.until_ms > 0 ? " (--until)." : " (something keeps the loop alive: an interval, a server or a pending request)."));
                finish(0);
                break;
            }
            // A server waiting for connections that will never come: stop like Ctrl-C would.
            if (m_timer_refs == 0 && m_immediate_refs == 0 && m_in_flight.empty() && m_pool_queue.empty()
                && m_completed.empty() && m_next_request >= m_requests.size() && m_close_callbacks.empty()
                && !async_pending() && (m_handle_refs > 0 || m_port_refs > 0)) {
                if (m_handle_refs == 0) {
                    note("a MessagePort or BroadcastChannel is still open and nothing else is left to run; a real process would "
                         "wait for messages forever (close() the port or channel, or unref() it, to let it exit). evloop ends the run here.");
                    finish(m_exit_request_code);
                    break;
                }
                note("a server is still listening; with no more requests to serve evloop ends the run here "
                     "(a real process would wait for connections until stopped).");
                finish(m_exit_request_code);
                break;
            }
            ++iterations;
            phase(Phase::Pending);
            phase(Phase::Idle);
            phase(Phase::Prepare);
            run_poll_phase();
            if (m_stopped)
                break;
            run_check_phase();
            if (m_stopped)
                break;
            run_close_phase();
            run_timers_phase();
        }
        if (m_stopped)
            break;
        // The loop is empty: 'beforeExit' may schedule more work.
        uint32_t task = queue_task_event(TaskSource::Process, "process 'beforeExit'");
        begin_task(task, TaskSource::Process, "process 'beforeExit'");
        Value code[] = { Value(static_cast<double>(process_exit_code())) };
        bool emitted = emit_process("beforeExit", code);
        if (emitted && !m_stopped)
            emitted = after_callback();
        if (!m_stopped)
            end_task(task);
        if (m_stopped || !alive())
            break;
    }
    if (!m_stopped) {
        int code = process_exit_code();
        PromiseObject* top = m_vm.program_promise();
        if (m_settings.module && top && top->state == PromiseObject::State::Pending) {
            // The loop emptied while the module still awaits: Node gives up with code 13.
            note("the module's top-level await never settled and nothing else was left to run, so Node exits with code 13");
            m_forced_exit_code = 13;
            code = 13;
        }
        finish(code);
    }
    (void)iterations;
    flush_partial_output();
    return m_exit_code;
}

// What process.stdout/stderr.write left without a newline is written out as it is.
void NodeHost::flush_partial_output()
{
    for (int is_stderr = 0; is_stderr < 2; is_stderr++) {
        std::string& partial = m_write_buffer[is_stderr];
        if (partial.empty())
            continue;
        if (auto* e = m_trace.record(EventKind::Console, now())) {
            e->sub = is_stderr ? 3 : 0;
            e->text = m_trace.intern(partial);
        }
        print(is_stderr, partial);
        m_output.back().newline = false;
        partial.clear();
    }
}

} // namespace

std::unique_ptr<Host> make_node_host(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
{
    return std::make_unique<NodeHost>(s, t, o);
}

// ---------------------------------------------------------------------------------------
// Natives: the binding js/node.js builds Node's API on.

namespace {

ThrowOr<Value> n_set_timer(VM& vm, CallArgs& a)
{
    // setTimeout/setInterval(callback, after, args, repeat, timeoutObject)
    NodeHost& h = node(vm);
    h.advance(cost::kNodeTimerCreateMs);
    double after = TRY(vm.to_number(a.arg(1)));
    if (after > kTimeoutMax) {
        h.print(true, "(node) TimeoutOverflowWarning: " + vm.describe_for_message(a.arg(1))
                + " does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.");
    }
    if (!(after >= 1 && after <= kTimeoutMax))
        after = 1;
    uint32_t id = h.m_next_timer++;
    NodeHost::Timer& t = h.m_timers[id];
    t.callback = a.arg(0);
    t.args = a.arg(2);
    t.object = a.arg(4);
    t.idle_timeout = after;
    t.list_ms = static_cast<uint32_t>(std::trunc(after));
    t.repeat = VM::to_boolean(a.arg(3));
    ++h.m_timer_refs;
    int64_t start = h.loop_now();
    t.work = h.add_work(t.repeat ? HostWork::Interval : HostWork::Timer,
        std::string(t.repeat ? "setInterval " : "setTimeout ") + std::to_string(t.list_ms) + " ms", static_cast<double>(start + t.list_ms));
    h.insert_timer(id, start);
    return Value(static_cast<double>(id));
}

ThrowOr<Value> n_clear_timer(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    if (!a.arg(0).is_number())
        return Value();
    uint32_t id = static_cast<uint32_t>(a.arg(0).as_number());
    auto it = h.m_timers.find(id);
    if (it == h.m_timers.end())
        return Value();
    h.work_cancelled(it->second.work);
    h.unenroll(id);
    if (it->second.ref)
        --h.m_timer_refs;
    h.m_timers.erase(it);
    return Value();
}

ThrowOr<Value> n_timer_ref(VM& vm, CallArgs& a)
{
    // timerRef(id, ref?) → hasRef; ref undefined only reads.
    NodeHost& h = node(vm);
    auto it = a.arg(0).is_number() ? h.m_timers.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_timers.end();
    if (it == h.m_timers.end())
        return Value(false);
    if (!a.arg(1).is_undefined())
        h.set_timer_ref(it->second, VM::to_boolean(a.arg(1)));
    return Value(it->second.ref);
}

ThrowOr<Value> n_timer_refresh(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    auto it = a.arg(0).is_number() ? h.m_timers.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_timers.end();
    if (it == h.m_timers.end() || !it->second.active)
        return Value();
    uint32_t id = it->first;
    h.unenroll(id);
    h.insert_timer(id, h.loop_now());
    return Value();
}

ThrowOr<Value> n_set_immediate(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    h.advance(cost::kNodeImmediateCreateMs);
    uint32_t id = h.m_next_immediate++;
    NodeHost::Immediate& imm = h.m_immediates[id];
    imm.callback = a.arg(0);
    imm.args = a.arg(1);
    imm.object = a.arg(2);
    imm.work = h.add_work(HostWork::Immediate, "setImmediate", h.now());
    ++h.m_immediate_refs;
    h.m_immediate_queue.push_back(id);
    return Value(static_cast<double>(id));
}

ThrowOr<Value> n_clear_immediate(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    auto it = a.arg(0).is_number() ? h.m_immediates.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_immediates.end();
    if (it == h.m_immediates.end() || it->second.destroyed)
        return Value();
    it->second.destroyed = true;
    if (it->second.ref)
        --h.m_immediate_refs;
    h.work_cancelled(it->second.work);
    return Value();
}

ThrowOr<Value> n_immediate_ref(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    auto it = a.arg(0).is_number() ? h.m_immediates.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_immediates.end();
    if (it == h.m_immediates.end() || it->second.destroyed)
        return Value(false);
    if (!a.arg(1).is_undefined()) {
        bool ref = VM::to_boolean(a.arg(1));
        if (ref != it->second.ref)
            h.m_immediate_refs += ref ? 1 : -1;
        it->second.ref = ref;
    }
    return Value(it->second.ref);
}

ThrowOr<Value> n_next_tick(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    NodeHost::Tick tick { a.arg(0), a.arg(1), 0 };
    tick.id = 0x80000000u | h.m_next_tick++;
    if (auto* e = h.trace().record(EventKind::JobQueued, h.now())) {
        e->id = tick.id;
        e->ref = h.current_task();
        e->sub = trace::kJobTick;
        e->text = h.trace().intern("process.nextTick");
        e->range = h.origin_range();
    }
    h.m_ticks.push_back(tick);
    return Value();
}

ThrowOr<Value> n_work(VM& vm, CallArgs& a)
{
    // work(kind, label, costMs, callback, where): kind "pool", "slow" (dns) or "net".
    NodeHost& h = node(vm);
    std::string kind = TRY(vm.to_string(a.arg(0)))->utf8();
    std::string label = TRY(vm.to_string(a.arg(1)))->utf8();
    double cost = TRY(vm.to_number(a.arg(2)));
    if (!std::isfinite(cost) || cost < 0)
        cost = 0;
    if (!VM::is_callable(a.arg(3)))
        return vm.throw_type_error("work: callback is not a function");
    HostWork hw = kind == "net" ? HostWork::Network : kind == "slow" ? HostWork::Dns
        : label.rfind("crypto", 0) == 0                            ? HostWork::Crypto
        : label.rfind("zlib", 0) == 0                              ? HostWork::Zlib
                                                                   : HostWork::File;
    NodeHost::Work w;
    w.id = h.add_work(hw, label, h.now() + cost);
    w.callback = a.arg(3);
    w.cost = cost;
    w.slow = kind == "slow";
    w.pool = kind != "net";
    vm.keep_alive(w.callback.as_object());
    h.submit(w);
    return Value(static_cast<double>(w.id));
}

ThrowOr<Value> n_block(VM& vm, CallArgs& a)
{
    // A *Sync call: the main thread is busy for this long.
    double ms = TRY(vm.to_number(a.arg(0)));
    if (std::isfinite(ms) && ms > 0)
        node(vm).advance(ms);
    return Value();
}

ThrowOr<Value> n_handle_ref(VM& vm, CallArgs& a)
{
    double delta = TRY(vm.to_number(a.arg(0)));
    node(vm).m_handle_refs += static_cast<int>(delta);
    return Value();
}

ThrowOr<Value> n_port_ref(VM& vm, CallArgs& a)
{
    double delta = TRY(vm.to_number(a.arg(0)));
    node(vm).m_port_refs += static_cast<int>(delta);
    return Value();
}

// closeCallback(fn): fn runs in the next close phase, as a uv_close callback does.
ThrowOr<Value> n_close_callback(VM& vm, CallArgs& a)
{
    if (!VM::is_callable(a.arg(0)))
        return vm.throw_type_error("closeCallback: callback is not a function");
    vm.keep_alive(a.arg(0).as_object());
    node(vm).m_close_callbacks.push_back(a.arg(0));
    return Value();
}

// asyncHandle(fn) → id; asyncSend(id) marks it pending; asyncClose(id) removes it.
ThrowOr<Value> n_async_handle(VM& vm, CallArgs& a)
{
    if (!VM::is_callable(a.arg(0)))
        return vm.throw_type_error("asyncHandle: callback is not a function");
    NodeHost& h = node(vm);
    vm.keep_alive(a.arg(0).as_object());
    uint32_t id = h.m_next_async++;
    h.m_async[id] = NodeHost::AsyncHandle { a.arg(0), false };
    return Value(static_cast<double>(id));
}

ThrowOr<Value> n_async_send(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    if (auto it = h.m_async.find(static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))))); it != h.m_async.end())
        it->second.pending = true;
    return Value();
}

ThrowOr<Value> n_async_close(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    if (auto it = h.m_async.find(static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))))); it != h.m_async.end()) {
        vm.release(it->second.callback.as_object());
        h.m_async.erase(it);
    }
    return Value();
}

ThrowOr<Value> n_exit(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    double code = TRY(vm.to_number(a.arg(0)));
    h.m_exit_requested = true;
    h.m_exit_request_code = std::isfinite(code) ? static_cast<int>(code) : 0;
    return vm.terminate("process.exit(" + std::to_string(h.m_exit_request_code) + ")");
}

// stackTail(lines): node's frames under the program's while the JavaScript half calls
// a callback (fs's FSReqCallback.oncomplete ...); returns the lines it replaces.
ThrowOr<Value> n_stack_tail(VM& vm, CallArgs& a)
{
    std::vector<Value> old;
    for (const std::string& line : vm.stack_tail)
        old.push_back(vm.string_value(line));
    std::vector<std::string> lines;
    for (Value v : array_values(vm, a.arg(0)))
        if (v.is_string())
            lines.push_back(v.as_string()->utf8());
    vm.stack_tail = std::move(lines);
    return Value(static_cast<Object*>(vm.make_array(old)));
}

ThrowOr<Value> n_write(VM& vm, CallArgs& a)
{
    // process.stdout/stderr.write: whole lines go out as lines.
    NodeHost& h = node(vm);
    std::string text = TRY(vm.to_string(a.arg(1)))->utf8();
    bool is_stderr = VM::to_boolean(a.arg(0));
    h.m_write_tick = true;
    h.advance(cost::kNodeWriteMs);
    std::string& buf = h.m_write_buffer[is_stderr];
    buf += text;
    size_t nl;
    while ((nl = buf.find('\n')) != std::string::npos) {
        std::string line = buf.substr(0, nl);
        buf.erase(0, nl + 1);
        if (auto* e = h.trace().record(EventKind::Console, h.now())) {
            e->sub = is_stderr ? 3 : 0;
            e->text = h.trace().intern(line);
        }
        h.print(is_stderr, line);
    }
    return Value(true);
}

ThrowOr<Value> n_inspect(VM& vm, CallArgs& a)
{
    InspectOptions options;
    if (a.arg(1).is_number())
        options.depth = a.arg(1).as_number() >= 1e9 ? INT32_MAX : static_cast<int>(a.arg(1).as_number());
    // util.inspect's breakLength and compact (a number; 0 for compact: false).
    if (a.arg(2).is_number())
        options.break_length = a.arg(2).as_number() >= 1e9 ? INT32_MAX : static_cast<int>(a.arg(2).as_number());
    if (a.arg(3).is_number())
        options.compact = static_cast<int>(a.arg(3).as_number());
    options.sorted = VM::to_boolean(a.arg(4));
    options.show_hidden = VM::to_boolean(a.arg(5));
    // customInspect: false, and maxArrayLength (1e9 or more: Infinity).
    if (a.arg(6).is_boolean())
        options.custom_inspect = a.arg(6).as_bool();
    if (a.arg(7).is_number())
        options.max_array_length = a.arg(7).as_number() >= 1e9 ? SIZE_MAX : static_cast<size_t>(std::max(0.0, a.arg(7).as_number()));
    // The options object itself, whose unknown keys reach custom inspect functions.
    if (a.arg(8).is_object() && has_unknown_inspect_option(vm, a.arg(8).as_object()))
        options.user_options = a.arg(8).as_object();
    if (a.arg(8).is_object())
        options.max_string_length = TRY(inspect_length_option(vm, a.arg(8).as_object(), "maxStringLength", options.max_string_length));
    return vm.string_value(TRY(inspect_or_throw(vm, a.arg(0), options)));
}

ThrowOr<Value> n_format(VM& vm, CallArgs& a)
{
    return vm.string_value(TRY(format_log_arguments(vm, a.args)));
}

ThrowOr<Value> n_random(VM& vm, CallArgs&)
{
    return Value(vm.next_random());
}

// Bytes travel between node.js and C++ as latin1 strings: one char16 per byte.
std::string bytes_of(const std::u16string& s)
{
    std::string out(s.size(), '\0');
    for (size_t i = 0; i < s.size(); ++i)
        out[i] = static_cast<char>(s[i] & 0xff);
    return out;
}
auto latin1_string(VM& vm, const std::string& bytes)
{
    std::u16string out(bytes.size(), u'\0');
    for (size_t i = 0; i < bytes.size(); ++i)
        out[i] = static_cast<char16_t>(static_cast<uint8_t>(bytes[i]));
    return vm.make_string(std::move(out));
}

// digest(algorithm, message, key?) → the hash (or with a key the HMAC) of `message`, bytes
// as a latin1 string both ways; undefined for an unknown algorithm.
ThrowOr<Value> n_digest(VM& vm, CallArgs& a)
{
    std::string algorithm = TRY(vm.to_string(a.arg(0)))->utf8();
    std::string message = bytes_of(TRY(vm.to_string(a.arg(1)))->string());
    std::optional<std::string> result;
    if (a.arg(2).is_undefined())
        result = digest(algorithm, message);
    else
        result = hmac(algorithm, bytes_of(TRY(vm.to_string(a.arg(2)))->string()), message);
    if (!result)
        return Value();
    return Value(latin1_string(vm, *result));
}

// pbkdf2(algorithm, password, salt, iterations, keylen) → the derived key as a latin1
// string, computed for real when it is cheap (at most kRealPbkdf2Rounds HMACs, a few ms);
// undefined beyond that or for an unknown digest (the caller then uses seeded bytes).
constexpr uint64_t kRealPbkdf2Rounds = 20'000;
ThrowOr<Value> n_pbkdf2(VM& vm, CallArgs& a)
{
    std::string algorithm = TRY(vm.to_string(a.arg(0)))->utf8();
    std::string password = bytes_of(TRY(vm.to_string(a.arg(1)))->string());
    std::string salt = bytes_of(TRY(vm.to_string(a.arg(2)))->string());
    double iterations = TRY(vm.to_number(a.arg(3)));
    double key_length = TRY(vm.to_number(a.arg(4)));
    std::optional<std::string> probe = digest(algorithm, "");
    if (!probe || !(iterations >= 1) || !(key_length >= 0) || key_length > 1 << 20)
        return Value();
    double blocks = std::ceil(key_length / static_cast<double>(probe->size()));
    if (iterations * std::max(1.0, blocks) > static_cast<double>(kRealPbkdf2Rounds))
        return Value();
    std::optional<std::string> key = pbkdf2(algorithm, password, salt, static_cast<uint64_t>(iterations), static_cast<size_t>(key_length));
    if (!key)
        return Value();
    return Value(latin1_string(vm, *key));
}

// scrypt(password, salt, N, r, p, keylen) → the derived key as a latin1 string, computed
// for real up to four times Node's default cost (N·r·p ≤ 2^19, tens of ms); undefined
// beyond that or for parameters RFC 7914 does not allow (the caller uses seeded bytes).
constexpr double kRealScryptWork = 16384.0 * 8 * 4;
ThrowOr<Value> n_scrypt(VM& vm, CallArgs& a)
{
    std::string password = bytes_of(TRY(vm.to_string(a.arg(0)))->string());
    std::string salt = bytes_of(TRY(vm.to_string(a.arg(1)))->string());
    double n = TRY(vm.to_number(a.arg(2)));
    double r = TRY(vm.to_number(a.arg(3)));
    double p = TRY(vm.to_number(a.arg(4)));
    double key_length = TRY(vm.to_number(a.arg(5)));
    if (!(n >= 2) || !(r >= 1) || !(p >= 1) || !(key_length >= 0) || key_length > 1 << 20 || n * r * p > kRealScryptWork)
        return Value();
    std::optional<std::string> key = scrypt(password, salt, static_cast<uint64_t>(n), static_cast<uint32_t>(r),
        static_cast<uint32_t>(p), static_cast<size_t>(key_length));
    if (!key)
        return Value();
    return Value(latin1_string(vm, *key));
}

// objectClass(value) → the internal class util.types asks about: "Map", "Promise",
// "Proxy", "AsyncFunction", ... ("" for a primitive or an ordinary object).
ThrowOr<Value> n_object_class(VM& vm, CallArgs& a)
{
    if (!a.arg(0).is_object())
        return vm.string_value("");
    Object* o = a.arg(0).as_object();
    const char* name = "";
    switch (o->object_class()) {
    case ObjectClass::Ordinary: break;
    case ObjectClass::Array: name = "Array"; break;
    case ObjectClass::Function: {
        name = "Function";
        if (auto* closure = function_cast<Closure>(o)) {
            bool async = closure->code()->is_async, generator = closure->code()->is_generator;
            name = async && generator ? "AsyncGeneratorFunction" : async ? "AsyncFunction" : generator ? "GeneratorFunction" : "Function";
        }
        break;
    }
    case ObjectClass::Error: name = "Error"; break;
    case ObjectClass::Boolean: name = "Boolean"; break;
    case ObjectClass::Number: name = "Number"; break;
    case ObjectClass::String: name = "String"; break;
    case ObjectClass::Symbol: name = "Symbol"; break;
    case ObjectClass::Promise: name = "Promise"; break;
    case ObjectClass::Map: name = "Map"; break;
    case ObjectClass::Set: name = "Set"; break;
    case ObjectClass::Arguments: name = "Arguments"; break;
    case ObjectClass::Iterator: name = "Iterator"; break;
    case ObjectClass::Date: name = "Date"; break;
    case ObjectClass::Proxy: name = "Proxy"; break;
    case ObjectClass::WeakMap: name = "WeakMap"; break;
    case ObjectClass::WeakSet: name = "WeakSet"; break;
    case ObjectClass::WeakRef: name = "WeakRef"; break;
    case ObjectClass::FinalizationRegistry: name = "FinalizationRegistry"; break;
    case ObjectClass::ArrayBuffer: name = "ArrayBuffer"; break;
    case ObjectClass::TypedArray: name = "TypedArray"; break;
    case ObjectClass::DataView: name = "DataView"; break;
    case ObjectClass::RegExp: name = "RegExp"; break;
    case ObjectClass::Generator: name = "Generator"; break;
    case ObjectClass::AsyncGenerator: name = "AsyncGenerator"; break;
    case ObjectClass::BigInt: name = "BigInt"; break;
    }
    return vm.string_value(name);
}

ThrowOr<Value> n_monitor(VM& vm, CallArgs& a)
{
    // monitor(op, id, arg): "create" (resolution) → id, "enable", "disable", "stats", "reset".
    NodeHost& h = node(vm);
    std::string op = TRY(vm.to_string(a.arg(0)))->utf8();
    if (op == "create") {
        NodeHost::DelayMonitor m;
        double r = TRY(vm.to_number(a.arg(2)));
        m.resolution = std::isfinite(r) && r >= 1 ? std::trunc(r) : 10;
        h.m_monitors.push_back(m);
        return Value(static_cast<double>(h.m_monitors.size() - 1));
    }
    size_t id = a.arg(1).is_number() ? static_cast<size_t>(a.arg(1).as_number()) : h.m_monitors.size();
    if (id >= h.m_monitors.size())
        return Value();
    NodeHost::DelayMonitor& m = h.m_monitors[id];
    if (op == "enable") {
        bool was = m.enabled;
        m.enabled = true;
        m.last = h.now();
        m.next_due = std::floor(h.now()) + m.resolution;
        return Value(!was);
    }
    if (op == "disable") {
        bool was = m.enabled;
        m.enabled = false;
        return Value(was);
    }
    if (op == "reset") {
        m.samples_ns.clear();
        return Value();
    }
    // stats: [count, min, max, mean, stddev, ...sorted samples]
    std::vector<Value> out;
    std::vector<double> s = m.samples_ns;
    std::sort(s.begin(), s.end());
    out.push_back(Value(static_cast<double>(s.size())));
    for (double v : s)
        out.push_back(Value(v));
    return Value(vm.make_array(out));
}

ThrowOr<Value> n_elu(VM& vm, CallArgs&)
{
    NodeHost& h = node(vm);
    double total = h.now();
    double idle = h.m_idle_ms;
    return Value(vm.make_array({ Value(idle), Value(total - idle) }));
}

// throwSite(value, file, line, column, text): the binding is about to throw `value` from a
// line of Node's own code; an uncaught report names that line (node:events:502).
ThrowOr<Value> n_throw_site(VM& vm, CallArgs& a)
{
    js::VM::ThrowSite site;
    site.file = TRY(vm.to_string(a.arg(1)))->utf8();
    site.line = static_cast<uint32_t>(TRY(vm.to_number(a.arg(2))));
    site.column = static_cast<uint32_t>(TRY(vm.to_number(a.arg(3))));
    site.text = TRY(vm.to_string(a.arg(4)))->utf8();
    vm.note_foreign_throw_site(a.arg(0), std::move(site));
    return Value();
}

ThrowOr<Value> n_request_metric(VM& vm, CallArgs& a)
{
    NodeHost& h = node(vm);
    trace::Metrics::Request r;
    r.label = TRY(vm.to_string(a.arg(0)))->utf8();
    r.sent = TRY(vm.to_number(a.arg(1)));
    r.status = static_cast<int>(TRY(vm.to_number(a.arg(2))));
    // When the response reached its client (given by the binding); no response: now.
    r.responded = a.arg(3).is_undefined() ? h.now() : TRY(vm.to_number(a.arg(3)));
    h.trace().metrics.requests.push_back(r);
    return Value();
}

ThrowOr<Value> n_source(VM& vm, CallArgs&)
{
    return vm.string_value(node(vm).trace().source);
}


// The innermost call expression of `source` around (line, column), for assert.ok's
// message (lib/assert.js getErrMessage finds it with acorn in the file the failing call
// is in). The tree is walked to at most kMaxParseDepth * 4 levels (deeper trees are
// chains the parser limits anyway).
const Node* innermost_call_at(const Node* node, uint32_t line, uint32_t column, int depth)
{
    if (!node || depth > kMaxParseDepth * 4)
        return nullptr;
    auto before = [](const SourceLocation& a, uint32_t l, uint32_t c) { return a.line < l || (a.line == l && a.column <= c); };
    auto after = [](const SourceLocation& a, uint32_t l, uint32_t c) { return a.line > l || (a.line == l && a.column >= c); };
    if (node->kind != NodeKind::Program && !(before(node->range.start, line, column) && after(node->range.end, line, column)))
        return nullptr;
    const Node* found = nullptr;
    auto visit = [&](const Node* child) {
        if (!found)
            found = innermost_call_at(child, line, column, depth + 1);
    };
    auto visit_function = [&](const FunctionNode* f) {
        if (!f)
            return;
        for (const NodePtr& p : f->params)
            visit(p.get());
        visit(f->body.get());
    };
    visit(node->a.get());
    visit(node->b.get());
    visit(node->c.get());
    visit(node->d.get());
    for (const NodePtr& child : node->list)
        visit(child.get());
    visit_function(node->function.get());
    if (const ClassNode* k = node->klass.get()) {
        visit(k->superclass.get());
        visit_function(k->constructor.get());
        for (const ClassNode::Member& m : k->members) {
            visit(m.key.get());
            visit_function(m.function.get());
            visit(m.value.get());
        }
    }
    if (found)
        return found;
    return node->kind == NodeKind::Call ? node : nullptr;
}

// callSourceAt(source, line, column): [column, text] of the innermost call expression
// there (its first column, 1-based, and its source text), or undefined.
ThrowOr<Value> n_call_source_at(VM& vm, CallArgs& a)
{
    if (!a.arg(0).is_string() || !a.arg(1).is_number() || !a.arg(2).is_number())
        return Value();
    std::string source = a.arg(0).as_string()->utf8();
    ParseResult parsed = parse_program(source, SourceType::Script);
    if (parsed.error)
        parsed = parse_program(source, SourceType::Module);
    if (parsed.error)
        return Value();
    const Node* call = innermost_call_at(parsed.program.get(), static_cast<uint32_t>(a.arg(1).as_number()),
        static_cast<uint32_t>(a.arg(2).as_number()), 0);
    if (!call || call->range.end.offset > source.size() || call->range.start.offset > call->range.end.offset)
        return Value();
    std::string text = source.substr(call->range.start.offset, call->range.end.offset - call->range.start.offset);
    std::vector<Value> out = { Value(static_cast<double>(call->range.start.column)), vm.string_value(text) };
    return Value(static_cast<Object*>(vm.make_array(out)));
}
} // namespace

void define_node_natives(VM& vm, Object* b)
{
    vm.define_native(b, "setTimer", n_set_timer, 5);
    vm.define_native(b, "clearTimer", n_clear_timer, 1);
    vm.define_native(b, "timerRef", n_timer_ref, 2);
    vm.define_native(b, "timerRefresh", n_timer_refresh, 1);
    vm.define_native(b, "setImmediate", n_set_immediate, 3);
    vm.define_native(b, "clearImmediate", n_clear_immediate, 1);
    vm.define_native(b, "immediateRef", n_immediate_ref, 2);
    vm.define_native(b, "nextTick", n_next_tick, 2);
    vm.define_native(b, "work", n_work, 4);
    vm.define_native(b, "block", n_block, 1);
    vm.define_native(b, "handleRef", n_handle_ref, 1);
    vm.define_native(b, "portRef", n_port_ref, 1);
    vm.define_native(b, "closeCallback", n_close_callback, 1);
    vm.define_native(b, "asyncHandle", n_async_handle, 1);
    vm.define_native(b, "asyncSend", n_async_send, 1);
    vm.define_native(b, "asyncClose", n_async_close, 1);
    vm.define_native(b, "exit", n_exit, 1);
    vm.define_native(b, "write", n_write, 2);
    vm.define_native(b, "stackTail", n_stack_tail, 1);
    vm.define_native(b, "inspect", n_inspect, 2);
    vm.define_native(b, "note", Host::js_note, 1);
    vm.define_native(b, "format", n_format, 0);
    vm.define_native(b, "random", n_random, 0);
    vm.define_native(b, "digest", n_digest, 3);
    define_buffer_natives(vm, b);
    vm.define_native(b, "pbkdf2", n_pbkdf2, 5);
    vm.define_native(b, "scrypt", n_scrypt, 6);
    vm.define_native(b, "objectClass", n_object_class, 1);
    vm.define_native(b, "monitor", n_monitor, 3);
    vm.define_native(b, "elu", n_elu, 0);
    vm.define_native(b, "requestMetric", n_request_metric, 3);
    vm.define_native(b, "throwSite", n_throw_site, 5);
    vm.define_native(b, "source", n_source, 0);
    vm.define_native(b, "callSourceAt", n_call_source_at, 3);
}

} // namespace evloop::loop
