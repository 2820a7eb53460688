// Idle periods and requestIdleCallback (docs/semantics.md §2.6; w3c requestidlecallback):
// a deadline of at most 50 ms, cut by the next timer and the next frame; one callback per
// task; a timeout runs a callback as a task of its own.
#include "core/loop/browser/browser_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::browser {

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

namespace {

ThrowOr<Value> b_request_idle_callback(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
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
    BrowserHost& h = host(vm);
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

} // namespace

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


bool BrowserHost::run_idle_timeout_task(Task& t)
{
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
        return call(invoke, Value(), args);
    }
    return true;
}

void define_idle_natives(VM& vm, Object* b)
{
    vm.define_native(b, "requestIdleCallback", b_request_idle_callback, 2);
    vm.define_native(b, "cancelIdleCallback", b_cancel_idle_callback, 1);
}

} // namespace evloop::loop::browser
