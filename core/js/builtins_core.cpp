// Object, Function, Error, Symbol and the global functions (Date is in builtins_date.cpp).
#include "core/js/array_buffer.h"
#include "core/js/cost_model.h"
#include "core/js/parser.h"
#include "core/js/promise.h"
#include "core/js/proxy.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cmath>

namespace evloop::js {

namespace {

Object* make_constructor(VM& vm, std::string_view name, NativeFn fn, uint32_t length, Object* prototype)
{
    NativeFunction* ctor = vm.make_native_function(name, fn, length, true);
    ctor->put_direct(vm.key("prototype"), Value(prototype), 0);
    prototype->put_direct(vm.key("constructor"), Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.define_value(vm.global_object(), name, Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic(std::string(name), ctor);
    vm.set_intrinsic(std::string(name) + ".prototype", prototype);
    return ctor;
}

ThrowOr<Object*> this_object(VM& vm, CallArgs& args) { return vm.to_object(args.this_value); }

// --- Error ---------------------------------------------------------------------------------


// 20.5.8.1 InstallErrorCause ( O, options ) https://tc39.es/ecma262/#sec-installerrorcause
ThrowOr<Value> install_error_cause(VM& vm, Object* error, Value options)
{
    // 1. If options is an Object and ? HasProperty(options, "cause") is true, then
    if (options.is_object() && options.as_object()->has_property(vm.key("cause"))) {
        // a. Let cause be ? Get(options, "cause").
        Value cause = TRY(options.as_object()->get(vm, vm.key("cause")));
        // b. Perform CreateNonEnumerableDataPropertyOrThrow(O, "cause", cause).
        error->put_direct(vm.key("cause"), cause, kBuiltinAttributes);
    }
    return Value();
}

ThrowOr<Value> error_constructor(VM& vm, CallArgs& args)
{
    // 20.5.1.1 Error ( message [ , options ] )
    Object* callee = args.callee;
    Object* new_target = args.new_target ? args.new_target : callee;
    Value proto_value = TRY(new_target->get(vm, vm.key("prototype")));
    Object* proto = proto_value.is_object() ? proto_value.as_object() : vm.error_prototype();
    std::string message;
    if (!args.arg(0).is_undefined())
        message = TRY(vm.to_string(args.arg(0)))->utf8();
    vm.stack_skip_until = new_target;
    Object* error = vm.make_error(proto, message);
    vm.stack_skip_until = nullptr;
    if (args.arg(0).is_undefined())
        error->delete_property(vm.key("message"));
    TRY(install_error_cause(vm, error, args.arg(1)));
    return Value(error);
}

ThrowOr<Value> error_to_string(VM& vm, CallArgs& args)
{
    // 20.5.3.4 Error.prototype.toString ( )
    if (!args.this_value.is_object())
        return vm.throw_type_error("Error.prototype.toString requires that 'this' be an Object");
    Object* o = args.this_value.as_object();
    Value name = TRY(o->get(vm, vm.key("name")));
    Value msg = TRY(o->get(vm, vm.key("message")));
    std::u16string n = name.is_undefined() ? u"Error" : TRY(vm.to_u16string(name));
    std::u16string m = msg.is_undefined() ? u"" : TRY(vm.to_u16string(msg));
    if (n.empty())
        return Value(vm.make_string(m));
    if (m.empty())
        return Value(vm.make_string(n));
    return Value(vm.make_string(n + u": " + m));
}

ThrowOr<Value> aggregate_error_constructor(VM& vm, CallArgs& args)
{
    // 20.5.7.1.1 AggregateError ( errors, message [ , options ] )
    // https://tc39.es/ecma262/#sec-aggregate-error
    Object* new_target = args.new_target ? args.new_target : args.callee;
    Value proto_value = TRY(new_target->get(vm, vm.key("prototype")));
    Object* proto = proto_value.is_object() ? proto_value.as_object() : vm.intrinsic("AggregateError.prototype");
    std::string message;
    if (!args.arg(1).is_undefined())
        message = TRY(vm.to_string(args.arg(1)))->utf8();
    vm.stack_skip_until = new_target;
    Object* error = vm.make_error(proto, message);
    vm.stack_skip_until = nullptr;
    // 4. Perform ? InstallErrorCause(O, options).
    TRY(install_error_cause(vm, error, args.arg(2)));
    std::vector<Value> errors = TRY(vm.iterate_to_list(args.arg(0)));
    error->put_direct(vm.key("errors"), Value(static_cast<Object*>(vm.make_array(errors))), kBuiltinAttributes);
    return Value(error);
}

// --- Object ----------------------------------------------------------------------------------

ThrowOr<Value> object_constructor(VM& vm, CallArgs& args)
{
    Value v = args.arg(0);
    if (v.is_nullish())
        return Value(vm.make_object());
    return Value(TRY(vm.to_object(v)));
}

ThrowOr<std::vector<PropertyKey>> enumerable_own_string_keys(VM& vm, Object* o)
{
    std::vector<PropertyKey> out;
    for (const PropertyKey& k : TRY(o->internal_own_property_keys(vm))) {
        if (k.is_symbol())
            continue;
        auto p = TRY(o->internal_get_own_property(vm, k));
        if (p && p->enumerable())
            out.push_back(k);
    }
    return out;
}

Value key_to_value(VM& vm, const PropertyKey& k)
{
    if (k.is_symbol())
        return Value(k.as_symbol());
    return Value(vm.make_string(k.to_string()));
}

ThrowOr<Value> object_keys(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    std::vector<Value> out;
    for (const PropertyKey& k : TRY(enumerable_own_string_keys(vm, o)))
        out.push_back(key_to_value(vm, k));
    return Value(static_cast<Object*>(vm.make_array(out)));
}

ThrowOr<Value> object_values(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    std::vector<Value> out;
    for (const PropertyKey& k : TRY(enumerable_own_string_keys(vm, o)))
        out.push_back(TRY(o->get(vm, k)));
    return Value(static_cast<Object*>(vm.make_array(out)));
}

ThrowOr<Value> object_entries(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    std::vector<Value> out;
    for (const PropertyKey& k : TRY(enumerable_own_string_keys(vm, o))) {
        Value v = TRY(o->get(vm, k));
        out.push_back(Value(static_cast<Object*>(vm.make_array({ key_to_value(vm, k), v }))));
    }
    return Value(static_cast<Object*>(vm.make_array(out)));
}

ThrowOr<Value> object_from_entries(VM& vm, CallArgs& args)
{
    Object* result = vm.make_object();
    std::vector<Value> entries = TRY(vm.iterate_to_list(args.arg(0)));
    for (const Value& e : entries) {
        if (!e.is_object())
            return vm.throw_type_error("Iterator value " + TRY(vm.to_string(e))->utf8() + " is not an entry object");
        Value k = TRY(vm.get(e, PropertyKey::index(0)));
        Value v = TRY(vm.get(e, PropertyKey::index(1)));
        result->put_direct(TRY(vm.to_property_key(k)), v);
    }
    return Value(result);
}

ThrowOr<Value> object_assign(VM& vm, CallArgs& args)
{
    Object* target = TRY(vm.to_object(args.arg(0)));
    for (size_t i = 1; i < args.count(); ++i) {
        Value src = args.args[i];
        if (src.is_nullish())
            continue;
        Object* from = TRY(vm.to_object(src));
        for (const PropertyKey& k : TRY(from->internal_own_property_keys(vm))) {
            auto p = TRY(from->internal_get_own_property(vm, k));
            if (!p || !p->enumerable())
                continue;
            Value v = TRY(from->get(vm, k));
            TRY(vm.set(Value(target), k, v, true));
        }
    }
    return Value(target);
}

ThrowOr<Value> object_freeze(VM& vm, CallArgs& args)
{
    Value v = args.arg(0);
    if (!v.is_object())
        return v;
    Object* o = v.as_object();
    // A typed array's elements can never be made read-only (10.4.5.3 refuses it).
    if (auto* typed = as_typed_array(v); typed && typed->length() > 0)
        return vm.throw_type_error("Cannot freeze array buffer views with elements");
    if (o->is_array())
        static_cast<Array*>(o)->freeze_elements();
    for (const PropertyKey& k : o->own_property_keys()) {
        auto p = o->get_own_property(k);
        if (!p || (o->is_array() && k.is_index()))
            continue;
        p->attributes &= static_cast<uint8_t>(~kConfigurable);
        if (!p->is_accessor())
            p->attributes &= static_cast<uint8_t>(~kWritable);
        o->put_direct(k, p->value, p->attributes);
        if (p->is_accessor()) {
            Property acc = *p;
            acc.attributes &= static_cast<uint8_t>(~kConfigurable);
            o->define_own_property(k, acc);
        }
    }
    o->prevent_extensions();
    o->set_primitive_value(o->primitive_value());
    return v;
}

ThrowOr<Value> object_is_frozen(VM& vm, CallArgs& args)
{
    Value v = args.arg(0);
    if (!v.is_object())
        return Value(true);
    Object* o = v.as_object();
    if (o->extensible())
        return Value(false);
    for (const PropertyKey& k : o->own_property_keys()) {
        auto p = o->get_own_property(k);
        if (p->configurable() || (!p->is_accessor() && p->writable()))
            return Value(false);
    }
    return Value(true);
}

ThrowOr<Value> object_is_sealed(VM& vm, CallArgs& args)
{
    // 20.1.2.16 Object.isSealed ( O ): TestIntegrityLevel(O, sealed)
    Value v = args.arg(0);
    if (!v.is_object())
        return Value(true);
    Object* o = v.as_object();
    if (o->extensible())
        return Value(false);
    for (const PropertyKey& k : o->own_property_keys())
        if (o->get_own_property(k)->configurable())
            return Value(false);
    return Value(true);
}

ThrowOr<Value> object_seal(VM& vm, CallArgs& args)
{
    Value v = args.arg(0);
    if (!v.is_object())
        return v;
    Object* o = v.as_object();
    for (const PropertyKey& k : o->own_property_keys()) {
        auto p = o->get_own_property(k);
        if (!p || (o->is_array() && k.is_index()))
            continue;
        Property q = *p;
        q.attributes &= static_cast<uint8_t>(~kConfigurable);
        o->define_own_property(k, q);
    }
    o->prevent_extensions();
    return v;
}

ThrowOr<Value> object_prevent_extensions(VM& vm, CallArgs& args)
{
    if (args.arg(0).is_object() && !TRY(args.arg(0).as_object()->internal_prevent_extensions(vm)))
        return vm.throw_type_error("'preventExtensions' on proxy: trap returned falsish");
    return args.arg(0);
}

ThrowOr<Value> object_is_extensible(VM& vm, CallArgs& args)
{
    return Value(args.arg(0).is_object() && TRY(args.arg(0).as_object()->internal_is_extensible(vm)));
}

ThrowOr<Value> object_create(VM& vm, CallArgs& args)
{
    Value proto = args.arg(0);
    if (!proto.is_object() && !proto.is_null())
        return vm.throw_type_error("Object prototype may only be an Object or null: " + TRY(vm.to_string(proto))->utf8());
    Object* o = vm.heap().allocate<Object>(proto.is_null() ? nullptr : proto.as_object());
    if (args.arg(1).is_object()) {
        Object* props = args.arg(1).as_object();
        for (const PropertyKey& k : props->own_property_keys()) {
            Value desc = TRY(props->get(vm, k));
            CallArgs inner { Value(), {}, nullptr, nullptr };
            (void)inner;
            if (!desc.is_object())
                return vm.throw_type_error("Property description must be an object");
            Property p;
            p.attributes = 0;
            Object* d = desc.as_object();
            if (TRY(d->get(vm, vm.key("enumerable"))).is_boolean() && TRY(d->get(vm, vm.key("enumerable"))).as_bool())
                p.attributes |= kEnumerable;
            if (VM::to_boolean(TRY(d->get(vm, vm.key("configurable")))))
                p.attributes |= kConfigurable;
            if (VM::to_boolean(TRY(d->get(vm, vm.key("writable")))))
                p.attributes |= kWritable;
            p.value = TRY(d->get(vm, vm.key("value")));
            o->define_own_property(k, p);
        }
    }
    return Value(o);
}

ThrowOr<Value> object_get_prototype_of(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    Object* proto = TRY(o->internal_get_prototype_of(vm));
    return proto ? Value(proto) : Value::null();
}

ThrowOr<Value> object_set_prototype_of(VM& vm, CallArgs& args)
{
    Value proto = args.arg(1);
    if (!proto.is_object() && !proto.is_null())
        return vm.throw_type_error("Object prototype may only be an Object or null");
    if (args.arg(0).is_object() && args.arg(0).as_object()->is_proxy()) {
        if (!TRY(args.arg(0).as_object()->internal_set_prototype_of(vm, proto.is_null() ? nullptr : proto.as_object())))
            return vm.throw_type_error("'setPrototypeOf' on proxy: trap returned falsish for property 'undefined'");
        return args.arg(0);
    }
    if (args.arg(0).is_object()) {
        Object* o = args.arg(0).as_object();
        for (Object* p = proto.is_null() ? nullptr : proto.as_object(); p; p = p->prototype())
            if (p == o)
                return vm.throw_type_error("Cyclic __proto__ value");
        o->set_prototype(proto.is_null() ? nullptr : proto.as_object());
    }
    return args.arg(0);
}

ThrowOr<Property> to_property_descriptor(VM& vm, Value desc, const std::optional<Property>& existing)
{
    if (!desc.is_object())
        return vm.throw_type_error("Property description must be an object: " + TRY(vm.to_string(desc))->utf8());
    Object* d = desc.as_object();
    Property p;
    // Missing fields default to false / undefined for new properties, or keep the existing ones.
    p.attributes = existing ? existing->attributes : 0;
    auto field = [&](const PropertyKey& name, uint8_t bit) -> ThrowOr<void> {
        if (d->has_property(name)) {
            bool on = VM::to_boolean(TRY(d->get(vm, name)));
            p.attributes = on ? (p.attributes | bit) : (p.attributes & static_cast<uint8_t>(~bit));
        }
        return {};
    };
    TRY(field(vm.key<"enumerable">(), kEnumerable));
    TRY(field(vm.key<"configurable">(), kConfigurable));
    bool has_get = d->has_property(vm.key<"get">()), has_set = d->has_property(vm.key<"set">());
    if (has_get || has_set) {
        if (d->has_property(vm.key<"value">()) || d->has_property(vm.key<"writable">()))
            return vm.throw_type_error("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute");
        p.attributes |= kAccessor;
        p.attributes &= static_cast<uint8_t>(~kWritable);
        if (existing && existing->is_accessor()) {
            p.getter = existing->getter;
            p.setter = existing->setter;
        }
        if (has_get) {
            Value g = TRY(d->get(vm, vm.key<"get">()));
            if (!g.is_undefined() && !VM::is_callable(g))
                return vm.throw_type_error("Getter must be a function: " + TRY(vm.to_string(g))->utf8());
            p.getter = g.is_undefined() ? nullptr : g.as_object();
        }
        if (has_set) {
            Value st = TRY(d->get(vm, vm.key<"set">()));
            if (!st.is_undefined() && !VM::is_callable(st))
                return vm.throw_type_error("Setter must be a function: " + TRY(vm.to_string(st))->utf8());
            p.setter = st.is_undefined() ? nullptr : st.as_object();
        }
    } else if (existing && existing->is_accessor() && !d->has_property(vm.key<"value">()) && !d->has_property(vm.key<"writable">())) {
        // A generic descriptor ({ enumerable: false }) changes only those attributes of an
        // accessor; it stays one (10.1.6.3 ValidateAndApplyPropertyDescriptor, step 6).
        p.getter = existing->getter;
        p.setter = existing->setter;
    } else {
        p.attributes &= static_cast<uint8_t>(~kAccessor);
        TRY(field(vm.key<"writable">(), kWritable));
        if (d->has_property(vm.key<"value">()))
            p.value = TRY(d->get(vm, vm.key<"value">()));
        else if (existing && !existing->is_accessor())
            p.value = existing->value;
    }
    return p;
}

ThrowOr<Value> object_define_property(VM& vm, CallArgs& args)
{
    if (!args.arg(0).is_object())
        return vm.throw_type_error("Object.defineProperty called on non-object");
    Object* o = args.arg(0).as_object();
    PropertyKey k = TRY(vm.to_property_key(args.arg(1)));
    if (o->is_proxy()) {
        PropertyDescriptor desc = TRY(to_property_descriptor(vm, args.arg(2)));
        if (!TRY(o->internal_define_own_property(vm, k, desc)))
            return vm.throw_type_error("'defineProperty' on proxy: trap returned falsish for property '" + utf16_to_utf8(k.to_string()) + "'");
        return args.arg(0);
    }
    auto existing = o->get_own_property(k);
    Property p = TRY(to_property_descriptor(vm, args.arg(2), existing));
    if (o->is_array() && k.is_string() && k.as_string()->string() == u"length") {
        // Only value and writability of length are supported.
        double len = TRY(vm.to_number(p.value));
        // 10.4.2.4 ArraySetLength 3-5: a length that is not a uint32 is a RangeError (as is
        // one past the engine's dense limit, like `new Array(n)`), never a cast out of range.
        if (!(len >= 0 && len == std::floor(len) && len <= Array::kMaxDenseLength))
            return vm.throw_range_error("Invalid array length");
        p.value = Value(len);
        if (!o->define_own_property(k, p)) // a getter, a new length or writability after writable: false
            return vm.throw_type_error("Cannot redefine property: length");
        return args.arg(0);
    }
    if (!o->define_own_property(k, p))
        return vm.throw_type_error("Cannot redefine property: " + utf16_to_utf8(k.to_string()));
    return args.arg(0);
}

ThrowOr<Value> object_define_properties(VM& vm, CallArgs& args)
{
    if (!args.arg(0).is_object())
        return vm.throw_type_error("Object.defineProperties called on non-object");
    Object* o = args.arg(0).as_object();
    Object* props = TRY(vm.to_object(args.arg(1)));
    for (const PropertyKey& k : props->own_property_keys()) {
        Value desc = TRY(props->get(vm, k));
        Property p = TRY(to_property_descriptor(vm, desc, o->get_own_property(k)));
        if (!o->define_own_property(k, p))
            return vm.throw_type_error("Cannot redefine property: " + utf16_to_utf8(k.to_string()));
    }
    return args.arg(0);
}

// 6.2.6.4 FromPropertyDescriptor ( Desc ) https://tc39.es/ecma262/#sec-frompropertydescriptor
Object* from_own_property(VM& vm, const Property* p);

ThrowOr<Value> object_get_own_property_descriptor(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    PropertyKey k = TRY(vm.to_property_key(args.arg(1)));
    auto p = TRY(o->internal_get_own_property(vm, k));
    if (!p)
        return Value();
    return Value(from_own_property(vm, &*p));
}

// 20.1.2.9 Object.getOwnPropertyDescriptors ( O ) https://tc39.es/ecma262/#sec-object.getownpropertydescriptors
ThrowOr<Value> object_get_own_property_descriptors(VM& vm, CallArgs& args)
{
    // 1. Let obj be ? ToObject(O).
    Object* o = TRY(vm.to_object(args.arg(0)));
    // 2. Let ownKeys be ? obj.[[OwnPropertyKeys]]().
    std::vector<PropertyKey> keys = TRY(o->internal_own_property_keys(vm));
    // 3. Let descriptors be OrdinaryObjectCreate(%Object.prototype%).
    Object* descriptors = vm.make_object();
    // 4. For each element key of ownKeys: the descriptor of each property that exists.
    for (const PropertyKey& k : keys) {
        auto p = TRY(o->internal_get_own_property(vm, k));
        if (p)
            descriptors->put_direct(k, Value(from_own_property(vm, &*p)));
    }
    return Value(descriptors);
}

Object* from_own_property(VM& vm, const Property* p)
{
    Object* d = vm.make_object();
    if (p->is_accessor()) {
        d->put_direct(vm.key("get"), p->getter ? Value(p->getter) : Value());
        d->put_direct(vm.key("set"), p->setter ? Value(p->setter) : Value());
    } else {
        d->put_direct(vm.key("value"), p->value);
        d->put_direct(vm.key("writable"), Value(p->writable()));
    }
    d->put_direct(vm.key("enumerable"), Value(p->enumerable()));
    d->put_direct(vm.key("configurable"), Value(p->configurable()));
    return d;
}

ThrowOr<Value> object_get_own_property_names(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    std::vector<Value> out;
    for (const PropertyKey& k : TRY(o->internal_own_property_keys(vm)))
        if (!k.is_symbol())
            out.push_back(key_to_value(vm, k));
    return Value(static_cast<Object*>(vm.make_array(out)));
}

ThrowOr<Value> object_get_own_property_symbols(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    std::vector<Value> out;
    for (const PropertyKey& k : TRY(o->internal_own_property_keys(vm)))
        if (k.is_symbol())
            out.push_back(Value(k.as_symbol()));
    return Value(static_cast<Object*>(vm.make_array(out)));
}

ThrowOr<Value> object_is(VM& vm, CallArgs& args) { return Value(VM::same_value(args.arg(0), args.arg(1))); }

ThrowOr<Value> object_proto_has_own_property(VM& vm, CallArgs& args)
{
    PropertyKey k = TRY(vm.to_property_key(args.arg(0)));
    Object* o = TRY(this_object(vm, args));
    return Value(TRY(o->internal_get_own_property(vm, k)).has_value());
}

ThrowOr<Value> object_has_own(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.arg(0)));
    PropertyKey k = TRY(vm.to_property_key(args.arg(1)));
    return Value(TRY(o->internal_get_own_property(vm, k)).has_value());
}

ThrowOr<Value> object_proto_is_prototype_of(VM& vm, CallArgs& args)
{
    if (!args.arg(0).is_object())
        return Value(false);
    Object* self = TRY(this_object(vm, args));
    for (Object* p = args.arg(0).as_object()->prototype(); p; p = p->prototype())
        if (p == self)
            return Value(true);
    return Value(false);
}

ThrowOr<Value> object_proto_property_is_enumerable(VM& vm, CallArgs& args)
{
    PropertyKey k = TRY(vm.to_property_key(args.arg(0)));
    Object* o = TRY(this_object(vm, args));
    auto p = o->get_own_property(k);
    return Value(p && p->enumerable());
}

std::string builtin_tag(VM& vm, Value v)
{
    if (v.is_undefined())
        return "Undefined";
    if (v.is_null())
        return "Null";
    Object* o = vm.to_object(v).value();
    if (o->is_proxy()) {
        // 20.1.3.6 steps 4-5: IsArray sees through proxies; a callable proxy is a Function.
        auto array = is_array(vm, v);
        if (array.is_throw())
            return "Object";
        return array.value() ? "Array" : o->is_function() ? "Function" : "Object";
    }
    switch (o->object_class()) {
    case ObjectClass::Array: return "Array";
    case ObjectClass::Function: return "Function";
    case ObjectClass::Error: return "Error";
    case ObjectClass::Boolean: return "Boolean";
    case ObjectClass::Number: return "Number";
    case ObjectClass::String: return "String";
    case ObjectClass::Arguments: return "Arguments";
    case ObjectClass::Date: return "Date";
    case ObjectClass::RegExp: return "RegExp"; // RegExp
    default: return "Object";
    }
}

ThrowOr<Value> object_proto_to_string(VM& vm, CallArgs& args)
{
    // 20.1.3.6 Object.prototype.toString ( )
    std::string tag = builtin_tag(vm, args.this_value);
    if (!args.this_value.is_nullish()) {
        // 15-16. Let tag be ? Get(O, @@toStringTag), O = ToObject(this value): primitives too.
        Object* o = TRY(vm.to_object(args.this_value));
        Value t = TRY(o->get(vm, PropertyKey::symbol(vm.symbol_to_string_tag()), args.this_value));
        if (t.is_string())
            tag = t.as_string()->utf8();
    }
    return vm.string_value("[object " + tag + "]");
}

ThrowOr<Value> object_proto_to_locale_string(VM& vm, CallArgs& args)
{
    Value f = TRY(vm.get(args.this_value, "toString"));
    return vm.call(f, args.this_value, {});
}

ThrowOr<Value> object_proto_value_of(VM& vm, CallArgs& args) { return Value(TRY(this_object(vm, args))); }

ThrowOr<Value> object_proto_get_proto(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args));
    return o->prototype() ? Value(o->prototype()) : Value::null();
}

ThrowOr<Value> object_proto_set_proto(VM& vm, CallArgs& args)
{
    Value proto = args.arg(0);
    if (!args.this_value.is_object() || (!proto.is_object() && !proto.is_null()))
        return Value();
    Object* o = args.this_value.as_object();
    for (Object* p = proto.is_null() ? nullptr : proto.as_object(); p; p = p->prototype())
        if (p == o)
            return vm.throw_type_error("Cyclic __proto__ value");
    o->set_prototype(proto.is_null() ? nullptr : proto.as_object());
    return Value();
}

// --- Function -------------------------------------------------------------------------------

// eval(): evloop's VM does not run its code (a direct eval would need the caller's scope,
// an indirect one the script's completion value). What it can do faithfully is reject
// code that does not parse, with the parser's SyntaxError, as the engines do; code that
// parses gets a clear EvalError. new Function() runs (function_constructor below).
// SIMPLIFIED: the text is parsed on its own, so `#x` inside a direct eval in a class body
// (valid there) is reported as a SyntaxError.
static ThrowOr<Value> code_from_string(VM& vm, const std::string& source, const char* what)
{
    ParseResult parsed = parse_program(source, SourceType::Script);
    if (parsed.error)
        return vm.throw_syntax_error(parsed.error->message);
    return vm.throw_error(vm.intrinsic("EvalError.prototype"), std::string(what) + " (running code from strings) is not supported by evloop: it simulates only the program it was given");
}

// 20.2.1.1.1 CreateDynamicFunction for `new Function(p1, …, body)`: the function's source
// text becomes a file of the program's text of its own (VM::append_script, "// @file
// anonymous"), compiled as a module body that returns it, so its scope is the global one,
// as in the engines. Stepping, the trace and stack traces see it like any other file.
ThrowOr<Value> function_constructor(VM& vm, CallArgs& args)
{
    // CreateDynamicFunction: "function anonymous(" params "\n) {\n" body "\n}".
    std::string params, body;
    for (size_t i = 0; i + 1 < args.count(); ++i)
        params += (i ? "," : "") + TRY(vm.to_string(args.arg(i)))->utf8();
    if (args.count() > 0)
        body = TRY(vm.to_string(args.arg(args.count() - 1)))->utf8();
    std::string source = "function anonymous(" + params + "\n) {\n" + body + "\n}";
    // The parameters and the body must each parse on their own (CreateDynamicFunction
    // parses them as FormalParameters and FunctionBody before the whole): "a) { x } (b" or
    // a comment opened in the parameters and closed in the body would make a valid whole
    // of two bad halves. A body that closes its wrapper ("}); (function() {") passes
    // both and is refused by the compile below, where the text has no wrapper to close.
    ParseResult parsed = parse_program("(function(" + params + "\n) {})", SourceType::Script);
    if (!parsed.error)
        parsed = parse_program("(function() {\n" + body + "\n})", SourceType::Script);
    if (!parsed.error)
        parsed = parse_program("(" + source + ")", SourceType::Script);
    if (parsed.error)
        return vm.throw_syntax_error(parsed.error->message);
    // Each one stays in the program's text (its steps point into it): a bound, so that a
    // loop making functions cannot grow it without end.
    constexpr uint32_t kMaxFiles = 20'000;
    if (vm.script_count() >= kMaxFiles)
        return vm.throw_range_error("evloop runs at most " + std::to_string(kMaxFiles)
            + " files and new Function() bodies in one program: make the function once, outside the loop");
    uint32_t script = vm.append_script("<anonymous>", "anonymous", "return " + source);
    std::string error;
    FunctionCode* code = vm.compile_script(script, VM::ProgramKind::CommonJS, {}, error);
    if (!code)
        return vm.throw_syntax_error(error.substr(error.find(' ') + 1));
    vm.keep_alive(code);
    Closure* wrapper = vm.make_closure(code, nullptr, nullptr);
    vm.release(code);
    return vm.call(Value(static_cast<Object*>(wrapper)), Value(), {});
}

// 19.2.1 eval ( x ): a value that is not a string comes back unchanged.
ThrowOr<Value> global_eval(VM& vm, CallArgs& args)
{
    if (!args.arg(0).is_string())
        return args.arg(0);
    return code_from_string(vm, args.arg(0).as_string()->utf8(), "eval()");
}

ThrowOr<Value> function_call(VM& vm, CallArgs& args)
{
    if (!VM::is_callable(args.this_value))
        return vm.throw_type_error("Function.prototype.call called on a non-function");
    std::span<const Value> rest = args.args.size() > 1 ? args.args.subspan(1) : std::span<const Value> {};
    return vm.call(args.this_value, args.arg(0), rest);
}

ThrowOr<Value> function_apply(VM& vm, CallArgs& args)
{
    if (!VM::is_callable(args.this_value))
        return vm.throw_type_error("Function.prototype.apply was called on a non-function");
    std::vector<Value> list;
    Value arr = args.arg(1);
    if (!arr.is_nullish()) {
        if (!arr.is_object())
            return vm.throw_type_error("CreateListFromArrayLike called on non-object");
        Object* o = arr.as_object();
        double len = TRY(vm.length_of_array_like(o));
        if (len > Array::kMaxDenseLength)
            return vm.throw_range_error("Maximum call stack size exceeded");
        for (uint32_t i = 0; i < static_cast<uint32_t>(len); ++i)
            list.push_back(TRY(o->get(vm, PropertyKey::index(i))));
    }
    return vm.call(args.this_value, args.arg(0), list);
}

ThrowOr<Value> function_bind(VM& vm, CallArgs& args)
{
    if (!VM::is_callable(args.this_value))
        return vm.throw_type_error("Bind must be called on a function");
    auto* target = static_cast<FunctionObject*>(args.this_value.as_object());
    std::vector<Value> bound(args.args.size() > 1 ? args.args.begin() + 1 : args.args.end(), args.args.end());
    auto* f = vm.heap().allocate<BoundFunction>(target->prototype(), target, args.arg(0), bound);
    Value name = TRY(target->get(vm, vm.key("name")));
    std::u16string n = name.is_string() ? name.as_string()->string() : u"";
    f->put_direct(vm.key("name"), Value(vm.make_string(u"bound " + n)), kConfigurable);
    Value len = TRY(target->get(vm, vm.key("length")));
    double l = len.is_number() ? std::max(0.0, len.as_number() - static_cast<double>(bound.size())) : 0;
    f->put_direct(vm.key("length"), Value(l), kConfigurable);
    return Value(static_cast<Object*>(f));
}

ThrowOr<Value> function_to_string(VM& vm, CallArgs& args)
{
    if (!VM::is_callable(args.this_value))
        return vm.throw_type_error("Function.prototype.toString requires that 'this' be a Function");
    if (auto* c = function_cast<Closure>(args.this_value.as_object()); c && !c->code()->source_text.empty())
        return vm.string_value(c->code()->source_text);
    Value name = TRY(args.this_value.as_object()->get(vm, vm.key("name")));
    std::string n = name.is_string() ? name.as_string()->utf8() : "";
    return vm.string_value("function " + n + "() { [native code] }");
}

ThrowOr<Value> function_has_instance(VM& vm, CallArgs& args)
{
    return Value(TRY(vm.ordinary_has_instance(args.this_value, args.arg(0))));
}

// --- Symbol ---------------------------------------------------------------------------------

ThrowOr<Value> symbol_constructor(VM& vm, CallArgs& args)
{
    if (args.new_target)
        return vm.throw_type_error("Symbol is not a constructor");
    if (args.arg(0).is_undefined())
        return Value(vm.heap().allocate<Symbol>(u"", false));
    std::u16string d = TRY(vm.to_u16string(args.arg(0)));
    return Value(vm.heap().allocate<Symbol>(d, true));
}

ThrowOr<Symbol*> this_symbol(VM& vm, Value v)
{
    if (v.is_symbol())
        return v.as_symbol();
    if (v.is_object() && v.as_object()->object_class() == ObjectClass::Symbol)
        return v.as_object()->primitive_value().as_symbol();
    return vm.throw_type_error("Symbol.prototype method called on incompatible receiver");
}

ThrowOr<Value> symbol_to_string(VM& vm, CallArgs& args)
{
    Symbol* s = TRY(this_symbol(vm, args.this_value));
    return Value(vm.make_string(u"Symbol(" + s->description() + u")"));
}

ThrowOr<Value> symbol_value_of(VM& vm, CallArgs& args) { return Value(TRY(this_symbol(vm, args.this_value))); }

ThrowOr<Value> symbol_description(VM& vm, CallArgs& args)
{
    Symbol* s = TRY(this_symbol(vm, args.this_value));
    if (!s->has_description())
        return Value();
    return Value(vm.make_string(s->description()));
}

// Symbol.for: a registry kept as a plain object keyed by the description.
ThrowOr<Value> symbol_for(VM& vm, CallArgs& args)
{
    std::u16string k = TRY(vm.to_u16string(args.arg(0)));
    Object* registry = vm.intrinsic("%SymbolRegistry%");
    auto p = registry->get_own_property(PropertyKey::string(vm.intern(k)));
    if (p)
        return p->value;
    Symbol* s = vm.heap().allocate<Symbol>(k, true);
    registry->put_direct(PropertyKey::string(vm.intern(k)), Value(s));
    return Value(s);
}

ThrowOr<Value> symbol_key_for(VM& vm, CallArgs& args)
{
    if (!args.arg(0).is_symbol())
        return vm.throw_type_error(TRY(vm.to_string(args.arg(0)))->utf8() + " is not a symbol");
    Symbol* s = args.arg(0).as_symbol();
    Object* registry = vm.intrinsic("%SymbolRegistry%");
    auto p = registry->get_own_property(PropertyKey::string(vm.intern(s->description())));
    if (p && p->value.is_symbol() && p->value.as_symbol() == s)
        return Value(vm.make_string(s->description()));
    return Value();
}

// --- globals ------------------------------------------------------------------------------------

ThrowOr<Value> global_queue_microtask(VM& vm, CallArgs& args)
{
    // HTML 8.7 queueMicrotask(callback) / Node's queueMicrotask: a microtask that calls it.
    if (!VM::is_callable(args.arg(0)))
        return vm.throw_type_error("The \"callback\" argument must be of type function. Received " + vm.to_string(args.arg(0)).value()->utf8());
    Job* job = vm.make_job(JobKind::QueueMicrotask);
    job->callback = args.arg(0);
    vm.current_origin(job->origin, job->origin_function);
    vm.enqueue_job(job);
    return Value();
}

ThrowOr<Value> global_parse_int(VM& vm, CallArgs& args)
{
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == 0xA0 || s[i] == 0xFEFF || s[i] == '\v' || s[i] == '\f'))
        ++i;
    bool negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
        negative = s[i] == '-';
        ++i;
    }
    int32_t radix = TRY(vm.to_int32(args.arg(1)));
    bool strip_prefix = true;
    if (radix != 0) {
        if (radix < 2 || radix > 36)
            return Value(NAN);
        if (radix != 16)
            strip_prefix = false;
    } else {
        radix = 10;
    }
    if (strip_prefix && i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        i += 2;
        radix = 16;
    }
    double v = 0;
    bool any = false;
    for (; i < s.size(); ++i) {
        char16_t c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
        if (d >= radix)
            break;
        v = v * radix + d;
        any = true;
    }
    if (!any)
        return Value(NAN);
    return Value(negative ? -v : v);
}

ThrowOr<Value> global_parse_float(VM& vm, CallArgs& args)
{
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == 0xA0 || s[i] == 0xFEFF))
        ++i;
    // The longest prefix that is a StrDecimalLiteral.
    size_t start = i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        ++i;
    if (s.compare(i, 8, u"Infinity") == 0)
        return Value(s[start] == '-' ? -INFINITY : INFINITY);
    size_t digits_start = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9')
        ++i;
    if (i < s.size() && s[i] == '.') {
        ++i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9')
            ++i;
    }
    if (i == digits_start || (i == digits_start + 1 && s[digits_start] == '.'))
        return Value(NAN);
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        size_t save = i++;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            ++i;
        size_t exp_start = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9')
            ++i;
        if (i == exp_start)
            i = save;
    }
    return Value(string_to_number(s.substr(start, i - start)));
}

ThrowOr<Value> global_is_nan(VM& vm, CallArgs& args) { return Value(std::isnan(TRY(vm.to_number(args.arg(0))))); }
ThrowOr<Value> global_is_finite(VM& vm, CallArgs& args) { return Value(std::isfinite(TRY(vm.to_number(args.arg(0))))); }

ThrowOr<Value> performance_now(VM& vm, CallArgs&)
{
    // High-resolution virtual time since the start of the run.
    return Value(vm.read_clock_ms());
}

ThrowOr<Value> global_require(VM& vm, CallArgs& args)
{
    std::string specifier = TRY(vm.to_string(args.arg(0)))->utf8();
    Object* exports = vm.require_module(specifier);
    if (!exports) {
        Object* error = vm.make_error(vm.error_prototype(), vm.module_error(specifier));
        error->put_direct(vm.key("code"), vm.string_value("MODULE_NOT_FOUND"), kBuiltinAttributes);
        return vm.throw_value(Value(error));
    }
    return Value(exports);
}

} // namespace

void install_error_builtins(VM& vm)
{
    Object* error_proto = vm.make_object();
    Object* error_ctor = make_constructor(vm, "Error", error_constructor, 1, error_proto);
    vm.define_value(error_proto, "name", vm.string_value("Error"));
    vm.define_value(error_proto, "message", vm.string_value(""));
    vm.define_native(error_proto, "toString", error_to_string, 0);
    for (const char* name : { "TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError" }) {
        Object* proto = vm.heap().allocate<Object>(error_proto);
        Object* ctor = make_constructor(vm, name, error_constructor, 1, proto);
        ctor->set_prototype(error_ctor);
        vm.define_value(proto, "name", vm.string_value(name));
        vm.define_value(proto, "message", vm.string_value(""));
    }
    Object* aggregate_proto = vm.heap().allocate<Object>(error_proto);
    Object* aggregate = make_constructor(vm, "AggregateError", aggregate_error_constructor, 2, aggregate_proto);
    aggregate->set_prototype(error_ctor);
    vm.define_value(aggregate_proto, "name", vm.string_value("AggregateError"));
    vm.define_value(aggregate_proto, "message", vm.string_value(""));
}

void install_object_builtins(VM& vm)
{
    Object* proto = vm.object_prototype();
    Object* ctor = make_constructor(vm, "Object", object_constructor, 1, proto);
    vm.define_native(ctor, "keys", object_keys, 1);
    vm.define_native(ctor, "values", object_values, 1);
    vm.define_native(ctor, "entries", object_entries, 1);
    vm.define_native(ctor, "fromEntries", object_from_entries, 1);
    vm.define_native(ctor, "assign", object_assign, 2);
    vm.define_native(ctor, "freeze", object_freeze, 1);
    vm.define_native(ctor, "isFrozen", object_is_frozen, 1);
    vm.define_native(ctor, "seal", object_seal, 1);
    vm.define_native(ctor, "isSealed", object_is_sealed, 1);
    vm.define_native(ctor, "preventExtensions", object_prevent_extensions, 1);
    vm.define_native(ctor, "isExtensible", object_is_extensible, 1);
    vm.define_native(ctor, "create", object_create, 2);
    vm.define_native(ctor, "getPrototypeOf", object_get_prototype_of, 1);
    vm.define_native(ctor, "setPrototypeOf", object_set_prototype_of, 2);
    vm.define_native(ctor, "defineProperty", object_define_property, 3);
    vm.define_native(ctor, "defineProperties", object_define_properties, 2);
    vm.define_native(ctor, "getOwnPropertyDescriptor", object_get_own_property_descriptor, 2);
    vm.define_native(ctor, "getOwnPropertyDescriptors", object_get_own_property_descriptors, 1);
    vm.define_native(ctor, "getOwnPropertyNames", object_get_own_property_names, 1);
    vm.define_native(ctor, "getOwnPropertySymbols", object_get_own_property_symbols, 1);
    vm.define_native(ctor, "is", object_is, 2);
    vm.define_native(ctor, "hasOwn", object_has_own, 2);
    vm.define_native(proto, "hasOwnProperty", object_proto_has_own_property, 1);
    vm.define_native(proto, "isPrototypeOf", object_proto_is_prototype_of, 1);
    vm.define_native(proto, "propertyIsEnumerable", object_proto_property_is_enumerable, 1);
    vm.define_native(proto, "toString", object_proto_to_string, 0);
    vm.define_native(proto, "toLocaleString", object_proto_to_locale_string, 0);
    vm.define_native(proto, "valueOf", object_proto_value_of, 0);
    Property proto_accessor;
    proto_accessor.getter = vm.make_native_function("get __proto__", object_proto_get_proto, 0);
    proto_accessor.setter = vm.make_native_function("set __proto__", object_proto_set_proto, 1);
    proto_accessor.attributes = kAccessor | kConfigurable;
    proto->define_own_property(vm.key("__proto__"), proto_accessor);
}

void install_function_builtins(VM& vm)
{
    Object* proto = vm.function_prototype();
    proto->put_direct(vm.key("length"), Value(0.0), kConfigurable);
    proto->put_direct(vm.key("name"), Value(vm.intern("")), kConfigurable);
    make_constructor(vm, "Function", function_constructor, 1, proto);
    vm.define_native(proto, "call", function_call, 1);
    vm.define_native(proto, "apply", function_apply, 2);
    vm.define_native(proto, "bind", function_bind, 1);
    vm.define_native(proto, "toString", function_to_string, 0);
    proto->put_direct(PropertyKey::symbol(vm.symbol_has_instance()),
        Value(static_cast<Object*>(vm.make_native_function("[Symbol.hasInstance]", function_has_instance, 1))), 0);
    // %AsyncFunction.prototype%: async functions inherit from it (console shows [AsyncFunction: f]).
    Object* async_proto = vm.heap().allocate<Object>(proto);
    async_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("AsyncFunction"), kConfigurable);
    vm.set_intrinsic("AsyncFunction.prototype", async_proto);
    // %AsyncFunction% is not a global, but it is the prototype's constructor.
    NativeFunction* async_ctor = vm.make_native_function("AsyncFunction", function_constructor, 1, true);
    async_ctor->set_prototype(vm.intrinsic("Function"));
    async_ctor->put_direct(vm.names().prototype, Value(async_proto), 0);
    async_proto->put_direct(vm.names().constructor, Value(static_cast<Object*>(async_ctor)), kConfigurable);
}

void install_symbol_builtins(VM& vm)
{
    Object* proto = vm.make_object();
    Object* ctor = make_constructor(vm, "Symbol", symbol_constructor, 0, proto);
    vm.define_native(proto, "toString", symbol_to_string, 0);
    vm.define_native(proto, "valueOf", symbol_value_of, 0);
    vm.define_getter(proto, "description", symbol_description);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Symbol"), kConfigurable);
    vm.define_value(ctor, "iterator", Value(vm.symbol_iterator()), 0);
    vm.define_value(ctor, "asyncIterator", Value(vm.symbol_async_iterator()), 0);
    vm.define_value(ctor, "hasInstance", Value(vm.symbol_has_instance()), 0);
    vm.define_value(ctor, "toPrimitive", Value(vm.symbol_to_primitive()), 0);
    vm.define_value(ctor, "toStringTag", Value(vm.symbol_to_string_tag()), 0);
    vm.define_native(ctor, "for", symbol_for, 1);
    vm.define_native(ctor, "keyFor", symbol_key_for, 1);
    vm.set_intrinsic("%SymbolRegistry%", vm.heap().allocate<Object>(nullptr));
}

void install_global_functions(VM& vm)
{
    Object* g = vm.global_object();
    vm.define_native(g, "queueMicrotask", global_queue_microtask, 1);
    vm.define_native(g, "parseInt", global_parse_int, 2);
    vm.define_native(g, "parseFloat", global_parse_float, 1);
    vm.define_native(g, "eval", global_eval, 1);
    vm.define_native(g, "isNaN", global_is_nan, 1);
    vm.define_native(g, "isFinite", global_is_finite, 1);
    vm.define_native(g, "require", global_require, 1);
    install_date_builtins(vm); // builtins_date.cpp
    install_uri_builtins(vm);  // builtins_uri.cpp
    Object* performance = vm.make_object();
    vm.define_native(performance, "now", performance_now, 0);
    vm.define_value(g, "performance", Value(performance));
    vm.define_value(g, "NaN", Value(NAN), 0);
    vm.define_value(g, "Infinity", Value(INFINITY), 0);
    vm.define_value(g, "undefined", Value(), 0);
    Object* number = vm.intrinsic("Number");
    if (number) {
        number->put_direct(vm.key("parseInt"), g->get_own_property(vm.key("parseInt"))->value, kBuiltinAttributes);
        number->put_direct(vm.key("parseFloat"), g->get_own_property(vm.key("parseFloat"))->value, kBuiltinAttributes);
    }
}

} // namespace evloop::js
