// 27.7 AsyncFunction Objects https://tc39.es/ecma262/#sec-async-function-objects
#include "core/js/promise.h"

namespace evloop::js {

ThrowOr<void> await_value(VM& vm, Frame* frame, Value value)
{
    // 27.7.5.3 Await ( value ) https://tc39.es/ecma262/#await
    // 1. Let asyncContext be the running execution context (here: `frame`, kept on the heap).
    // 2. Let promise be ? PromiseResolve(%Promise%, value).
    //    NOTE: for a native promise whose constructor is %Promise% this is the promise itself,
    //    so `await p` costs one job (tc39/ecma262#1250).
    Value promise = TRY(promise_resolve(vm, Value(vm.promise_constructor()), value));
    // 3-8. Let onFulfilled / onRejected be closures that resume asyncContext with a normal /
    //      throw completion.
    //    AD-HOC: instead of two closures, each reaction records the frame it resumes; the
    //    reaction job calls VM::resume. No JS-visible difference (the closures are internal).
    // 9. Perform PerformPromiseThen(promise, onFulfilled, onRejected).
    perform_promise_then(vm, static_cast<PromiseObject*>(promise.as_object()), Value::empty(), Value::empty(), nullptr, frame);
    // 10. Remove asyncContext from the execution context stack (the interpreter suspends the frame).
    return {};
}

} // namespace evloop::js
