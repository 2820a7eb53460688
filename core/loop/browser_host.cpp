// The browser host: the HTML event loop processing model (semantics.md §2) as Chromium
// runs it, on the virtual clock.
//
// Index:
//   BrowserHost::run       the page's script task, then the loop: pick a task (policy
//                          below), run it, microtask checkpoint, report long tasks;
//                          vsyncs queue "update the rendering"; idle periods run rIC
//   pick_task              input > rendering > scheduler (effective priority ≥ 3) >
//                          other tasks, oldest first > background > idle
//   run_render_task        rAF callbacks (snapshot, checkpoint after each), style,
//                          layout, paint, frame presented; interactions get their paint
//   natives                the binding js/browser.js builds the Web APIs and the DOM on
#include "core/js/cost_model.h"
#include "core/js/inspect.h"
#include "core/js/promise.h"
#include "core/loop/host.h"
#include <algorithm>
#include <cmath>
#include <map>

namespace evloop::loop {

extern const char kBrowserPrelude[];
void define_browser_natives(js::VM&, js::Object*);

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;
using trace::TaskSource;

namespace {

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
    std::map<uint32_t, Timer> m_timers;
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

    bool checkpoint();
    void enqueue(Task t);
    void ripen();
    static int task_rank(const Task& t);
    void handle_vsyncs();
    void queue_task(TaskKind kind, TaskSource source, const char* label);
    bool needs_frame() const;
    bool pick_task(Task& out);
    bool may_run(const Task& t) const;
    bool has_task_to_run() const;
    bool run_task(Task& t);
    void run_render_task(Task& t);
    void run_idle_task();
    void start_idle_period();
    double compute_deadline() const;
    double next_wake() const;
    void queue_input_tasks(size_t index);
    void rearm_interval(uint32_t id, Timer& timer, double fired_at, double was_due);
    void notify_rejected_promises();

protected:
    bool handle_uncaught(Value error, const std::string& message) override
    {
        // HTML §8.1.4.7 "report an exception": an ErrorEvent at the window first (js/browser.js
        // fireErrorEvent); unless a listener canceled it, the console shows the error. The
        // page keeps running either way.
        if (!m_in_error_event) {
            Value fire = export_fn("fireErrorEvent");
            if (VM::is_callable(fire)) {
                Value args[] = { error };
                Value shown;
                m_in_error_event = true;
                bool ok = call(fire, Value(), args, &shown);
                m_in_error_event = false;
                if (!ok || m_stopped)
                    return ok;
                if (!VM::to_boolean(shown))
                    return true;
            }
        }
        if (auto* e = m_trace.record(EventKind::Error, now()))
            e->text = m_trace.intern("Uncaught " + message);
        print(true, "Uncaught " + message);
        (void)error;
        return true;
    }
    std::string starvation_message(uint64_t count, const std::string& held) const override
    {
        return "stopped after " + std::to_string(count) + " microtasks in one checkpoint (" + held
               + "). The microtask queue never emptied, so a real browser tab would be frozen here: no rendering, no "
                 "input, no timer would ever run again (Chrome would eventually offer to kill the page).";
    }
    void stopped_in_task(double start, uint32_t id, const std::string& label) override;
    void record_skipped_frame(uint64_t vsync_index);
    double microtask_cost_ms() const override { return cost::kBrowserMicrotaskMs; }
    std::string budget_message() const override
    {
        return "stopped after " + std::to_string(m_vm.instructions()) + " instructions (the budget), " + task_time_so_far()
            + " of virtual time into this task. In a real browser this script would still be running at that point: "
              "the page is frozen, nothing is painted, and clicks get no response.";
    }
    std::string task_limit_message() const override
    {
        return "stopped this task after " + task_limit_text() + " of virtual time (task_limit_ms). A real browser would "
               "have offered to close the unresponsive page long before: nothing was painted and no click was handled.";
    }
};

BrowserHost& browser(VM& vm) { return static_cast<BrowserHost&>(Host::of(vm)); }

trace::Range origin_of(VM& vm)
{
    return Host::of(vm).origin_range();
}

void BrowserHost::enqueue(Task t)
{
    t.seq = m_next_seq++;
    if (auto* e = m_trace.record(EventKind::TaskQueued, now())) {
        e->id = t.id;
        e->ref = m_current_task;
        e->sub = static_cast<uint8_t>(t.source);
        e->text = m_trace.intern(t.label);
        e->value = now();
        e->range = t.origin;
    }
    RunnableKey key { -task_rank(t), t.seq };
    m_runnable.emplace(key, std::move(t));
}

void BrowserHost::ripen()
{
    // Delayed tasks (timers, fetch responses, postTask with a delay) whose time has come
    // join their queues, earliest first; equal times keep creation order.
    double t = now();
    while (!m_delayed.empty() && m_delayed.begin()->first.first <= t) {
        Task task = std::move(m_delayed.begin()->second);
        m_delayed.erase(m_delayed.begin());
        if (task.kind == TaskKind::Timer) {
            auto it = m_timers.find(task.ref);
            if (it == m_timers.end() || !it->second.active)
                continue;
            work_done(it->second.work);
        }
        enqueue(std::move(task));
    }
    while (m_next_input < m_inputs.size() && m_inputs[m_next_input].at_ms + cost::kInputToMainThreadMs <= t)
        queue_input_tasks(m_next_input++);
}

bool BrowserHost::needs_frame() const
{
    if (m_settings.hidden)
        return false;
    if (!m_animation_callbacks.empty() || m_dirty)
        return true;
    for (const auto& i : m_interactions)
        if (i.processed && !i.presented)
            return true;
    return false;
}

void BrowserHost::queue_task(TaskKind kind, TaskSource source, const char* label)
{
    Task t;
    t.id = m_next_task++;
    t.kind = kind;
    t.source = source;
    t.label = label;
    enqueue(std::move(t));
}

// The user got no frame at vsync k: the main thread was busy.
void BrowserHost::record_skipped_frame(uint64_t k)
{
    ++m_trace.metrics.frames_skipped;
    if (auto* e = m_trace.record(EventKind::Frame, static_cast<double>(k) * m_frame_interval)) {
        e->id = static_cast<uint32_t>(k);
        e->sub = 0;
    }
}

void BrowserHost::stopped_in_task(double start, uint32_t id, const std::string& label)
{
    // The task was still running when the run stopped. Stopped as runaway (exit code 3:
    // the budget, the task time limit, starvation), it never ends: a long task whatever
    // its length so far. Either way no frame could be produced at any vsync it covered.
    double duration = now() - start;
    if (duration > 50 || m_exit_code == 3) {
        m_trace.metrics.long_tasks.push_back({ start, duration, id, label + " (never finished)" });
        m_trace.metrics.total_blocking_time += std::max(0.0, duration - 50);
    }
    uint64_t last = static_cast<uint64_t>(std::floor(now() / m_frame_interval + 1e-9));
    for (uint64_t k = m_last_vsync_index + 1; k <= last; ++k)
        record_skipped_frame(k);
    m_last_vsync_index = std::max(m_last_vsync_index, last);
}

void BrowserHost::handle_vsyncs()
{
    // Each vsync that found a frame needed queues one rendering task; vsyncs that pass
    // while that task waits for a busy main thread are frames the user did not get.
    uint64_t index = static_cast<uint64_t>(std::floor(now() / m_frame_interval + 1e-9));
    if (index <= m_last_vsync_index)
        return;
    for (uint64_t k = m_last_vsync_index + 1; k <= index; ++k) {
        double vsync = static_cast<double>(k) * m_frame_interval;
        if (m_render_queued) {
            record_skipped_frame(k);
            continue;
        }
        if (!needs_frame())
            continue;
        m_render_queued = true;
        m_render_frame_time = vsync;
        m_render_frame_index = k;
        queue_task(TaskKind::Render, TaskSource::Rendering, "update the rendering");
    }
    m_last_vsync_index = index;
}

// Chromium-like policy (semantics.md §2.1, §2.7): input first, then rendering, then
// scheduler tasks of effective priority ≥ 3, then every other task source by enqueue
// order (user-visible postTask is one of them), then background work.
int BrowserHost::task_rank(const Task& t)
{
    if (t.source == TaskSource::UserInteraction)
        return 100;
    if (t.kind == TaskKind::Render)
        return 90;
    if (t.priority >= 3)
        return 10 + t.priority;
    if (t.priority == 0 || t.priority == 1)
        return 1 + t.priority - 10; // background: only when nothing else is runnable
    if (t.kind == TaskKind::Idle)
        return -20;
    return 10;
}

bool BrowserHost::pick_task(Task& out)
{
    for (auto it = m_runnable.begin(); it != m_runnable.end(); ++it) {
        if (!may_run(it->second))
            continue;
        out = std::move(it->second);
        m_runnable.erase(it);
        return true;
    }
    return false;
}

// While the frame after an input is owed, other tasks wait for it: Chromium 156 runs a
// click handler's 0 ms timer after the requestAnimationFrame callbacks of the next frame,
// even when that frame waits several ms for its vsync (measured, 42 of 42 runs).
bool BrowserHost::may_run(const Task& t) const
{
    return !m_frame_after_input || t.kind == TaskKind::Render || t.kind == TaskKind::Input;
}

bool BrowserHost::has_task_to_run() const
{
    return std::any_of(m_runnable.begin(), m_runnable.end(), [&](const auto& entry) { return may_run(entry.second); });
}

bool BrowserHost::checkpoint()
{
    // HTML "perform a microtask checkpoint", with its reentrancy guard.
    if (m_in_checkpoint)
        return true;
    m_in_checkpoint = true;
    bool ok = run_microtasks();
    m_in_checkpoint = false;
    if (ok)
        notify_rejected_promises();
    return ok && !m_stopped;
}

void BrowserHost::notify_rejected_promises()
{
    // The rejections still unhandled now get an 'unhandledrejection' event in a task.
    std::vector<PromiseObject*> list = m_vm.take_unhandled_rejections();
    if (list.empty())
        return;
    Value fire = export_fn("fireUnhandledRejection");
    for (PromiseObject* p : list) {
        Task t;
        t.id = m_next_task++;
        t.source = TaskSource::DOMManipulation;
        t.label = "unhandledrejection event";
        t.fn = fire;
        t.args = Value(m_vm.make_array({ Value(static_cast<Object*>(p)) }));
        enqueue(std::move(t));
    }
}

void BrowserHost::queue_input_tasks(size_t index)
{
    const Input& in = m_inputs[index];
    std::string label = in.describe();
    if (auto* e = m_trace.record(EventKind::Input, in.at_ms)) {
        e->id = static_cast<uint32_t>(index + 1);
        e->text = m_trace.intern(label);
    }
    trace::Metrics::Interaction interaction;
    interaction.label = (in.type == Input::Type::Click ? "click " : "key ") + in.target;
    interaction.start = in.at_ms;
    m_trace.metrics.interactions.push_back(interaction);
    m_interactions.push_back({ m_trace.metrics.interactions.size() - 1, false });
    // A click is two tasks (pointerdown+mousedown, then pointerup+mouseup+click); a key
    // press is keydown (+keypress) then keyup.
    for (int part = 0; part < 2; ++part) {
        Task t;
        t.id = m_next_task++;
        t.kind = TaskKind::Input;
        t.source = TaskSource::UserInteraction;
        t.label = (in.type == Input::Type::Click ? (part == 0 ? "pointerdown " : "click ") : (part == 0 ? "keydown " : "keyup ")) + in.target;
        t.ref = static_cast<uint32_t>(index);
        t.input_part = part;
        enqueue(std::move(t));
    }
}

void BrowserHost::rearm_interval(uint32_t id, Timer& timer, double fired_at, double was_due)
{
    // HTML timer initialization steps re-run for an interval, from its own task: clamped
    // to 4 ms once the task's nesting level is above 5, then one level deeper. Chromium
    // keeps a 1 ms floor for intervals and schedules the next run drift-free, on the grid
    // of the first due time: from the moment this run started, the rest of the period
    // (blink TimerBase::RunInternal, computed before the callback runs), so 30 ms of work
    // in a 100 ms interval still gives runs at 100, 200, 300 ms, and a run that came late
    // by more than a period skips to the next grid point.
    int32_t ms = std::max<int32_t>(timer.ms, 1);
    if (timer.nesting > 5 && ms < 4)
        ms = 4;
    timer.nesting = std::min(timer.nesting + 1, 100);
    double late = std::max(0.0, fired_at - was_due);
    double due = fired_at + (ms - std::fmod(late, static_cast<double>(ms)));
    // A callback longer than the period leaves the next run already due: it runs as soon
    // as the loop takes it, and is then late by less than a period.
    if (m_settings.hidden)
        due = std::ceil(due / 1000.0) * 1000.0;
    timer.work = add_work(HostWork::Interval, "setInterval " + std::to_string(timer.ms) + " ms", due);
    Task t;
    t.id = m_next_task++;
    t.kind = TaskKind::Timer;
    t.source = TaskSource::Timer;
    t.label = "setInterval callback";
    t.ref = id;
    t.due = due;
    add_delayed(std::move(t));
}

bool BrowserHost::run_task(Task& t)
{
    if (t.kind == TaskKind::Timer) {
        auto it = m_timers.find(t.ref);
        if (it == m_timers.end() || !it->second.active)
            return true; // cleared after it was queued: the task does nothing
    }
    double start = now();
    begin_task(t.id, t.source, t.label);
    m_current_nesting = 0;
    m_current_priority = t.priority;
    bool ok = true;
    switch (t.kind) {
    case TaskKind::Callback: {
        std::vector<Value> args;
        if (t.args.is_object() && t.args.as_object()->is_array())
            args = static_cast<Array*>(t.args.as_object())->elements();
        ok = call(t.fn, t.this_value, args);
        break;
    }
    case TaskKind::Timer: {
        Timer& timer = m_timers[t.ref];
        m_current_nesting = timer.nesting;
        Value callback = timer.callback;
        std::vector<Value> args;
        if (timer.args.is_object() && timer.args.as_object()->is_array())
            args = static_cast<Array*>(timer.args.as_object())->elements();
        ok = call(callback, Value(m_vm.global_object()), args);
        auto again = m_timers.find(t.ref);
        if (again != m_timers.end()) {
            if (again->second.repeat && again->second.active && !m_stopped)
                rearm_interval(t.ref, again->second, start, t.due);
            else if (!again->second.repeat)
                m_timers.erase(again);
        }
        break;
    }
    case TaskKind::Render:
        run_render_task(t);
        break;
    case TaskKind::Idle:
        run_idle_task();
        break;
    case TaskKind::IdleTimeout: {
        auto it = std::find_if(m_idle_runnable.begin(), m_idle_runnable.end(), [&](const IdleCallback& c) { return c.id == t.ref; });
        bool runnable = it != m_idle_runnable.end();
        if (!runnable)
            it = std::find_if(m_idle_pending.begin(), m_idle_pending.end(), [&](const IdleCallback& c) { return c.id == t.ref; });
        if (runnable || it != m_idle_pending.end()) {
            IdleCallback cb = *it;
            (runnable ? m_idle_runnable : m_idle_pending).erase(it);
            work_done(cb.work);
            Value invoke = export_fn("invokeIdle");
            Value args[] = { cb.callback, Value(now()), Value(true) };
            ok = call(invoke, Value(), args);
        }
        break;
    }
    case TaskKind::Input: {
        const Input& in = m_inputs[t.ref];
        PendingInteraction& pi = m_interactions[t.ref]; // one per input, in input order
        trace::Metrics::Interaction& metric = m_trace.metrics.interactions[pi.metric];
        if (t.input_part == 0)
            metric.processing_start = now();
        Value dispatch = export_fn("dispatchInput");
        Value args[] = { m_vm.string_value(in.type == Input::Type::Click ? "click" : "key"), m_vm.string_value(in.target),
            Value(static_cast<double>(t.input_part)), Value(in.at_ms) };
        ok = call(dispatch, Value(), args);
        if (t.input_part == 1) {
            if (ok)
                ok = checkpoint();
            metric.processing_end = now();
            pi.processed = true;
            if (!m_dirty && m_animation_callbacks.empty()) {
                // Nothing on screen changed and no frame is wanted: Chromium reports the
                // interaction as done almost at once (a click on a plain <div>: 1.6 ms).
                metric.presented = now();
                metric.complete = true;
                pi.presented = true;
            } else if (!m_settings.hidden) {
                m_frame_after_input = true;
            }
        }
        break;
    }
    }
    if (ok && !m_stopped)
        ok = checkpoint();
    m_current_nesting = 0;
    m_current_priority = -1;
    if (m_stopped)
        return false;
    end_task(t.id);
    double duration = now() - start;
    if (duration > 50) {
        m_trace.metrics.long_tasks.push_back({ start, duration, t.id, t.label });
        m_trace.metrics.total_blocking_time += duration - 50;
    }
    return ok;
}

void BrowserHost::run_render_task(Task&)
{
    // Update the rendering (§2.4): rAF callbacks (a snapshot; each followed by a
    // checkpoint), then style, layout and paint if anything changed.
    m_render_queued = false;
    m_frame_after_input = false;
    m_rendered_interval = std::floor(now() / m_frame_interval + 1e-9);
    uint32_t frame = static_cast<uint32_t>(m_render_frame_index);
    if (auto* e = m_trace.record(EventKind::RenderBegin, now())) {
        e->id = frame;
        e->value = m_render_frame_time;
    }
    // The handles are snapshotted; a callback cancelled by an earlier one of the same
    // frame does not run, and callbacks requested now wait for the next frame.
    std::vector<uint32_t> handles;
    for (const FrameCallback& cb : m_animation_callbacks)
        handles.push_back(cb.id);
    if (!handles.empty()) {
        double t0 = now();
        for (uint32_t handle : handles) {
            auto it = std::find_if(m_animation_callbacks.begin(), m_animation_callbacks.end(),
                [&](const FrameCallback& f) { return f.id == handle; });
            if (it == m_animation_callbacks.end())
                continue;
            FrameCallback cb = *it;
            m_animation_callbacks.erase(it);
            work_done(cb.work);
            Value args[] = { Value(m_render_frame_time) };
            if (!call(cb.callback, Value(m_vm.global_object()), args) || m_stopped)
                return;
            if (!checkpoint())
                return;
        }
        if (auto* e = m_trace.record(EventKind::RenderStep, t0)) {
            e->sub = static_cast<uint8_t>(trace::RenderStep::AnimationFrames);
            e->value = now() - t0;
        }
    }
    // The interactions waiting for this frame are done when it is presented; with
    // nothing to paint (the rAF callbacks changed nothing), when it ends.
    double done = now();
    if (m_dirty) {
        auto step = [&](trace::RenderStep s, double cost) {
            if (auto* e = m_trace.record(EventKind::RenderStep, now())) {
                e->sub = static_cast<uint8_t>(s);
                e->value = cost * m_settings.cpu_slowdown;
            }
            advance(cost);
        };
        step(trace::RenderStep::Style, cost::kStyleMs);
        step(trace::RenderStep::Layout, cost::kLayoutMs);
        step(trace::RenderStep::Paint, cost::kPaintMs);
        m_dirty = false;
        std::string snapshot;
        Value snap = export_fn("snapshot");
        if (VM::is_callable(snap)) {
            auto r = m_vm.call(snap, Value(), {});
            if (!r.is_throw() && r.value().is_string())
                snapshot = r.value().as_string()->utf8();
            else
                m_vm.take_exception();
        }
        // The compositor takes the frame, and the display shows it at the first vsync
        // after that: frames reach the screen on the vsync grid, one per vsync.
        double presented = std::ceil((now() + cost::kPresentMs) / m_frame_interval - 1e-9) * m_frame_interval;
        if (m_last_presented >= 0)
            presented = std::max(presented, m_last_presented + m_frame_interval);
        m_last_presented = presented;
        done = presented;
        ++m_trace.metrics.frames_presented;
        if (auto* e = m_trace.record(EventKind::Frame, presented)) {
            e->id = frame;
            e->sub = 1;
            e->text = m_trace.intern(snapshot);
        }
    }
    for (PendingInteraction& pi : m_interactions) {
        if (pi.processed && !pi.presented) {
            auto& metric = m_trace.metrics.interactions[pi.metric];
            metric.presented = done;
            metric.complete = true;
            pi.presented = true;
        }
    }
    if (auto* e = m_trace.record(EventKind::RenderEnd, now()))
        e->id = frame;
}

double BrowserHost::compute_deadline() const
{
    // requestIdleCallback §computeDeadline: 50 ms at most, cut by the next timer and, when
    // a frame is pending, by the next rendering opportunity.
    double deadline = now() + 50;
    for (const auto& [key, t] : m_delayed)
        if (t.kind == TaskKind::Timer) {
            deadline = std::min(deadline, t.due); // the earliest timer (the map is by due time)
            break;
        }
    if (needs_frame())
        deadline = std::min(deadline, (std::floor(now() / m_frame_interval + 1e-9) + 1) * m_frame_interval);
    return deadline;
}

void BrowserHost::start_idle_period()
{
    // Chromium starts idle periods between frames: not while a rendering task waits, and
    // while a frame is wanted (a rAF callback, a changed page) only after that frame, in
    // the rest of its interval (so `rAF` prints before `rIC`, as in Chromium).
    if (m_render_queued)
        return;
    if (needs_frame() && std::floor(now() / m_frame_interval + 1e-9) != m_rendered_interval)
        return;
    m_idle_deadline = compute_deadline();
    if (m_idle_deadline <= now())
        return;
    for (IdleCallback& c : m_idle_pending)
        m_idle_runnable.push_back(c);
    m_idle_pending.clear();
    if (m_idle_runnable.empty() || m_idle_task_queued)
        return;
    m_idle_task_queued = true;
    queue_task(TaskKind::Idle, TaskSource::Idle, "idle callback");
}

void BrowserHost::run_idle_task()
{
    // One callback per task, while the deadline has not passed.
    m_idle_task_queued = false;
    if (now() >= m_idle_deadline || m_idle_runnable.empty())
        return;
    IdleCallback cb = m_idle_runnable.front();
    m_idle_runnable.erase(m_idle_runnable.begin());
    work_done(cb.work);
    Value invoke = export_fn("invokeIdle");
    Value args[] = { cb.callback, Value(m_idle_deadline), Value(false) };
    if (!call(invoke, Value(), args))
        return;
    if (!m_idle_runnable.empty() && now() < m_idle_deadline) {
        m_idle_task_queued = true;
        queue_task(TaskKind::Idle, TaskSource::Idle, "idle callback");
    }
}

double BrowserHost::next_wake() const
{
    double wake = m_delayed.empty() ? INFINITY : m_delayed.begin()->first.first;
    if (m_next_input < m_inputs.size())
        wake = std::min(wake, m_inputs[m_next_input].at_ms + cost::kInputToMainThreadMs);
    if (needs_frame() && !m_render_queued)
        wake = std::min(wake, static_cast<double>(m_last_vsync_index + 1) * m_frame_interval);
    return wake;
}

int BrowserHost::run(std::string_view source, const std::string& file_name)
{
    m_inputs = m_settings.inputs;
    std::stable_sort(m_inputs.begin(), m_inputs.end(), [](const Input& a, const Input& b) { return a.at_ms < b.at_ms; });
    for (const Input& in : m_inputs)
        if (in.type == Input::Type::Request)
            note("input \"" + in.describe() + "\" is an HTTP client for the node host; the browser host ignores it");
    m_inputs.erase(std::remove_if(m_inputs.begin(), m_inputs.end(), [](const Input& i) { return i.type == Input::Type::Request; }), m_inputs.end());
    m_vm.add_root_visitor([this](Visitor& v) {
        auto visit_task = [&](Task& t) {
            v.visit(t.fn);
            v.visit(t.this_value);
            v.visit(t.args);
        };
        for (auto& entry : m_runnable)
            visit_task(entry.second);
        for (auto& entry : m_delayed)
            visit_task(entry.second);
        for (auto& [id, t] : m_timers) {
            v.visit(t.callback);
            v.visit(t.args);
        }
        for (FrameCallback& f : m_animation_callbacks)
            v.visit(f.callback);
        for (auto* list : { &m_idle_pending, &m_idle_runnable })
            for (IdleCallback& c : *list)
                v.visit(c.callback);
        for (PromiseObject* p : m_outstanding_rejections)
            v.visit(static_cast<Cell*>(p));
        v.visit(m_exports);
    });
    // HostPromiseRejectionTracker(promise, "handle"): a promise reported unhandled that
    // gets a handler now is announced with 'rejectionhandled' in a task.
    // https://html.spec.whatwg.org/multipage/webappapis.html#the-hostpromiserejectiontracker-implementation
    m_vm.hooks().rejection_tracker = [this](PromiseObject* p, bool handled) {
        if (!handled)
            return;
        auto it = std::find(m_outstanding_rejections.begin(), m_outstanding_rejections.end(), p);
        if (it == m_outstanding_rejections.end())
            return;
        m_outstanding_rejections.erase(it);
        Task t;
        t.id = m_next_task++;
        t.source = TaskSource::DOMManipulation;
        t.label = "rejectionhandled event";
        t.fn = export_fn("fireRejectionHandled");
        t.args = Value(m_vm.make_array({ Value(static_cast<Object*>(p)) }));
        enqueue(std::move(t));
    };

    if (!load_javascript_half(kBrowserPrelude, "browser", define_browser_natives))
        return m_exit_code;
    {
        Value init = export_fn("init");
        Value args[] = { m_vm.string_value(m_settings.html), Value(m_settings.hidden), Value(m_settings.fetch_ms), Value(m_settings.module) };
        auto r = m_vm.call(init, Value(), args);
        if (r.is_throw()) {
            print(true, "evloop: the page's HTML could not be built: " + format_uncaught(m_vm.take_exception()));
            stop(2, "bad html");
            return 2;
        }
    }
    m_dirty = !m_settings.html.empty(); // the page's first paint
    m_mark_ms = 0;
    m_cpu_mark = m_vm.cpu_ps();
    m_vm.heap().forget_young(); // the host's own set-up is not the program's allocation
    m_clock_started = true;
    install_common();
    if (auto* e = m_trace.record(EventKind::RunStart, 0))
        e->text = m_trace.intern("browser");

    // The page's <script>: a task of its own, then a microtask checkpoint.
    uint32_t script = queue_task_event(TaskSource::Script, "<script> " + file_name);
    begin_task(script, TaskSource::Script, "<script> " + file_name);
    // The page's script is http://evloop.test/main.js (stack traces name it so, as Chromium).
    m_vm.set_script_location("http://evloop.test/main.js");
    js::RunResult result = m_vm.run_program(source, m_settings.module ? VM::ProgramKind::Module : VM::ProgramKind::Script, file_name);
    if (handle_result(result) && !m_stopped) // a syntax error ends the run here
        checkpoint();
    if (!m_stopped && m_settings.module) {
        // A module script is deferred: it runs after parsing, and DOMContentLoaded and
        // load follow it before any task it queued, even a 0 ms timer (Chromium).
        // SIMPLIFIED: evloop fires them at the end of the script's own task.
        Value end = export_fn("endOfParsing");
        Value args[] = { Value(true) };
        if (VM::is_callable(end) && call(end, Value(), args) && !m_stopped)
            checkpoint();
    }
    if (!m_stopped) {
        end_task(script);
        double d = now();
        if (d > 50) {
            m_trace.metrics.long_tasks.push_back({ 0, d, script, "<script> " + file_name });
            m_trace.metrics.total_blocking_time += d - 50;
        }
        // The script's element is document.currentScript only while it runs.
        Value done = export_fn("scriptDone");
        if (VM::is_callable(done))
            (void)m_vm.call(done, Value(), {});
        // HTML §13.2.7 "The end": the parser resumes after a classic script (the last
        // thing in the body) and finishes in a task of its own, 1 ms later in Chromium
        // (timers of 0 ms and messages the script posted run first): readystatechange
        // and DOMContentLoaded, then the load event (js/browser.js endOfParsing).
        Value end = export_fn("endOfParsing");
        if (VM::is_callable(end) && !m_settings.module) {
            Task t;
            t.id = m_next_task++;
            t.source = TaskSource::DOMManipulation;
            t.label = "end of parsing (DOMContentLoaded)";
            t.fn = end;
            t.due = now() + 1;
            add_delayed(std::move(t));
        }
    }

    const double until = m_settings.until_ms > 0 ? m_settings.until_ms : Settings::kDefaultUntilMs;
    while (!m_stopped) {
        ripen();
        handle_vsyncs();
        Task task;
        if (pick_task(task)) {
            run_task(task);
            continue;
        }
        if (now() >= until)
            break;
        if (!m_idle_pending.empty() || !m_idle_runnable.empty()) {
            start_idle_period();
            if (has_task_to_run())
                continue;
        }
        double wake = next_wake();
        if (!std::isfinite(wake))
            break; // nothing left that could ever run
        if (wake > until) {
            advance_to(until);
            break;
        }
        advance_to(std::max(wake, now()));
        if (wake <= now() && m_runnable.empty() && m_delayed.empty() && m_next_input >= m_inputs.size() && !needs_frame())
            break;
    }
    if (!m_stopped) {
        bool pending = !m_delayed.empty() || !m_runnable.empty() || !m_animation_callbacks.empty() || m_next_input < m_inputs.size();
        if (pending && m_settings.until_ms <= 0)
            note("the page still had work scheduled after " + std::to_string(static_cast<long long>(until))
                 + " ms of virtual time (an interval or a requestAnimationFrame loop); evloop stopped here. Use --until to choose when.");
        stop(0, pending ? "stopped at the time limit" : "nothing left to run");
    }
    return m_exit_code;
}

// ---------------------------------------------------------------------------------------
// Natives

ThrowOr<Value> b_set_timer(VM& vm, CallArgs& a)
{
    // setTimeout/setInterval(callback, timeout, args, repeat): HTML timer initialization
    // steps (https://html.spec.whatwg.org/#timer-initialisation-steps): step 5, the nesting
    // level is the running timer task's (0 outside one); step 6, above 5 a timeout under
    // 4 ms becomes 4 ms (so the 7th timer of a chain is the first clamped, as Chromium 156
    // measures); step 7, the new timer is one level deeper. No 1 ms floor for timeouts.
    BrowserHost& h = browser(vm);
    int32_t ms = TRY(vm.to_int32(a.arg(1)));
    if (ms < 0)
        ms = 0;
    bool repeat = VM::to_boolean(a.arg(3));
    int32_t effective = repeat ? std::max<int32_t>(ms, 1) : ms;
    if (h.m_current_nesting > 5 && effective < 4)
        effective = 4;
    int nesting = std::min(h.m_current_nesting + 1, 100);
    uint32_t id = h.m_next_timer++;
    BrowserHost::Timer& t = h.m_timers[id];
    t.callback = a.arg(0);
    t.args = a.arg(2);
    t.ms = ms;
    t.repeat = repeat;
    t.nesting = nesting;
    double due = h.now() + effective;
    if (h.settings().hidden)
        due = std::ceil(due / 1000.0) * 1000.0; // background tabs: 1-second aligned wake-ups
    t.work = h.add_work(repeat ? HostWork::Interval : HostWork::Timer,
        std::string(repeat ? "setInterval " : "setTimeout ") + std::to_string(ms) + " ms", due);
    BrowserHost::Task task;
    task.id = h.next_task_id();
    task.kind = BrowserHost::TaskKind::Timer;
    task.source = TaskSource::Timer;
    std::string name;
    if (a.arg(0).is_object())
        if (auto* c = function_cast<Closure>(a.arg(0).as_object()); c && !c->code()->name.empty())
            name = " " + c->code()->name;
    task.label = std::string(repeat ? "setInterval" : "setTimeout") + " callback" + name;
    task.ref = id;
    task.due = due;
    task.origin = origin_of(vm);
    if (due <= h.now()) {
        // Chromium posts a zero-delay timer as an ordinary task right away
        // (kJavascriptTimerImmediate): it takes its place in queue order now.
        h.work_done(t.work);
        h.enqueue(std::move(task));
    } else {
        h.add_delayed(std::move(task));
    }
    return Value(static_cast<double>(id));
}

ThrowOr<Value> b_clear_timer(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    double id = TRY(vm.to_number(a.arg(0)));
    if (!std::isfinite(id))
        return Value();
    auto it = h.m_timers.find(static_cast<uint32_t>(id));
    if (it == h.m_timers.end() || !it->second.active)
        return Value();
    it->second.active = false;
    h.work_cancelled(it->second.work);
    return Value();
}

ThrowOr<Value> b_request_animation_frame(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    uint32_t id = h.m_next_animation++;
    uint32_t work = h.add_work(HostWork::AnimationFrame, "requestAnimationFrame",
        (std::floor(h.now() / h.m_frame_interval + 1e-9) + 1) * h.m_frame_interval);
    h.m_animation_callbacks.push_back({ id, a.arg(0), work });
    return Value(static_cast<double>(id));
}

ThrowOr<Value> b_cancel_animation_frame(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    double id = TRY(vm.to_number(a.arg(0)));
    auto& list = h.m_animation_callbacks;
    auto it = std::find_if(list.begin(), list.end(), [&](const BrowserHost::FrameCallback& f) { return f.id == id; });
    if (it != list.end()) {
        h.work_cancelled(it->work);
        list.erase(it);
    }
    return Value();
}

ThrowOr<Value> b_request_idle_callback(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    uint32_t id = h.m_next_idle++;
    BrowserHost::IdleCallback cb { id, a.arg(0), h.add_work(HostWork::IdleCallback, "requestIdleCallback", 0), 0, 0 };
    double timeout = a.arg(1).is_number() ? a.arg(1).as_number() : 0;
    if (timeout > 0) {
        BrowserHost::Task t;
        t.id = h.next_task_id();
        t.kind = BrowserHost::TaskKind::IdleTimeout;
        t.source = TaskSource::Idle;
        t.label = "requestIdleCallback timeout";
        t.ref = id;
        t.due = h.now() + timeout;
        h.add_delayed(std::move(t));
    }
    h.m_idle_pending.push_back(cb);
    return Value(static_cast<double>(id));
}

ThrowOr<Value> b_cancel_idle_callback(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    double id = TRY(vm.to_number(a.arg(0)));
    for (auto* list : { &h.m_idle_pending, &h.m_idle_runnable }) {
        auto it = std::find_if(list->begin(), list->end(), [&](const BrowserHost::IdleCallback& c) { return c.id == id; });
        if (it != list->end()) {
            h.work_cancelled(it->work);
            list->erase(it);
        }
    }
    return Value();
}

TaskSource source_named(const std::string& s)
{
    if (s == "networking")
        return TaskSource::Networking;
    if (s == "posted message")
        return TaskSource::PostedMessage;
    if (s == "scheduler")
        return TaskSource::Scheduler;
    if (s == "user interaction")
        return TaskSource::UserInteraction;
    return TaskSource::DOMManipulation;
}

ThrowOr<Value> b_queue_task(VM& vm, CallArgs& a)
{
    // queueTask(source, label, fn, delayMs, priority, args): a task that calls fn.
    BrowserHost& h = browser(vm);
    BrowserHost::Task t;
    t.id = h.next_task_id();
    t.source = source_named(TRY(vm.to_string(a.arg(0)))->utf8());
    t.label = TRY(vm.to_string(a.arg(1)))->utf8();
    t.fn = a.arg(2);
    t.args = a.arg(5);
    double delay = a.arg(3).is_number() ? a.arg(3).as_number() : 0;
    t.priority = a.arg(4).is_number() ? static_cast<int>(a.arg(4).as_number()) : -1;
    t.origin = origin_of(vm);
    uint32_t id = t.id;
    if (delay > 0) {
        HostWork kind = t.source == TaskSource::Networking ? HostWork::Fetch : t.source == TaskSource::Scheduler ? HostWork::ScheduledTask : HostWork::Other;
        h.add_work(kind, t.label, h.now() + delay);
        t.due = h.now() + delay;
        h.add_delayed(std::move(t));
    } else {
        h.enqueue(std::move(t));
    }
    return Value(static_cast<double>(id));
}

ThrowOr<Value> b_cancel_task(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    double id = TRY(vm.to_number(a.arg(0)));
    std::erase_if(h.m_runnable, [&](const auto& entry) { return entry.second.id == id; });
    std::erase_if(h.m_delayed, [&](const auto& entry) { return entry.second.id == id; });
    return Value();
}

ThrowOr<Value> b_set_task_priority(VM& vm, CallArgs& a)
{
    // TaskController.setPriority(): a queued postTask task moves to its new priority's
    // queue; its place in enqueue order is kept (WICG scheduling: the task queue's
    // priority changes, the tasks in it stay in order).
    BrowserHost& h = browser(vm);
    double id = TRY(vm.to_number(a.arg(0)));
    int priority = a.arg(1).is_number() ? static_cast<int>(a.arg(1).as_number()) : -1;
    std::string label = TRY(vm.to_string(a.arg(2)))->utf8();
    for (auto& [key, t] : h.m_delayed)
        if (t.id == id) {
            t.priority = priority;
            t.label = label;
        }
    // A runnable task's rank follows its priority: it moves to its new place.
    for (auto it = h.m_runnable.begin(); it != h.m_runnable.end();) {
        if (it->second.id != id) {
            ++it;
            continue;
        }
        auto node = h.m_runnable.extract(it++);
        node.mapped().priority = priority;
        node.mapped().label = label;
        node.key().first = -BrowserHost::task_rank(node.mapped());
        h.m_runnable.insert(std::move(node));
    }
    return Value();
}

ThrowOr<Value> b_host_microtask(VM& vm, CallArgs& a)
{
    Job* job = vm.make_job(JobKind::HostCallback);
    job->callback = a.arg(1);
    job->label = TRY(vm.to_string(a.arg(0)))->utf8();
    vm.current_origin(job->origin, job->origin_function);
    vm.enqueue_job(job);
    return Value();
}

ThrowOr<Value> b_checkpoint(VM& vm, CallArgs&)
{
    // After each listener of an event the browser dispatched itself, the JavaScript stack
    // is empty (the dispatcher is browser code), so HTML runs a microtask checkpoint.
    BrowserHost& h = browser(vm);
    if (!h.checkpoint())
        return vm.terminate("the run was stopped");
    return Value();
}

ThrowOr<Value> b_dirty(VM& vm, CallArgs&)
{
    browser(vm).m_dirty = true;
    return Value();
}

ThrowOr<Value> b_current_priority(VM& vm, CallArgs&)
{
    return Value(static_cast<double>(browser(vm).m_current_priority));
}

ThrowOr<Value> b_report(VM& vm, CallArgs& a)
{
    BrowserHost& h = browser(vm);
    std::string text = TRY(vm.to_string(a.arg(0)))->utf8();
    if (auto* e = h.trace().record(EventKind::Error, h.now()))
        e->text = h.trace().intern(text);
    h.print(true, text);
    return Value();
}

ThrowOr<Value> b_describe_error(VM& vm, CallArgs& a)
{
    if (a.arg(0).is_object()) {
        auto stack = a.arg(0).as_object()->get(vm, vm.names().stack);
        if (!stack.is_throw() && stack.value().is_string())
            return stack.value();
        vm.take_exception();
    }
    return vm.string_value(inspect(vm, a.arg(0)));
}

ThrowOr<Value> b_promise_handled(VM&, CallArgs& a)
{
    if (!a.arg(0).is_object() || a.arg(0).as_object()->object_class() != ObjectClass::Promise)
        return Value(true);
    return Value(static_cast<PromiseObject*>(a.arg(0).as_object())->is_handled);
}

ThrowOr<Value> b_rejection_reported(VM& vm, CallArgs& a)
{
    // "If p's [[PromiseIsHandled]] is false, append p to the outstanding rejected promises."
    if (a.arg(0).is_object() && a.arg(0).as_object()->object_class() == ObjectClass::Promise) {
        auto* p = static_cast<PromiseObject*>(a.arg(0).as_object());
        if (!p->is_handled)
            browser(vm).m_outstanding_rejections.push_back(p);
    }
    return Value();
}

ThrowOr<Value> b_promise_reason(VM&, CallArgs& a)
{
    if (!a.arg(0).is_object() || a.arg(0).as_object()->object_class() != ObjectClass::Promise)
        return Value();
    return static_cast<PromiseObject*>(a.arg(0).as_object())->result;
}

ThrowOr<Value> b_inspect(VM& vm, CallArgs& a)
{
    return vm.string_value(TRY(inspect_or_throw(vm, a.arg(0))));
}

} // namespace

std::unique_ptr<Host> make_browser_host(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
{
    return std::make_unique<BrowserHost>(s, t, o);
}

void define_browser_natives(VM& vm, Object* b)
{
    vm.define_native(b, "setTimer", b_set_timer, 4);
    vm.define_native(b, "clearTimer", b_clear_timer, 1);
    vm.define_native(b, "requestAnimationFrame", b_request_animation_frame, 1);
    vm.define_native(b, "cancelAnimationFrame", b_cancel_animation_frame, 1);
    vm.define_native(b, "requestIdleCallback", b_request_idle_callback, 2);
    vm.define_native(b, "cancelIdleCallback", b_cancel_idle_callback, 1);
    vm.define_native(b, "queueTask", b_queue_task, 6);
    vm.define_native(b, "cancelTask", b_cancel_task, 1);
    vm.define_native(b, "hostMicrotask", b_host_microtask, 2);
    vm.define_native(b, "setTaskPriority", b_set_task_priority, 3);
    vm.define_native(b, "checkpoint", b_checkpoint, 0);
    vm.define_native(b, "dirty", b_dirty, 0);
    vm.define_native(b, "currentPriority", b_current_priority, 0);
    vm.define_native(b, "report", b_report, 1);
    vm.define_native(b, "describeError", b_describe_error, 1);
    vm.define_native(b, "promiseHandled", b_promise_handled, 1);
    vm.define_native(b, "promiseReason", b_promise_reason, 1);
    vm.define_native(b, "rejectionReported", b_rejection_reported, 1);
    vm.define_native(b, "inspect", b_inspect, 1);
    vm.define_native(b, "note", Host::js_note, 1);
}

} // namespace evloop::loop
