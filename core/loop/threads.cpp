// The threads of a run on one virtual clock (threads.h, docs/semantics.md §3.7).
#include "core/loop/threads.h"
#include "core/loop/host.h"
#include "core/js/cost_model.h"
#include <algorithm>

namespace evloop::loop {

Threads::Threads(Host& main)
{
    Thread t;
    t.host = &main;
    t.started = true;
    t.running = true; // until run(): the main thread runs its own script and first turns
    m_threads.push_back(std::move(t));
    m_owners.push_back(UINT32_MAX); // endpoint 0 is no endpoint
}

Threads::~Threads() = default;

uint32_t Threads::add(std::unique_ptr<Host> host, std::unique_ptr<trace::Trace> trace, std::unique_ptr<std::vector<OutputLine>> output,
    uint32_t parent, double start)
{
    Thread t;
    t.host = host.get();
    t.owned = std::move(host);
    t.trace = std::move(trace);
    t.output = std::move(output);
    t.parent = parent;
    t.start = start;
    m_threads.push_back(std::move(t));
    return static_cast<uint32_t>(m_threads.size() - 1);
}

uint32_t Threads::index_of(const Host& host) const
{
    for (size_t i = 0; i < m_threads.size(); ++i)
        if (m_threads[i].host == &host)
            return static_cast<uint32_t>(i);
    return UINT32_MAX;
}

uint32_t Threads::new_endpoint(uint32_t owner)
{
    m_owners.push_back(owner);
    return static_cast<uint32_t>(m_owners.size() - 1);
}

void Threads::post(uint32_t endpoint, js::Value data, double posted, double arrival, uint8_t kind)
{
    uint32_t to = owner_of(endpoint);
    if (to >= m_threads.size() || m_threads[to].finished)
        return; // the receiving thread is gone: the message is dropped, as by a closed port
    auto& inbox = m_threads[to].inbox;
    ThreadMessage m { arrival, posted, m_next_seq++, endpoint, data, kind, m_running };
    auto at = std::upper_bound(inbox.begin(), inbox.end(), m, [](const ThreadMessage& a, const ThreadMessage& b) {
        return a.arrival != b.arrival ? a.arrival < b.arrival : a.seq < b.seq;
    });
    inbox.insert(at, m);
}

void Threads::terminate(uint32_t index, double at)
{
    Thread& t = m_threads[index];
    t.terminate_at = std::min(t.terminate_at, at);
}

void Threads::visit_inbox(uint32_t index, js::Visitor& v)
{
    if (index < m_threads.size())
        for (ThreadMessage& m : m_threads[index].inbox)
            v.visit(m.data);
}

// When a thread that is not running wants to go on: its start; else the time it yields
// until, or the first message or the termination that comes before; never before the
// time its own clock has reached.
double Threads::wake_time(const Thread& t) const
{
    if (t.finished)
        return INFINITY;
    if (!t.started)
        return std::min(t.start, t.terminate_at);
    double wake = t.wait_until;
    if (!t.inbox.empty())
        wake = std::min(wake, t.inbox.front().arrival);
    wake = std::min(wake, t.terminate_at);
    return std::max(wake, t.host->now());
}

int Threads::earliest(double limit, uint32_t limit_index) const
{
    int best = -1;
    double best_time = limit;
    uint32_t best_index = limit_index;
    for (size_t i = 0; i < m_threads.size(); ++i) {
        const Thread& t = m_threads[i];
        if (t.running || t.finished)
            continue;
        double w = wake_time(t);
        if (!std::isfinite(w))
            continue;
        // Ties go to the lower thread index: the parent before its workers.
        if (w < best_time || (w == best_time && i < best_index)) {
            best = static_cast<int>(i);
            best_time = w;
            best_index = static_cast<uint32_t>(i);
        }
    }
    return best;
}

void Threads::resume(uint32_t index)
{
    Thread& t = m_threads[index];
    double wake = wake_time(t);
    Host& h = *t.host;
    const uint32_t outer = m_running;
    m_running = index;
    t.running = true;
    t.busy_from = wake;
    h.set_core_share(core_share(index, wake, h.settings().cores));
    bool alive;
    if (t.terminate_at <= std::max(wake, t.started ? h.now() : wake)) {
        // terminate(): the thread ends where it is (before it began, if it had not)
        if (t.started)
            h.advance_to(wake);
        t.started = true;
        h.terminate_thread(wake);
        alive = false;
    } else if (!t.started) {
        t.started = true;
        alive = h.start_thread(wake);
    } else {
        h.advance_to(wake);
        take_arrived(index);
        alive = h.resume_thread();
    }
    t.running = false;
    t.busy_until = h.now();
    if (!alive && !t.finished) {
        t.finished = true;
        t.ended = h.now();
        t.inbox.clear();
        if (index != kMain)
            h.thread_ended();
    }
    m_running = outer;
}

// What has arrived for a thread by its clock (or been posted to it, for a synchronous
// read) goes to its ports, oldest first.
void Threads::take_arrived(uint32_t index, bool by_post_time)
{
    Thread& t = m_threads[index];
    std::vector<ThreadMessage> arrived;
    while (!t.inbox.empty() && (by_post_time ? t.inbox.front().posted : t.inbox.front().arrival) <= t.host->now()) {
        arrived.push_back(t.inbox.front());
        t.inbox.pop_front();
    }
    for (ThreadMessage& m : arrived) {
        // A message (not a port's close) is recorded in the receiver's trace as host work
        // from its sender, done once the receiving side has queued what delivers it.
        uint32_t work = m.kind == ThreadMessage::kMessage ? t.host->message_arrived(m.from, name_of(m.from, &t.host->trace()), m.posted) : 0;
        t.host->receive(m.port, m.data, m.kind);
        if (work)
            t.host->work_done(work);
    }
}

void Threads::deliver_arrived(uint32_t index)
{
    if (preempt(index, m_threads[index].host->now()))
        take_arrived(index, true);
}

bool Threads::run()
{
    m_threads[kMain].running = false; // it has yielded: from now on the scheduler resumes it
    while (!m_threads[kMain].finished && !m_aborted) {
        int next = earliest(INFINITY, UINT32_MAX);
        if (next < 0)
            return false;
        resume(static_cast<uint32_t>(next));
    }
    m_threads[kMain].running = true;
    return true;
}

bool Threads::preempt(uint32_t index, double now)
{
    while (!m_aborted) {
        int next = earliest(now, index);
        if (next < 0)
            break;
        resume(static_cast<uint32_t>(next));
    }
    return !m_aborted && m_threads[index].terminate_at > now;
}

Threads::WaitResult Threads::atomics_wait(uint32_t index, const void* block, size_t byte_index, double deadline)
{
    Host& h = *m_threads[index].host;
    const uint64_t id = m_next_waiter++;
    m_waiters.push_back({ id, index, block, byte_index });
    m_threads[index].blocked = true;
    auto leave = [&](WaitResult r) {
        std::erase_if(m_waiters, [id](const Waiter& w) { return w.id == id; });
        m_threads[index].blocked = false;
        return r;
    };
    for (;;) {
        auto me = std::find_if(m_waiters.begin(), m_waiters.end(), [id](const Waiter& w) { return w.id == id; });
        if (me->notified) {
            h.advance_to(me->at + js::cost::kAtomicsWakeMs);
            leave(WaitResult::Ok);
            deliver_arrived(index);
            return WaitResult::Ok;
        }
        if (m_aborted)
            return leave(WaitResult::Terminated);
        // The thread sleeps until the next other thread wakes, which runs; so on, until a
        // notify, the deadline or a terminate() that comes first.
        const double terminate_at = m_threads[index].terminate_at;
        const double limit = std::min(deadline, terminate_at);
        int next = earliest(INFINITY, UINT32_MAX);
        double next_time = next >= 0 ? wake_time(m_threads[static_cast<size_t>(next)]) : INFINITY;
        if (next_time >= limit) {
            if (!std::isfinite(limit)) {
                bool nested = std::any_of(m_waiters.begin(), m_waiters.end(), [&](const Waiter& w) { return w.thread != index; });
                return leave(nested ? WaitResult::Nested : WaitResult::Stuck);
            }
            h.advance_to(limit);
            if (terminate_at <= deadline)
                return leave(WaitResult::Terminated);
            leave(WaitResult::TimedOut);
            deliver_arrived(index);
            return WaitResult::TimedOut;
        }
        h.advance_to(next_time);
        resume(static_cast<uint32_t>(next));
    }
}

double Threads::atomics_notify(const void* block, size_t byte_index, double count, double now)
{
    double woken = 0;
    for (Waiter& w : m_waiters) {
        if (woken >= count)
            break;
        if (!w.notified && w.block == block && w.byte_index == byte_index) {
            w.notified = true;
            w.at = now;
            ++woken;
        }
    }
    return woken;
}

double Threads::core_share(uint32_t index, double now, int cores) const
{
    int computing = 1;
    for (size_t i = 0; i < m_threads.size(); ++i) {
        const Thread& t = m_threads[i];
        if (i == index || t.finished || t.blocked || !t.started)
            continue;
        if (t.running || (t.busy_from <= now && now < t.busy_until))
            ++computing;
    }
    return std::min(1.0, static_cast<double>(std::max(cores, 1)) / computing);
}

std::vector<trace::ThreadTrace> Threads::take_traces()
{
    std::vector<trace::ThreadTrace> out;
    for (size_t i = 1; i < m_threads.size(); ++i) {
        Thread& t = m_threads[i];
        if (!t.trace)
            continue;
        trace::ThreadTrace tt;
        tt.index = static_cast<uint32_t>(i);
        tt.parent = t.parent;
        tt.name = name_of(tt.index, t.trace.get());
        // Its code: the program's text and what the worker appended to it (eval code, a
        // file read from the folder), which its events' ranges may point into.
        if (t.host->vm().source().size() > t.trace->source.size())
            t.trace->source = t.host->vm().source();
        tt.start = t.start;
        tt.end = std::max(t.start, t.finished ? t.ended : t.started ? t.host->now() : t.start);
        t.trace->exit_code = t.host->exit_code();
        tt.trace = std::move(t.trace);
        out.push_back(std::move(tt));
    }
    return out;
}

std::string Threads::name_of(uint32_t index, trace::Trace* into) const
{
    trace::Trace scratch;
    trace::Trace& t = into ? *into : scratch;
    if (index == kMain || index >= m_threads.size())
        return t.message(Msg::thread_main);
    std::string script = m_threads[index].host->thread_script();
    return script.empty() ? t.message(Msg::thread_worker_index, { { "index", index } })
                          : t.message(Msg::label_worker_thread, { { "index", index }, { "script", script } });
}

void Threads::abort(const std::string& message)
{
    if (m_aborted)
        return;
    m_aborted = true;
    m_abort_message = message;
}

} // namespace evloop::loop
