// 27.4 AsyncGeneratorFunction Objects, 27.6 AsyncGenerator Objects
// https://tc39.es/ecma262/#sec-asyncgenerator-objects
//
// Each next/return/throw call queues a request and gets a promise; the generator works
// through the queue one request at a time. `await` inside the body suspends the frame like
// an async function's await (the continuation is an AwaitContinuation job); a `yield`
// settles the oldest request's promise.
#include "core/js/generator.h"
#include "core/js/promise.h"

namespace evloop::js {

Object* install_generator_function_intrinsics(VM& vm, const std::string& kind, Object* iterator_prototype);

namespace {

using Request = GeneratorObject::Request;
using State = GeneratorObject::State;

// 27.6.3.3 AsyncGeneratorValidate ( generator, generatorBrand )
GeneratorObject* async_generator_validate(Value generator)
{
    auto* g = generator.is_object() ? dynamic_cast<GeneratorObject*>(generator.as_object()) : nullptr;
    return g && g->is_async ? g : nullptr;
}

// 27.6.3.4 AsyncGeneratorEnqueue ( generator, completion, promiseCapability )
void async_generator_enqueue(GeneratorObject* generator, ResumeMode mode, Value value, PromiseObject* promise)
{
    // 1. Let request be AsyncGeneratorRequest { [[Completion]]: completion, [[Capability]]: promiseCapability }.
    // 2. Append request to generator.[[AsyncGeneratorQueue]].
    generator->queue.push_back(Request { mode, value, promise });
}

// 27.6.3.5 AsyncGeneratorCompleteStep ( generator, completion, done [ , realm ] )
void async_generator_complete_step(VM& vm, GeneratorObject* generator, Value value, bool is_throw, bool done)
{
    // 1-3. Let next be the first element of the queue; remove it.
    VERIFY(!generator->queue.empty() && "AsyncGeneratorCompleteStep with an empty queue");
    Request next = generator->queue.front();
    generator->queue.pop_front();
    // 4. Let promiseCapability be next.[[Capability]].
    // 6. If completion is a throw completion: Call(promiseCapability.[[Reject]], undefined, « value »).
    if (is_throw) {
        reject_promise(vm, next.promise, value);
        return;
    }
    // 7. Else: Call(promiseCapability.[[Resolve]], undefined, « CreateIterResultObject(value, done) »).
    resolve_promise(vm, next.promise, create_iter_result_object(vm, value, done));
}

// 27.6.3.6 AsyncGeneratorResume ( generator, completion )
void async_generator_resume(VM& vm, GeneratorObject* generator, ResumeMode mode, Value value)
{
    // 1. Assert: state is either suspended-start or suspended-yield.
    VERIFY((generator->state == State::SuspendedStart || generator->state == State::SuspendedYield)
        && "next() and return() resume only a suspended generator; other requests wait in the queue");
    // 5-7. Set state to executing and resume genContext with completion. The body settles
    //      requests itself (Op::Yield, async_generator_body_completed); awaits return here.
    (void)resume_generator_frame(vm, generator, mode, value);
}

void async_generator_drain_queue(VM& vm, GeneratorObject* generator);

// The closures of 27.6.3.7 AsyncGeneratorAwaitReturn steps 11 and 13.
ThrowOr<Value> async_generator_await_return_settled(VM& vm, CallArgs& args, bool is_throw)
{
    auto* generator = static_cast<GeneratorObject*>(static_cast<NativeFunction*>(args.callee)->slots()[0].as_object());
    // a. Assert: generator.[[AsyncGeneratorState]] is awaiting-return.
    VERIFY(generator->state == State::AwaitingReturn && "requests that arrive while a return is awaited only queue up");
    // b. Set generator.[[AsyncGeneratorState]] to completed.
    generator->state = State::Completed;
    // c-d. Perform AsyncGeneratorCompleteStep(generator, result, true).
    async_generator_complete_step(vm, generator, args.arg(0), is_throw, true);
    // e. Perform AsyncGeneratorDrainQueue(generator).
    async_generator_drain_queue(vm, generator);
    // f. Return undefined.
    return Value();
}
ThrowOr<Value> async_generator_await_return_fulfilled(VM& vm, CallArgs& args) { return async_generator_await_return_settled(vm, args, false); }
ThrowOr<Value> async_generator_await_return_rejected(VM& vm, CallArgs& args) { return async_generator_await_return_settled(vm, args, true); }

// 27.6.3.7 AsyncGeneratorAwaitReturn ( generator )
void async_generator_await_return(VM& vm, GeneratorObject* generator)
{
    // 1-6. The first request of the queue is a return completion.
    Value value = generator->queue.front().value;
    // 7. Let promiseCompletion be Completion(PromiseResolve(%Promise%, completion.[[Value]])).
    auto promise = promise_resolve(vm, Value(vm.promise_constructor()), value);
    // 8. If promiseCompletion is an abrupt completion, then
    if (promise.is_throw()) {
        if (vm.terminated())
            return;
        // a. Perform AsyncGeneratorCompleteStep(generator, promiseCompletion, true).
        generator->state = State::Completed;
        async_generator_complete_step(vm, generator, vm.take_exception(), true, true);
        // b. Perform AsyncGeneratorDrainQueue(generator).
        async_generator_drain_queue(vm, generator);
        return;
    }
    // 11-14. onFulfilled / onRejected complete the step with the awaited value.
    NativeFunction* on_fulfilled = vm.make_native_function("", async_generator_await_return_fulfilled, 1);
    on_fulfilled->slots().push_back(Value(static_cast<Object*>(generator)));
    NativeFunction* on_rejected = vm.make_native_function("", async_generator_await_return_rejected, 1);
    on_rejected->slots().push_back(Value(static_cast<Object*>(generator)));
    // 15. Perform PerformPromiseThen(promise, onFulfilled, onRejected).
    perform_promise_then(vm, static_cast<PromiseObject*>(promise.value().as_object()), Value(static_cast<Object*>(on_fulfilled)),
        Value(static_cast<Object*>(on_rejected)), nullptr);
}

// 27.6.3.10 AsyncGeneratorDrainQueue ( generator )
void async_generator_drain_queue(VM& vm, GeneratorObject* generator)
{
    // 1. Assert: generator.[[AsyncGeneratorState]] is completed.
    VERIFY(generator->state == State::Completed && "the queue drains only once the body can no longer run");
    // 3. If queue is empty, return unused.
    // 5. Repeat, while done is false,
    while (!generator->queue.empty()) {
        // a-b. Let next be the first element of queue; let completion be next.[[Completion]].
        const Request& next = generator->queue.front();
        // c. If completion is a return completion, then
        if (next.mode == ResumeMode::Return) {
            // i. Set generator.[[AsyncGeneratorState]] to awaiting-return.
            generator->state = State::AwaitingReturn;
            // ii. Perform AsyncGeneratorAwaitReturn(generator). iii. Set done to true.
            async_generator_await_return(vm, generator);
            return;
        }
        // d. Else: a normal completion becomes NormalCompletion(undefined); a throw stays.
        bool is_throw = next.mode == ResumeMode::Throw;
        Value value = is_throw ? next.value : Value();
        // ii. Perform AsyncGeneratorCompleteStep(generator, completion, true).
        async_generator_complete_step(vm, generator, value, is_throw, true);
    }
}

ThrowOr<Value> reject_incompatible(VM& vm, PromiseObject* promise, const char* method, Value receiver)
{
    // IfAbruptRejectPromise(result, promiseCapability) for AsyncGeneratorValidate's TypeError.
    Object* error = vm.make_error(vm.type_error_prototype(),
        std::string(method) + " method called on incompatible receiver " + vm.describe_for_message(receiver));
    reject_promise(vm, promise, Value(error));
    return Value(static_cast<Object*>(promise));
}

// 27.6.1.2 %AsyncGeneratorPrototype%.next ( value )
ThrowOr<Value> async_generator_prototype_next(VM& vm, CallArgs& args)
{
    // 2. Let promiseCapability be ! NewPromiseCapability(%Promise%).
    PromiseObject* promise = new_promise(vm);
    // 3-4. Let result be Completion(AsyncGeneratorValidate(generator, empty)); IfAbruptRejectPromise.
    GeneratorObject* generator = async_generator_validate(args.this_value);
    if (!generator)
        return reject_incompatible(vm, promise, "next", args.this_value);
    // 5. Let state be generator.[[AsyncGeneratorState]].
    State state = generator->state;
    // 6. If state is completed, then resolve with CreateIterResultObject(undefined, true).
    if (state == State::Completed) {
        resolve_promise(vm, promise, create_iter_result_object(vm, Value(), true));
        return Value(static_cast<Object*>(promise));
    }
    // 7-8. Perform AsyncGeneratorEnqueue(generator, NormalCompletion(value), promiseCapability).
    async_generator_enqueue(generator, ResumeMode::Next, args.arg(0), promise);
    // 9. If state is either suspended-start or suspended-yield, perform AsyncGeneratorResume.
    if (state == State::SuspendedStart || state == State::SuspendedYield)
        async_generator_resume(vm, generator, ResumeMode::Next, args.arg(0));
    // 10. Else, assert: state is either executing or awaiting-return (the request waits).
    // 11. Return promiseCapability.[[Promise]].
    return Value(static_cast<Object*>(promise));
}

// 27.6.1.3 %AsyncGeneratorPrototype%.return ( value )
ThrowOr<Value> async_generator_prototype_return(VM& vm, CallArgs& args)
{
    PromiseObject* promise = new_promise(vm);
    GeneratorObject* generator = async_generator_validate(args.this_value);
    if (!generator)
        return reject_incompatible(vm, promise, "return", args.this_value);
    // 5-6. Perform AsyncGeneratorEnqueue(generator, return completion of value, promiseCapability).
    async_generator_enqueue(generator, ResumeMode::Return, args.arg(0), promise);
    State state = generator->state;
    // 8. If state is either suspended-start or completed, then
    if (state == State::SuspendedStart || state == State::Completed) {
        // a. Set generator.[[AsyncGeneratorState]] to awaiting-return (the body never runs again).
        generator->state = State::AwaitingReturn;
        if (generator->frame) {
            generator->frame->generator = nullptr;
            generator->frame = nullptr;
        }
        // b. Perform AsyncGeneratorAwaitReturn(generator).
        async_generator_await_return(vm, generator);
    } else if (state == State::SuspendedYield) {
        // 9. Else if state is suspended-yield, perform AsyncGeneratorResume(generator, completion).
        async_generator_resume(vm, generator, ResumeMode::Return, args.arg(0));
    }
    // 10. Else, assert: state is either executing or awaiting-return.
    return Value(static_cast<Object*>(promise));
}

// 27.6.1.4 %AsyncGeneratorPrototype%.throw ( exception )
ThrowOr<Value> async_generator_prototype_throw(VM& vm, CallArgs& args)
{
    PromiseObject* promise = new_promise(vm);
    GeneratorObject* generator = async_generator_validate(args.this_value);
    if (!generator)
        return reject_incompatible(vm, promise, "throw", args.this_value);
    State state = generator->state;
    // 6. If state is suspended-start, then set it to completed.
    if (state == State::SuspendedStart) {
        generator->state = State::Completed;
        generator->frame->generator = nullptr;
        generator->frame = nullptr;
        state = State::Completed;
    }
    // 7. If state is completed, reject with exception.
    if (state == State::Completed) {
        reject_promise(vm, promise, args.arg(0));
        return Value(static_cast<Object*>(promise));
    }
    // 8-9. Perform AsyncGeneratorEnqueue(generator, ThrowCompletion(exception), promiseCapability).
    async_generator_enqueue(generator, ResumeMode::Throw, args.arg(0), promise);
    // 10. If state is suspended-yield, perform AsyncGeneratorResume(generator, completion).
    if (state == State::SuspendedYield)
        async_generator_resume(vm, generator, ResumeMode::Throw, args.arg(0));
    return Value(static_cast<Object*>(promise));
}

ThrowOr<Value> async_iterator_prototype_async_iterator(VM&, CallArgs& args) { return args.this_value; }

} // namespace

bool async_generator_yield(VM& vm, GeneratorObject* generator, Value value, Request& next)
{
    // 27.6.3.8 AsyncGeneratorYield ( value )
    // 9. Perform AsyncGeneratorCompleteStep(generator, NormalCompletion(value), false, previousRealm).
    async_generator_complete_step(vm, generator, value, false, false);
    // 10-11. If the queue is not empty, execution continues without suspending the generator,
    //        with the first request's completion (AsyncGeneratorUnwrapYieldResumption).
    if (!generator->queue.empty()) {
        next = generator->queue.front();
        return true;
    }
    // 12.a. Else, set generator.[[AsyncGeneratorState]] to suspended-yield (the caller suspends).
    generator->state = State::SuspendedYield;
    return false;
}

void async_generator_body_completed(VM& vm, GeneratorObject* generator, Value value, bool is_throw)
{
    // 27.6.3.2 AsyncGeneratorStart ( generator, generatorBody ), step 4:
    // h. Set acGenerator.[[AsyncGeneratorState]] to completed.
    generator->state = State::Completed;
    generator->frame = nullptr;
    // i-j. A normal completion (falling off the end) or a return completion gives its value.
    // k. Perform AsyncGeneratorCompleteStep(acGenerator, result, true).
    async_generator_complete_step(vm, generator, value, is_throw, true);
    // l. Perform AsyncGeneratorDrainQueue(acGenerator).
    async_generator_drain_queue(vm, generator);
}

void install_async_generator_builtins(VM& vm)
{
    // 27.1.3 %AsyncIteratorPrototype%
    Object* async_iterator_proto = vm.make_object();
    async_iterator_proto->put_direct(PropertyKey::symbol(vm.symbol_async_iterator()),
        Value(vm.make_native_function("[Symbol.asyncIterator]", async_iterator_prototype_async_iterator, 0)), kBuiltinAttributes);
    vm.set_intrinsic("AsyncIteratorPrototype", async_iterator_proto);
    // 27.4.3 The AsyncGeneratorFunction prototype object, 27.6.1 %AsyncGeneratorPrototype%
    Object* proto = install_generator_function_intrinsics(vm, "AsyncGenerator", async_iterator_proto);
    vm.define_native(proto, "next", async_generator_prototype_next, 1);
    vm.define_native(proto, "return", async_generator_prototype_return, 1);
    vm.define_native(proto, "throw", async_generator_prototype_throw, 1);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("AsyncGenerator"), kConfigurable);
}

} // namespace evloop::js
