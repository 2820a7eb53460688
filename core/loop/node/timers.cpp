// Timers (docs/semantics.md §3.3; lib/internal/timers.js): one list per duration in
// insertion order, the lists in a priority queue by expiry (Node's timerListQueue), the
// timers phase (processTimers / listOnTimeout), refs and refresh().
#include "core/loop/node/node_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

constexpr double kTimeoutMax = 2147483647.0; // TIMEOUT_MAX = 2**31 - 1

ThrowOr<Value> n_set_timer(VM& vm, CallArgs& a)
{
    // setTimeout/setInterval(callback, after, args, repeat, timeoutObject)
    NodeHost& h = host(vm);
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
    t.work = h.add_work(t.repeat ? HostWork::Interval : HostWork::Timer, Host::TimerLabel(t.repeat, t.list_ms).text,
        static_cast<double>(start + t.list_ms));
    h.insert_timer(id, start);
    // The Timeout's `_id`: writable, not enumerable, not configurable (what
    // Object.defineProperty(t, '_id', { value, writable: true }) made before).
    if (a.arg(4).is_object())
        a.arg(4).as_object()->put_direct(vm.key<"_id">(), Value(static_cast<double>(id)), kWritable);
    return Value(static_cast<double>(id));
}

ThrowOr<Value> n_clear_timer(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
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
    NodeHost& h = host(vm);
    auto it = a.arg(0).is_number() ? h.m_timers.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_timers.end();
    if (it == h.m_timers.end())
        return Value(false);
    if (!a.arg(1).is_undefined())
        h.set_timer_ref(it->second, VM::to_boolean(a.arg(1)));
    return Value(it->second.ref);
}

ThrowOr<Value> n_timer_refresh(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    auto it = a.arg(0).is_number() ? h.m_timers.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_timers.end();
    if (it == h.m_timers.end() || !it->second.active)
        return Value();
    uint32_t id = it->first;
    h.unenroll(id);
    h.insert_timer(id, h.loop_now());
    return Value();
}

} // namespace

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
            bool has_args = args.is_object() && args.as_object()->is_array() && !static_cast<Array*>(args.as_object())->elements().empty();
            bool ok;
            {
                // listOnTimeout: `timer._onTimeout()`, or ReflectApply(timer._onTimeout, timer, args).
                StackTail tail(m_vm, has_args ? &m_timer_frames_with_args : &m_timer_frames);
                advance(cost::kNodeCallbackMs);
                ok = run_callback(TaskSource::Timer, label_of(m_vm, callback, t.repeat ? "setInterval" : "setTimeout"),
                    callback, object, args, false);
            }
            auto again = m_timers.find(id);
            if (again != m_timers.end()) {
                Timer& tt = again->second;
                if (tt.repeat && !tt.active && tt.callback.is_object() && !m_stopped) {
                    // setInterval: re-armed from the start of this run (start-to-start).
                    tt.work = add_work(HostWork::Interval, TimerLabel(true, tt.list_ms).text, static_cast<double>(start + tt.list_ms));
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

void define_timer_natives(VM& vm, Object* b)
{
    vm.define_native(b, "setTimer", n_set_timer, 5);
    vm.define_native(b, "clearTimer", n_clear_timer, 1);
    vm.define_native(b, "timerRef", n_timer_ref, 2);
    vm.define_native(b, "timerRefresh", n_timer_refresh, 1);
}

} // namespace evloop::loop::node
