// The poll phase (docs/semantics.md §3.1; libuv uv__io_poll): wait for the next
// completion, timer or request, then run the I/O callbacks that are ready: threadpool and
// network completions, simulated HTTP clients, MessagePorts (uv_async_t handles).
#include "core/loop/node/node_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_handle_ref(VM& vm, CallArgs& a)
{
    double delta = TRY(vm.to_number(a.arg(0)));
    host(vm).m_handle_refs += static_cast<int>(delta);
    return Value();
}

ThrowOr<Value> n_port_ref(VM& vm, CallArgs& a)
{
    double delta = TRY(vm.to_number(a.arg(0)));
    host(vm).m_port_refs += static_cast<int>(delta);
    return Value();
}

// asyncHandle(fn) → id; asyncSend(id) marks it pending; asyncClose(id) removes it.
ThrowOr<Value> n_async_handle(VM& vm, CallArgs& a)
{
    if (!VM::is_callable(a.arg(0)))
        return vm.throw_type_error("asyncHandle: callback is not a function");
    NodeHost& h = host(vm);
    vm.keep_alive(a.arg(0).as_object());
    uint32_t id = h.m_next_async++;
    h.m_async[id] = NodeHost::AsyncHandle { a.arg(0), false };
    return Value(static_cast<double>(id));
}

ThrowOr<Value> n_async_send(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    if (auto it = h.m_async.find(static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))))); it != h.m_async.end())
        it->second.pending = true;
    return Value();
}

ThrowOr<Value> n_async_close(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    if (auto it = h.m_async.find(static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))))); it != h.m_async.end()) {
        vm.release(it->second.callback.as_object());
        h.m_async.erase(it);
    }
    return Value();
}

ThrowOr<Value> n_request_metric(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    trace::Metrics::Request r;
    r.label = TRY(vm.to_string(a.arg(0)))->utf8();
    r.sent = TRY(vm.to_number(a.arg(1)));
    r.status = static_cast<int>(TRY(vm.to_number(a.arg(2))));
    // When the response reached its client (given by the binding); no response: now.
    r.responded = a.arg(3).is_undefined() ? h.now() : TRY(vm.to_number(a.arg(3)));
    h.trace().metrics.requests.push_back(r);
    return Value();
}

} // namespace

void NodeHost::run_poll_phase()
{
    PollState resumed = m_poll_state;
    m_poll_state = PollState::None;
    if (resumed == PollState::None) {
        phase(Phase::Poll);
        advance(cost::kNodeLoopTurnMs); // the kernel is asked for events once per turn
        pump_pool(now());
        send_client_requests();
        if (m_threads) {
            // Other threads first catch up to this moment; what they sent that has arrived
            // by now is then in its ports (Threads::resume).
            m_poll_state = PollState::CatchUp;
            m_threads->yield(m_thread_index, now());
            return;
        }
    }
    // uv_backend_timeout: 0 with immediates or closing handles; else until the nearest
    // timer; the poll wakes earlier when I/O completes (or a message comes from another
    // thread). A simulated client sending its request meanwhile does not wake the loop:
    // the request is on its way.
    bool waiting = resumed != PollState::Waiting || after_wait(m_poll_wait);
    while (waiting && m_completed.empty() && m_immediate_queue.empty() && m_close_callbacks.empty() && !async_pending() && !m_stopped) {
        double wake = std::min(next_timer_due(), next_completion(false));
        if (m_settings.until_ms > 0)
            wake = std::min(wake, m_settings.until_ms);
        double send = m_next_request < m_requests.size() ? m_requests[m_next_request].at_ms : INFINITY;
        double until = std::min(wake, send);
        if (until <= now() || (!std::isfinite(until) && !(m_threads && m_threads->may_hear(m_thread_index))))
            break;
        PollWait w { now(), wake, send };
        if (m_threads) {
            // Sleep until then, unless a message comes first: the scheduler decides.
            m_poll_wait = w;
            m_poll_state = PollState::Waiting;
            m_threads->yield(m_thread_index, until);
            return;
        }
        advance_to(until);
        waiting = after_wait(w);
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
        run_callback(TaskSource::IO, callback_label(m_trace, callback, m_trace.part_message(w.pool ? Msg::playground_threadpool : Msg::label_network)), callback, Value(), Value());
    }
    run_async_handles();
}

// The poll's wait ended at now(): the idle time is counted, the pool runs on, and a
// simulated client whose time came sends its request. True to wait on (the client's
// request, or a message that arrived, is checked by the loop); false when a timer or a
// completion was what it waited for.
bool NodeHost::after_wait(const PollWait& w)
{
    m_idle_ms += now() - w.before;
    pump_pool(now(), false); // the main thread held no core while it waited
    if (now() < std::min(w.wake, w.send))
        return true; // woken by another thread's message
    if (w.send >= w.wake)
        return false;
    send_client_requests();
    return true;
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
            run_callback(TaskSource::IO, port_message_label(m_trace, callback), callback, Value(), Value());
        }
    }
}

void define_poll_natives(VM& vm, Object* b)
{
    vm.define_native(b, "handleRef", n_handle_ref, 1);
    vm.define_native(b, "portRef", n_port_ref, 1);
    vm.define_native(b, "asyncHandle", n_async_handle, 1);
    vm.define_native(b, "asyncSend", n_async_send, 1);
    vm.define_native(b, "asyncClose", n_async_close, 1);
    vm.define_native(b, "requestMetric", n_request_metric, 3);
}

} // namespace evloop::loop::node
