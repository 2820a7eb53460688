#pragma once
// 10.5 Proxy Object Internal Methods and Internal Slots, 28.2 Proxy Objects.
// A Proxy is a FunctionObject so that a callable one is a function everywhere the engine
// asks (typeof, IsCallable, IsConstructor); a non-callable one answers false to both.
// Its internal methods run the handler's traps (Object::internal_* dispatch here), with
// the invariant checks that keep a proxy consistent with its target.
#include "core/js/object.h"

namespace evloop::js {

class ProxyObject final : public FunctionObject {
public:
    static constexpr Callable kCallable = Callable::Proxy;
    ProxyObject(Object* target, Object* handler, bool callable, bool constructor)
        : FunctionObject(nullptr, Callable::Proxy, ObjectClass::Proxy)
        , m_target(target)
        , m_handler(handler)
        , m_callable(callable)
        , m_constructor(constructor)
    {
    }
    const char* class_name() const override { return "Proxy"; }
    void visit_edges(Visitor& v) override
    {
        FunctionObject::visit_edges(v);
        v.visit(m_target);
        v.visit(m_handler);
    }
    bool is_function() const override { return m_callable; }
    bool is_constructor() const override { return m_constructor; }
    bool is_class_constructor() const override { return false; }

    Object* target() const { return m_target; }   // null once revoked
    Object* handler() const { return m_handler; } // null once revoked
    void revoke()
    {
        m_target = nullptr;
        m_handler = nullptr;
    }

    // SIMPLIFIED: the engine's non-throwing property methods (used by code paths that
    // the spec does not define through these traps, or that cannot run JavaScript, such
    // as console.log) answer for the target without running traps.
    std::optional<Property> get_own_property(const PropertyKey& key) const override
    {
        return m_target ? m_target->get_own_property(key) : std::nullopt;
    }
    bool define_own_property(const PropertyKey& key, const Property& property) override
    {
        return m_target && m_target->define_own_property(key, property);
    }
    bool delete_property(const PropertyKey& key) override { return m_target && m_target->delete_property(key); }
    std::vector<PropertyKey> own_property_keys() const override
    {
        return m_target ? m_target->own_property_keys() : std::vector<PropertyKey> {};
    }

private:
    Object* m_target;
    Object* m_handler;
    bool m_callable;
    bool m_constructor;
};

// 10.5.1-10.5.13, one per internal method.
ThrowOr<Object*> proxy_get_prototype_of(VM&, ProxyObject*);
ThrowOr<bool> proxy_set_prototype_of(VM&, ProxyObject*, Object* prototype);
ThrowOr<bool> proxy_is_extensible(VM&, ProxyObject*);
ThrowOr<bool> proxy_prevent_extensions(VM&, ProxyObject*);
ThrowOr<std::optional<Property>> proxy_get_own_property(VM&, ProxyObject*, const PropertyKey&);
ThrowOr<bool> proxy_define_own_property(VM&, ProxyObject*, const PropertyKey&, const PropertyDescriptor&);
ThrowOr<bool> proxy_has_property(VM&, ProxyObject*, const PropertyKey&);
ThrowOr<Value> proxy_get(VM&, ProxyObject*, const PropertyKey&, Value receiver);
ThrowOr<bool> proxy_set(VM&, ProxyObject*, const PropertyKey&, Value value, Value receiver);
ThrowOr<bool> proxy_delete(VM&, ProxyObject*, const PropertyKey&);
ThrowOr<std::vector<PropertyKey>> proxy_own_property_keys(VM&, ProxyObject*);
ThrowOr<Value> proxy_call(VM&, ProxyObject*, Value this_value, std::span<const Value> args);
ThrowOr<Value> proxy_construct(VM&, ProxyObject*, std::span<const Value> args, Object* new_target);

// 6.2.6.4 FromPropertyDescriptor / 6.2.6.5 ToPropertyDescriptor.
Value from_property_descriptor(VM&, const PropertyDescriptor&);
ThrowOr<PropertyDescriptor> to_property_descriptor(VM&, Value object);
// 10.1.6.2 IsCompatiblePropertyDescriptor ( Extensible, Desc, Current )
bool validate_property_descriptor(bool extensible, const PropertyDescriptor& desc, const std::optional<Property>& current);
// 7.3.19 CreateListFromArrayLike ( obj [ , elementTypes ] ): any values, or only property keys.
ThrowOr<std::vector<Value>> create_list_from_array_like(VM&, Value object, bool property_keys_only = false);
// 7.2.2 IsArray ( argument ): sees through proxies (TypeError for a revoked one).
ThrowOr<bool> is_array(VM&, Value);

} // namespace evloop::js
