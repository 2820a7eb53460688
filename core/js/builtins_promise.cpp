// 27.2.3 The Promise Constructor, 27.2.4 Properties of the Promise Constructor,
// 27.2.5 Properties of the Promise Prototype Object https://tc39.es/ecma262/#sec-promise-constructor
#include "core/js/promise.h"
#include "core/js/iterator.h"

namespace evloop::js {

// Get(C, @@species) where C is a function: every intrinsic constructor holds @@species
// itself (an accessor whose getter returns C), among its named properties (a function's
// other own properties, its lazy `length` and `name`, have string keys). That property is
// read there, and its getter called as [[Get]] calls it (same call, same cost), without
// [[Get]]'s virtual get_own_property and its copy of the property: this runs at every
// `.then`. Anything else takes the general [[Get]].
static ThrowOr<Value> get_species(VM& vm, Object* c)
{
    PropertyKey key = PropertyKey::symbol(vm.symbol_species());
    if (c->object_class() == ObjectClass::Function) {
        for (const auto& [own_key, p] : c->named_properties()) {
            if (!(own_key == key))
                continue;
            if (!p.is_accessor())
                return p.value;
            if (!p.getter)
                return Value();
            Value getter(p.getter);
            return vm.call(getter, Value(c), {});
        }
    }
    return c->get(vm, key);
}

// 7.3.22 SpeciesConstructor ( O, defaultConstructor ) https://tc39.es/ecma262/#sec-speciesconstructor
ThrowOr<Value> species_constructor(VM& vm, Object* o, Value default_constructor)
{
    // 1-2. Let C be ? Get(O, "constructor"); if C is undefined, return defaultConstructor.
    // (Object::peek is that Get when only ordinary objects' data properties are on the
    // way, as for a promise and %Promise.prototype%.)
    Value c;
    if (!o->peek(vm.names().constructor, c))
        c = TRY(o->get(vm, vm.names().constructor));
    if (c.is_undefined())
        return default_constructor;
    // 3. If C is not an Object, throw a TypeError exception.
    if (!c.is_object())
        return vm.throw_type_error("The .constructor property is not an object");
    // 4-5. Let S be ? Get(C, @@species); if S is either undefined or null, return defaultConstructor.
    Value s = TRY(get_species(vm, c.as_object()));
    if (s.is_nullish())
        return default_constructor;
    // 6-7. If IsConstructor(S) is true, return S; otherwise throw a TypeError exception.
    if (VM::is_constructor(s))
        return s;
    return vm.throw_type_error("object.constructor[Symbol.species] is not a constructor");
}

namespace {

ThrowOr<Value> promise_constructor(VM& vm, CallArgs& args)
{
    // 27.2.3.1 Promise ( executor )
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if (!args.new_target)
        return vm.throw_type_error("Promise constructor cannot be invoked without 'new'");
    Value executor = args.arg(0);
    // 2. If IsCallable(executor) is false, throw a TypeError exception.
    if (!VM::is_callable(executor))
        return vm.throw_type_error("Promise resolver " + vm.to_string(executor.is_object() ? Value(vm.intern("#<Object>")) : executor).value()->utf8() + " is not a function");
    // 3. Let promise be ? OrdinaryCreateFromConstructor(NewTarget, "%Promise.prototype%", ...).
    Value proto = TRY(args.new_target->get(vm, vm.names().prototype));
    PromiseObject* promise = new_promise(vm);
    if (proto.is_object())
        promise->set_prototype(proto.as_object());
    // 4-7. [[PromiseState]] pending, reaction lists empty, [[PromiseIsHandled]] false.
    // 8. Let resolvingFunctions be CreateResolvingFunctions(promise).
    auto [resolve, reject] = create_resolving_functions(vm, promise);
    // 9. Let completion be Completion(Call(executor, undefined, « resolve, reject »)).
    Value call_args[] = { Value(static_cast<Object*>(resolve)), Value(static_cast<Object*>(reject)) };
    auto completion = vm.call(executor, Value(), call_args);
    // 10. If completion is an abrupt completion, then
    if (completion.is_throw()) {
        if (vm.terminated())
            return Thrown {};
        // a. Perform ? Call(resolvingFunctions.[[Reject]], undefined, « completion.[[Value]] »).
        Value reason[] = { vm.take_exception() };
        TRY(vm.call(Value(static_cast<Object*>(reject)), Value(), reason));
    }
    // 11. Return promise.
    return Value(static_cast<Object*>(promise));
}

ThrowOr<PromiseObject*> this_promise(VM& vm, Value v, const char* method)
{
    if (v.is_object() && v.as_object()->object_class() == ObjectClass::Promise)
        return static_cast<PromiseObject*>(v.as_object());
    return vm.throw_type_error(std::string("Method Promise.prototype.") + method + " called on incompatible receiver " + vm.to_string(v.is_object() ? Value(vm.intern("#<Object>")) : v).value()->utf8());
}

ThrowOr<Value> promise_then(VM& vm, CallArgs& args)
{
    // 27.2.5.4 Promise.prototype.then ( onFulfilled, onRejected )
    // 1-2. Let promise be the this value; if IsPromise(promise) is false, throw a TypeError.
    PromiseObject* promise = TRY(this_promise(vm, args.this_value, "then"));
    // 3. Let C be ? SpeciesConstructor(promise, %Promise%).
    Value c = TRY(species_constructor(vm, promise, Value(vm.promise_constructor())));
    // 4. Let resultCapability be ? NewPromiseCapability(C).
    // AD-HOC: for %Promise% itself the capability's resolve and reject functions are
    // never seen by JavaScript (only the reaction job calls them, once), so they are left
    // empty and the job settles the promise directly (promise_jobs.cpp): a link of a
    // .then chain is then a promise and two reactions, not five cells.
    if (c.is_object() && c.as_object() == vm.promise_constructor()) {
        PromiseCapability internal { Value(static_cast<Object*>(new_promise(vm))), Value::empty(), Value::empty() };
        return perform_promise_then(vm, promise, args.arg(0), args.arg(1), &internal);
    }
    PromiseCapability capability = TRY(new_promise_capability(vm, c));
    // 5. Return PerformPromiseThen(promise, onFulfilled, onRejected, resultCapability).
    return perform_promise_then(vm, promise, args.arg(0), args.arg(1), &capability);
}

ThrowOr<Value> promise_catch(VM& vm, CallArgs& args)
{
    // 27.2.5.1 Promise.prototype.catch ( onRejected )
    // 1-2. Let promise be the this value; return ? Invoke(promise, "then", « undefined, onRejected »).
    Value then = TRY(vm.get(args.this_value, vm.names().then));
    Value call_args[] = { Value(), args.arg(0) };
    return vm.call(then, args.this_value, call_args);
}

// 27.2.5.3.1 Then Finally Functions / 27.2.5.3.2 Catch Finally Functions and their
// value thunk / thrower. slots: [onFinally, C]
ThrowOr<Value> value_thunk(VM&, CallArgs& args) { return static_cast<NativeFunction*>(args.callee)->slots()[0]; }
ThrowOr<Value> thrower(VM& vm, CallArgs& args) { return vm.throw_value(static_cast<NativeFunction*>(args.callee)->slots()[0]); }

// Then Finally and Catch Finally take the same steps; only what they pass on differs:
// a thunk returning the value, or a thrower of the reason.
ThrowOr<Value> finally_step(VM& vm, CallArgs& args, NativeFn pass_on)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    Value on_finally = self->slots()[0];
    Value c = self->slots()[1];
    Value value_or_reason = args.arg(0);
    // i. Let result be ? Call(onFinally, undefined).
    Value result = TRY(vm.call(on_finally, Value(), {}));
    // ii. Let p be ? PromiseResolve(C, result).
    Value p = TRY(promise_resolve(vm, c, result));
    // iii-iv. A closure that returns value (valueThunk) or throws reason (thrower).
    NativeFunction* passed = vm.make_native_function("", pass_on, 0);
    passed->slots() = { value_or_reason };
    // v. Return ? Invoke(p, "then", « valueThunk » / « thrower »).
    Value then = TRY(vm.get(p, vm.names().then));
    Value call_args[] = { Value(static_cast<Object*>(passed)) };
    return vm.call(then, p, call_args);
}

ThrowOr<Value> then_finally(VM& vm, CallArgs& args) { return finally_step(vm, args, value_thunk); }
ThrowOr<Value> catch_finally(VM& vm, CallArgs& args) { return finally_step(vm, args, thrower); }

ThrowOr<Value> promise_finally(VM& vm, CallArgs& args)
{
    // 27.2.5.3 Promise.prototype.finally ( onFinally )
    // 1-2. Let promise be the this value; if promise is not an Object, throw a TypeError.
    if (!args.this_value.is_object())
        return vm.throw_type_error("Promise.prototype.finally called on a non-object");
    // 3. Let C be ? SpeciesConstructor(promise, %Promise%).
    Value c = TRY(species_constructor(vm, args.this_value.as_object(), Value(vm.promise_constructor())));
    Value on_finally = args.arg(0);
    Value then_finally_fn, catch_finally_fn;
    // 5. If IsCallable(onFinally) is false, then let thenFinally and catchFinally be onFinally.
    if (!VM::is_callable(on_finally)) {
        then_finally_fn = catch_finally_fn = on_finally;
    } else {
        // 6. Else: create thenFinally and catchFinally closures capturing onFinally and C.
        NativeFunction* tf = vm.make_native_function("", then_finally, 1);
        tf->slots() = { on_finally, c };
        NativeFunction* cf = vm.make_native_function("", catch_finally, 1);
        cf->slots() = { on_finally, c };
        then_finally_fn = Value(static_cast<Object*>(tf));
        catch_finally_fn = Value(static_cast<Object*>(cf));
    }
    // 7. Return ? Invoke(promise, "then", « thenFinally, catchFinally »).
    Value then = TRY(vm.get(args.this_value, vm.names().then));
    Value call_args[] = { then_finally_fn, catch_finally_fn };
    return vm.call(then, args.this_value, call_args);
}

ThrowOr<Value> promise_static_resolve(VM& vm, CallArgs& args)
{
    // 27.2.4.7 Promise.resolve ( x )
    // 1-2. Let C be the this value; if C is not an Object, throw a TypeError.
    if (!args.this_value.is_object())
        return vm.throw_type_error("PromiseResolve called on non-object");
    // 3. Return ? PromiseResolve(C, x).
    return promise_resolve(vm, args.this_value, args.arg(0));
}

ThrowOr<Value> promise_static_reject(VM& vm, CallArgs& args)
{
    // 27.2.4.6 Promise.reject ( r )
    // 1-2. Let C be the this value; let promiseCapability be ? NewPromiseCapability(C).
    PromiseCapability capability = TRY(new_promise_capability(vm, args.this_value));
    // 3. Perform ? Call(promiseCapability.[[Reject]], undefined, « r »).
    Value call_args[] = { args.arg(0) };
    TRY(vm.call(capability.reject, Value(), call_args));
    // 4. Return promiseCapability.[[Promise]].
    return capability.promise;
}

ThrowOr<Value> promise_static_with_resolvers(VM& vm, CallArgs& args)
{
    // 27.2.4.8 Promise.withResolvers ( )
    PromiseCapability capability = TRY(new_promise_capability(vm, args.this_value));
    Object* result = vm.make_object();
    result->put_direct(vm.key("promise"), capability.promise);
    result->put_direct(vm.key("resolve"), capability.resolve);
    result->put_direct(vm.key("reject"), capability.reject);
    return Value(result);
}

// The combinators share one shape (27.2.4.1.1 GetPromiseResolve, 27.2.4.1.2
// PerformPromiseAll, …): for each element, C.resolve(element).then(onFulfilled, onRejected).
// Their element functions keep state in slots:
//   [0] values array, [1] remaining-elements counter object, [2] capability holder,
//   [3] index, [4] alreadyCalled holder.
enum class Combinator { All, AllSettled, Any };

Object* make_counter(VM& vm, double initial)
{
    Object* counter = vm.heap().allocate<Object>(nullptr);
    counter->set_primitive_value(Value(initial));
    return counter;
}

Object* capability_holder(VM& vm, const PromiseCapability& cap)
{
    Object* h = vm.heap().allocate<Object>(nullptr);
    h->put_direct(PropertyKey::index(0), cap.promise);
    h->put_direct(PropertyKey::index(1), cap.resolve);
    h->put_direct(PropertyKey::index(2), cap.reject);
    return h;
}

PromiseCapability holder_capability(Object* h)
{
    return { h->get_own_property(PropertyKey::index(0))->value, h->get_own_property(PropertyKey::index(1))->value,
        h->get_own_property(PropertyKey::index(2))->value };
}

ThrowOr<Value> combinator_element(VM& vm, CallArgs& args, Combinator kind, bool fulfilled)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    auto& s = self->slots();
    // 1-3. Let F be the active function object; if F.[[AlreadyCalled]] is true, return undefined.
    Object* already_called = s[4].as_object();
    if (already_called->primitive_value().as_bool())
        return Value();
    // 4. Set F.[[AlreadyCalled]] to true.
    already_called->set_primitive_value(Value(true));
    auto* values = static_cast<Array*>(s[0].as_object());
    Object* remaining = s[1].as_object();
    PromiseCapability capability = holder_capability(s[2].as_object());
    uint32_t index = static_cast<uint32_t>(s[3].as_number());
    Value x = args.arg(0);
    Value element = x;
    if (kind == Combinator::AllSettled) {
        // 27.2.4.2.2 / .3: { status: "fulfilled", value } or { status: "rejected", reason }
        Object* obj = vm.make_object();
        obj->put_direct(vm.key("status"), vm.string_value(fulfilled ? "fulfilled" : "rejected"));
        obj->put_direct(vm.key(fulfilled ? "value" : "reason"), x);
        element = Value(obj);
    }
    // Set values[index] to x (or the settlement record; for Any, errors[index]).
    values->elements()[index] = element;
    // Set remainingElementsCount.[[Value]] to remainingElementsCount.[[Value]] - 1.
    double left = remaining->primitive_value().as_number() - 1;
    remaining->set_primitive_value(Value(left));
    // If remainingElementsCount.[[Value]] = 0, then
    if (left == 0) {
        if (kind == Combinator::Any) {
            // Let error be a newly created AggregateError object with errors = errors.
            Object* error = vm.make_error(vm.intrinsic("AggregateError.prototype"), "All promises were rejected");
            error->put_direct(vm.key("errors"), Value(static_cast<Object*>(vm.make_array(values->elements()))), kBuiltinAttributes);
            Value call_args[] = { Value(error) };
            return vm.call(capability.reject, Value(), call_args);
        }
        // Let valuesArray be CreateArrayFromList(values); return ? Call(promiseCapability.[[Resolve]], « valuesArray »).
        Value call_args[] = { Value(static_cast<Object*>(vm.make_array(values->elements()))) };
        return vm.call(capability.resolve, Value(), call_args);
    }
    return Value();
}

ThrowOr<Value> all_resolve_element(VM& vm, CallArgs& args) { return combinator_element(vm, args, Combinator::All, true); }
ThrowOr<Value> all_settled_resolve_element(VM& vm, CallArgs& args) { return combinator_element(vm, args, Combinator::AllSettled, true); }
ThrowOr<Value> all_settled_reject_element(VM& vm, CallArgs& args) { return combinator_element(vm, args, Combinator::AllSettled, false); }
ThrowOr<Value> any_reject_element(VM& vm, CallArgs& args) { return combinator_element(vm, args, Combinator::Any, false); }

// If an abrupt completion happens while iterating, reject the capability (IfAbruptRejectPromise).
ThrowOr<Value> reject_with_exception(VM& vm, const PromiseCapability& capability)
{
    if (vm.terminated())
        return Thrown {};
    Value call_args[] = { vm.take_exception() };
    TRY(vm.call(capability.reject, Value(), call_args));
    return capability.promise;
}

ThrowOr<Value> perform_combinator(VM& vm, CallArgs& args, const char* name, Combinator kind, bool race)
{
    // 27.2.4.1 Promise.all ( iterable ) and its siblings.
    // 1. Let C be the this value.
    Value c = args.this_value;
    // 2. Let promiseCapability be ? NewPromiseCapability(C).
    PromiseCapability capability = TRY(new_promise_capability(vm, c));
    // 3. Let promiseResolve be Completion(GetPromiseResolve(C)); IfAbruptRejectPromise.
    auto resolve_fn = c.as_object()->get(vm, vm.key("resolve"));
    if (resolve_fn.is_throw())
        return reject_with_exception(vm, capability);
    if (!VM::is_callable(resolve_fn.value())) {
        vm.throw_type_error("Promise resolve or reject function is not callable");
        return reject_with_exception(vm, capability);
    }
    // 5. Let iteratorRecord be Completion(GetIterator(iterable, sync)); IfAbruptRejectPromise.
    auto iterator = get_iterator(vm, args.arg(0));
    if (iterator.is_throw())
        return reject_with_exception(vm, capability);
    IteratorRecord record = iterator.release_value();
    // 7. Let result be Completion(PerformPromiseAll(iteratorRecord, C, promiseCapability, promiseResolve)).
    // 8. If result is an abrupt completion: if iteratorRecord.[[Done]] is false, set result
    //    to Completion(IteratorClose(iteratorRecord, result)); IfAbruptRejectPromise(result).
    //    An error from the iterator itself sets [[Done]] (no close); an error from
    //    promiseResolve or from invoking `then` closes the iterator first.
    auto close_and_reject = [&]() -> ThrowOr<Value> {
        (void)iterator_close_on_throw(vm, record);
        return reject_with_exception(vm, capability);
    };

    // PerformPromiseAll / AllSettled / Any: values list, remainingElementsCount = 1.
    Array* values = vm.make_array();
    Object* remaining = make_counter(vm, 1);
    Object* holder = capability_holder(vm, capability);
    for (uint32_t index = 0;; ++index) {
        // Let next be ? IteratorStepValue(iteratorRecord); if next is DONE, finish below.
        auto next = iterator_step_value(vm, record);
        if (next.is_throw())
            return reject_with_exception(vm, capability);
        if (!next.value().has_value())
            break;
        // Append undefined to values.
        if (!race)
            values->elements().push_back(Value());
        // Let nextPromise be ? Call(promiseResolve, constructor, « nextValue »).
        Value next_args[] = { *next.value() };
        auto next_promise = vm.call(resolve_fn.value(), c, next_args);
        if (next_promise.is_throw())
            return close_and_reject();
        Value on_fulfilled, on_rejected;
        if (race) {
            // 27.2.4.5.1 PerformPromiseRace: nextPromise.then(resolve, reject).
            on_fulfilled = capability.resolve;
            on_rejected = capability.reject;
        } else {
            Object* already_called = vm.heap().allocate<Object>(nullptr);
            already_called->set_primitive_value(Value(false));
            std::vector<Value> slots { Value(static_cast<Object*>(values)), Value(remaining), Value(holder),
                Value(static_cast<double>(index)), Value(already_called) };
            if (kind == Combinator::All) {
                NativeFunction* f = vm.make_native_function("", all_resolve_element, 1);
                f->slots() = slots;
                on_fulfilled = Value(static_cast<Object*>(f));
                on_rejected = capability.reject;
            } else if (kind == Combinator::AllSettled) {
                NativeFunction* f = vm.make_native_function("", all_settled_resolve_element, 1);
                f->slots() = slots;
                NativeFunction* r = vm.make_native_function("", all_settled_reject_element, 1);
                r->slots() = slots; // shares alreadyCalled with onFulfilled
                on_fulfilled = Value(static_cast<Object*>(f));
                on_rejected = Value(static_cast<Object*>(r));
            } else {
                NativeFunction* r = vm.make_native_function("", any_reject_element, 1);
                r->slots() = slots;
                on_fulfilled = capability.resolve;
                on_rejected = Value(static_cast<Object*>(r));
            }
            // Set remainingElementsCount.[[Value]] to remainingElementsCount.[[Value]] + 1.
            remaining->set_primitive_value(Value(remaining->primitive_value().as_number() + 1));
        }
        // Perform ? Invoke(nextPromise, "then", « onFulfilled, onRejected »).
        auto then = vm.get(next_promise.value(), vm.names().then);
        if (then.is_throw())
            return close_and_reject();
        Value then_args[] = { on_fulfilled, on_rejected };
        if (vm.call(then.value(), next_promise.value(), then_args).is_throw())
            return close_and_reject();
    }
    if (!race) {
        // Iteration done: set remainingElementsCount.[[Value]] to its value - 1; if 0, settle now.
        double left = remaining->primitive_value().as_number() - 1;
        remaining->set_primitive_value(Value(left));
        if (left == 0) {
            if (kind == Combinator::Any) {
                Object* error = vm.make_error(vm.intrinsic("AggregateError.prototype"), "All promises were rejected");
                error->put_direct(vm.key("errors"), Value(static_cast<Object*>(vm.make_array(values->elements()))), kBuiltinAttributes);
                Value reject_args[] = { Value(error) };
                TRY(vm.call(capability.reject, Value(), reject_args));
            } else {
                Value resolve_args[] = { Value(static_cast<Object*>(vm.make_array(values->elements()))) };
                TRY(vm.call(capability.resolve, Value(), resolve_args));
            }
        }
    }
    (void)name;
    return capability.promise;
}

ThrowOr<Value> promise_all(VM& vm, CallArgs& args) { return perform_combinator(vm, args, "all", Combinator::All, false); }
ThrowOr<Value> promise_all_settled(VM& vm, CallArgs& args) { return perform_combinator(vm, args, "allSettled", Combinator::AllSettled, false); }
ThrowOr<Value> promise_any(VM& vm, CallArgs& args) { return perform_combinator(vm, args, "any", Combinator::Any, false); }
ThrowOr<Value> promise_race(VM& vm, CallArgs& args) { return perform_combinator(vm, args, "race", Combinator::All, true); }

} // namespace

void install_promise_builtins(VM& vm)
{
    Object* proto = vm.make_object();
    NativeFunction* ctor = vm.make_native_function("Promise", promise_constructor, 1, true);
    ctor->put_direct(vm.names().prototype, Value(proto), 0);
    proto->put_direct(vm.names().constructor, Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Promise"), kConfigurable);
    vm.define_value(vm.global_object(), "Promise", Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic("Promise", ctor);
    vm.set_intrinsic("Promise.prototype", proto);
    vm.define_native(proto, "then", promise_then, 2);
    vm.define_native(proto, "catch", promise_catch, 1);
    vm.define_native(proto, "finally", promise_finally, 1);
    vm.define_native(ctor, "resolve", promise_static_resolve, 1);
    vm.define_native(ctor, "reject", promise_static_reject, 1);
    vm.define_native(ctor, "all", promise_all, 1);
    vm.define_native(ctor, "allSettled", promise_all_settled, 1);
    vm.define_native(ctor, "any", promise_any, 1);
    vm.define_native(ctor, "race", promise_race, 1);
    vm.define_native(ctor, "withResolvers", promise_static_with_resolvers, 0);
}

} // namespace evloop::js
