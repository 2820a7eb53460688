// Messages between threads, the natives both hosts' JavaScript halves share (threads.h,
// docs/semantics.md §3.7): a message is a clone rebuilt in the receiving VM (copy_to_vm),
// sent to an endpoint (one end of a port, whichever thread holds it now) and heard there
// when it arrives, the host's message cost later.
#include "core/loop/host.h"

namespace evloop::loop {

using namespace evloop::js;

namespace {

std::vector<Value> values_of(Value v)
{
    if (v.is_object() && v.as_object()->is_array())
        return static_cast<Array*>(v.as_object())->elements();
    return {};
}

// threadPost(endpoint, data, close, moved): `data` (a clone made in this VM) goes to the
// thread that holds the endpoint, with the endpoints in `moved`; close: this end of the
// port was closed.
ThrowOr<Value> t_thread_post(VM& vm, CallArgs& a)
{
    Host& h = Host::of(vm);
    Threads* threads = h.threads();
    if (!threads)
        return Value();
    uint32_t endpoint = static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))));
    uint32_t owner = threads->owner_of(endpoint);
    if (owner >= threads->count() || threads->finished(owner))
        return Value();
    move_endpoints(*threads, a.arg(3), owner);
    uint8_t kind = VM::to_boolean(a.arg(2)) ? ThreadMessage::kClose : ThreadMessage::kMessage;
    Value data = kind == ThreadMessage::kClose ? Value() : copy_to_vm(vm, a.arg(1), threads->host(owner).vm());
    threads->post(endpoint, data, h.now(), h.now() + h.thread_message_ms(), kind);
    return Value();
}

// newEndpoints() → [a, b]: two endpoints of this thread, for a port about to leave it.
ThrowOr<Value> t_new_endpoints(VM& vm, CallArgs&)
{
    Host& h = Host::of(vm);
    Threads& threads = h.make_threads();
    std::vector<Value> out = { Value(static_cast<double>(threads.new_endpoint(h.thread_index()))),
        Value(static_cast<double>(threads.new_endpoint(h.thread_index()))) };
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// broadcastPost(name, data): to the BroadcastChannels of that name in every other thread.
ThrowOr<Value> t_broadcast_post(VM& vm, CallArgs& a)
{
    Host& h = Host::of(vm);
    Threads* threads = h.threads();
    if (!threads)
        return Value();
    for (uint32_t i = 0; i < threads->count(); ++i) {
        if (i == h.thread_index() || threads->finished(i))
            continue;
        VM& to = threads->host(i).vm();
        std::vector<Value> message = { copy_to_vm(vm, a.arg(0), to), copy_to_vm(vm, a.arg(1), to) };
        threads->post(threads->host(i).broadcast_endpoint(), Value(static_cast<Object*>(to.make_array(message))), h.now(),
            h.now() + h.thread_message_ms());
    }
    return Value();
}

// deliverArrived(): what other threads sent this one by now is in its ports' queues.
ThrowOr<Value> t_deliver_arrived(VM& vm, CallArgs&)
{
    Host& h = Host::of(vm);
    if (Threads* threads = h.threads())
        threads->deliver_arrived(h.thread_index());
    return Value();
}

} // namespace

void move_endpoints(Threads& threads, Value list, uint32_t to)
{
    for (Value e : values_of(list))
        if (e.is_number())
            threads.move_endpoint(static_cast<uint32_t>(e.as_number()), to);
}

void define_thread_natives(VM& vm, Object* b)
{
    vm.define_native(b, "threadPost", t_thread_post, 4);
    vm.define_native(b, "newEndpoints", t_new_endpoints, 0);
    vm.define_native(b, "broadcastPost", t_broadcast_post, 2);
    vm.define_native(b, "deliverArrived", t_deliver_arrived, 0);
}

} // namespace evloop::loop
