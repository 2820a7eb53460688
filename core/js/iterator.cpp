#include "core/js/iterator.h"

namespace evloop::js {

ThrowOr<IteratorRecord> get_iterator_from_method(VM& vm, Value obj, Value method)
{
    // 1. Let iterator be ? Call(method, obj).
    Value iterator = TRY(vm.call(method, obj, {}));
    // 2. If iterator is not an Object, throw a TypeError exception.
    if (!iterator.is_object())
        return vm.throw_type_error("Result of the Symbol.iterator method is not an object");
    // 3. Let nextMethod be ? Get(iterator, "next").
    Value next = TRY(vm.get(iterator, vm.names().next));
    // 4-5. Return the Iterator Record { [[Iterator]], [[NextMethod]], [[Done]]: false }.
    return IteratorRecord { iterator, next };
}

ThrowOr<IteratorRecord> get_iterator(VM& vm, Value obj)
{
    if (obj.is_nullish())
        return vm.throw_type_error(vm.not_iterable_message(obj));
    // 3.a. Let method be ? GetMethod(obj, @@iterator).
    Value method = TRY(vm.get(obj, PropertyKey::symbol(vm.symbol_iterator())));
    // 4. If method is undefined, throw a TypeError exception.
    if (!VM::is_callable(method))
        return vm.throw_type_error(vm.not_iterable_message(obj));
    // 5. Return ? GetIteratorFromMethod(obj, method).
    return get_iterator_from_method(vm, obj, method);
}

ThrowOr<std::optional<Value>> iterator_step_value(VM& vm, IteratorRecord& record)
{
    // IteratorNext: Call(next, iterator); the result must be an object.
    Value result = TRY(vm.call(record.next_method, record.iterator, {}));
    if (!result.is_object())
        return vm.throw_type_error("Iterator result " + vm.describe_for_message(result) + " is not an object");
    // IteratorComplete, then IteratorValue.
    Value done = TRY(vm.get(result, vm.names().done));
    if (VM::to_boolean(done))
        return std::optional<Value>();
    Value value = TRY(vm.get(result, vm.names().value));
    return std::optional<Value>(value);
}

Thrown iterator_close_on_throw(VM& vm, IteratorRecord& record)
{
    if (vm.terminated())
        return Thrown {};
    Value original = vm.take_exception();
    auto method = vm.get(record.iterator, vm.names().return_);
    if (!method.is_throw() && VM::is_callable(method.value()))
        (void)vm.call(method.value(), record.iterator, {});
    if (vm.terminated())
        return Thrown {};
    return vm.throw_value(original);
}

} // namespace evloop::js
