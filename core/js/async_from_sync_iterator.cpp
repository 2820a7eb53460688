// 27.1.4 AsyncFromSyncIterator Objects https://tc39.es/ecma262/#sec-async-from-sync-iterator-objects
// `for await (x of syncIterable)` and `yield*` of a sync iterable in an async generator wrap
// the sync iterator: each result's value is awaited (so an array of promises gives their values).
#include "core/js/generator.h"
#include "core/js/promise.h"

namespace evloop::js {

namespace {

class AsyncFromSyncIterator final : public Object {
public:
    AsyncFromSyncIterator(Object* prototype, IteratorRecord record)
        : Object(prototype, ObjectClass::Ordinary)
        , sync_iterator_record(record)
    {
    }
    const char* class_name() const override { return "AsyncFromSyncIterator"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(sync_iterator_record.iterator);
        v.visit(sync_iterator_record.next_method);
    }
    IteratorRecord sync_iterator_record; // [[SyncIteratorRecord]]
};

// 27.1.4.1 CreateAsyncFromSyncIterator ( syncIteratorRecord )
IteratorRecord create_async_from_sync_iterator(VM& vm, IteratorRecord sync_iterator_record)
{
    // 1. Let asyncIterator be OrdinaryObjectCreate(%AsyncFromSyncIteratorPrototype%, « [[SyncIteratorRecord]] »).
    // 2. Set asyncIterator.[[SyncIteratorRecord]] to syncIteratorRecord.
    auto* async_iterator = vm.heap().allocate<AsyncFromSyncIterator>(vm.intrinsic("AsyncFromSyncIteratorPrototype"), sync_iterator_record);
    // 3. Let nextMethod be ! Get(asyncIterator, "next").
    Value next = async_iterator->get(vm, vm.names().next).value();
    // 4-5. Return the Iterator Record { [[Iterator]]: asyncIterator, [[NextMethod]]: nextMethod, [[Done]]: false }.
    return IteratorRecord { Value(static_cast<Object*>(async_iterator)), next };
}

// The unwrap closure of 27.1.4.4 step 7: re-packages the awaited value.
ThrowOr<Value> async_from_sync_iterator_unwrap(VM& vm, CallArgs& args)
{
    bool done = static_cast<NativeFunction*>(args.callee)->slots()[0].as_bool();
    return create_iter_result_object(vm, args.arg(0), done);
}

// Rejects the capability's promise with the pending exception (IfAbruptRejectPromise).
Value reject_with_exception(VM& vm, PromiseObject* promise)
{
    if (!vm.terminated())
        reject_promise(vm, promise, vm.take_exception());
    return Value(static_cast<Object*>(promise));
}

// 27.1.4.4 AsyncFromSyncIteratorContinuation ( result, promiseCapability )
// SIMPLIFIED: as in Node 20 (V8 11.3), a rejected value does not close the sync iterator
// (the closeOnRejection step came into ECMA-262 later).
Value async_from_sync_iterator_continuation(VM& vm, Value result, PromiseObject* promise)
{
    // 1-2. Let done be Completion(IteratorComplete(result)); IfAbruptRejectPromise.
    auto done = vm.get(result, vm.names().done);
    if (done.is_throw())
        return reject_with_exception(vm, promise);
    bool is_done = VM::to_boolean(done.value());
    // 3-4. Let value be Completion(IteratorValue(result)); IfAbruptRejectPromise.
    auto value = vm.get(result, vm.names().value);
    if (value.is_throw())
        return reject_with_exception(vm, promise);
    // 5-6. Let valueWrapper be Completion(PromiseResolve(%Promise%, value)); IfAbruptRejectPromise.
    auto value_wrapper = promise_resolve(vm, Value(vm.promise_constructor()), value.value());
    if (value_wrapper.is_throw())
        return reject_with_exception(vm, promise);
    // 7-8. Let unwrap be a closure returning CreateIterResultObject(value, done); onFulfilled = it.
    NativeFunction* on_fulfilled = vm.make_native_function("", async_from_sync_iterator_unwrap, 1);
    on_fulfilled->slots().push_back(Value(is_done));
    // 10. Perform PerformPromiseThen(valueWrapper, onFulfilled, undefined, promiseCapability).
    PromiseCapability capability { Value(static_cast<Object*>(promise)), Value(), Value() };
    auto [resolve, reject] = create_resolving_functions(vm, promise);
    capability.resolve = Value(static_cast<Object*>(resolve));
    capability.reject = Value(static_cast<Object*>(reject));
    perform_promise_then(vm, static_cast<PromiseObject*>(value_wrapper.value().as_object()), Value(static_cast<Object*>(on_fulfilled)),
        Value::empty(), &capability);
    // 11. Return promiseCapability.[[Promise]].
    return Value(static_cast<Object*>(promise));
}

AsyncFromSyncIterator* this_async_from_sync_iterator(Value v)
{
    return v.is_object() ? dynamic_cast<AsyncFromSyncIterator*>(v.as_object()) : nullptr;
}

// 27.1.4.2.1 %AsyncFromSyncIteratorPrototype%.next ( [ value ] )
ThrowOr<Value> async_from_sync_iterator_next(VM& vm, CallArgs& args)
{
    // 1-3. Let O be the this value; let promiseCapability be ! NewPromiseCapability(%Promise%).
    AsyncFromSyncIterator* o = this_async_from_sync_iterator(args.this_value);
    VERIFY(o && "%AsyncFromSyncIteratorPrototype% is not reachable from JS");
    PromiseObject* promise = new_promise(vm);
    // 4-6. Let result be Completion(IteratorNext(syncIteratorRecord[, value])).
    IteratorRecord& record = o->sync_iterator_record;
    std::vector<Value> call_args;
    if (args.count() > 0)
        call_args.push_back(args.arg(0));
    auto result = vm.call(record.next_method, record.iterator, call_args);
    // 7. IfAbruptRejectPromise(result, promiseCapability).
    if (result.is_throw())
        return reject_with_exception(vm, promise);
    if (!result.value().is_object()) {
        (void)vm.throw_type_error("Iterator result " + vm.describe_for_message(result.value()) + " is not an object");
        return reject_with_exception(vm, promise);
    }
    // 8. Return AsyncFromSyncIteratorContinuation(result, promiseCapability).
    return async_from_sync_iterator_continuation(vm, result.value(), promise);
}

// 27.1.4.2.2 %AsyncFromSyncIteratorPrototype%.return ( [ value ] ) and
// 27.1.4.2.3 %AsyncFromSyncIteratorPrototype%.throw ( [ value ] )
ThrowOr<Value> async_from_sync_iterator_abrupt(VM& vm, CallArgs& args, bool is_return)
{
    AsyncFromSyncIterator* o = this_async_from_sync_iterator(args.this_value);
    VERIFY(o && "%AsyncFromSyncIteratorPrototype% is not reachable from JS");
    PromiseObject* promise = new_promise(vm);
    Value sync_iterator = o->sync_iterator_record.iterator;
    // 5-6. Let return (throw) be Completion(GetMethod(syncIterator, "return" / "throw")); IfAbruptRejectPromise.
    auto method = vm.get_method(sync_iterator, is_return ? vm.names().return_ : vm.key("throw"));
    if (method.is_throw())
        return reject_with_exception(vm, promise);
    // 7. If the method is undefined: return resolves { value, done: true }; throw rejects with value.
    // SIMPLIFIED: Node 20 follows the earlier text for throw (no IteratorClose, reject with value).
    if (method.value().is_undefined()) {
        if (is_return)
            resolve_promise(vm, promise, create_iter_result_object(vm, args.arg(0), true));
        else
            reject_promise(vm, promise, args.arg(0));
        return Value(static_cast<Object*>(promise));
    }
    // 8-9. Let result be Completion(Call(method, syncIterator[, « value »])).
    std::vector<Value> call_args;
    if (args.count() > 0)
        call_args.push_back(args.arg(0));
    auto result = vm.call(method.value(), sync_iterator, call_args);
    // 10. IfAbruptRejectPromise(result, promiseCapability).
    if (result.is_throw())
        return reject_with_exception(vm, promise);
    // 11. If result is not an Object, reject with a TypeError.
    if (!result.value().is_object()) {
        (void)vm.throw_type_error("Iterator result " + vm.describe_for_message(result.value()) + " is not an object");
        return reject_with_exception(vm, promise);
    }
    // 12. Return AsyncFromSyncIteratorContinuation(result, promiseCapability).
    return async_from_sync_iterator_continuation(vm, result.value(), promise);
}
ThrowOr<Value> async_from_sync_iterator_return(VM& vm, CallArgs& args) { return async_from_sync_iterator_abrupt(vm, args, true); }
ThrowOr<Value> async_from_sync_iterator_throw(VM& vm, CallArgs& args) { return async_from_sync_iterator_abrupt(vm, args, false); }

} // namespace

ThrowOr<IteratorRecord> get_async_iterator(VM& vm, Value obj, const std::string& not_iterable_message)
{
    // 7.4.3 GetIterator ( obj, async )
    if (obj.is_nullish())
        return vm.throw_type_error(not_iterable_message);
    // 1.a. Let method be ? GetMethod(obj, @@asyncIterator).
    Value method = TRY(vm.get_method(obj, PropertyKey::symbol(vm.symbol_async_iterator())));
    // 1.b. If method is undefined, then
    if (method.is_undefined()) {
        // i. Let syncMethod be ? GetMethod(obj, @@iterator).
        Value sync_method = TRY(vm.get_method(obj, PropertyKey::symbol(vm.symbol_iterator())));
        // ii. If syncMethod is undefined, throw a TypeError exception.
        if (sync_method.is_undefined())
            return vm.throw_type_error(not_iterable_message);
        // iii. Let syncIteratorRecord be ? GetIteratorFromMethod(obj, syncMethod).
        IteratorRecord sync_record = TRY(get_iterator_from_method(vm, obj, sync_method));
        // iv. Return CreateAsyncFromSyncIterator(syncIteratorRecord).
        return create_async_from_sync_iterator(vm, sync_record);
    }
    // 3-4. Let iterator be ? Call(method, obj); it must be an Object.
    Value iterator = TRY(vm.call(method, obj, {}));
    if (!iterator.is_object())
        return vm.throw_type_error("Result of the Symbol.asyncIterator method is not an object");
    Value next = TRY(vm.get(iterator, vm.names().next));
    return IteratorRecord { iterator, next };
}

void install_async_from_sync_iterator_builtins(VM& vm)
{
    // 27.1.4.2 The %AsyncFromSyncIteratorPrototype% Object
    Object* proto = vm.heap().allocate<Object>(vm.intrinsic("AsyncIteratorPrototype"));
    vm.define_native(proto, "next", async_from_sync_iterator_next, 1);
    vm.define_native(proto, "return", async_from_sync_iterator_return, 1);
    vm.define_native(proto, "throw", async_from_sync_iterator_throw, 1);
    vm.set_intrinsic("AsyncFromSyncIteratorPrototype", proto);
}

} // namespace evloop::js
