// libuv's threadpool (docs/semantics.md §3.4; docs/src/threadpool.rst): fs, dns.lookup,
// crypto and zlib work on UV_THREADPOOL_SIZE threads (4), queued in order; network
// requests take their latency without a thread. Completions wait for the poll phase.
// CPU-bound jobs (crypto) share the machine's `cores` with the main thread: while the
// main thread runs it holds one core, and the running CPU-bound jobs share the others
// fairly (processor sharing). Threads that wait on the disk or on getaddrinfo hold none.
#include "core/loop/node/node_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_work(VM& vm, CallArgs& a)
{
    // work(kind, label, costMs, callback): kind "cpu" (a pool thread computing: crypto),
    // "pool" (a pool thread waiting on the disk: fs), "slow" (one waiting on getaddrinfo:
    // dns.lookup) or "net" (no thread: the network's latency).
    NodeHost& h = host(vm);
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
    w.cpu = kind == "cpu";
    vm.keep_alive(w.callback.as_object());
    h.submit(w);
    return Value(static_cast<double>(w.id));
}

ThrowOr<Value> n_block(VM& vm, CallArgs& a)
{
    // A *Sync call: the main thread is busy for this long.
    double ms = TRY(vm.to_number(a.arg(0)));
    if (std::isfinite(ms) && ms > 0)
        host(vm).advance(ms);
    return Value();
}

} // namespace

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
        // A CPU-bound job is projected at the current speed; set_pool_speed() rescales it
        // once the caller has started everything that starts at this moment.
        w.done_at = at + (w.cpu ? w.cost / m_pool_speed : w.cost);
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
    // What ran on the pool until now ran beside the busy main thread.
    pump_pool(now());
    // uv__work_submit: FIFO; a free thread takes it at once.
    if (!m_pool_queue.empty() || !start_on_worker(w, now()))
        m_pool_queue.push_back(w);
    set_pool_speed(true);
}

// The speed (in cores) of each running CPU-bound job: the main thread, while it runs,
// holds a core of its own and is never slowed (its costs were measured on a machine with
// cores to spare); the jobs share the other cores equally, each at most one core. With
// one core the scheduler's time slices still give each job its turn: 1 / (threads that
// want the core).
// SIMPLIFIED: a real scheduler shares the cores fairly among all the threads that want
// one, the main thread included, so its JavaScript would run slower too.
double NodeHost::pool_speed(bool main_busy) const
{
    int computing = 0;
    for (const Work& w : m_in_flight)
        computing += w.pool && w.cpu && w.worker >= 0;
    if (computing == 0)
        return 1;
    int main_thread = main_busy ? 1 : 0;
    double share = static_cast<double>(m_settings.cores - main_thread) / computing;
    double time_slice = 1.0 / (computing + main_thread);
    return std::min(1.0, std::max(share, time_slice));
}

// When `w` finishes if the pool runs at `speed` from m_pool_clock on.
double NodeHost::finish_at(const Work& w, double speed) const
{
    if (!w.pool || !w.cpu || w.worker < 0 || speed == m_pool_speed)
        return w.done_at;
    double left = std::max(0.0, w.done_at - m_pool_clock) * m_pool_speed; // ms of one core's work
    return m_pool_clock + left / speed;
}

// From m_pool_clock on, the running CPU-bound jobs progress at the speed `main_busy`
// and their number give.
void NodeHost::set_pool_speed(bool main_busy)
{
    double speed = pool_speed(main_busy);
    if (speed == m_pool_speed)
        return;
    for (Work& w : m_in_flight) {
        if (!w.pool || !w.cpu || w.worker < 0)
            continue;
        w.done_at = finish_at(w, speed);
    }
    m_pool_speed = speed;
}

double NodeHost::next_completion(bool main_busy) const
{
    double speed = pool_speed(main_busy);
    double t = INFINITY;
    for (const Work& w : m_in_flight)
        t = std::min(t, finish_at(w, speed));
    return t;
}

void NodeHost::pump_pool(double until, bool main_busy)
{
    // Everything that finishes by `until` completes, in time order; freed threads take
    // the next queued work at the moment they free up, and the jobs still computing
    // speed up (or, with fewer free cores, slow down) from that moment.
    set_pool_speed(main_busy);
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
            break;
        Work w = m_in_flight[best];
        m_in_flight.erase(m_in_flight.begin() + static_cast<long>(best));
        if (w.pool && w.worker >= 0) {
            m_pool_clock = std::max(m_pool_clock, w.done_at);
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
            set_pool_speed(main_busy);
        }
        m_completed.push_back(w);
    }
    m_pool_clock = std::max(m_pool_clock, until);
}

void define_threadpool_natives(VM& vm, Object* b)
{
    vm.define_native(b, "work", n_work, 4);
    vm.define_native(b, "block", n_block, 1);
}

} // namespace evloop::loop::node
