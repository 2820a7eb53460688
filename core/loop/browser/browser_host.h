#pragma once
// The browser host: the HTML event loop processing model (docs/semantics.md §2) as
// Chromium runs it, on the virtual clock. One file per concept of the standard:
//
//   event_loop.cpp   run(): the page's script, then run_one_turn() until nothing is left;
//                    running a task, the microtask checkpoint, long tasks
//   task_queues.cpp  task sources, the order tasks are taken in (input > rendering >
//                    scheduler ≥ 3 > the rest, oldest first > background > idle), delayed
//                    tasks, postTask and other queued tasks
//   timers.cpp       setTimeout / setInterval (timer initialization steps, clamping)
//   rendering.cpp    vsyncs, "update the rendering" (rAF callbacks, style, layout, paint),
//                    frames presented and skipped
//   idle.cpp         idle periods and requestIdleCallback
//   input.cpp        simulated clicks and key presses, and their interactions (INP)
//   errors.cpp       "report an exception", unhandled and handled rejections
//   workers.cpp      dedicated workers: each another BrowserHost (a worker global scope,
//                    no document, no rendering) on the run's Threads
//
// The JavaScript half (js/browser/: the DOM and the Web APIs) calls the natives each
// file defines (define_browser_natives).
#include "core/js/cost_model.h"
#include "core/loop/host.h"
#include <map>
#include <unordered_map>
#include <string>
#include <vector>

namespace evloop::loop::browser {

using js::Value;
using js::PromiseObject;
using trace::TaskSource;

class BrowserHost final : public Host {
public:
    BrowserHost(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
        : Host(s, t, o)
        , m_frame_interval(1000.0 / s.refresh_hz)
    {
    }
    int run(std::string_view source, const std::string& file_name) override;

    enum class TaskKind : uint8_t { Callback, Timer, Render, Idle, IdleTimeout, Input };
    struct Task {
        uint32_t id = 0;
        TaskKind kind = TaskKind::Callback;
        TaskSource source = TaskSource::DOMManipulation;
        int priority = -1; // scheduler: effective priority 0–5; -1: not a scheduler task
        uint64_t seq = 0;  // enqueue order (Chromium's sequence manager picks the oldest)
        std::string label;
        Value fn, this_value, args;
        uint32_t ref = 0;  // timer id, idle callback id, input index
        int input_part = 0;
        double due = 0;    // delayed tasks: when they become runnable
        bool cancelled = false;
        trace::Range origin; // the line that created it
    };
    // Runnable tasks in the order pick_task() considers them: by rank (task_rank), then
    // by enqueue order. Delayed tasks by due time, then creation order, as Chromium keeps
    // its delayed work in a heap by run time: taking the next one is O(log n), so a page
    // with 200 000 timers runs as fast as one with ten.
    using RunnableKey = std::pair<int, uint64_t>; // (-rank, seq)
    using DelayedKey = std::pair<double, uint64_t>; // (due, seq)
    std::map<RunnableKey, Task> m_runnable;
    std::map<DelayedKey, Task> m_delayed; // not runnable before `due`
    uint64_t m_next_seq = 1;
    void add_delayed(Task t)
    {
        t.seq = m_next_seq++;
        DelayedKey key { t.due, t.seq };
        m_delayed.emplace(key, std::move(t));
    }

    struct Timer {
        Value callback, args;
        int32_t ms = 0;
        bool repeat = false;
        int nesting = 0;
        uint32_t work = 0;
        bool active = true;
    };
    std::unordered_map<uint32_t, Timer> m_timers; // by id (only the collector walks it all)
    uint32_t m_next_timer = 1;
    int m_current_nesting = 0; // timer nesting level of the running task
    int m_current_priority = -1;

    struct FrameCallback {
        uint32_t id;
        Value callback;
        uint32_t work;
    };
    std::vector<FrameCallback> m_animation_callbacks;
    uint32_t m_next_animation = 1;

    struct IdleCallback {
        uint32_t id;
        Value callback;
        uint32_t work;
        uint32_t timeout_timer = 0; // the task that runs it late with didTimeout
        double timeout_due = 0;
    };
    std::vector<IdleCallback> m_idle_pending;  // for the next idle period
    std::vector<IdleCallback> m_idle_runnable; // this idle period's
    // HTML's outstanding rejected promises: reported with 'unhandledrejection' and still
    // unhandled. SIMPLIFIED: held strongly (the standard's set is weak).
    std::vector<PromiseObject*> m_outstanding_rejections;
    uint32_t m_next_idle = 1;
    double m_idle_deadline = 0;
    bool m_idle_task_queued = false;
    double m_rendered_interval = -1; // the vsync interval (now / frame interval) of the last rendering

    // rendering
    double m_frame_interval;
    uint64_t m_last_vsync_index = 0;   // vsyncs up to this one are handled
    bool m_dirty = false;              // the page changed since the last paint
    bool m_render_queued = false;
    double m_render_frame_time = 0;
    uint64_t m_render_frame_index = 0;
    double m_last_presented = -1;      // when the last frame reached the screen
    // After input, the next frame comes before any other task (Chromium prioritises
    // rendering after input): set when an input's handlers have run, cleared when the
    // frame that paints them begins.
    bool m_frame_after_input = false;

    // input
    std::vector<Input> m_inputs;
    size_t m_next_input = 0;
    struct PendingInteraction {
        size_t metric;          // index in trace metrics.interactions
        bool processed = false; // its handlers have run; waiting for the next paint
        bool presented = false; // that paint happened
    };
    std::vector<PendingInteraction> m_interactions;

    bool m_in_checkpoint = false;
    bool m_in_error_event = false; // an 'error' listener is running (its own throw is only printed)

    // --- workers.cpp: this host as a dedicated worker, or as the parent of some ---------
    struct WorkerSetup {
        bool is_worker = false;
        std::string url;        // the script's URL: http://evloop.test/worker.js, blob:…
        std::string file;       // the program's file it names ("" for a blob: or data: URL)
        std::string code;       // a blob: or data: URL's text
        bool has_code = false;
        std::string name;       // new Worker(url, { name })
        bool module = false;    // { type: 'module' }
        uint32_t own_port = 0;  // the worker global scope's endpoint (messages to self)
        uint32_t peer_port = 0; // the Worker object's endpoint in the parent
        bool closing = false;   // self.close(): no task runs after the current one
    };
    WorkerSetup m_worker;
    bool start_thread(double start) override;
    bool resume_thread() override;
    void receive(uint32_t port, Value data, uint8_t kind) override;
    void terminate_thread(double at) override;
    bool forward_print(bool is_stderr, const std::string& text, bool newline) override;
    double thread_message_ms() const override { return js::cost::kBrowserWorkerMessageMs; }
    std::string thread_script() const override // "pricing.js", "calc (pricing.js)", "blob:…"
    {
        std::string script = m_worker.file.empty() ? m_worker.url : m_worker.file;
        return m_worker.name.empty() ? script : m_worker.name + " (" + script + ")";
    }
    bool build_worker_scope();
    void connect_worker_modules();
    std::map<std::string, js::Object*> m_worker_modules; // a module worker's imports by URL
    std::map<std::string, js::Object*> m_import_metas;   // their import.meta objects
    const ProgramFiles& program() const { return m_program; }
    void run_worker_script();
    // The parent's Worker object hears of the worker (js/browser/ workerEvent): its
    // uncaught error or a script that could not be loaded.
    void post_to_parent(const char* type, Value detail);

    // With workers, the loop yields to the other threads (threads.h) before each turn
    // (so that what they sent by now is in its queues) and when it would wait.
    double m_until = 0;
    bool m_caught_up = false; // resumed after yielding: the next turn runs at once
    bool m_waiting = false;   // this turn yielded to wait

    // --- event_loop.cpp: the processing model ------------------------------------------
    void keep_queues_alive();
    bool build_page();
    void run_page_script(std::string_view source, const std::string& file_name);
    void finish(double until);
    bool turn_loop();
    bool run_one_turn(double until);
    bool wait_for_next_wake(double until);
    bool run_task(Task& t);
    bool run_callback_task(Task& t);
    bool checkpoint();
    // --- task_queues.cpp: task sources and the order tasks are taken in ---------------
    void enqueue(Task t);
    void queue_task(TaskKind kind, TaskSource source, const char* label);
    void ripen();
    static int task_rank(const Task& t);
    bool pick_task(Task& out);
    bool may_run(const Task& t) const;
    bool has_task_to_run() const;
    double next_wake() const;
    // --- timers.cpp: setTimeout and setInterval ----------------------------------------
    bool run_timer_task(Task& t, double start);
    void rearm_interval(uint32_t id, Timer& timer, double fired_at, double was_due);
    // --- rendering.cpp: rendering opportunities and "update the rendering" --------------
    bool needs_frame() const;
    void handle_vsyncs();
    void record_skipped_frame(uint64_t vsync_index);
    void run_render_task(Task& t);
    // --- idle.cpp: idle periods and requestIdleCallback --------------------------------
    double compute_deadline() const;
    void start_idle_period();
    void run_idle_task();
    bool run_idle_timeout_task(Task& t);
    // --- input.cpp: clicks and key presses ---------------------------------------------
    void take_inputs();
    void queue_input_tasks(size_t index);
    bool run_input_task(Task& t);
    // --- errors.cpp: reporting exceptions and rejected promises ------------------------
    void track_handled_rejections();
    void notify_rejected_promises();

protected:
    bool handle_uncaught(Value error, const std::string& message) override; // errors.cpp
    bool handle_termination() override;                                       // workers.cpp
    std::string starvation_message(uint64_t count, const std::string& held) const override
    {
        return m_trace.plural_message(Msg::stop_starved_browser, static_cast<long long>(count), { { "held", held } });
    }
    void stopped_in_task(double start, uint32_t id, const std::string& label) override;
    double microtask_cost_ms() const override { return js::cost::kBrowserMicrotaskMs; }
    std::string budget_message() const override
    {
        return m_trace.plural_message(m_worker.is_worker ? Msg::stop_budget_browser_worker : Msg::stop_budget_browser,
            static_cast<long long>(m_vm.instructions()), { { "elapsed", task_time_so_far() } });
    }
    std::string task_limit_message() const override
    {
        return m_trace.message(Msg::stop_task_limit_browser, { { "limit", task_limit_text() } });
    }
};

BrowserHost& host(js::VM& vm); // the host running `vm`
// Where the running script is (the origin of a task it queues).
trace::Range origin_of(js::VM& vm);

// The natives each concept's file gives js/browser/'s binding object.
void define_task_natives(js::VM& vm, js::Object* binding);
void define_timer_natives(js::VM& vm, js::Object* binding);
void define_rendering_natives(js::VM& vm, js::Object* binding);
void define_idle_natives(js::VM& vm, js::Object* binding);
void define_error_natives(js::VM& vm, js::Object* binding);
void define_worker_natives(js::VM& vm, js::Object* binding);

} // namespace evloop::loop::browser
