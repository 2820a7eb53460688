#include "core/js/object.h"
#include "core/js/proxy.h"
#include "core/js/array_buffer.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cmath>

namespace evloop::js {

std::u16string PropertyKey::to_string() const
{
    switch (m_kind) {
    case Kind::Index: {
        std::string s = std::to_string(m_index);
        return std::u16string(s.begin(), s.end());
    }
    case Kind::String: return as_string()->string();
    case Kind::Symbol: return as_symbol()->description();
    }
    return {};
}

void Object::visit_edges(Visitor& v)
{
    v.visit(m_prototype);
    v.visit(m_primitive);
    for (auto& [key, prop] : m_properties) {
        key.visit(v);
        v.visit(prop.value);
        v.visit(prop.getter);
        v.visit(prop.setter);
    }
    for (const PrivateElement& e : m_private_elements) {
        v.visit(e.key);
        v.visit(e.value);
        v.visit(e.getter);
        v.visit(e.setter);
    }
}

static constexpr size_t kLookupThreshold = 12;

Property* Object::find_own(const PropertyKey& key)
{
    if (m_lookup) {
        auto it = m_lookup->find(key);
        return it == m_lookup->end() ? nullptr : &m_properties[it->second].second;
    }
    for (auto& [k, p] : m_properties)
        if (k == key)
            return &p;
    return nullptr;
}

const Property* Object::find_own(const PropertyKey& key) const { return const_cast<Object*>(this)->find_own(key); }

void Object::add_own(const PropertyKey& key, const Property& property)
{
    m_properties.emplace_back(key, property);
    m_has_index_keys |= key.is_index();
    if (m_used_as_prototype)
        ++t_chain_epoch; // a chain add_if_chain_lacks found without the key may have it now
    if (m_lookup) {
        m_lookup->emplace(key, static_cast<uint32_t>(m_properties.size() - 1));
    } else if (m_properties.size() > kLookupThreshold) {
        m_lookup = std::make_unique<LookupTable>();
        for (uint32_t i = 0; i < m_properties.size(); ++i)
            m_lookup->emplace(m_properties[i].first, i);
    }
}

bool Object::prototypes_lack_index_keys() const
{
    for (const Object* p = m_prototype; p; p = p->m_prototype) {
        if (p->m_has_index_keys)
            return false;
        if (p->m_plain_own)
            continue;
        if (p->m_class != ObjectClass::Array || !static_cast<const Array*>(p)->elements().empty())
            return false;
    }
    return true;
}

void Object::remove_own(const PropertyKey& key)
{
    auto it = std::find_if(m_properties.begin(), m_properties.end(), [&](auto& e) { return e.first == key; });
    if (it == m_properties.end())
        return;
    m_properties.erase(it);
    m_lookup.reset();
    if (m_properties.size() > kLookupThreshold) {
        m_lookup = std::make_unique<LookupTable>();
        for (uint32_t i = 0; i < m_properties.size(); ++i)
            m_lookup->emplace(m_properties[i].first, i);
    }
}

std::optional<Property> Object::get_own_property(const PropertyKey& key) const
{
    if (const Property* p = find_own(key))
        return *p;
    return std::nullopt;
}

// 10.1.6.3 ValidateAndApplyPropertyDescriptor, simplified to full descriptors: a
// non-configurable property can only have its value changed while writable.
bool Object::define_own_property(const PropertyKey& key, const Property& property)
{
    Property* existing = find_own(key);
    if (!existing) {
        if (!m_extensible)
            return false;
        add_own(key, property);
        return true;
    }
    if (!existing->configurable()) {
        if (existing->is_accessor() || property.is_accessor() || !existing->writable())
            return false;
        if ((property.attributes & ~kWritable) != (existing->attributes & ~kWritable))
            return false;
    }
    *existing = property;
    return true;
}

bool Object::delete_property(const PropertyKey& key)
{
    const Property* p = find_own(key);
    if (!p)
        return true;
    if (!p->configurable())
        return false;
    remove_own(key);
    return true;
}

std::vector<PropertyKey> Object::own_property_keys() const
{
    // 10.1.11.1 OrdinaryOwnPropertyKeys: array indices ascending, then strings and
    // then symbols in creation order.
    std::vector<PropertyKey> keys;
    for (auto& [k, p] : m_properties)
        if (k.is_index())
            keys.push_back(k);
    std::sort(keys.begin(), keys.end(), [](const PropertyKey& a, const PropertyKey& b) { return a.as_index() < b.as_index(); });
    for (auto& [k, p] : m_properties)
        if (k.is_string())
            keys.push_back(k);
    for (auto& [k, p] : m_properties)
        if (k.is_symbol())
            keys.push_back(k);
    return keys;
}

// OrdinaryGet steps 3-8 for the property found: its value, or what its getter returns.
static ThrowOr<Value> value_of(VM& vm, const Property& p, Value receiver)
{
    if (!p.is_accessor())
        return p.value;
    if (!p.getter)
        return Value();
    return vm.call(Value(p.getter), receiver, {});
}

ThrowOr<Value> Object::get(VM& vm, const PropertyKey& key, Value receiver)
{
    // 10.1.8.1 OrdinaryGet, iteratively up the prototype chain.
    for (Object* o = this; o; o = o->prototype()) {
        if (o->m_plain_own) [[likely]] {
            if (const Property* p = o->find_own(key))
                return value_of(vm, *p, receiver);
            continue;
        }
        if (o->is_proxy()) [[unlikely]]
            return proxy_get(vm, static_cast<ProxyObject*>(o), key, receiver);
        // 10.4.5.4 a typed array's [[Get]]: numeric keys never reach its prototypes.
        if (o->object_class() == ObjectClass::TypedArray)
            if (std::optional<double> index = canonical_numeric_index(key))
                return typed_array_get_element(static_cast<TypedArrayObject*>(o), *index);
        if (std::optional<Property> p = o->get_own_property(key))
            return value_of(vm, *p, receiver);
    }
    return Value();
}

static bool is_length_key(const PropertyKey& key);

bool Object::peek(const PropertyKey& key, Value& out) const
{
    for (const Object* o = this; o; o = o->m_prototype) {
        if (!o->m_plain_own && !(o->m_class == ObjectClass::Array && !key.is_index() && !is_length_key(key)))
            return false;
        if (const Property* p = o->find_own(key)) {
            if (p->is_accessor())
                return false;
            out = p->value;
            return true;
        }
    }
    out = Value();
    return true;
}

namespace {

// The "Name: message" header of an error's `stack`, from data properties only (no getters
// run), as Error.prototype.toString would build it; nullopt where it cannot tell.
std::optional<std::string> error_stack_header(VM& vm, Object* error)
{
    auto lookup = [&](const PropertyKey& key) -> std::optional<Property> {
        for (Object* o = error; o; o = o->prototype())
            if (auto p = o->get_own_property(key))
                return p;
        return std::nullopt;
    };
    auto name = lookup(vm.names().name);
    auto message = lookup(vm.names().message);
    if ((name && (name->is_accessor() || !(name->value.is_string() || name->value.is_undefined())))
        || (message && (message->is_accessor() || !(message->value.is_string() || message->value.is_undefined()))))
        return std::nullopt;
    std::string n = name && name->value.is_string() ? name->value.as_string()->utf8() : "Error";
    std::string m = message && message->value.is_string() ? message->value.as_string()->utf8() : "";
    if (m.empty())
        return n;
    return n.empty() ? m : n + ": " + m;
}

// V8 formats an error's `stack` when it is first read, so a subclass that sets
// `this.name` after super() shows its own name in `stack` (and so in console.log).
// SIMPLIFIED: evloop writes the stack at construction and rewrites its header when an
// assignment to `name` or `message` changes it while the header is still the old one
// (also when `stack` was read in between, where V8 would keep the old header).
void refresh_error_stack_header(VM& vm, Object* error, const std::optional<std::string>& before)
{
    auto stack = error->get_own_property(vm.names().stack);
    if (!before || !stack || stack->is_accessor() || !stack->value.is_string())
        return;
    std::optional<std::string> after = error_stack_header(vm, error);
    if (!after || *after == *before)
        return;
    std::string text = stack->value.as_string()->utf8();
    if (text.compare(0, before->size(), *before) != 0 || (text.size() > before->size() && text[before->size()] != '\n'))
        return;
    stack->value = vm.string_value(*after + text.substr(before->size()));
    error->define_own_property(vm.names().stack, *stack);
}

} // namespace

namespace {

// add_if_chain_lacks' memory: prototype chains (by their first object) found to be
// ordinary objects all without a string or symbol key. Every object built by a constructor
// gets its fields this way, and the walk looked each one up in Object.prototype's table.
// A fact holds while its epoch is current: no object used as a prototype has gained a
// property or changed its prototype since (Object::t_chain_epoch), and no cell was freed
// (Heap::address_epoch: a freed object's or key's address may come back as another).
struct ChainLacks {
    const Object* chain = nullptr;
    const void* key = nullptr;
    uint64_t epoch = 0;
};
constexpr size_t kChainLacksSlots = 256;
thread_local ChainLacks t_chain_lacks[kChainLacksSlots];

} // namespace

bool Object::add_if_chain_lacks(const PropertyKey& key, Value value)
{
    // Both counts only grow, so their sum changes whenever either does.
    const uint64_t epoch = t_chain_epoch + Heap::address_epoch();
    ChainLacks* fact = nullptr;
    if (!key.is_index()) {
        auto bits = [](const void* p) { return reinterpret_cast<uintptr_t>(p) >> 4; };
        fact = &t_chain_lacks[(bits(m_prototype) ^ bits(key.as_string())) % kChainLacksSlots];
    }
    if (!fact || fact->chain != m_prototype || fact->key != key.as_string() || fact->epoch != epoch) {
        for (const Object* o = m_prototype; o; o = o->m_prototype) {
            if (!o->m_plain_own || o->find_own(key))
                return false; // an exotic object or the property itself: only the full [[Set]] can tell
        }
        if (fact)
            *fact = { m_prototype, key.as_string(), epoch };
    }
    add_own(key, Property { value, nullptr, nullptr, kDefaultAttributes });
    return true;
}

bool Object::set_plain(const PropertyKey& key, Value value)
{
    if (!m_plain_own || m_class == ObjectClass::Error)
        return false;
    // The common case first: the property is an own writable data property
    // (OrdinarySetWithOwnDescriptor 2.c-d, then [[DefineOwnProperty]] of the value only,
    // which for an ordinary object is this assignment).
    Property* own = find_own(key);
    if (own && !own->is_accessor() && own->writable()) {
        own->value = value;
        return true;
    }
    // The next most common case: a property no object on the chain has (`this.x = x`
    // in a constructor). When every prototype holds its properties as an ordinary
    // object does, the walk in set() would find nothing, and the [[DefineOwnProperty]]
    // after it adds the property to this extensible object: do that at once.
    return !own && m_extensible && add_if_chain_lacks(key, value);
}

ThrowOr<bool> Object::set(VM& vm, const PropertyKey& key, Value value, Value receiver)
{
    if (receiver.is_object() && receiver.as_object() == this && set_plain(key, value))
        return true;
    // 10.1.9.2 OrdinarySetWithOwnDescriptor: find the property on the chain.
    for (Object* o = this; o; o = o->prototype()) {
        if (o->is_proxy()) [[unlikely]]
            return proxy_set(vm, static_cast<ProxyObject*>(o), key, value, receiver);
        // 10.4.5.5 a typed array's [[Set]]: numeric keys write an element (or nothing).
        if (o->object_class() == ObjectClass::TypedArray) {
            if (std::optional<double> index = canonical_numeric_index(key)) {
                auto* array = static_cast<TypedArrayObject*>(o);
                if (receiver.is_object() && receiver.as_object() == o) {
                    TRY(typed_array_set_element(vm, array, *index, value));
                    return true;
                }
                if (!array->is_valid_integer_index(*index))
                    return true;
                break;
            }
        }
        std::optional<Property> p = o->get_own_property(key);
        if (!p)
            continue;
        if (p->is_accessor()) {
            if (!p->setter)
                return false;
            Value args[] = { value };
            TRY(vm.call(Value(p->setter), receiver, args));
            return true;
        }
        if (!p->writable())
            return false;
        break;
    }
    if (!receiver.is_object())
        return false;
    Object* target = receiver.as_object();
    if (target->is_proxy()) [[unlikely]] {
        // 2.c-e with a Proxy receiver: its [[GetOwnProperty]] and [[DefineOwnProperty]].
        std::optional<Property> own = TRY(target->internal_get_own_property(vm, key));
        if (own) {
            if (own->is_accessor() || !own->writable())
                return false;
            PropertyDescriptor value_only;
            value_only.value = value;
            return target->internal_define_own_property(vm, key, value_only);
        }
        return target->internal_define_own_property(vm, key, PropertyDescriptor::from_property(Property { value, nullptr, nullptr, kDefaultAttributes }));
    }
    std::optional<std::string> header_before;
    bool error_header = target->object_class() == ObjectClass::Error && (key == vm.names().name || key == vm.names().message);
    if (error_header) [[unlikely]]
        header_before = error_stack_header(vm, target);
    bool done;
    if (std::optional<Property> own = target->get_own_property(key)) {
        if (own->is_accessor() || !own->writable())
            return false;
        own->value = value;
        done = target->define_own_property(key, *own);
    } else {
        done = target->define_own_property(key, Property { value, nullptr, nullptr, kDefaultAttributes });
    }
    if (error_header && done) [[unlikely]]
        refresh_error_stack_header(vm, target, header_before);
    return done;
}

bool Object::has_property(const PropertyKey& key) const
{
    for (const Object* o = this; o; o = o->prototype()) {
        if (o->is_proxy()) [[unlikely]] {
            Object* target = static_cast<const ProxyObject*>(o)->target();
            return target && target->has_property(key);
        }
        // 10.4.5.2 a typed array's [[HasProperty]]: numeric keys are valid indices or absent.
        if (o->object_class() == ObjectClass::TypedArray)
            if (std::optional<double> index = canonical_numeric_index(key))
                return static_cast<const TypedArrayObject*>(o)->is_valid_integer_index(*index);
        // An ordinary object's own properties are m_properties: look there without the
        // virtual call and the copy (a miss on every prototype is the common case:
        // `'get' in descriptor`, the fields Object.defineProperty reads).
        if (o->m_plain_own ? o->find_own(key) != nullptr : o->get_own_property(key).has_value())
            return true;
    }
    return false;
}

// --- the internal methods, through proxy traps where there is a Proxy ----------------

PropertyDescriptor PropertyDescriptor::from_property(const Property& p)
{
    PropertyDescriptor d;
    if (p.is_accessor()) {
        d.get = p.getter;
        d.set = p.setter;
    } else {
        d.value = p.value;
        d.writable = p.writable();
    }
    d.enumerable = p.enumerable();
    d.configurable = p.configurable();
    return d;
}

Property PropertyDescriptor::to_complete_property() const
{
    // 6.2.6.6 CompletePropertyDescriptor: absent fields take their default values.
    Property p;
    p.attributes = 0;
    if (is_accessor_descriptor()) {
        p.attributes |= kAccessor;
        p.getter = get.value_or(nullptr);
        p.setter = set.value_or(nullptr);
    } else {
        p.value = value.value_or(Value());
        if (writable.value_or(false))
            p.attributes |= kWritable;
    }
    if (enumerable.value_or(false))
        p.attributes |= kEnumerable;
    if (configurable.value_or(false))
        p.attributes |= kConfigurable;
    return p;
}

// 10.1.6.3 ValidateAndApplyPropertyDescriptor ( O, P, extensible, Desc, current ), the
// validation half (O undefined): may Desc be applied over current?
bool validate_property_descriptor(bool extensible, const PropertyDescriptor& desc, const std::optional<Property>& current)
{
    // 2. If current is undefined, return extensible.
    if (!current)
        return extensible;
    // 4. If current.[[Configurable]] is false, then
    if (!current->configurable()) {
        if (desc.configurable.value_or(false))
            return false;
        if (desc.enumerable && *desc.enumerable != current->enumerable())
            return false;
        bool generic = !desc.is_accessor_descriptor() && !desc.is_data_descriptor();
        if (!generic && desc.is_accessor_descriptor() != current->is_accessor())
            return false;
        if (current->is_accessor()) {
            if (desc.get && *desc.get != current->getter)
                return false;
            if (desc.set && *desc.set != current->setter)
                return false;
        } else if (!current->writable()) {
            if (desc.writable.value_or(false))
                return false;
            if (desc.value && !VM::same_value(*desc.value, current->value))
                return false;
        }
    }
    return true;
}

bool Object::ordinary_define_own_property(const PropertyKey& key, const PropertyDescriptor& desc)
{
    // 10.1.6.1 OrdinaryDefineOwnProperty ( O, P, Desc )
    // The common case first: a new property on an extensible ordinary object (an object
    // literal's fields, Object.defineProperty on a fresh object). ValidateAndApply then
    // just adds the completed descriptor (10.1.6.3 step 2).
    if (m_plain_own && m_extensible && !find_own(key)) {
        add_own(key, desc.to_complete_property());
        return true;
    }
    std::optional<Property> current = get_own_property(key);
    if (!validate_property_descriptor(m_extensible, desc, current))
        return false;
    if (!current)
        return define_own_property(key, desc.to_complete_property());
    // 5-6. Merge Desc into current (a kind change keeps only configurable/enumerable).
    if (!current->configurable() && (current->is_accessor() || !current->writable()))
        return true; // validated: nothing can change
    Property merged = *current;
    if (desc.is_accessor_descriptor() && !current->is_accessor()) {
        merged.value = Value();
        merged.getter = merged.setter = nullptr;
        merged.attributes = static_cast<uint8_t>((merged.attributes & (kEnumerable | kConfigurable)) | kAccessor);
    } else if (desc.is_data_descriptor() && current->is_accessor()) {
        merged.getter = merged.setter = nullptr;
        merged.attributes = static_cast<uint8_t>(merged.attributes & (kEnumerable | kConfigurable));
    }
    if (desc.value)
        merged.value = *desc.value;
    if (desc.get)
        merged.getter = *desc.get;
    if (desc.set)
        merged.setter = *desc.set;
    auto apply = [&](const std::optional<bool>& field, uint8_t bit) {
        if (field)
            merged.attributes = *field ? (merged.attributes | bit) : (merged.attributes & static_cast<uint8_t>(~bit));
    };
    apply(desc.writable, kWritable);
    apply(desc.enumerable, kEnumerable);
    apply(desc.configurable, kConfigurable);
    return define_own_property(key, merged);
}

ThrowOr<Object*> Object::internal_get_prototype_of(VM& vm)
{
    if (is_proxy())
        return proxy_get_prototype_of(vm, static_cast<ProxyObject*>(this));
    return m_prototype;
}

ThrowOr<bool> Object::internal_set_prototype_of(VM& vm, Object* prototype)
{
    if (is_proxy())
        return proxy_set_prototype_of(vm, static_cast<ProxyObject*>(this), prototype);
    // 10.1.2.1 OrdinarySetPrototypeOf ( O, V )
    if (prototype == m_prototype)
        return true;
    if (!m_extensible)
        return false;
    // 8. A cycle is refused; the walk stops at a Proxy (its [[GetPrototypeOf]] is not ordinary).
    for (Object* p = prototype; p && !p->is_proxy(); p = p->prototype())
        if (p == this)
            return false;
    set_prototype(prototype);
    return true;
}

ThrowOr<bool> Object::internal_is_extensible(VM& vm)
{
    if (is_proxy())
        return proxy_is_extensible(vm, static_cast<ProxyObject*>(this));
    return m_extensible;
}

ThrowOr<bool> Object::internal_prevent_extensions(VM& vm)
{
    if (is_proxy())
        return proxy_prevent_extensions(vm, static_cast<ProxyObject*>(this));
    m_extensible = false;
    return true;
}

ThrowOr<std::optional<Property>> Object::internal_get_own_property(VM& vm, const PropertyKey& key)
{
    if (is_proxy())
        return proxy_get_own_property(vm, static_cast<ProxyObject*>(this), key);
    return get_own_property(key);
}

ThrowOr<bool> Object::internal_define_own_property(VM& vm, const PropertyKey& key, const PropertyDescriptor& desc)
{
    if (is_proxy())
        return proxy_define_own_property(vm, static_cast<ProxyObject*>(this), key, desc);
    return ordinary_define_own_property(key, desc);
}

ThrowOr<bool> Object::internal_has_property(VM& vm, const PropertyKey& key)
{
    // 10.1.7.1 OrdinaryHasProperty, iteratively; a Proxy on the chain answers itself.
    for (Object* o = this; o; o = o->prototype()) {
        if (o->is_proxy())
            return proxy_has_property(vm, static_cast<ProxyObject*>(o), key);
        // 10.4.5.2 a typed array's [[HasProperty]]: numeric keys are valid indices or absent.
        if (o->object_class() == ObjectClass::TypedArray)
            if (std::optional<double> index = canonical_numeric_index(key))
                return static_cast<const TypedArrayObject*>(o)->is_valid_integer_index(*index);
        if (o->m_plain_own ? o->find_own(key) != nullptr : o->get_own_property(key).has_value())
            return true;
    }
    return false;
}

ThrowOr<bool> Object::internal_delete(VM& vm, const PropertyKey& key)
{
    if (is_proxy())
        return proxy_delete(vm, static_cast<ProxyObject*>(this), key);
    return delete_property(key);
}

ThrowOr<std::vector<PropertyKey>> Object::internal_own_property_keys(VM& vm)
{
    if (is_proxy())
        return proxy_own_property_keys(vm, static_cast<ProxyObject*>(this));
    std::vector<PropertyKey> keys = own_property_keys();
    if (is_array()) {
        // An array's own_property_keys() leaves out `length`; the spec lists it after the
        // indices (it is the first string key an array gets).
        size_t i = 0;
        while (i < keys.size() && keys[i].is_index())
            ++i;
        keys.insert(keys.begin() + static_cast<long>(i), vm.names().length);
    }
    return keys;
}

void Object::put_direct(const PropertyKey& key, Value value, uint8_t attributes)
{
    Property p { value, nullptr, nullptr, attributes };
    if (Property* existing = find_own(key))
        *existing = p;
    else
        add_own(key, p);
}

// --- Array -------------------------------------------------------------------------

void Array::visit_edges(Visitor& v)
{
    Object::visit_edges(v);
    for (const Value& e : m_elements)
        v.visit(e);
}

static bool is_length_key(const PropertyKey& key)
{
    return key.is_string() && key.as_string()->length() == 6 && key.as_string()->string() == u"length";
}

std::optional<Property> Array::get_own_property(const PropertyKey& key) const
{
    // 10.4.2: "length" is an own data property: writable (until frozen), not enumerable.
    if (is_length_key(key))
        return Property { Value(static_cast<double>(m_elements.size())), nullptr, nullptr,
            static_cast<uint8_t>(m_length_writable ? kWritable : 0) };
    if (key.is_index()) {
        uint32_t i = key.as_index();
        if (i < m_elements.size() && !m_elements[i].is_empty()) {
            uint8_t attrs = m_elements_frozen ? kEnumerable : kDefaultAttributes;
            return Property { m_elements[i], nullptr, nullptr, attrs };
        }
        return Object::get_own_property(key); // accessors on indices live with other properties
    }
    return Object::get_own_property(key);
}

bool Array::define_own_property(const PropertyKey& key, const Property& property)
{
    if (is_length_key(key)) {
        // 10.4.2.4 ArraySetLength, for data descriptors with a valid length value.
        if (property.is_accessor() || !property.value.is_number())
            return false;
        double d = property.value.as_number();
        if (d < 0 || d != std::floor(d) || d > 4294967295.0)
            return false;
        if (d > kMaxDenseLength)
            return false;
        if (!m_length_writable && property.writable())
            return false; // 10.1.6.3 ValidateAndApplyPropertyDescriptor: non-configurable
        if (!set_length(static_cast<uint32_t>(d)))
            return false;
        if (!property.writable())
            m_length_writable = false;
        return true;
    }
    if (key.is_index() && (property.is_accessor() || property.attributes != kDefaultAttributes)) {
        // An accessor or a non-default attribute: the element leaves the dense storage and
        // becomes an ordinary property (the slot stays a hole so length is kept right).
        uint32_t i = key.as_index();
        if (i < m_elements.size()) {
            if (m_elements_frozen)
                return false;
            std::optional<Property> current = get_own_property(key);
            if (current && !current->is_accessor() && Object::get_own_property(key) == std::nullopt) {
                Property moved = *current;
                m_elements[i] = Value::empty();
                Object::define_own_property(key, moved);
            }
        } else {
            if (!m_extensible || !m_length_writable || i >= kMaxDenseLength)
                return false;
            m_elements.resize(static_cast<size_t>(i) + 1, Value::empty());
        }
        return Object::define_own_property(key, property);
    }
    if (key.is_index()) {
        if (Object::get_own_property(key)) // already an ordinary (accessor or special) property
            return Object::define_own_property(key, property);
        uint32_t i = key.as_index();
        if (i < m_elements.size()) {
            if (m_elements_frozen)
                return false;
            m_elements[i] = property.value;
            return true;
        }
        if (!m_extensible || !m_length_writable)
            return false;
        if (i >= kMaxDenseLength)
            return Object::define_own_property(key, property); // sparse: kept as an ordinary property
        m_elements.resize(static_cast<size_t>(i) + 1, Value::empty());
        m_elements[i] = property.value;
        return true;
    }
    return Object::define_own_property(key, property);
}

bool Array::delete_property(const PropertyKey& key)
{
    if (is_length_key(key))
        return false;
    if (key.is_index() && key.as_index() < m_elements.size() && !m_elements[key.as_index()].is_empty()) {
        if (m_elements_frozen)
            return false;
        m_elements[key.as_index()] = Value::empty();
        return true;
    }
    return Object::delete_property(key); // a hole, or an index kept as an ordinary property
}

std::vector<PropertyKey> Array::own_property_keys() const
{
    std::vector<PropertyKey> keys;
    for (uint32_t i = 0; i < m_elements.size(); ++i)
        if (!m_elements[i].is_empty())
            keys.push_back(PropertyKey::index(i));
    std::vector<PropertyKey> rest = Object::own_property_keys();
    size_t index_end = 0;
    while (index_end < rest.size() && rest[index_end].is_index())
        ++index_end;
    // Indices kept as ordinary properties (accessors, read-only elements) merge in order.
    keys.insert(keys.end(), rest.begin(), rest.begin() + static_cast<long>(index_end));
    std::sort(keys.begin(), keys.end(), [](const PropertyKey& a, const PropertyKey& b) { return a.as_index() < b.as_index(); });
    keys.insert(keys.end(), rest.begin() + static_cast<long>(index_end), rest.end());
    return keys;
}

bool Array::set_length(uint32_t length)
{
    if (!m_length_writable)
        return length == m_elements.size();
    if (m_elements_frozen && length < m_elements.size())
        return false;
    m_elements.resize(length, Value::empty());
    return true;
}

std::optional<Property> StringObject::get_own_property(const PropertyKey& key) const
{
    // 10.4.3.5 StringGetOwnProperty: index keys inside the string are its code units.
    if (key.is_index() && key.as_index() < text().size())
        return Property { Value(m_vm.intern(std::u16string_view(&text()[key.as_index()], 1))), nullptr, nullptr, kEnumerable };
    if (key.is_string() && key.as_string() == m_length_key)
        return Property { Value(static_cast<double>(text().size())), nullptr, nullptr, 0 };
    return Object::get_own_property(key);
}

bool StringObject::define_own_property(const PropertyKey& key, const Property& property)
{
    if ((key.is_index() && key.as_index() < text().size()) || (key.is_string() && key.as_string() == m_length_key))
        return false;
    return Object::define_own_property(key, property);
}

bool StringObject::delete_property(const PropertyKey& key)
{
    if ((key.is_index() && key.as_index() < text().size()) || (key.is_string() && key.as_string() == m_length_key))
        return false;
    return Object::delete_property(key);
}

std::vector<PropertyKey> StringObject::own_property_keys() const
{
    std::vector<PropertyKey> keys;
    for (uint32_t i = 0; i < text().size(); ++i)
        keys.push_back(PropertyKey::index(i));
    keys.push_back(PropertyKey::string(m_length_key));
    for (const PropertyKey& k : Object::own_property_keys())
        keys.push_back(k);
    return keys;
}

void FunctionObject::visit_edges(Visitor& v)
{
    Object::visit_edges(v);
    v.visit(m_name);
    v.visit(m_length_key);
    v.visit(m_name_key);
}

void FunctionObject::materialize_length_and_name()
{
    if (!m_lazy_length_and_name)
        return;
    m_lazy_length_and_name = false;
    // Properties added before (through put_direct) win over the lazy defaults.
    std::vector<std::pair<PropertyKey, Property>> existing = std::move(m_properties);
    m_properties.clear();
    m_lookup.reset();
    PropertyKey length = PropertyKey::string(m_length_key), name = PropertyKey::string(m_name_key);
    auto has = [&](const PropertyKey& k) {
        return std::any_of(existing.begin(), existing.end(), [&](auto& e) { return e.first == k; });
    };
    if (!has(length))
        add_own(length, Property { Value(m_length), nullptr, nullptr, kConfigurable });
    if (!has(name))
        add_own(name, Property { Value(m_name), nullptr, nullptr, kConfigurable });
    for (auto& [k, p] : existing)
        add_own(k, p);
}

std::optional<Property> FunctionObject::get_own_property(const PropertyKey& key) const
{
    if (auto p = Object::get_own_property(key))
        return p;
    if (m_lazy_length_and_name && key.is_string()) {
        if (key.as_string() == m_length_key)
            return Property { Value(m_length), nullptr, nullptr, kConfigurable };
        if (key.as_string() == m_name_key)
            return Property { Value(m_name), nullptr, nullptr, kConfigurable };
    }
    return std::nullopt;
}

bool FunctionObject::define_own_property(const PropertyKey& key, const Property& property)
{
    materialize_length_and_name();
    return Object::define_own_property(key, property);
}

bool FunctionObject::delete_property(const PropertyKey& key)
{
    materialize_length_and_name();
    return Object::delete_property(key);
}

std::vector<PropertyKey> FunctionObject::own_property_keys() const
{
    const_cast<FunctionObject*>(this)->materialize_length_and_name();
    return Object::own_property_keys();
}

void NativeFunction::visit_edges(Visitor& v)
{
    FunctionObject::visit_edges(v);
    for (const Value& s : m_slots)
        v.visit(s);
}

void BoundFunction::visit_edges(Visitor& v)
{
    FunctionObject::visit_edges(v);
    v.visit(m_target);
    v.visit(m_this);
    for (const Value& a : m_args)
        v.visit(a);
}

} // namespace evloop::js
