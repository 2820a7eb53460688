// Errors (docs/semantics.md §2.7; HTML #report-the-exception, #unhandled-promise-rejections):
// an uncaught exception fires 'error' at the window, then reaches the console unless a
// listener cancelled it; rejected promises nobody handled get 'unhandledrejection' after
// the microtask checkpoint, and 'rejectionhandled' when a handler comes later.
#include "core/loop/browser/browser_host.h"
#include "core/js/inspect.h"
#include "core/js/promise.h"

namespace evloop::loop::browser {

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

namespace {

ThrowOr<Value> b_report(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    std::string text = TRY(vm.to_string(a.arg(0)))->utf8();
    if (auto* e = h.trace().record(EventKind::Error, h.now()))
        e->text = h.trace().intern(text);
    h.print(true, text);
    return Value();
}

ThrowOr<Value> b_describe_error(VM& vm, CallArgs& a)
{
    if (a.arg(0).is_object()) {
        auto stack = a.arg(0).as_object()->get(vm, vm.names().stack);
        if (!stack.is_throw() && stack.value().is_string())
            return stack.value();
        vm.take_exception();
    }
    return vm.string_value(inspect(vm, a.arg(0)));
}

ThrowOr<Value> b_promise_handled(VM&, CallArgs& a)
{
    if (!a.arg(0).is_object() || a.arg(0).as_object()->object_class() != ObjectClass::Promise)
        return Value(true);
    return Value(static_cast<PromiseObject*>(a.arg(0).as_object())->is_handled);
}

ThrowOr<Value> b_rejection_reported(VM& vm, CallArgs& a)
{
    // "If p's [[PromiseIsHandled]] is false, append p to the outstanding rejected promises."
    if (a.arg(0).is_object() && a.arg(0).as_object()->object_class() == ObjectClass::Promise) {
        auto* p = static_cast<PromiseObject*>(a.arg(0).as_object());
        if (!p->is_handled)
            host(vm).m_outstanding_rejections.push_back(p);
    }
    return Value();
}

ThrowOr<Value> b_promise_reason(VM&, CallArgs& a)
{
    if (!a.arg(0).is_object() || a.arg(0).as_object()->object_class() != ObjectClass::Promise)
        return Value();
    return static_cast<PromiseObject*>(a.arg(0).as_object())->result;
}

ThrowOr<Value> b_inspect(VM& vm, CallArgs& a)
{
    return vm.string_value(TRY(inspect_or_throw(vm, a.arg(0))));
}

} // namespace

bool BrowserHost::handle_uncaught(Value error, const std::string& message)
{
    // HTML §8.1.4.7 "report an exception": an ErrorEvent at the window first (js/browser/
    // fireErrorEvent); unless a listener canceled it, the console shows the error. The
    // page keeps running either way.
    if (!m_in_error_event) {
        Value fire = export_fn("fireErrorEvent");
        if (VM::is_callable(fire)) {
            Value args[] = { error };
            Value shown;
            m_in_error_event = true;
            bool ok = call(fire, Value(), args, &shown);
            m_in_error_event = false;
            if (!ok || m_stopped)
                return ok;
            if (!VM::to_boolean(shown))
                return true;
        }
    }
    if (auto* e = m_trace.record(EventKind::Error, now()))
        e->text = m_trace.intern("Uncaught " + message);
    print(true, "Uncaught " + message);
    (void)error;
    return true;
}

// HostPromiseRejectionTracker(promise, "handle"): a promise reported unhandled that
// gets a handler now is announced with 'rejectionhandled' in a task.
// https://html.spec.whatwg.org/multipage/webappapis.html#the-hostpromiserejectiontracker-implementation
void BrowserHost::track_handled_rejections()
{
    m_vm.hooks().rejection_tracker = [this](PromiseObject* p, bool handled) {
        if (!handled)
            return;
        auto it = std::find(m_outstanding_rejections.begin(), m_outstanding_rejections.end(), p);
        if (it == m_outstanding_rejections.end())
            return;
        m_outstanding_rejections.erase(it);
        Task t;
        t.id = m_next_task++;
        t.source = TaskSource::DOMManipulation;
        t.label = "rejectionhandled event";
        t.fn = export_fn("fireRejectionHandled");
        t.args = Value(m_vm.make_array({ Value(static_cast<Object*>(p)) }));
        enqueue(std::move(t));
    };

}

void BrowserHost::notify_rejected_promises()
{
    // The rejections still unhandled now get an 'unhandledrejection' event in a task.
    std::vector<PromiseObject*> list = m_vm.take_unhandled_rejections();
    if (list.empty())
        return;
    Value fire = export_fn("fireUnhandledRejection");
    for (PromiseObject* p : list) {
        Task t;
        t.id = m_next_task++;
        t.source = TaskSource::DOMManipulation;
        t.label = "unhandledrejection event";
        t.fn = fire;
        t.args = Value(m_vm.make_array({ Value(static_cast<Object*>(p)) }));
        enqueue(std::move(t));
    }
}

void define_error_natives(VM& vm, Object* b)
{
    vm.define_native(b, "report", b_report, 1);
    vm.define_native(b, "describeError", b_describe_error, 1);
    vm.define_native(b, "promiseHandled", b_promise_handled, 1);
    vm.define_native(b, "promiseReason", b_promise_reason, 1);
    vm.define_native(b, "rejectionReported", b_rejection_reported, 1);
    vm.define_native(b, "inspect", b_inspect, 1);
}

} // namespace evloop::loop::browser
