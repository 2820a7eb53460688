// 10.5 Proxy Object Internal Methods and Internal Slots
// https://tc39.es/ecma262/#sec-proxy-object-internal-methods-and-internal-slots
// 28.2 Proxy Objects https://tc39.es/ecma262/#sec-proxy-objects
// The TypeError messages follow V8's wording.
#include "core/js/proxy.h"
#include "core/js/vm.h"
#include <algorithm>

namespace evloop::js {

namespace {

std::string key_for_message(const PropertyKey& k)
{
    if (k.is_symbol())
        return "Symbol(" + utf16_to_utf8(k.as_symbol()->description()) + ")";
    return utf16_to_utf8(k.to_string());
}

Value key_value(VM& vm, const PropertyKey& k)
{
    if (k.is_symbol())
        return Value(k.as_symbol());
    return Value(vm.make_string(k.to_string()));
}

// Steps 1-5 of every internal method: the handler (TypeError once revoked) and the
// trap (undefined: forward to the target).
struct Trap {
    Object* target;
    Object* handler;
    Value trap;
};

// A proxy whose target is a proxy forwards each internal method to it on the C++ stack
// (a trap-less chain runs no JavaScript, so the call depth limit never sees it): a chain
// deeper than this is a RangeError, as in V8, instead of a stack overflow.
constexpr int kMaxProxyDepth = 1000;
thread_local int t_proxy_depth = 0;

struct ProxyDepthScope {
    ProxyDepthScope() { ++t_proxy_depth; }
    ~ProxyDepthScope() { --t_proxy_depth; }
    ProxyDepthScope(const ProxyDepthScope&) = delete;
    ProxyDepthScope& operator=(const ProxyDepthScope&) = delete;
};

ThrowOr<Trap> get_trap(VM& vm, ProxyObject* proxy, const char* name)
{
    if (t_proxy_depth > kMaxProxyDepth)
        return vm.throw_range_error("Maximum call stack size exceeded");
    // 1-3. Let handler be O.[[ProxyHandler]]; if handler is null, throw a TypeError.
    if (!proxy->handler())
        return vm.throw_type_error(std::string("Cannot perform '") + name + "' on a proxy that has been revoked");
    Trap t { proxy->target(), proxy->handler(), Value() };
    // 5. Let trap be ? GetMethod(handler, name).
    Value trap = TRY(t.handler->get(vm, vm.key(name)));
    if (!trap.is_nullish() && !VM::is_callable(trap))
        return vm.throw_type_error(vm.describe_for_message(trap) + " is not a function");
    t.trap = trap.is_nullish() ? Value() : trap;
    return t;
}

} // namespace

Value from_property_descriptor(VM& vm, const PropertyDescriptor& d)
{
    // 6.2.6.4 FromPropertyDescriptor ( Desc ): the fields that are present, in this order.
    Object* o = vm.make_object();
    if (d.value)
        o->put_direct(vm.key("value"), *d.value);
    if (d.writable)
        o->put_direct(vm.key("writable"), Value(*d.writable));
    if (d.get)
        o->put_direct(vm.key("get"), *d.get ? Value(*d.get) : Value());
    if (d.set)
        o->put_direct(vm.key("set"), *d.set ? Value(*d.set) : Value());
    if (d.enumerable)
        o->put_direct(vm.key("enumerable"), Value(*d.enumerable));
    if (d.configurable)
        o->put_direct(vm.key("configurable"), Value(*d.configurable));
    return Value(o);
}

ThrowOr<PropertyDescriptor> to_property_descriptor(VM& vm, Value object)
{
    // 6.2.6.5 ToPropertyDescriptor ( Obj )
    if (!object.is_object())
        return vm.throw_type_error("Property description must be an object: " + vm.describe_for_message(object));
    Object* o = object.as_object();
    PropertyDescriptor d;
    auto field = [&](const char* name) -> ThrowOr<std::optional<Value>> {
        PropertyKey k = vm.key(name);
        if (!TRY(o->internal_has_property(vm, k)))
            return std::optional<Value> {};
        return std::optional<Value>(TRY(o->get(vm, k)));
    };
    if (auto v = TRY(field("enumerable")))
        d.enumerable = VM::to_boolean(*v);
    if (auto v = TRY(field("configurable")))
        d.configurable = VM::to_boolean(*v);
    if (auto v = TRY(field("value")))
        d.value = *v;
    if (auto v = TRY(field("writable")))
        d.writable = VM::to_boolean(*v);
    if (auto v = TRY(field("get"))) {
        if (!v->is_undefined() && !VM::is_callable(*v))
            return vm.throw_type_error("Getter must be a function: " + vm.describe_for_message(*v));
        d.get = v->is_undefined() ? nullptr : v->as_object();
    }
    if (auto v = TRY(field("set"))) {
        if (!v->is_undefined() && !VM::is_callable(*v))
            return vm.throw_type_error("Setter must be a function: " + vm.describe_for_message(*v));
        d.set = v->is_undefined() ? nullptr : v->as_object();
    }
    if ((d.get || d.set) && (d.value || d.writable))
        return vm.throw_type_error("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute");
    return d;
}

ThrowOr<std::vector<Value>> create_list_from_array_like(VM& vm, Value object, bool property_keys_only)
{
    // 7.3.19 CreateListFromArrayLike ( obj [ , elementTypes ] )
    if (!object.is_object())
        return vm.throw_type_error("CreateListFromArrayLike called on non-object");
    Object* o = object.as_object();
    double len = TRY(vm.length_of_array_like(o));
    if (len > Array::kMaxDenseLength)
        return vm.throw_range_error("Invalid array length");
    std::vector<Value> list;
    for (uint32_t i = 0; i < len; ++i) {
        Value next = TRY(o->get(vm, PropertyKey::index(i)));
        if (property_keys_only && !next.is_string() && !next.is_symbol())
            return vm.throw_type_error(vm.describe_for_message(next) + " is not a valid property name");
        list.push_back(next);
    }
    return list;
}

ThrowOr<bool> is_array(VM& vm, Value v)
{
    // 7.2.2 IsArray ( argument )
    if (!v.is_object())
        return false;
    Object* o = v.as_object();
    while (o->is_proxy()) {
        auto* proxy = static_cast<ProxyObject*>(o);
        if (!proxy->handler())
            return vm.throw_type_error("Cannot perform 'IsArray' on a proxy that has been revoked");
        o = proxy->target();
    }
    return o->is_array();
}

// 10.5.1 [[GetPrototypeOf]] ( ) https://tc39.es/ecma262/#sec-proxy-object-internal-methods-and-internal-slots-getprototypeof
ThrowOr<Object*> proxy_get_prototype_of(VM& vm, ProxyObject* proxy)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "getPrototypeOf"));
    // 6. If trap is undefined, return ? target.[[GetPrototypeOf]]().
    if (t.trap.is_undefined())
        return t.target->internal_get_prototype_of(vm);
    // 7. Let handlerProto be ? Call(trap, handler, « target »).
    Value args[] = { Value(t.target) };
    Value handler_proto = TRY(vm.call(t.trap, Value(t.handler), args));
    // 8. If handlerProto is neither an Object nor null, throw a TypeError exception.
    if (!handler_proto.is_object() && !handler_proto.is_null())
        return vm.throw_type_error("'getPrototypeOf' on proxy: trap returned neither object nor null");
    Object* result = handler_proto.is_null() ? nullptr : handler_proto.as_object();
    // 9-10. A non-extensible target's prototype cannot be misreported.
    if (TRY(t.target->internal_is_extensible(vm)))
        return result;
    Object* target_proto = TRY(t.target->internal_get_prototype_of(vm));
    if (target_proto != result)
        return vm.throw_type_error("'getPrototypeOf' on proxy: proxy target is non-extensible but the trap did not return its actual prototype");
    return result;
}

// 10.5.2 [[SetPrototypeOf]] ( V )
ThrowOr<bool> proxy_set_prototype_of(VM& vm, ProxyObject* proxy, Object* prototype)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "setPrototypeOf"));
    if (t.trap.is_undefined())
        return t.target->internal_set_prototype_of(vm, prototype);
    // 8. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, V »)).
    Value args[] = { Value(t.target), prototype ? Value(prototype) : Value::null() };
    if (!VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args))))
        return false;
    // 10-13. A non-extensible target must already have V as its prototype.
    if (TRY(t.target->internal_is_extensible(vm)))
        return true;
    Object* target_proto = TRY(t.target->internal_get_prototype_of(vm));
    if (target_proto != prototype)
        return vm.throw_type_error("'setPrototypeOf' on proxy: trap returned truish for setting a new prototype on the non-extensible proxy target");
    return true;
}

// 10.5.3 [[IsExtensible]] ( )
ThrowOr<bool> proxy_is_extensible(VM& vm, ProxyObject* proxy)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "isExtensible"));
    if (t.trap.is_undefined())
        return t.target->internal_is_extensible(vm);
    Value args[] = { Value(t.target) };
    bool result = VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args)));
    // 9. If booleanTrapResult is not targetResult, throw a TypeError exception.
    bool target_result = TRY(t.target->internal_is_extensible(vm));
    if (result != target_result)
        return vm.throw_type_error(std::string("'isExtensible' on proxy: trap result does not reflect extensibility of proxy target (which is '")
            + (target_result ? "true" : "false") + "')");
    return result;
}

// 10.5.4 [[PreventExtensions]] ( )
ThrowOr<bool> proxy_prevent_extensions(VM& vm, ProxyObject* proxy)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "preventExtensions"));
    if (t.trap.is_undefined())
        return t.target->internal_prevent_extensions(vm);
    Value args[] = { Value(t.target) };
    bool result = VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args)));
    // 8. If booleanTrapResult is true and the target is still extensible, throw a TypeError.
    if (result && TRY(t.target->internal_is_extensible(vm)))
        return vm.throw_type_error("'preventExtensions' on proxy: trap returned truish but the proxy target is extensible");
    return result;
}

// 10.5.5 [[GetOwnProperty]] ( P )
ThrowOr<std::optional<Property>> proxy_get_own_property(VM& vm, ProxyObject* proxy, const PropertyKey& key)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "getOwnPropertyDescriptor"));
    if (t.trap.is_undefined())
        return t.target->internal_get_own_property(vm, key);
    // 7. Let trapResultObj be ? Call(trap, handler, « target, P »).
    Value args[] = { Value(t.target), key_value(vm, key) };
    Value result_obj = TRY(vm.call(t.trap, Value(t.handler), args));
    // 8. If trapResultObj is neither an Object nor undefined, throw a TypeError exception.
    if (!result_obj.is_object() && !result_obj.is_undefined())
        return vm.throw_type_error("'getOwnPropertyDescriptor' on proxy: trap returned neither object nor undefined for property '" + key_for_message(key) + "'");
    std::optional<Property> target_desc = TRY(t.target->internal_get_own_property(vm, key));
    // 10. If trapResultObj is undefined, then
    if (result_obj.is_undefined()) {
        if (!target_desc)
            return std::optional<Property> {};
        if (!target_desc->configurable())
            return vm.throw_type_error("'getOwnPropertyDescriptor' on proxy: trap returned undefined for property '" + key_for_message(key) + "' which is non-configurable in the proxy target");
        if (!TRY(t.target->internal_is_extensible(vm)))
            return vm.throw_type_error("'getOwnPropertyDescriptor' on proxy: trap returned undefined for property '" + key_for_message(key) + "' which exists in the non-extensible proxy target");
        return std::optional<Property> {};
    }
    // 11-14. resultDesc, completed, must be compatible with what the target has.
    bool extensible_target = TRY(t.target->internal_is_extensible(vm));
    PropertyDescriptor result_desc = TRY(to_property_descriptor(vm, result_obj));
    Property complete = result_desc.to_complete_property();
    if (!validate_property_descriptor(extensible_target, PropertyDescriptor::from_property(complete), target_desc))
        return vm.throw_type_error("'getOwnPropertyDescriptor' on proxy: trap returned descriptor for property '" + key_for_message(key) + "' that is incompatible with the existing property in the proxy target");
    // 15. A non-configurable result must match a non-configurable target property.
    if (!complete.configurable()) {
        if (!target_desc || target_desc->configurable())
            return vm.throw_type_error("'getOwnPropertyDescriptor' on proxy: trap reported non-configurability for property '" + key_for_message(key) + "' which is either non-existent or configurable in the proxy target");
        if (result_desc.writable && !*result_desc.writable && target_desc->writable())
            return vm.throw_type_error("'getOwnPropertyDescriptor' on proxy: trap reported non-configurable and writable for property '" + key_for_message(key) + "' which is non-configurable, non-writable in the proxy target");
    }
    return std::optional<Property>(complete);
}

// 10.5.6 [[DefineOwnProperty]] ( P, Desc )
ThrowOr<bool> proxy_define_own_property(VM& vm, ProxyObject* proxy, const PropertyKey& key, const PropertyDescriptor& desc)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "defineProperty"));
    if (t.trap.is_undefined())
        return t.target->internal_define_own_property(vm, key, desc);
    // 7-9. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, P, descObj »)).
    Value args[] = { Value(t.target), key_value(vm, key), from_property_descriptor(vm, desc) };
    if (!VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args)))) {
        vm.note_falsish_trap("defineProperty", key_for_message(key));
        return false;
    }
    std::optional<Property> target_desc = TRY(t.target->internal_get_own_property(vm, key));
    bool extensible_target = TRY(t.target->internal_is_extensible(vm));
    bool setting_config_false = desc.configurable && !*desc.configurable;
    if (!target_desc) {
        // 15. A property the target lacks cannot be added to a non-extensible target, or as non-configurable.
        if (!extensible_target)
            return vm.throw_type_error("'defineProperty' on proxy: trap returned truish for adding property '" + key_for_message(key) + "'  to the non-extensible proxy target");
        if (setting_config_false)
            return vm.throw_type_error("'defineProperty' on proxy: trap returned truish for defining non-configurable property '" + key_for_message(key) + "' which is either non-existent or configurable in the proxy target");
        return true;
    }
    // 16. Otherwise the descriptor must be compatible with the target's property.
    if (!validate_property_descriptor(extensible_target, desc, target_desc))
        return vm.throw_type_error("'defineProperty' on proxy: trap returned truish for adding property '" + key_for_message(key) + "'  that is incompatible with the existing property in the proxy target");
    if (setting_config_false && target_desc->configurable())
        return vm.throw_type_error("'defineProperty' on proxy: trap returned truish for defining non-configurable property '" + key_for_message(key) + "' which is either non-existent or configurable in the proxy target");
    if (!target_desc->is_accessor() && !target_desc->configurable() && target_desc->writable() && desc.writable && !*desc.writable)
        return vm.throw_type_error("'defineProperty' on proxy: trap returned truish for defining non-configurable property '" + key_for_message(key) + "' which cannot be non-writable, unless there exists a corresponding non-configurable, non-writable own property of the target object.");
    return true;
}

// 10.5.7 [[HasProperty]] ( P )
ThrowOr<bool> proxy_has_property(VM& vm, ProxyObject* proxy, const PropertyKey& key)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "has"));
    if (t.trap.is_undefined())
        return t.target->internal_has_property(vm, key);
    Value args[] = { Value(t.target), key_value(vm, key) };
    bool result = VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args)));
    // 9. A property cannot be hidden if it is non-configurable or the target is non-extensible.
    if (!result) {
        std::optional<Property> target_desc = TRY(t.target->internal_get_own_property(vm, key));
        if (target_desc) {
            if (!target_desc->configurable())
                return vm.throw_type_error("'has' on proxy: trap returned falsish for property '" + key_for_message(key) + "' which exists in the proxy target as non-configurable");
            if (!TRY(t.target->internal_is_extensible(vm)))
                return vm.throw_type_error("'has' on proxy: trap returned falsish for property '" + key_for_message(key) + "' but the proxy target is not extensible");
        }
    }
    return result;
}

// 10.5.8 [[Get]] ( P, Receiver )
ThrowOr<Value> proxy_get(VM& vm, ProxyObject* proxy, const PropertyKey& key, Value receiver)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "get"));
    if (t.trap.is_undefined())
        return t.target->get(vm, key, receiver);
    // 7. Let trapResult be ? Call(trap, handler, « target, P, Receiver »).
    Value args[] = { Value(t.target), key_value(vm, key), receiver };
    Value result = TRY(vm.call(t.trap, Value(t.handler), args));
    // 8-9. A non-configurable target property pins what the trap may report.
    std::optional<Property> target_desc = TRY(t.target->internal_get_own_property(vm, key));
    if (target_desc && !target_desc->configurable()) {
        if (!target_desc->is_accessor() && !target_desc->writable() && !VM::same_value(result, target_desc->value))
            return vm.throw_type_error("'get' on proxy: property '" + key_for_message(key) + "' is a read-only and non-configurable data property on the proxy target but the proxy did not return its actual value (expected '"
                + vm.describe_for_message(target_desc->value) + "' but got '" + vm.describe_for_message(result) + "')");
        if (target_desc->is_accessor() && !target_desc->getter && !result.is_undefined())
            return vm.throw_type_error("'get' on proxy: property '" + key_for_message(key) + "' is a non-configurable accessor property on the proxy target and does not have a getter function, but the trap did not return 'undefined' (got '"
                + vm.describe_for_message(result) + "')");
    }
    return result;
}

// 10.5.9 [[Set]] ( P, V, Receiver )
ThrowOr<bool> proxy_set(VM& vm, ProxyObject* proxy, const PropertyKey& key, Value value, Value receiver)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "set"));
    if (t.trap.is_undefined())
        return t.target->set(vm, key, value, receiver);
    Value args[] = { Value(t.target), key_value(vm, key), value, receiver };
    if (!VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args)))) {
        vm.note_falsish_trap("set", key_for_message(key));
        return false;
    }
    std::optional<Property> target_desc = TRY(t.target->internal_get_own_property(vm, key));
    if (target_desc && !target_desc->configurable()) {
        if (!target_desc->is_accessor() && !target_desc->writable() && !VM::same_value(value, target_desc->value))
            return vm.throw_type_error("'set' on proxy: trap returned truish for property '" + key_for_message(key) + "' which exists in the proxy target as a non-configurable and non-writable data property with a different value");
        if (target_desc->is_accessor() && !target_desc->setter)
            return vm.throw_type_error("'set' on proxy: trap returned truish for property '" + key_for_message(key) + "' which exists in the proxy target as a non-configurable and non-writable accessor property without a setter");
    }
    return true;
}

// 10.5.10 [[Delete]] ( P )
ThrowOr<bool> proxy_delete(VM& vm, ProxyObject* proxy, const PropertyKey& key)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "deleteProperty"));
    if (t.trap.is_undefined())
        return t.target->internal_delete(vm, key);
    Value args[] = { Value(t.target), key_value(vm, key) };
    if (!VM::to_boolean(TRY(vm.call(t.trap, Value(t.handler), args)))) {
        vm.note_falsish_trap("deleteProperty", key_for_message(key));
        return false;
    }
    std::optional<Property> target_desc = TRY(t.target->internal_get_own_property(vm, key));
    if (!target_desc)
        return true;
    if (!target_desc->configurable())
        return vm.throw_type_error("'deleteProperty' on proxy: trap returned truish for property '" + key_for_message(key) + "' which is non-configurable in the proxy target");
    if (!TRY(t.target->internal_is_extensible(vm)))
        return vm.throw_type_error("'deleteProperty' on proxy: trap returned truish for property '" + key_for_message(key) + "' but the proxy target is non-extensible");
    return true;
}

// 10.5.11 [[OwnPropertyKeys]] ( )
ThrowOr<std::vector<PropertyKey>> proxy_own_property_keys(VM& vm, ProxyObject* proxy)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "ownKeys"));
    if (t.trap.is_undefined())
        return t.target->internal_own_property_keys(vm);
    // 7-8. trapResult = ? CreateListFromArrayLike(trapResultArray, « String, Symbol »).
    Value args[] = { Value(t.target) };
    Value result_array = TRY(vm.call(t.trap, Value(t.handler), args));
    if (!result_array.is_object())
        return vm.throw_type_error("CreateListFromArrayLike called on non-object");
    std::vector<Value> list = TRY(create_list_from_array_like(vm, result_array, true));
    std::vector<PropertyKey> trap_result;
    for (const Value& v : list) {
        PropertyKey k = v.is_symbol() ? PropertyKey::symbol(v.as_symbol()) : vm.key_from_string(v.as_string());
        // 9. If trapResult contains any duplicate entries, throw a TypeError exception.
        if (std::find(trap_result.begin(), trap_result.end(), k) != trap_result.end())
            return vm.throw_type_error("'ownKeys' on proxy: trap returned duplicate entries");
        trap_result.push_back(k);
    }
    bool extensible_target = TRY(t.target->internal_is_extensible(vm));
    std::vector<PropertyKey> target_keys = TRY(t.target->internal_own_property_keys(vm));
    std::vector<PropertyKey> configurable_keys, nonconfigurable_keys;
    for (const PropertyKey& k : target_keys) {
        std::optional<Property> desc = TRY(t.target->internal_get_own_property(vm, k));
        if (desc && !desc->configurable())
            nonconfigurable_keys.push_back(k);
        else
            configurable_keys.push_back(k);
    }
    // 17. If extensibleTarget is true and targetNonconfigurableKeys is empty, return trapResult.
    if (extensible_target && nonconfigurable_keys.empty())
        return trap_result;
    std::vector<PropertyKey> unchecked = trap_result;
    auto take = [&](const PropertyKey& k) {
        auto it = std::find(unchecked.begin(), unchecked.end(), k);
        if (it == unchecked.end())
            return false;
        unchecked.erase(it);
        return true;
    };
    for (const PropertyKey& k : nonconfigurable_keys)
        if (!take(k))
            return vm.throw_type_error("'ownKeys' on proxy: trap result did not include '" + key_for_message(k) + "'");
    if (extensible_target)
        return trap_result;
    for (const PropertyKey& k : configurable_keys)
        if (!take(k))
            return vm.throw_type_error("'ownKeys' on proxy: trap result did not include '" + key_for_message(k) + "'");
    if (!unchecked.empty())
        return vm.throw_type_error("'ownKeys' on proxy: trap returned extra keys but proxy target is non-extensible");
    return trap_result;
}

// 10.5.12 [[Call]] ( thisArgument, argumentsList )
ThrowOr<Value> proxy_call(VM& vm, ProxyObject* proxy, Value this_value, std::span<const Value> args)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "apply"));
    if (t.trap.is_undefined())
        return vm.call(Value(t.target), this_value, args);
    // 7. Let argArray be CreateArrayFromList(argumentsList).
    Value arg_array(static_cast<Object*>(vm.make_array(std::vector<Value>(args.begin(), args.end()))));
    Value trap_args[] = { Value(t.target), this_value, arg_array };
    return vm.call(t.trap, Value(t.handler), trap_args);
}

// 10.5.13 [[Construct]] ( argumentsList, newTarget )
ThrowOr<Value> proxy_construct(VM& vm, ProxyObject* proxy, std::span<const Value> args, Object* new_target)
{
    ProxyDepthScope depth;
    Trap t = TRY(get_trap(vm, proxy, "construct"));
    if (t.trap.is_undefined())
        return vm.construct(Value(t.target), args, new_target);
    Value arg_array(static_cast<Object*>(vm.make_array(std::vector<Value>(args.begin(), args.end()))));
    Value trap_args[] = { Value(t.target), arg_array, Value(new_target) };
    Value result = TRY(vm.call(t.trap, Value(t.handler), trap_args));
    // 11. If newObj is not an Object, throw a TypeError exception.
    if (!result.is_object())
        return vm.throw_type_error("proxy [[Construct]] must return an object");
    return result;
}

namespace {

// 10.5.14 ProxyCreate ( target, handler )
ThrowOr<ProxyObject*> proxy_create(VM& vm, Value target, Value handler)
{
    if (!target.is_object() || !handler.is_object())
        return vm.throw_type_error("Cannot create proxy with a non-object as target or handler");
    Object* t = target.as_object();
    return vm.heap().allocate<ProxyObject>(t, handler.as_object(), t->is_function(), VM::is_constructor(target));
}

// 28.2.1.1 Proxy ( target, handler )
ThrowOr<Value> proxy_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor Proxy requires 'new'");
    return Value(static_cast<Object*>(TRY(proxy_create(vm, args.arg(0), args.arg(1)))));
}

// 28.2.2.1.1 Proxy Revocation Functions
ThrowOr<Value> proxy_revoker(VM&, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    Value p = self->slots()[0];
    if (p.is_null())
        return Value();
    self->slots()[0] = Value::null();
    static_cast<ProxyObject*>(p.as_object())->revoke();
    return Value();
}

// 28.2.2.1 Proxy.revocable ( target, handler )
ThrowOr<Value> proxy_revocable(VM& vm, CallArgs& args)
{
    ProxyObject* proxy = TRY(proxy_create(vm, args.arg(0), args.arg(1)));
    NativeFunction* revoker = vm.make_native_function("", proxy_revoker, 0);
    revoker->slots().push_back(Value(static_cast<Object*>(proxy)));
    Object* result = vm.make_object();
    result->put_direct(vm.key("proxy"), Value(static_cast<Object*>(proxy)));
    result->put_direct(vm.key("revoke"), Value(static_cast<Object*>(revoker)));
    return Value(result);
}

} // namespace

void install_proxy_builtins(VM& vm)
{
    // 28.2.2 Properties of the Proxy Constructor: no "prototype" property.
    NativeFunction* ctor = vm.make_native_function("Proxy", proxy_constructor, 2, true);
    vm.define_native(ctor, "revocable", proxy_revocable, 2);
    vm.define_value(vm.global_object(), "Proxy", Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic("Proxy", ctor);
}

} // namespace evloop::js
