// Timers (docs/semantics.md §2.5; HTML #timer-initialisation-steps): setTimeout and
// setInterval, their nesting levels and 4 ms clamping, and Chromium's drift-free
// intervals.
#include "core/loop/browser/browser_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::browser {

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

namespace {

ThrowOr<Value> b_set_timer(VM& vm, CallArgs& a)
{
    // setTimeout/setInterval(callback, timeout, args, repeat): HTML timer initialization
    // steps (https://html.spec.whatwg.org/#timer-initialisation-steps): step 5, the nesting
    // level is the running timer task's (0 outside one); step 6, above 5 a timeout under
    // 4 ms becomes 4 ms (so the 7th timer of a chain is the first clamped, as Chromium 156
    // measures); step 7, the new timer is one level deeper. No 1 ms floor for timeouts.
    BrowserHost& h = host(vm);
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
    t.work = h.add_work(repeat ? HostWork::Interval : HostWork::Timer, Host::TimerLabel(repeat, ms).text, due);
    BrowserHost::Task task;
    task.id = h.next_task_id();
    task.kind = BrowserHost::TaskKind::Timer;
    task.source = TaskSource::Timer;
    task.label = repeat ? "setInterval callback" : "setTimeout callback";
    if (a.arg(0).is_object())
        if (auto* c = function_cast<Closure>(a.arg(0).as_object()); c && !c->code()->name.empty())
            task.label.append(" ").append(c->code()->name);
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
    BrowserHost& h = host(vm);
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

} // namespace

bool BrowserHost::run_timer_task(Task& t, double start)
{
    Timer& timer = m_timers[t.ref];
    m_current_nesting = timer.nesting;
    Value callback = timer.callback;
    std::vector<Value> args;
    if (timer.args.is_object() && timer.args.as_object()->is_array())
        args = static_cast<Array*>(timer.args.as_object())->elements();
    bool ok = call(callback, Value(m_vm.global_object()), args);
    auto again = m_timers.find(t.ref);
    if (again != m_timers.end()) {
        if (again->second.repeat && again->second.active && !m_stopped)
            rearm_interval(t.ref, again->second, start, t.due);
        else if (!again->second.repeat)
            m_timers.erase(again);
    }
    return ok;
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
    timer.work = add_work(HostWork::Interval, TimerLabel(true, timer.ms).text, due);
    Task t;
    t.id = m_next_task++;
    t.kind = TaskKind::Timer;
    t.source = TaskSource::Timer;
    t.label = "setInterval callback";
    t.ref = id;
    t.due = due;
    add_delayed(std::move(t));
}

void define_timer_natives(VM& vm, Object* b)
{
    vm.define_native(b, "setTimer", b_set_timer, 4);
    vm.define_native(b, "clearTimer", b_clear_timer, 1);
}

} // namespace evloop::loop::browser
