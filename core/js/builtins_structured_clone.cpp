// structuredClone ( value ) https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
// as Node provides it (V8's ValueSerializer): StructuredSerializeInternal and
// StructuredDeserialize folded into one deep copy with a memory for cycles. Also the
// small DOMException it throws (DataCloneError) and Error.captureStackTrace.
// SIMPLIFIED: Date, RegExp, ArrayBuffer and typed arrays are not cloned yet (FIXME:
// they come with those builtins); they and every other exotic object throw DataCloneError.
#include "core/js/map_set.h"
#include "core/js/proxy.h"
#include "core/js/vm.h"
#include <algorithm>

namespace evloop::js {

namespace {

// https://webidl.spec.whatwg.org/#idl-DOMException: the names with legacy codes that evloop uses.
int dom_exception_code(const std::string& name)
{
    static const std::pair<const char*, int> codes[] = { { "IndexSizeError", 1 }, { "NotFoundError", 8 },
        { "NotSupportedError", 9 }, { "InvalidStateError", 11 }, { "SyntaxError", 12 }, { "InvalidAccessError", 15 },
        { "TypeMismatchError", 17 }, { "SecurityError", 18 }, { "NetworkError", 19 }, { "AbortError", 20 },
        { "TimeoutError", 23 }, { "DataCloneError", 25 } };
    for (auto& [n, code] : codes)
        if (name == n)
            return code;
    return 0;
}

// A DOMException: an Error object (stack and all) with its name and message in slots.
class DOMExceptionObject final : public Object {
public:
    DOMExceptionObject(Object* prototype, PrimitiveString* name, PrimitiveString* message)
        : Object(prototype, ObjectClass::Error)
        , name(name)
        , message(message)
    {
    }
    const char* class_name() const override { return "DOMException"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(name);
        v.visit(message);
    }
    PrimitiveString* name;
    PrimitiveString* message;
};

ThrowOr<Value> dom_exception_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Class constructor DOMException cannot be invoked without 'new'");
    PrimitiveString* message = args.arg(0).is_undefined() ? vm.intern("") : TRY(vm.to_string(args.arg(0)));
    PrimitiveString* name = args.arg(1).is_undefined() ? vm.intern("Error") : TRY(vm.to_string(args.arg(1)));
    Value proto = TRY(args.new_target->get(vm, vm.names().prototype));
    auto* e = vm.heap().allocate<DOMExceptionObject>(proto.is_object() ? proto.as_object() : vm.intrinsic("DOMException.prototype"), name, message);
    // The only own property, as in Node: stack.
    std::string header = name->utf8() + (message->string().empty() ? "" : ": " + message->utf8());
    std::string trace = vm.current_stack_trace();
    e->put_direct(vm.names().stack, vm.string_value(trace.empty() ? header : header + "\n" + trace), kBuiltinAttributes);
    return Value(static_cast<Object*>(e));
}

ThrowOr<DOMExceptionObject*> this_dom_exception(VM& vm, CallArgs& args)
{
    if (!args.this_value.is_object() || std::string_view(args.this_value.as_object()->class_name()) != "DOMException")
        return vm.throw_type_error("Value of \"this\" must be of type DOMException");
    return static_cast<DOMExceptionObject*>(args.this_value.as_object());
}

// The DOMException.prototype getters read the slots.
ThrowOr<Value> dom_exception_name(VM& vm, CallArgs& args) { return Value(TRY(this_dom_exception(vm, args))->name); }
ThrowOr<Value> dom_exception_message(VM& vm, CallArgs& args) { return Value(TRY(this_dom_exception(vm, args))->message); }

ThrowOr<Value> dom_exception_code_getter(VM& vm, CallArgs& args)
{
    return Value(static_cast<double>(dom_exception_code(TRY(this_dom_exception(vm, args))->name->utf8())));
}

Thrown throw_data_clone_error(VM& vm, const std::string& what)
{
    Value argv[] = { vm.string_value(what + " could not be cloned."), vm.string_value("DataCloneError") };
    auto e = vm.construct(Value(vm.intrinsic("DOMException")), argv);
    if (e.is_throw())
        return Thrown {};
    return vm.throw_value(e.value());
}

class StructuredCloner {
public:
    explicit StructuredCloner(VM& vm)
        : m_vm(vm)
    {
    }

    ThrowOr<Value> clone(Value value, int depth = 0)
    {
        VM& vm = m_vm;
        // Primitives are copied; symbols cannot be.
        if (value.is_symbol())
            return throw_data_clone_error(vm, vm.describe_for_message(value));
        if (!value.is_object())
            return value;
        Object* o = value.as_object();
        // The memory: an object seen before is the same copy (cycles, shared parts).
        for (auto& [from, to] : m_memory)
            if (from == o)
                return Value(to);
        if (depth > 1000)
            return vm.throw_range_error("Maximum call stack size exceeded");
        if (o->is_proxy())
            return throw_data_clone_error(vm, "#<Object>");
        if (o->is_function())
            return throw_data_clone_error(vm, vm.describe_for_message(value));
        switch (o->object_class()) {
        case ObjectClass::Boolean:
        case ObjectClass::Number:
        case ObjectClass::String: {
            Object* copy = TRY(vm.to_object(o->primitive_value()));
            m_memory.emplace_back(o, copy);
            return Value(copy);
        }
        case ObjectClass::Array: {
            Array* copy = vm.make_array();
            m_memory.emplace_back(o, copy);
            copy->set_length(static_cast<Array*>(o)->length());
            TRY(copy_enumerable_properties(o, copy, depth));
            return Value(static_cast<Object*>(copy));
        }
        case ObjectClass::Map: {
            auto* copy = vm.heap().allocate<MapObject>(vm.intrinsic("Map.prototype"));
            m_memory.emplace_back(o, copy);
            std::vector<std::pair<Value, Value>> entries;
            for (auto& e : static_cast<MapObject*>(o)->table.entries())
                if (!e.deleted)
                    entries.emplace_back(e.key, e.value);
            for (auto& [k, v] : entries) {
                Value ck = TRY(clone(k, depth + 1));
                Value cv = TRY(clone(v, depth + 1));
                copy->table.set(ck, cv);
            }
            return Value(static_cast<Object*>(copy));
        }
        case ObjectClass::Set: {
            auto* copy = vm.heap().allocate<SetObject>(vm.intrinsic("Set.prototype"));
            m_memory.emplace_back(o, copy);
            std::vector<Value> values;
            for (auto& e : static_cast<SetObject*>(o)->table.entries())
                if (!e.deleted)
                    values.push_back(e.key);
            for (const Value& v : values)
                copy->table.set(TRY(clone(v, depth + 1)), Value());
            return Value(static_cast<Object*>(copy));
        }
        case ObjectClass::Error: return clone_error(o, depth);
        case ObjectClass::Ordinary:
        case ObjectClass::Arguments: {
            // Plain objects and class instances alike become plain objects.
            Object* copy = vm.make_object();
            m_memory.emplace_back(o, copy);
            TRY(copy_enumerable_properties(o, copy, depth));
            return Value(copy);
        }
        default: return throw_data_clone_error(vm, vm.describe_for_message(value));
        }
    }

private:
    // The own enumerable string-keyed properties, read with [[Get]] (getters run), in order.
    ThrowOr<void> copy_enumerable_properties(Object* from, Object* to, int depth)
    {
        for (const PropertyKey& k : from->own_property_keys()) {
            if (k.is_symbol())
                continue;
            auto p = from->get_own_property(k);
            if (!p || !p->enumerable())
                continue;
            Value v = TRY(from->get(m_vm, k));
            Value c = TRY(clone(v, depth + 1));
            to->define_own_property(k, Property { c, nullptr, nullptr, kDefaultAttributes });
        }
        return {};
    }

    ThrowOr<Value> clone_error(Object* o, int depth)
    {
        VM& vm = m_vm;
        // The prototype comes from the error's name, when it is a standard one.
        Value name = TRY(o->get(vm, vm.names().name));
        std::string n = name.is_string() ? name.as_string()->utf8() : "Error";
        const char* known[] = { "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError" };
        Object* proto = vm.error_prototype();
        for (const char* k : known)
            if (n == k)
                proto = vm.intrinsic(std::string(k) + ".prototype");
        Object* copy = vm.heap().allocate<Object>(proto, ObjectClass::Error);
        m_memory.emplace_back(o, copy);
        if (auto stack = o->get_own_property(vm.names().stack); stack && !stack->is_accessor() && stack->value.is_string())
            copy->put_direct(vm.names().stack, stack->value, kBuiltinAttributes);
        if (auto message = o->get_own_property(vm.names().message); message && !message->is_accessor())
            copy->put_direct(vm.names().message, Value(TRY(vm.to_string(message->value))), kBuiltinAttributes);
        PropertyKey cause = vm.key("cause");
        if (auto c = o->get_own_property(cause); c && !c->is_accessor())
            copy->put_direct(cause, TRY(clone(c->value, depth + 1)), kBuiltinAttributes);
        return Value(copy);
    }

    VM& m_vm;
    std::vector<std::pair<Object*, Object*>> m_memory; // in order seen; small in practice
};

ThrowOr<Value> structured_clone(VM& vm, CallArgs& args)
{
    if (args.count() == 0)
        return vm.throw_type_error("The value argument must be specified");
    StructuredCloner cloner(vm);
    return cloner.clone(args.arg(0));
}

// Error.captureStackTrace ( targetObject [ , constructorOpt ] ) (V8): an own `stack`.
// SIMPLIFIED: constructorOpt does not cut frames off (evloop's traces are its own anyway).
ThrowOr<Value> error_capture_stack_trace(VM& vm, CallArgs& args)
{
    if (!args.arg(0).is_object())
        return vm.throw_type_error("invalid_argument");
    Object* target = args.arg(0).as_object();
    Value to_string = TRY(vm.intrinsic("Error.prototype")->get(vm, vm.key("toString")));
    Value header = TRY(vm.call(to_string, Value(target), {}));
    std::string trace = vm.current_stack_trace();
    std::string text = TRY(vm.to_string(header))->utf8();
    PropertyDescriptor desc;
    desc.value = vm.string_value(trace.empty() ? text : text + "\n" + trace);
    desc.writable = true;
    desc.enumerable = false;
    desc.configurable = true;
    TRY(target->internal_define_own_property(vm, vm.names().stack, desc));
    return Value();
}

} // namespace

void install_structured_clone_builtins(VM& vm)
{
    vm.define_native(vm.global_object(), "structuredClone", structured_clone, 1);

    Object* error = vm.intrinsic("Error");
    vm.define_native(error, "captureStackTrace", error_capture_stack_trace, 2);
    vm.define_value(error, "stackTraceLimit", Value(10.0), kDefaultAttributes);

    Object* proto = vm.heap().allocate<Object>(vm.error_prototype());
    NativeFunction* ctor = vm.make_native_function("DOMException", dom_exception_constructor, 0, true);
    ctor->put_direct(vm.names().prototype, Value(proto), 0);
    proto->put_direct(vm.names().constructor, Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.define_getter(proto, "name", dom_exception_name);
    vm.define_getter(proto, "message", dom_exception_message);
    vm.define_getter(proto, "code", dom_exception_code_getter);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), Value(vm.intern("DOMException")), kConfigurable);
    vm.define_value(vm.global_object(), "DOMException", Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic("DOMException", ctor);
    vm.set_intrinsic("DOMException.prototype", proto);
}

} // namespace evloop::js
