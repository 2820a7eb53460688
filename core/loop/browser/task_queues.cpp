// Task queues (docs/semantics.md §2.1, §2.7): which task runs next. Chromium's policy:
// input first, then rendering, then scheduler tasks of effective priority ≥ 3, then every
// other source oldest first, then background work, then idle tasks. Delayed tasks
// (timers, network responses, postTask with a delay) wait in a heap by due time.
#include "core/loop/browser/browser_host.h"
#include <algorithm>

namespace evloop::loop::browser {

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

namespace {

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
    BrowserHost& h = host(vm);
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
    BrowserHost& h = host(vm);
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
    BrowserHost& h = host(vm);
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

ThrowOr<Value> b_current_priority(VM& vm, CallArgs&)
{
    return Value(static_cast<double>(host(vm).m_current_priority));
}

} // namespace

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

void BrowserHost::queue_task(TaskKind kind, TaskSource source, const char* label)
{
    Task t;
    t.id = m_next_task++;
    t.kind = kind;
    t.source = source;
    t.label = label;
    enqueue(std::move(t));
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

double BrowserHost::next_wake() const
{
    double wake = m_delayed.empty() ? INFINITY : m_delayed.begin()->first.first;
    if (m_next_input < m_inputs.size())
        wake = std::min(wake, m_inputs[m_next_input].at_ms + cost::kInputToMainThreadMs);
    if (needs_frame() && !m_render_queued)
        wake = std::min(wake, static_cast<double>(m_last_vsync_index + 1) * m_frame_interval);
    return wake;
}

void define_task_natives(VM& vm, Object* b)
{
    vm.define_native(b, "queueTask", b_queue_task, 6);
    vm.define_native(b, "cancelTask", b_cancel_task, 1);
    vm.define_native(b, "hostMicrotask", b_host_microtask, 2);
    vm.define_native(b, "setTaskPriority", b_set_task_priority, 3);
    vm.define_native(b, "currentPriority", b_current_priority, 0);
}

} // namespace evloop::loop::browser
