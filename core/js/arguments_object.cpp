#include "core/js/arguments_object.h"
#include "core/js/vm.h"

namespace evloop::js {

// 10.4.4.1 [[GetOwnProperty]] ( P ): a mapped index reads the parameter's binding.
std::optional<Property> MappedArguments::get_own_property(const PropertyKey& key) const
{
    // 1. Let desc be OrdinaryGetOwnProperty(args, P). 2. If desc is undefined, return it.
    std::optional<Property> desc = Object::get_own_property(key);
    if (!desc)
        return desc;
    // 3-5. If map has P, set desc.[[Value]] to Get(map, P).
    if (int32_t slot = mapped_slot(key); slot >= 0)
        desc->value = m_env->slots()[slot];
    return desc;
}

// 10.4.4.2 [[DefineOwnProperty]] ( P, Desc )
bool MappedArguments::define_own_property(const PropertyKey& key, const Property& property)
{
    int32_t slot = mapped_slot(key);
    // 6. Let allowed be ! OrdinaryDefineOwnProperty(args, P, newArgDesc).
    if (!Object::define_own_property(key, property))
        return false; // 7. If allowed is false, return false.
    if (slot < 0)
        return true;
    // 8.a. If IsAccessorDescriptor(Desc) is true, then ! map.[[Delete]](P).
    if (property.is_accessor()) {
        m_slots[key.as_index()] = -1;
        return true;
    }
    // 8.b.i. If Desc has a [[Value]] field, perform ! Set(map, P, Desc.[[Value]], false).
    m_env->slots()[slot] = property.value;
    // 8.b.ii. If Desc.[[Writable]] is false, then ! map.[[Delete]](P).
    if (!property.writable())
        m_slots[key.as_index()] = -1;
    return true;
}

// 10.4.4.5 [[Delete]] ( P )
bool MappedArguments::delete_property(const PropertyKey& key)
{
    int32_t slot = mapped_slot(key);
    // 3. Let result be ? OrdinaryDelete(args, P).
    bool result = Object::delete_property(key);
    // 4. If result is true and isMapped is true, then ! map.[[Delete]](P).
    if (result && slot >= 0)
        m_slots[key.as_index()] = -1;
    return result;
}

namespace {

ThrowOr<Value> throw_callee_access(VM& vm, CallArgs&)
{
    // %ThrowTypeError% (10.2.4.1), as V8 words it.
    return vm.throw_type_error("'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them");
}

} // namespace

Object* create_arguments_object(VM& vm, Frame& frame)
{
    const std::vector<int32_t>& map = frame.code->mapped_parameter_slots;
    Object* arguments;
    if (map.empty()) {
        // 10.4.4.6 CreateUnmappedArgumentsObject ( argumentsList )
        arguments = vm.heap().allocate<Object>(vm.object_prototype(), ObjectClass::Arguments);
    } else {
        // 10.4.4.7 CreateMappedArgumentsObject: indices below min(len, number of
        // parameters) are mapped (step 17-18: later duplicates win, already in `map`).
        std::vector<int32_t> slots(std::min(map.size(), frame.args.size()), -1);
        for (size_t i = 0; i < slots.size(); ++i)
            slots[i] = map[i];
        arguments = vm.heap().allocate<MappedArguments>(vm.object_prototype(), frame.function_env, std::move(slots));
    }
    // Indexed values, then length, @@iterator and callee (all configurable, not enumerable
    // except the indices).
    for (uint32_t i = 0; i < frame.args.size(); ++i)
        arguments->put_direct(PropertyKey::index(i), frame.args[i]);
    arguments->put_direct(vm.names().length, Value(static_cast<double>(frame.args.size())), kWritable | kConfigurable);
    arguments->put_direct(PropertyKey::symbol(vm.symbol_iterator()),
        vm.array_prototype()->get_own_property(vm.key("values"))->value, kWritable | kConfigurable);
    if (map.empty() && frame.code->strict) {
        // Strict: callee is an accessor that throws (%ThrowTypeError%).
        Property p;
        p.getter = p.setter = vm.intrinsic("ThrowTypeError");
        p.attributes = kAccessor;
        arguments->define_own_property(vm.key("callee"), p);
    } else {
        arguments->put_direct(vm.key("callee"), Value(static_cast<Object*>(frame.callee)), kWritable | kConfigurable);
    }
    return arguments;
}

void install_throw_type_error(VM& vm)
{
    NativeFunction* f = vm.make_native_function("", throw_callee_access, 0);
    f->prevent_extensions();
    vm.set_intrinsic("ThrowTypeError", f);
}

} // namespace evloop::js
