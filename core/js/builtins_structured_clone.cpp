// structuredClone ( value ) https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
// as Node provides it (V8's ValueSerializer): StructuredSerializeInternal and
// StructuredDeserialize folded into one deep copy with a memory for cycles. Also the
// DataCloneError it throws, and Error.captureStackTrace.
// Exotic objects it does not know (functions, symbols, proxies, weak collections, …)
// throw DataCloneError.
#include "core/js/array_buffer.h"
#include "core/js/bigint_ops.h"
#include "core/js/map_set.h"
#include "core/js/proxy.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cstring>

namespace evloop::js {

namespace {

// DataCloneError: a DOMException (text_codec.cpp) worded like Node's.
Thrown throw_data_clone_error(VM& vm, const std::string& what, bool could_not_be_cloned = true)
{
    Value argv[] = { vm.string_value(could_not_be_cloned ? what + " could not be cloned." : what), vm.string_value("DataCloneError") };
    auto e = vm.construct(Value(vm.intrinsic("DOMException")), argv);
    if (e.is_throw())
        return Thrown {};
    return vm.throw_value(e.value());
}

// A typed array's or DataView's buffer, byte offset and length (elements or bytes): what
// a copy of it is constructed from.
struct ViewParts {
    ArrayBufferObject* buffer;
    double offset, length;
};
ViewParts view_parts(Object* o)
{
    if (o->object_class() == ObjectClass::TypedArray) {
        auto* t = static_cast<TypedArrayObject*>(o);
        return { t->buffer(), static_cast<double>(t->byte_offset()), static_cast<double>(t->length()) };
    }
    auto* d = static_cast<DataViewObject*>(o);
    return { d->buffer(), static_cast<double>(d->byte_offset()), static_cast<double>(d->byte_length()) };
}

// Another object over a SharedArrayBuffer's bytes, in `vm` (a clone shares them).
ArrayBufferObject* share_buffer(VM& vm, ArrayBufferObject* buffer)
{
    return vm.heap().allocate<ArrayBufferObject>(vm.intrinsic("SharedArrayBuffer.prototype"), buffer->block(), buffer->max_byte_length_option());
}

// The native errors whose prototype a clone keeps (the others become Error).
constexpr const char* kNativeErrorNames[] = { "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError" };

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
        case ObjectClass::BigInt:
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
        case ObjectClass::Date: {
            // [[DateValue]] is copied (HTML StructuredSerializeInternal step 7).
            Value argv[] = { o->primitive_value() };
            Value copy = TRY(vm.construct(Value(vm.intrinsic("Date")), argv));
            m_memory.emplace_back(o, copy.as_object());
            return copy;
        }
        case ObjectClass::ArrayBuffer: {
            // A copy of the bytes; a SharedArrayBuffer's are shared (another object over them).
            auto* buffer = static_cast<ArrayBufferObject*>(o);
            if (buffer->is_shared()) {
                ArrayBufferObject* copy = share_buffer(vm, buffer);
                m_memory.emplace_back(o, copy);
                return Value(static_cast<Object*>(copy));
            }
            if (buffer->is_detached())
                return throw_data_clone_error(vm, "An ArrayBuffer is detached and");
            ArrayBufferObject* copy = TRY(allocate_array_buffer(vm, buffer->byte_length()));
            if (buffer->byte_length())
                std::memcpy(copy->data(), buffer->data(), buffer->byte_length());
            m_memory.emplace_back(o, copy);
            return Value(static_cast<Object*>(copy));
        }
        case ObjectClass::TypedArray:
        case ObjectClass::DataView: {
            // A view over the clone of its buffer (one copy per buffer, however many views).
            ViewParts view = view_parts(o);
            Value buffer_copy = TRY(clone(Value(static_cast<Object*>(view.buffer)), depth + 1));
            Value argv[] = { buffer_copy, Value(view.offset), Value(view.length) };
            Value copy = TRY(vm.construct(Value(vm.intrinsic(o->class_name())), argv));
            m_memory.emplace_back(o, copy.as_object());
            return copy;
        }
        case ObjectClass::RegExp: {
            // [[OriginalSource]] and [[OriginalFlags]] are copied; lastIndex is not.
            Value argv[] = { TRY(o->get(vm, vm.key("source"))), TRY(o->get(vm, vm.key("flags"))) };
            Value copy = TRY(vm.construct(Value(vm.intrinsic("RegExp")), argv));
            m_memory.emplace_back(o, copy.as_object());
            return copy;
        }
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
        Object* proto = vm.error_prototype();
        for (const char* k : kNativeErrorNames)
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
    // options.transfer: ArrayBuffers whose bytes move to the copy; the originals are
    // detached once the clone succeeded (HTML §2.7.6 StructuredSerializeWithTransfer).
    std::vector<ArrayBufferObject*> transfer;
    if (args.arg(1).is_object()) {
        Value list = TRY(args.arg(1).as_object()->get(vm, vm.key("transfer")));
        if (!list.is_undefined()) {
            for (Value item : TRY(vm.iterate_to_list(list))) {
                if (!item.is_object() || item.as_object()->object_class() != ObjectClass::ArrayBuffer
                    || static_cast<ArrayBufferObject*>(item.as_object())->is_shared())
                    return vm.throw_type_error("Found invalid object in transferList");
                auto* buffer = static_cast<ArrayBufferObject*>(item.as_object());
                if (std::find(transfer.begin(), transfer.end(), buffer) != transfer.end())
                    return throw_data_clone_error(vm, "Transfer list contains duplicate ArrayBuffer", false);
                transfer.push_back(buffer);
            }
        }
    }
    Value copy = TRY(cloner.clone(args.arg(0)));
    for (ArrayBufferObject* buffer : transfer)
        buffer->detach();
    return copy;
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

// Rebuilds, in another VM, a value that structuredClone made: only primitives and the
// plain data a clone holds (ordinary objects and arrays with data properties, Map, Set,
// Error, Date, RegExp, boxed primitives, buffers and their views). Runs no JavaScript.
class RealmCopier {
public:
    RealmCopier(VM& from, VM& to)
        : m_from(from)
        , m_to(to)
    {
    }

    Value copy(Value value)
    {
        VM& to = m_to;
        if (value.is_string())
            return Value(to.make_string(value.as_string()->string()));
        if (value.is_bigint())
            return make_bigint(to, value.as_bigint());
        if (!value.is_object())
            return value; // numbers, booleans, undefined, null (no symbols in a clone)
        Object* o = value.as_object();
        for (auto& [from, copied] : m_memory)
            if (from == o)
                return Value(copied);
        switch (o->object_class()) {
        case ObjectClass::Boolean:
        case ObjectClass::Number:
        case ObjectClass::BigInt:
        case ObjectClass::String: {
            auto boxed = to.to_object(copy(o->primitive_value()));
            Object* c = boxed.is_throw() ? to.make_object() : boxed.value();
            m_memory.emplace_back(o, c);
            return Value(c);
        }
        case ObjectClass::Array: {
            Array* c = to.make_array();
            m_memory.emplace_back(o, c);
            c->set_length(static_cast<Array*>(o)->length());
            copy_properties(o, c);
            return Value(static_cast<Object*>(c));
        }
        case ObjectClass::Map: {
            auto* c = to.heap().allocate<MapObject>(to.intrinsic("Map.prototype"));
            m_memory.emplace_back(o, c);
            for (auto& e : static_cast<MapObject*>(o)->table.entries())
                if (!e.deleted)
                    c->table.set(copy(e.key), copy(e.value));
            return Value(static_cast<Object*>(c));
        }
        case ObjectClass::Set: {
            auto* c = to.heap().allocate<SetObject>(to.intrinsic("Set.prototype"));
            m_memory.emplace_back(o, c);
            for (auto& e : static_cast<SetObject*>(o)->table.entries())
                if (!e.deleted)
                    c->table.set(copy(e.key), Value());
            return Value(static_cast<Object*>(c));
        }
        case ObjectClass::Error: {
            Object* proto = to.error_prototype();
            for (const char* k : kNativeErrorNames)
                if (o->prototype() == m_from.intrinsic(std::string(k) + ".prototype"))
                    proto = to.intrinsic(std::string(k) + ".prototype");
            Object* c = to.heap().allocate<Object>(proto, ObjectClass::Error);
            m_memory.emplace_back(o, c);
            for (const PropertyKey& k : o->own_property_keys()) {
                auto p = o->get_own_property(k);
                if (p && !p->is_accessor() && !k.is_symbol())
                    c->put_direct(key(k), copy(p->value), kBuiltinAttributes);
            }
            return Value(c);
        }
        case ObjectClass::Date:
        case ObjectClass::RegExp: {
            bool date = o->object_class() == ObjectClass::Date;
            std::vector<Value> argv;
            if (date) {
                argv.push_back(o->primitive_value());
            } else {
                for (const char* name : { "source", "flags" }) {
                    auto v = o->get(m_from, m_from.key(name));
                    argv.push_back(v.is_throw() ? Value() : copy(v.value()));
                }
            }
            auto made = to.construct(Value(to.intrinsic(date ? "Date" : "RegExp")), argv);
            Object* c = made.is_throw() ? to.make_object() : made.value().as_object();
            if (made.is_throw())
                to.take_exception();
            m_memory.emplace_back(o, c);
            return Value(c);
        }
        case ObjectClass::ArrayBuffer: {
            auto* buffer = static_cast<ArrayBufferObject*>(o);
            if (buffer->is_shared()) {
                ArrayBufferObject* c = share_buffer(to, buffer);
                m_memory.emplace_back(o, c);
                return Value(static_cast<Object*>(c));
            }
            auto made = allocate_array_buffer(to, buffer->byte_length());
            if (made.is_throw()) {
                to.take_exception();
                return Value();
            }
            ArrayBufferObject* c = made.value();
            if (buffer->byte_length())
                std::memcpy(c->data(), buffer->data(), buffer->byte_length());
            m_memory.emplace_back(o, c);
            return Value(static_cast<Object*>(c));
        }
        case ObjectClass::TypedArray:
        case ObjectClass::DataView: {
            ViewParts view = view_parts(o);
            Value argv[] = { copy(Value(static_cast<Object*>(view.buffer))), Value(view.offset), Value(view.length) };
            auto made = to.construct(Value(to.intrinsic(o->class_name())), argv);
            Object* c = made.is_throw() ? to.make_object() : made.value().as_object();
            if (made.is_throw())
                to.take_exception();
            m_memory.emplace_back(o, c);
            return Value(c);
        }
        default: {
            Object* c = to.make_object();
            m_memory.emplace_back(o, c);
            copy_properties(o, c);
            return Value(c);
        }
        }
    }

private:
    PropertyKey key(const PropertyKey& k)
    {
        if (k.is_index())
            return k;
        return m_to.key_from_string(m_to.make_string(k.as_string()->string()));
    }
    void copy_properties(Object* from, Object* to)
    {
        for (const PropertyKey& k : from->own_property_keys()) {
            if (k.is_symbol())
                continue;
            auto p = from->get_own_property(k);
            if (!p || p->is_accessor())
                continue;
            to->define_own_property(key(k), Property { copy(p->value), nullptr, nullptr, kDefaultAttributes });
        }
    }
    VM& m_from;
    VM& m_to;
    std::vector<std::pair<Object*, Object*>> m_memory;
};

} // namespace

Value copy_to_vm(VM& from, Value cloned, VM& to)
{
    RealmCopier copier(from, to);
    return copier.copy(cloned);
}

ThrowOr<Value> structured_clone_value(VM& vm, Value value)
{
    StructuredCloner cloner(vm);
    return cloner.clone(value);
}

void install_structured_clone_builtins(VM& vm)
{
    vm.define_native(vm.global_object(), "structuredClone", structured_clone, 1);

    Object* error = vm.intrinsic("Error");
    vm.define_native(error, "captureStackTrace", error_capture_stack_trace, 2);
    vm.define_value(error, "stackTraceLimit", Value(10.0), kDefaultAttributes);

}

} // namespace evloop::js
