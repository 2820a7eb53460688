// 27.2 Promise Objects https://tc39.es/ecma262/#sec-promise-objects
#include "core/js/promise.h"

namespace evloop::js {

PromiseObject* new_promise(VM& vm)
{
    auto* p = vm.heap().allocate<PromiseObject>(vm.promise_prototype());
    p->id = vm.next_promise_id();
    return p;
}

// Where a job or reaction was created: the call running now in the program's code.
static void note_origin(VM& vm, SourceRange& range, std::string& function)
{
    vm.current_origin(range, function);
}

// 27.2.1.3.1 Promise Reject Functions https://tc39.es/ecma262/#sec-promise-reject-functions
static ThrowOr<Value> promise_reject_function(VM& vm, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    // 1-3. Let F be the active function object; let promise be F.[[Promise]]; let alreadyResolved be F.[[AlreadyResolved]].
    auto* promise = static_cast<PromiseObject*>(self->slots()[0].as_object());
    Object* already_resolved = self->slots()[1].as_object();
    // 4. If alreadyResolved.[[Value]] is true, return undefined.
    if (already_resolved->primitive_value().as_bool())
        return Value();
    // 5. Set alreadyResolved.[[Value]] to true.
    already_resolved->set_primitive_value(Value(true));
    // 6. Perform RejectPromise(promise, reason).
    reject_promise(vm, promise, args.arg(0));
    // 7. Return undefined.
    return Value();
}

void resolve_promise(VM& vm, PromiseObject* promise, Value resolution)
{
    // 27.2.1.3.2 Promise Resolve Functions, steps 7 onwards.
    // 7. If SameValue(resolution, promise) is true, then
    if (resolution.is_object() && resolution.as_object() == promise) {
        // a. Let selfResolutionError be a newly created TypeError object.
        Object* error = vm.make_error(vm.type_error_prototype(), "Chaining cycle detected for promise #<Promise>");
        // b. Perform RejectPromise(promise, selfResolutionError).
        reject_promise(vm, promise, Value(error));
        return;
    }
    // 8. If resolution is not an Object, then: perform FulfillPromise(promise, resolution).
    if (!resolution.is_object()) {
        fulfill_promise(vm, promise, resolution);
        return;
    }
    // 9. Let then be Completion(Get(resolution, "then")).
    auto then = resolution.as_object()->get(vm, vm.names().then);
    // 10. If then is an abrupt completion, then: perform RejectPromise(promise, then.[[Value]]).
    if (then.is_throw()) {
        if (vm.terminated())
            return;
        reject_promise(vm, promise, vm.take_exception());
        return;
    }
    // 11. Let thenAction be then.[[Value]].
    Value then_action = then.value();
    // 12. If IsCallable(thenAction) is false, then: perform FulfillPromise(promise, resolution).
    if (!VM::is_callable(then_action)) {
        fulfill_promise(vm, promise, resolution);
        return;
    }
    // 13-15. Let thenJobCallback be HostMakeJobCallback(thenAction); let job be
    //        NewPromiseResolveThenableJob(promise, resolution, thenJobCallback);
    //        perform HostEnqueuePromiseJob(job.[[Job]], job.[[Realm]]).
    enqueue_promise_resolve_thenable_job(vm, promise, resolution, then_action);
}

// 27.2.1.3.2 Promise Resolve Functions https://tc39.es/ecma262/#sec-promise-resolve-functions
static ThrowOr<Value> promise_resolve_function(VM& vm, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    // 1-3. Let F be the active function object; promise = F.[[Promise]]; alreadyResolved = F.[[AlreadyResolved]].
    auto* promise = static_cast<PromiseObject*>(self->slots()[0].as_object());
    Object* already_resolved = self->slots()[1].as_object();
    // 4. If alreadyResolved.[[Value]] is true, return undefined.
    if (already_resolved->primitive_value().as_bool())
        return Value();
    // 5. Set alreadyResolved.[[Value]] to true.
    already_resolved->set_primitive_value(Value(true));
    // 6-16.
    resolve_promise(vm, promise, args.arg(0));
    return Value();
}

std::pair<NativeFunction*, NativeFunction*> create_resolving_functions(VM& vm, PromiseObject* promise)
{
    // 27.2.1.3 CreateResolvingFunctions ( promise ) https://tc39.es/ecma262/#sec-createresolvingfunctions
    // 1. Let alreadyResolved be the Record { [[Value]]: false }.
    //    NOTE: a plain object holding a boolean stands in for the shared Record.
    Object* already_resolved = vm.heap().allocate<Object>(nullptr);
    already_resolved->set_primitive_value(Value(false));
    // 2-6. Let resolve be CreateBuiltinFunction(...); set resolve.[[Promise]] and [[AlreadyResolved]].
    NativeFunction* resolve = vm.make_native_function("", promise_resolve_function, 1);
    resolve->slots() = { Value(static_cast<Object*>(promise)), Value(already_resolved) };
    // 7-11. Likewise for reject.
    NativeFunction* reject = vm.make_native_function("", promise_reject_function, 1);
    reject->slots() = { Value(static_cast<Object*>(promise)), Value(already_resolved) };
    // 12. Return the Record { [[Resolve]]: resolve, [[Reject]]: reject }.
    return { resolve, reject };
}

void fulfill_promise(VM& vm, PromiseObject* promise, Value value)
{
    // 27.2.1.4 FulfillPromise ( promise, value ) https://tc39.es/ecma262/#sec-fulfillpromise
    // 1. Assert: The value of promise.[[PromiseState]] is pending.
    VERIFY(promise->state == PromiseObject::State::Pending && "a promise settles once: its resolving functions check [[AlreadyResolved]]");
    // 2. Let reactions be promise.[[PromiseFulfillReactions]].
    PromiseReactionList reactions = std::move(promise->fulfill_reactions);
    // 3. Set promise.[[PromiseResult]] to value.
    promise->result = value;
    // 4-5. Set promise.[[PromiseFulfillReactions]] and [[PromiseRejectReactions]] to undefined.
    promise->fulfill_reactions.clear();
    promise->reject_reactions.clear();
    // 6. Set promise.[[PromiseState]] to fulfilled.
    promise->state = PromiseObject::State::Fulfilled;
    // 7. Perform TriggerPromiseReactions(reactions, value).
    trigger_promise_reactions(vm, reactions, value);
}

void reject_promise(VM& vm, PromiseObject* promise, Value reason)
{
    // 27.2.1.7 RejectPromise ( promise, reason ) https://tc39.es/ecma262/#sec-rejectpromise
    // 1. Assert: The value of promise.[[PromiseState]] is pending.
    VERIFY(promise->state == PromiseObject::State::Pending && "a promise settles once: its resolving functions check [[AlreadyResolved]]");
    // 2. Let reactions be promise.[[PromiseRejectReactions]].
    PromiseReactionList reactions = std::move(promise->reject_reactions);
    // 3. Set promise.[[PromiseResult]] to reason.
    promise->result = reason;
    // 4-5. Set the reaction lists to undefined.
    promise->fulfill_reactions.clear();
    promise->reject_reactions.clear();
    // 6. Set promise.[[PromiseState]] to rejected.
    promise->state = PromiseObject::State::Rejected;
    // 7. If promise.[[PromiseIsHandled]] is false, perform HostPromiseRejectionTracker(promise, "reject").
    if (!promise->is_handled)
        vm.track_rejection(promise, false);
    // 8. Perform TriggerPromiseReactions(reactions, reason).
    trigger_promise_reactions(vm, reactions, reason);
}

void trigger_promise_reactions(VM& vm, const PromiseReactionList& reactions, Value argument)
{
    // 27.2.1.8 TriggerPromiseReactions ( reactions, argument ) https://tc39.es/ecma262/#sec-triggerpromisereactions
    // 1. For each element reaction of reactions, do
    for (PromiseReaction* reaction : reactions) {
        // a-b. Let job be NewPromiseReactionJob(reaction, argument); HostEnqueuePromiseJob(job).
        enqueue_promise_reaction_job(vm, reaction, argument);
    }
    // 2. Return unused.
}

// 27.2.1.5.1 GetCapabilitiesExecutor Functions
static ThrowOr<Value> get_capabilities_executor(VM& vm, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    Object* record = self->slots()[0].as_object();
    Value resolve = record->get_own_property(PropertyKey::index(0))->value;
    Value reject = record->get_own_property(PropertyKey::index(1))->value;
    // 4. If promiseCapability.[[Resolve]] is not undefined, throw a TypeError exception.
    if (!resolve.is_undefined())
        return vm.throw_type_error("Promise executor has already been invoked with non-undefined arguments");
    // 5. If promiseCapability.[[Reject]] is not undefined, throw a TypeError exception.
    if (!reject.is_undefined())
        return vm.throw_type_error("Promise executor has already been invoked with non-undefined arguments");
    // 6-7. Set promiseCapability.[[Resolve]] to resolve and [[Reject]] to reject.
    record->put_direct(PropertyKey::index(0), args.arg(0));
    record->put_direct(PropertyKey::index(1), args.arg(1));
    // 8. Return undefined.
    return Value();
}

ThrowOr<PromiseCapability> new_promise_capability(VM& vm, Value constructor)
{
    // 27.2.1.5 NewPromiseCapability ( C ) https://tc39.es/ecma262/#sec-newpromisecapability
    // 1. If IsConstructor(C) is false, throw a TypeError exception.
    if (!VM::is_constructor(constructor))
        return vm.throw_type_error("Promise resolve or reject function is not callable");
    // AD-HOC: fast path for the intrinsic %Promise% (observably identical).
    if (constructor.as_object() == vm.promise_constructor()) {
        PromiseObject* promise = new_promise(vm);
        auto [resolve, reject] = create_resolving_functions(vm, promise);
        return PromiseCapability { Value(static_cast<Object*>(promise)), Value(static_cast<Object*>(resolve)),
            Value(static_cast<Object*>(reject)) };
    }
    // 3. Let resolvingFunctions be the Record { [[Resolve]]: undefined, [[Reject]]: undefined }.
    Object* record = vm.heap().allocate<Object>(nullptr);
    record->put_direct(PropertyKey::index(0), Value());
    record->put_direct(PropertyKey::index(1), Value());
    // 4-5. Let executor be CreateBuiltinFunction(executorClosure, 2, "", « »).
    NativeFunction* executor = vm.make_native_function("", get_capabilities_executor, 2);
    executor->slots() = { Value(record) };
    // 6. Let promise be ? Construct(C, « executor »).
    Value exec_arg[] = { Value(static_cast<Object*>(executor)) };
    Value promise = TRY(vm.construct(constructor, exec_arg));
    Value resolve = record->get_own_property(PropertyKey::index(0))->value;
    Value reject = record->get_own_property(PropertyKey::index(1))->value;
    // 7. If IsCallable(resolvingFunctions.[[Resolve]]) is false, throw a TypeError exception.
    if (!VM::is_callable(resolve))
        return vm.throw_type_error("Promise resolve or reject function is not callable");
    // 8. If IsCallable(resolvingFunctions.[[Reject]]) is false, throw a TypeError exception.
    if (!VM::is_callable(reject))
        return vm.throw_type_error("Promise resolve or reject function is not callable");
    // 9. Return the PromiseCapability Record { [[Promise]]: promise, [[Resolve]], [[Reject]] }.
    return PromiseCapability { promise, resolve, reject };
}

ThrowOr<Value> promise_resolve(VM& vm, Value constructor, Value x)
{
    // 27.2.4.7.1 PromiseResolve ( C, x ) https://tc39.es/ecma262/#sec-promise-resolve
    // 1. If IsPromise(x) is true, then
    if (x.is_object() && x.as_object()->object_class() == ObjectClass::Promise) {
        // a. Let xConstructor be ? Get(x, "constructor").
        Value x_constructor = TRY(x.as_object()->get(vm, vm.names().constructor));
        // b. If SameValue(xConstructor, C) is true, return x.
        if (VM::same_value(x_constructor, constructor))
            return x;
    }
    // 2. Let promiseCapability be ? NewPromiseCapability(C).
    PromiseCapability capability = TRY(new_promise_capability(vm, constructor));
    // 3. Perform ? Call(promiseCapability.[[Resolve]], undefined, « x »).
    Value args[] = { x };
    TRY(vm.call(capability.resolve, Value(), args));
    // 4. Return promiseCapability.[[Promise]].
    return capability.promise;
}

Value perform_promise_then(VM& vm, PromiseObject* promise, Value on_fulfilled, Value on_rejected,
    const PromiseCapability* result_capability, Frame* await_frame)
{
    // 27.2.5.4.1 PerformPromiseThen https://tc39.es/ecma262/#sec-performpromisethen
    // 1. Assert: IsPromise(promise) is true.
    // 2-3. If resultCapability is not present, set it to undefined.
    // 4. If IsCallable(onFulfilled) is false, let onFulfilledJobCallback be empty.
    // 5. Else, let onFulfilledJobCallback be HostMakeJobCallback(onFulfilled).
    Value fulfilled_callback = VM::is_callable(on_fulfilled) ? on_fulfilled : Value::empty();
    // 6-7. Likewise for onRejected.
    Value rejected_callback = VM::is_callable(on_rejected) ? on_rejected : Value::empty();
    // 8. Let fulfillReaction be the PromiseReaction Record { [[Capability]]: resultCapability,
    //    [[Type]]: fulfill, [[Handler]]: onFulfilledJobCallback }.
    auto* fulfill_reaction = vm.heap().allocate<PromiseReaction>();
    fulfill_reaction->type = PromiseReaction::Type::Fulfill;
    fulfill_reaction->handler = fulfilled_callback;
    // 9. Let rejectReaction be the PromiseReaction Record { ..., [[Type]]: reject, [[Handler]]: onRejectedJobCallback }.
    auto* reject_reaction = vm.heap().allocate<PromiseReaction>();
    reject_reaction->type = PromiseReaction::Type::Reject;
    reject_reaction->handler = rejected_callback;
    if (result_capability) {
        fulfill_reaction->has_capability = reject_reaction->has_capability = true;
        fulfill_reaction->capability = reject_reaction->capability = *result_capability;
    }
    fulfill_reaction->await_frame = reject_reaction->await_frame = await_frame;
    note_origin(vm, fulfill_reaction->origin, fulfill_reaction->origin_function);
    reject_reaction->origin = fulfill_reaction->origin;
    reject_reaction->origin_function = fulfill_reaction->origin_function;

    switch (promise->state) {
    // 10. If promise.[[PromiseState]] is pending, then
    case PromiseObject::State::Pending:
        // a. Append fulfillReaction to promise.[[PromiseFulfillReactions]].
        promise->fulfill_reactions.push_back(fulfill_reaction);
        // b. Append rejectReaction to promise.[[PromiseRejectReactions]].
        promise->reject_reactions.push_back(reject_reaction);
        break;
    // 11. Else if promise.[[PromiseState]] is fulfilled, then
    case PromiseObject::State::Fulfilled:
        // a-c. Let value be promise.[[PromiseResult]]; fulfillJob = NewPromiseReactionJob(fulfillReaction, value);
        //      HostEnqueuePromiseJob(fulfillJob).
        enqueue_promise_reaction_job(vm, fulfill_reaction, promise->result);
        break;
    // 12. Else: promise.[[PromiseState]] is rejected.
    case PromiseObject::State::Rejected:
        // c. If promise.[[PromiseIsHandled]] is false, perform HostPromiseRejectionTracker(promise, "handle").
        if (!promise->is_handled)
            vm.track_rejection(promise, true);
        // d-e. Let rejectJob be NewPromiseReactionJob(rejectReaction, reason); HostEnqueuePromiseJob(rejectJob).
        enqueue_promise_reaction_job(vm, reject_reaction, promise->result);
        break;
    }
    // 13. Set promise.[[PromiseIsHandled]] to true.
    promise->is_handled = true;
    // 14. If resultCapability is undefined, return undefined.
    if (!result_capability)
        return Value();
    // 15. Else, return resultCapability.[[Promise]].
    return result_capability->promise;
}

} // namespace evloop::js
