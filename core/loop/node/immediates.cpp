// setImmediate and the check phase (docs/semantics.md §3.1; lib/internal/timers.js
// processImmediate): the queue as it was when the phase began, the nextTick queue and
// microtasks after each callback.
#include "core/loop/node/node_host.h"

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_set_immediate(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    h.advance(cost::kNodeImmediateCreateMs);
    uint32_t id = h.m_next_immediate++;
    NodeHost::Immediate& imm = h.m_immediates[id];
    imm.callback = a.arg(0);
    imm.args = a.arg(1);
    imm.object = a.arg(2);
    imm.work = h.add_work(HostWork::Immediate, "setImmediate", h.now());
    ++h.m_immediate_refs;
    h.m_immediate_queue.push_back(id);
    return Value(static_cast<double>(id));
}

ThrowOr<Value> n_clear_immediate(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    auto it = a.arg(0).is_number() ? h.m_immediates.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_immediates.end();
    if (it == h.m_immediates.end() || it->second.destroyed)
        return Value();
    it->second.destroyed = true;
    if (it->second.ref)
        --h.m_immediate_refs;
    h.work_cancelled(it->second.work);
    return Value();
}

ThrowOr<Value> n_immediate_ref(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    auto it = a.arg(0).is_number() ? h.m_immediates.find(static_cast<uint32_t>(a.arg(0).as_number())) : h.m_immediates.end();
    if (it == h.m_immediates.end() || it->second.destroyed)
        return Value(false);
    if (!a.arg(1).is_undefined()) {
        bool ref = VM::to_boolean(a.arg(1));
        if (ref != it->second.ref)
            h.m_immediate_refs += ref ? 1 : -1;
        it->second.ref = ref;
    }
    return Value(it->second.ref);
}

} // namespace

void NodeHost::run_check_phase()
{
    phase(Phase::Check);
    // processImmediate: the queue is detached first; immediates queued now wait a turn.
    std::deque<uint32_t> batch;
    batch.swap(m_immediate_queue);
    while (!batch.empty() && !m_stopped) {
        uint32_t id = batch.front();
        batch.pop_front();
        auto it = m_immediates.find(id);
        if (it == m_immediates.end() || it->second.destroyed)
            continue;
        Immediate imm = it->second;
        if (imm.ref)
            --m_immediate_refs;
        m_immediates.erase(it);
        work_done(imm.work);
        bool ok;
        {
            // processImmediate: `immediate._onImmediate()` or `immediate._onImmediate(...argv)`.
            StackTail tail(m_vm, { array_values(m_vm, imm.args).empty() ? "process.processImmediate (node:internal/timers:483:21)"
                                                                         : "process.processImmediate (node:internal/timers:485:21)" });
            advance(cost::kNodeCallbackMs);
            ok = run_callback(TaskSource::Immediate, label_of(m_vm, imm.callback, "setImmediate"), imm.callback, imm.object, imm.args, false);
        }
        uint32_t task = m_current_task;
        if (ok) {
            // runNextTicks() comes before the next immediate of the batch; after the last
            // one node's C++ runs the ticks and microtasks.
            // Cleared immediates at the front of the batch are dropped here, so finding
            // the next live one stays O(1) per immediate, not a scan of the whole batch.
            while (!batch.empty()) {
                auto n = m_immediates.find(batch.front());
                if (n != m_immediates.end() && !n->second.destroyed)
                    break;
                batch.pop_front();
            }
            m_tick_caller = batch.empty() ? TickCaller::Native : TickCaller::ProcessImmediate;
            ok = after_callback();
            m_tick_caller = TickCaller::Native;
        }
        end_task(task);
        if (!ok || m_stopped)
            continue;
    }
    // Anything not run (a stop in the middle) stays queued in front.
    while (!batch.empty()) {
        m_immediate_queue.push_front(batch.back());
        batch.pop_back();
    }
}

void define_immediate_natives(VM& vm, Object* b)
{
    vm.define_native(b, "setImmediate", n_set_immediate, 3);
    vm.define_native(b, "clearImmediate", n_clear_immediate, 1);
    vm.define_native(b, "immediateRef", n_immediate_ref, 2);
}

} // namespace evloop::loop::node
