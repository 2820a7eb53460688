#pragma once
// Objects and their properties (ECMA-262 §10.1 ordinary objects, §10.4.2 arrays).
// Property order is insertion order with integer keys first, as the spec requires for
// OrdinaryOwnPropertyKeys; nothing depends on hash order or pointer values.
#include "core/js/completion.h"
#include "core/js/value.h"
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace evloop::js {

class VM;

// A property key: an array index, an interned string, or a symbol. Interning makes
// equal strings the same pointer, so keys compare by identity.
class PropertyKey {
public:
    enum class Kind : uint8_t { Index, String, Symbol };
    PropertyKey()
        : m_kind(Kind::Index)
        , m_index(0)
    {
    }
    static PropertyKey index(uint32_t i)
    {
        PropertyKey k;
        k.m_kind = Kind::Index;
        k.m_index = i;
        return k;
    }
    static PropertyKey string(PrimitiveString* interned)
    {
        PropertyKey k;
        k.m_kind = Kind::String;
        k.m_cell = interned;
        return k;
    }
    static PropertyKey symbol(Symbol* s)
    {
        PropertyKey k;
        k.m_kind = Kind::Symbol;
        k.m_cell = reinterpret_cast<Cell*>(s);
        return k;
    }
    Kind kind() const { return m_kind; }
    bool is_index() const { return m_kind == Kind::Index; }
    bool is_string() const { return m_kind == Kind::String; }
    bool is_symbol() const { return m_kind == Kind::Symbol; }
    uint32_t as_index() const { return m_index; }
    PrimitiveString* as_string() const { return reinterpret_cast<PrimitiveString*>(m_cell); }
    Symbol* as_symbol() const { return reinterpret_cast<Symbol*>(m_cell); }
    bool operator==(const PropertyKey& o) const
    {
        return m_kind == o.m_kind && (m_kind == Kind::Index ? m_index == o.m_index : m_cell == o.m_cell);
    }
    size_t hash() const { return m_kind == Kind::Index ? m_index * 2654435761u : std::hash<const void*>()(m_cell); }
    // The key as a JS string value's text (indices in decimal); symbols give their description.
    std::u16string to_string() const;
    void visit(Visitor& v) const
    {
        if (m_kind != Kind::Index)
            v.visit(m_cell);
    }

private:
    Kind m_kind;
    union {
        uint32_t m_index;
        Cell* m_cell;
    };
};

struct PropertyKeyHash {
    size_t operator()(const PropertyKey& k) const { return k.hash(); }
};

enum PropertyAttribute : uint8_t {
    kWritable = 1,
    kEnumerable = 2,
    kConfigurable = 4,
    kAccessor = 8,
    kDefaultAttributes = kWritable | kEnumerable | kConfigurable, // what assignment creates
    kBuiltinAttributes = kWritable | kConfigurable,                // builtin methods: not enumerable
};

struct Property {
    Value value;              // data property
    Object* getter = nullptr; // accessor property
    Object* setter = nullptr;
    uint8_t attributes = kDefaultAttributes;
    bool is_accessor() const { return attributes & kAccessor; }
    bool writable() const { return attributes & kWritable; }
    bool enumerable() const { return attributes & kEnumerable; }
    bool configurable() const { return attributes & kConfigurable; }
};

enum class ObjectClass : uint8_t {
    Ordinary,
    Array,
    Function,
    Error,
    Boolean,
    Number,
    String,
    Symbol,
    Promise,
    Map,
    Set,
    Arguments,
    Iterator,
    Date, // [[DateValue]] in primitive_value() (builtins_date.cpp)
    // stdlib: Proxy, Reflect and the weak collections
    Proxy,
    WeakMap,
    WeakSet,
    WeakRef,
    FinalizationRegistry,
    // array_buffer.h
    ArrayBuffer, // also SharedArrayBuffer
    TypedArray,
    DataView,
    RegExp, // RegExpObject (regexp_object.h)
    Generator,      // generator.h: a function*'s generator object
    AsyncGenerator, // generator.h: an async function*'s generator object
    BigInt, // a BigInt wrapper (Object(1n)): the BigInt in primitive_value()
};

// 6.2.6 The Property Descriptor Specification Type: every field may be absent. Used
// where descriptors are partial (Object.defineProperty, Reflect, proxy traps); the
// property storage itself keeps complete `Property` records.
struct PropertyDescriptor {
    std::optional<Value> value;
    std::optional<bool> writable;
    std::optional<Object*> get; // nullptr: undefined
    std::optional<Object*> set;
    std::optional<bool> enumerable;
    std::optional<bool> configurable;
    bool is_accessor_descriptor() const { return get.has_value() || set.has_value(); }
    bool is_data_descriptor() const { return value.has_value() || writable.has_value(); }
    static PropertyDescriptor from_property(const Property& p);
    // 6.2.6.6 CompletePropertyDescriptor, as a stored Property.
    Property to_complete_property() const;
};

class Object : public Cell {
public:
    explicit Object(Object* prototype, ObjectClass cls = ObjectClass::Ordinary)
        : m_prototype(prototype)
        , m_class(cls)
        , m_plain_own(cls != ObjectClass::Array && cls != ObjectClass::String && cls != ObjectClass::Function
              && cls != ObjectClass::Arguments && cls != ObjectClass::TypedArray && cls != ObjectClass::Proxy)
    {
        if (prototype)
            prototype->m_used_as_prototype = true;
    }
    const char* class_name() const override { return "Object"; }
    void visit_edges(Visitor&) override;

    ObjectClass object_class() const { return m_class; }
    Object* prototype() const { return m_prototype; }
    void set_prototype(Object* p)
    {
        if (p)
            p->m_used_as_prototype = true;
        m_prototype = p;
        ++t_chain_epoch;
    }
    bool extensible() const { return m_extensible; }
    void prevent_extensions() { m_extensible = false; }

    virtual bool is_function() const { return false; }
    bool is_array() const { return m_class == ObjectClass::Array; }

    // Internal methods (§10.1). Virtual where exotic objects differ.
    virtual std::optional<Property> get_own_property(const PropertyKey& key) const;
    virtual bool define_own_property(const PropertyKey& key, const Property& property); // false: refused
    virtual bool delete_property(const PropertyKey& key);
    virtual std::vector<PropertyKey> own_property_keys() const; // integers ascending, then strings, then symbols

    // [[Get]] / [[Set]] walk the prototype chain and may call accessors (and proxy traps:
    // a Proxy met on the chain takes over with its own [[Get]] / [[Set]]).
    ThrowOr<Value> get(VM& vm, const PropertyKey& key, Value receiver);
    ThrowOr<Value> get(VM& vm, const PropertyKey& key) { return get(vm, key, Value(this)); }
    ThrowOr<bool> set(VM& vm, const PropertyKey& key, Value value, Value receiver);
    // [[Set]] with this object as the receiver where it is that simple: true with `value`
    // stored when an ordinary object has the property as writable data, or lacks it along
    // with its whole chain of ordinary objects (then added: extensible); false, with
    // nothing done, where only set() can tell. Runs no code and cannot throw.
    bool set_plain(const PropertyKey& key, Value value);
    // [[Get]] where no code can run and nothing is allocated: true with the value when
    // every object on the way holds its properties as an ordinary object does (an array
    // too, for keys other than indices and "length") and the one that has the property
    // has a data property (undefined when none has it). False: only get() can tell.
    bool peek(const PropertyKey& key, Value& out) const;
    // SIMPLIFIED: runs no proxy traps (a Proxy answers for its target); operations the
    // spec defines through [[HasProperty]] use internal_has_property().
    bool has_property(const PropertyKey& key) const;

    // The essential internal methods (§6.1.7.2) as the spec states them: they may run
    // proxy traps, so they take the VM and can throw. For every object that is not a
    // Proxy they are the ordinary algorithms over the methods above.
    bool is_proxy() const { return m_class == ObjectClass::Proxy; }
    ThrowOr<Object*> internal_get_prototype_of(VM& vm);
    ThrowOr<bool> internal_set_prototype_of(VM& vm, Object* prototype);
    ThrowOr<bool> internal_is_extensible(VM& vm);
    ThrowOr<bool> internal_prevent_extensions(VM& vm);
    ThrowOr<std::optional<Property>> internal_get_own_property(VM& vm, const PropertyKey& key);
    ThrowOr<bool> internal_define_own_property(VM& vm, const PropertyKey& key, const PropertyDescriptor& desc);
    ThrowOr<bool> internal_has_property(VM& vm, const PropertyKey& key);
    ThrowOr<bool> internal_delete(VM& vm, const PropertyKey& key);
    ThrowOr<std::vector<PropertyKey>> internal_own_property_keys(VM& vm);
    // 10.1.6.1 OrdinaryDefineOwnProperty with a partial descriptor (ValidateAndApply).
    bool ordinary_define_own_property(const PropertyKey& key, const PropertyDescriptor& desc);

    // The string- and symbol-keyed properties in insertion order (no array elements): for
    // stack traces, which look for the property holding a function without running code.
    const std::vector<std::pair<PropertyKey, Property>>& named_properties() const { return m_properties; }
    // Room for `n` properties before the first is added (a constructor's `this`).
    void reserve_properties(size_t n) { m_properties.reserve(n); }
    size_t named_property_count() const { return m_properties.size(); }
    // Nothing on this object's prototype chain has an index-keyed property (ordinary
    // objects without one, Arrays without elements, nothing exotic): then [[Set]] of an
    // index the object lacks defines it on the object itself, runs no setter and is
    // refused by no read-only prototype property (10.1.9.2 OrdinarySetWithOwnDescriptor).
    bool prototypes_lack_index_keys() const;
    // Whether the own properties are just the named ones (nothing exotic); then the own
    // property `key` of this object, or null: what [[Get]] and [[Set]] look at first.
    bool has_plain_own_properties() const { return m_plain_own; }
    // The interpreter's fast lane asks this at every `o.x`: a named key is looked for
    // here, in the few properties most objects have, without a call (find_own for the rest).
    Property* plain_own_property(const PropertyKey& key)
    {
        if (!m_plain_own)
            return nullptr;
        if (m_lookup || m_has_index_keys || key.is_index()) [[unlikely]]
            return find_own(key);
        // Every key here is a string or a symbol, the same key only as the same cell
        // (as_string() reads the cell of either): one compare a property.
        for (auto& [k, p] : m_properties)
            if (k.as_string() == key.as_string())
                return &p;
        return nullptr;
    }
    // Convenience for builtins: a data property with the given attributes, no checks.
    void put_direct(const PropertyKey& key, Value value, uint8_t attributes = kDefaultAttributes);

    // Internal slot for wrapper objects (Boolean, Number, String, Symbol) and Error data.
    Value primitive_value() const { return m_primitive; }
    void set_primitive_value(Value v) { m_primitive = v; }

    // 6.2.10 The PrivateElement Specification Type https://tc39.es/ecma262/#sec-privateelement-specification-type
    // [[PrivateElements]]: apart from the properties, so own_property_keys, for-in,
    // JSON and console.log never see them. Methods and accessors are copied per object
    // (SIMPLIFIED: the spec shares them through the class; nothing observable differs).
    struct PrivateElement {
        Symbol* key;              // a private name (Symbol::is_private)
        Value value;              // field value or method
        Object* getter = nullptr; // accessor
        Object* setter = nullptr;
    };
    // 7.3.27 PrivateElementFind ( O, P )
    PrivateElement* private_element_find(Symbol* key)
    {
        for (PrivateElement& e : m_private_elements)
            if (e.key == key)
                return &e;
        return nullptr;
    }
    void add_private_element(const PrivateElement& e) { m_private_elements.push_back(e); }

protected:
    Property* find_own(const PropertyKey& key);
    const Property* find_own(const PropertyKey& key) const;
    void add_own(const PropertyKey& key, const Property& property);
    void remove_own(const PropertyKey& key);
    // [[Set]] of a key this ordinary object lacks, as receiver: true with the property
    // added when no prototype has it and all of them are ordinary (nothing to call, nothing
    // read-only); false, with nothing done, otherwise.
    bool add_if_chain_lacks(const PropertyKey& key, Value value);

    Object* m_prototype;
    ObjectClass m_class;
    // get_own_property is Object's own (the classes above override it): [[Get]] and
    // [[Set]] read m_properties directly, without a virtual call and a copy per step.
    bool m_plain_own;
    bool m_extensible = true;
    bool m_has_index_keys = false; // an index-keyed property was added to m_properties
    bool m_used_as_prototype = false; // some object had this one as its prototype
    Value m_primitive;
    std::vector<std::pair<PropertyKey, Property>> m_properties;
    using LookupTable = std::unordered_map<PropertyKey, uint32_t, PropertyKeyHash>;
    std::unique_ptr<LookupTable> m_lookup; // built once there are many properties
    std::vector<PrivateElement> m_private_elements;

private:
    // What add_if_chain_lacks remembers holds while this is unchanged: a key added to an
    // object used as a prototype, or a prototype changed, changes it.
    static inline thread_local uint64_t t_chain_epoch = 0;
};

// §10.4.2 Array exotic objects: elements are stored densely (holes are Value::empty()).
class Array final : public Object {
public:
    explicit Array(Object* prototype)
        : Object(prototype, ObjectClass::Array)
    {
    }
    const char* class_name() const override { return "Array"; }
    void visit_edges(Visitor&) override;

    std::optional<Property> get_own_property(const PropertyKey& key) const override;
    bool define_own_property(const PropertyKey& key, const Property& property) override;
    bool delete_property(const PropertyKey& key) override;
    std::vector<PropertyKey> own_property_keys() const override;

    std::vector<Value>& elements() { return m_elements; }
    const std::vector<Value>& elements() const { return m_elements; }
    uint32_t length() const { return static_cast<uint32_t>(m_elements.size()); }
    bool set_length(uint32_t length); // false if frozen
    bool length_writable() const { return m_length_writable; }
    void freeze_elements()
    {
        m_elements_frozen = true;
        m_length_writable = false;
    }
    bool elements_frozen() const { return m_elements_frozen; }
    // Set(array, length, v) for an array that may grow: appends `v` where that is exactly
    // what [[Set]] would do; false (nothing done) otherwise.
    bool try_append(Value v)
    {
        if (m_elements.size() >= kMaxDenseLength || m_elements_frozen || !m_length_writable || !extensible() || !prototypes_lack_index_keys())
            return false;
        m_elements.push_back(v);
        return true;
    }

    // Arrays this large are refused (RangeError) rather than exhausting memory.
    static constexpr uint32_t kMaxDenseLength = 50'000'000;

private:
    std::vector<Value> m_elements;
    bool m_length_writable = true;
    bool m_elements_frozen = false;
};

// 10.4.3 String exotic objects (new String('ab'), Object('ab')): the characters are
// read-only own index properties, and `length` is an own non-writable property.
class StringObject final : public Object {
public:
    StringObject(VM& vm, Object* prototype, PrimitiveString* string, PrimitiveString* length_key)
        : Object(prototype, ObjectClass::String)
        , m_vm(vm)
        , m_length_key(length_key)
    {
        set_primitive_value(Value(string));
    }
    const char* class_name() const override { return "StringObject"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(m_length_key);
    }
    std::optional<Property> get_own_property(const PropertyKey& key) const override;
    bool define_own_property(const PropertyKey& key, const Property& property) override;
    bool delete_property(const PropertyKey& key) override;
    std::vector<PropertyKey> own_property_keys() const override;

private:
    const std::u16string& text() const { return primitive_value().as_string()->string(); }
    VM& m_vm; // characters are one-unit strings made on demand
    PrimitiveString* m_length_key;
};

// Everything callable: bytecode closures, native builtins, bound functions.
class FunctionObject : public Object {
public:
    enum class Callable : uint8_t { Closure, Native, Bound, Proxy };
    FunctionObject(Object* prototype, Callable kind, ObjectClass cls = ObjectClass::Function)
        : Object(prototype, cls)
        , m_callable(kind)
    {
    }
    bool is_function() const override { return true; }
    Callable callable_kind() const { return m_callable; }
    void visit_edges(Visitor&) override;

    // `length` and `name` (configurable, not writable or enumerable) are kept in fields
    // until a program changes or deletes them; functions are made often and most never
    // have these read. The keys are the VM's interned "length" and "name".
    void set_length_and_name(double length, PrimitiveString* name, PrimitiveString* length_key, PrimitiveString* name_key)
    {
        m_length = length;
        m_name = name;
        m_length_key = length_key;
        m_name_key = name_key;
        m_lazy_length_and_name = true;
    }
    std::optional<Property> get_own_property(const PropertyKey& key) const override;
    bool define_own_property(const PropertyKey& key, const Property& property) override;
    bool delete_property(const PropertyKey& key) override;
    std::vector<PropertyKey> own_property_keys() const override;
    virtual bool is_constructor() const { return false; }
    virtual bool is_class_constructor() const { return false; }

private:
    void materialize_length_and_name();
    Callable m_callable;
    bool m_lazy_length_and_name = false;
    double m_length = 0;
    PrimitiveString* m_name = nullptr;
    PrimitiveString* m_length_key = nullptr;
    PrimitiveString* m_name_key = nullptr;
};

// Checked downcasts without RTTI cost (hot in calls).
template<typename T>
T* function_cast(Object* o)
{
    if (!o || o->object_class() != ObjectClass::Function)
        return nullptr;
    auto* f = static_cast<FunctionObject*>(o);
    return f->callable_kind() == T::kCallable ? static_cast<T*>(f) : nullptr;
}

struct CallArgs {
    Value this_value;
    std::span<const Value> args;
    Object* new_target = nullptr; // set for `new`
    FunctionObject* callee = nullptr;
    Value arg(size_t i) const { return i < args.size() ? args[i] : Value(); }
    size_t count() const { return args.size(); }
};

class NativeFunction;
using NativeFn = ThrowOr<Value> (*)(VM&, CallArgs&);

// A builtin implemented in C++. `slots` hold per-instance data (e.g. a resolve
// function's promise), visible to the GC.
class NativeFunction : public FunctionObject {
public:
    static constexpr Callable kCallable = Callable::Native;
    NativeFunction(Object* prototype, NativeFn function, bool constructor = false)
        : FunctionObject(prototype, Callable::Native)
        , m_fn(function)
        , m_constructor(constructor)
    {
    }
    const char* class_name() const override { return "NativeFunction"; }
    void visit_edges(Visitor&) override;
    bool is_constructor() const override { return m_constructor; }
    NativeFn fn() const { return m_fn; }
    std::vector<Value>& slots() { return m_slots; }
    bool in_stack_traces = false; // one of the realm's builtins: V8 shows it in stack traces

private:
    NativeFn m_fn;
    bool m_constructor;
    std::vector<Value> m_slots;
};

class BoundFunction final : public FunctionObject {
public:
    static constexpr Callable kCallable = Callable::Bound;
    BoundFunction(Object* prototype, FunctionObject* target, Value this_value, std::vector<Value> args)
        : FunctionObject(prototype, Callable::Bound)
        , m_target(target)
        , m_this(this_value)
        , m_args(std::move(args))
    {
    }
    const char* class_name() const override { return "BoundFunction"; }
    void visit_edges(Visitor&) override;
    bool is_constructor() const override { return m_target->is_constructor(); }
    FunctionObject* target() const { return m_target; }
    Value bound_this() const { return m_this; }
    const std::vector<Value>& bound_args() const { return m_args; }

private:
    FunctionObject* m_target;
    Value m_this;
    std::vector<Value> m_args;
};

// A scope's bindings, resolved to slot numbers at compile time.
class Environment final : public Cell {
public:
    Environment(Environment* parent, size_t slots)
        : m_parent(parent)
        , m_slots(slots, Value::empty())
    {
    }
    const char* class_name() const override { return "Environment"; }
    void visit_edges(Visitor& v) override
    {
        v.visit(m_parent);
        for (const Value& s : m_slots)
            v.visit(s);
    }
    Environment* parent() const { return m_parent; }
    std::vector<Value>& slots() { return m_slots; }
    // Reuse for another activation (see VM's frame recycling).
    void reset(Environment* parent, size_t slots)
    {
        m_parent = parent;
        // In place when the size stays (a pooled one, again for the same function): a
        // loop of stores, where assign() is a call.
        if (slots != m_slots.size())
            m_slots.assign(slots, Value::empty());
        else
            for (Value& slot : m_slots)
                slot = Value::empty();
    }

private:
    Environment* m_parent;
    std::vector<Value> m_slots;
};

} // namespace evloop::js
