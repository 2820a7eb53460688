// The close phase (docs/semantics.md §3.1; libuv uv__run_closing_handles): the
// callbacks of handles closed since the last one ('close' events of servers and sockets).
#include "core/loop/node/node_host.h"

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

// closeCallback(fn): fn runs in the next close phase, as a uv_close callback does.
ThrowOr<Value> n_close_callback(VM& vm, CallArgs& a)
{
    if (!VM::is_callable(a.arg(0)))
        return vm.throw_type_error("closeCallback: callback is not a function");
    vm.keep_alive(a.arg(0).as_object());
    host(vm).m_close_callbacks.push_back(a.arg(0));
    return Value();
}

} // namespace

// The close phase: uv_close callbacks queued before it began ('close' of MessagePorts).
void NodeHost::run_close_phase()
{
    phase(Phase::Close);
    std::vector<Value> batch;
    batch.swap(m_close_callbacks);
    for (size_t i = 0; i < batch.size(); ++i) {
        m_vm.release(batch[i].as_object());
        if (!m_stopped)
            run_callback(TaskSource::Close, callback_label(m_trace, batch[i], "close"), batch[i], Value(), Value());
    }
}

void define_close_natives(VM& vm, Object* b)
{
    vm.define_native(b, "closeCallback", n_close_callback, 1);
}

} // namespace evloop::loop::node
