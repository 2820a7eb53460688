// 28.1 The Reflect Object https://tc39.es/ecma262/#sec-reflect-object
// Each function is the matching internal method, with its arguments checked.
#include "core/js/proxy.h"
#include "core/js/vm.h"

namespace evloop::js {

namespace {

ThrowOr<Object*> target_object(VM& vm, CallArgs& args, const char* function)
{
    // 1. If target is not an Object, throw a TypeError exception.
    if (!args.arg(0).is_object())
        return vm.throw_type_error(std::string("Reflect.") + function + " called on non-object");
    return args.arg(0).as_object();
}

Value key_value(VM& vm, const PropertyKey& k)
{
    if (k.is_symbol())
        return Value(k.as_symbol());
    return Value(vm.make_string(k.to_string()));
}

// 28.1.1 Reflect.apply ( target, thisArgument, argumentsList )
ThrowOr<Value> reflect_apply(VM& vm, CallArgs& args)
{
    if (!VM::is_callable(args.arg(0)))
        return vm.throw_type_error("Function.prototype.apply was called on " + vm.describe_for_message(args.arg(0)) + ", which is " + vm.type_of(args.arg(0)).as_string()->utf8() + " and not a function");
    std::vector<Value> list = TRY(create_list_from_array_like(vm, args.arg(2)));
    return vm.call(args.arg(0), args.arg(1), list);
}

// 28.1.2 Reflect.construct ( target, argumentsList [ , newTarget ] )
ThrowOr<Value> reflect_construct(VM& vm, CallArgs& args)
{
    if (!VM::is_constructor(args.arg(0)))
        return vm.throw_type_error(vm.describe_for_message(args.arg(0)) + " is not a constructor");
    Value new_target = args.count() > 2 ? args.arg(2) : args.arg(0);
    if (!VM::is_constructor(new_target))
        return vm.throw_type_error(vm.describe_for_message(new_target) + " is not a constructor");
    std::vector<Value> list = TRY(create_list_from_array_like(vm, args.arg(1)));
    return vm.construct(args.arg(0), list, new_target.as_object());
}

// 28.1.3 Reflect.defineProperty ( target, propertyKey, attributes )
ThrowOr<Value> reflect_define_property(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "defineProperty"));
    PropertyKey key = TRY(vm.to_property_key(args.arg(1)));
    PropertyDescriptor desc = TRY(to_property_descriptor(vm, args.arg(2)));
    return Value(TRY(target->internal_define_own_property(vm, key, desc)));
}

// 28.1.4 Reflect.deleteProperty ( target, propertyKey )
ThrowOr<Value> reflect_delete_property(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "deleteProperty"));
    PropertyKey key = TRY(vm.to_property_key(args.arg(1)));
    return Value(TRY(target->internal_delete(vm, key)));
}

// 28.1.5 Reflect.get ( target, propertyKey [ , receiver ] )
ThrowOr<Value> reflect_get(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "get"));
    PropertyKey key = TRY(vm.to_property_key(args.arg(1)));
    Value receiver = args.count() > 2 ? args.arg(2) : args.arg(0);
    return target->get(vm, key, receiver);
}

// 28.1.6 Reflect.getOwnPropertyDescriptor ( target, propertyKey )
ThrowOr<Value> reflect_get_own_property_descriptor(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "getOwnPropertyDescriptor"));
    PropertyKey key = TRY(vm.to_property_key(args.arg(1)));
    std::optional<Property> desc = TRY(target->internal_get_own_property(vm, key));
    if (!desc)
        return Value();
    return from_property_descriptor(vm, PropertyDescriptor::from_property(*desc));
}

// 28.1.7 Reflect.getPrototypeOf ( target )
ThrowOr<Value> reflect_get_prototype_of(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "getPrototypeOf"));
    Object* proto = TRY(target->internal_get_prototype_of(vm));
    return proto ? Value(proto) : Value::null();
}

// 28.1.8 Reflect.has ( target, propertyKey )
ThrowOr<Value> reflect_has(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "has"));
    PropertyKey key = TRY(vm.to_property_key(args.arg(1)));
    return Value(TRY(target->internal_has_property(vm, key)));
}

// 28.1.9 Reflect.isExtensible ( target )
ThrowOr<Value> reflect_is_extensible(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "isExtensible"));
    return Value(TRY(target->internal_is_extensible(vm)));
}

// 28.1.10 Reflect.ownKeys ( target )
ThrowOr<Value> reflect_own_keys(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "ownKeys"));
    std::vector<PropertyKey> keys = TRY(target->internal_own_property_keys(vm));
    std::vector<Value> out;
    for (const PropertyKey& k : keys)
        out.push_back(key_value(vm, k));
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// 28.1.11 Reflect.preventExtensions ( target )
ThrowOr<Value> reflect_prevent_extensions(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "preventExtensions"));
    return Value(TRY(target->internal_prevent_extensions(vm)));
}

// 28.1.12 Reflect.set ( target, propertyKey, V [ , receiver ] )
ThrowOr<Value> reflect_set(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "set"));
    PropertyKey key = TRY(vm.to_property_key(args.arg(1)));
    Value receiver = args.count() > 3 ? args.arg(3) : args.arg(0);
    return Value(TRY(target->set(vm, key, args.arg(2), receiver)));
}

// 28.1.13 Reflect.setPrototypeOf ( target, proto )
ThrowOr<Value> reflect_set_prototype_of(VM& vm, CallArgs& args)
{
    Object* target = TRY(target_object(vm, args, "setPrototypeOf"));
    Value proto = args.arg(1);
    if (!proto.is_object() && !proto.is_null())
        return vm.throw_type_error("Object prototype may only be an Object or null: " + vm.describe_for_message(proto));
    return Value(TRY(target->internal_set_prototype_of(vm, proto.is_null() ? nullptr : proto.as_object())));
}

} // namespace

void install_reflect_builtins(VM& vm)
{
    Object* reflect = vm.make_object();
    vm.define_native(reflect, "defineProperty", reflect_define_property, 3);
    vm.define_native(reflect, "deleteProperty", reflect_delete_property, 2);
    vm.define_native(reflect, "apply", reflect_apply, 3);
    vm.define_native(reflect, "construct", reflect_construct, 2);
    vm.define_native(reflect, "get", reflect_get, 2);
    vm.define_native(reflect, "getOwnPropertyDescriptor", reflect_get_own_property_descriptor, 2);
    vm.define_native(reflect, "getPrototypeOf", reflect_get_prototype_of, 1);
    vm.define_native(reflect, "has", reflect_has, 2);
    vm.define_native(reflect, "isExtensible", reflect_is_extensible, 1);
    vm.define_native(reflect, "ownKeys", reflect_own_keys, 1);
    vm.define_native(reflect, "preventExtensions", reflect_prevent_extensions, 1);
    vm.define_native(reflect, "set", reflect_set, 3);
    vm.define_native(reflect, "setPrototypeOf", reflect_set_prototype_of, 2);
    // 28.1.14 Reflect [ @@toStringTag ]
    reflect->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), Value(vm.intern("Reflect")), kConfigurable);
    vm.define_value(vm.global_object(), "Reflect", Value(reflect));
    vm.set_intrinsic("Reflect", reflect);
}

} // namespace evloop::js
