// libuv's threadpool (docs/semantics.md §3.4; docs/src/threadpool.rst): fs, dns.lookup,
// crypto and zlib work on UV_THREADPOOL_SIZE threads (4), queued in order; network
// requests take their latency without a thread. Completions wait for the poll phase.
#include "core/loop/node/node_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_work(VM& vm, CallArgs& a)
{
    // work(kind, label, costMs, callback, where): kind "pool", "slow" (dns) or "net".
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

void define_threadpool_natives(VM& vm, Object* b)
{
    vm.define_native(b, "work", n_work, 4);
    vm.define_native(b, "block", n_block, 1);
}

} // namespace evloop::loop::node
