#pragma once
// 10.4.4 Arguments exotic objects https://tc39.es/ecma262/#sec-arguments-exotic-objects
//
// A sloppy function with a simple parameter list gets a *mapped* arguments object: its
// first indices are aliases of the parameters' bindings, so `a = 2` changes
// `arguments[0]` and `arguments[0] = 3` changes `a`, until a delete or a defineProperty
// that makes the index an accessor or read-only breaks the link for that index.
// Strict functions, and functions with defaults, rest or patterns, get an unmapped
// object (an ordinary object with class Arguments).
#include "core/js/object.h"

namespace evloop::js {

class Frame;

class MappedArguments final : public Object {
public:
    // `slots[i]` is the environment slot parameter i lives in, or -1 (no mapping).
    MappedArguments(Object* prototype, Environment* env, std::vector<int32_t> slots)
        : Object(prototype, ObjectClass::Arguments)
        , m_env(env)
        , m_slots(std::move(slots))
    {
    }
    const char* class_name() const override { return "MappedArguments"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(m_env);
    }
    std::optional<Property> get_own_property(const PropertyKey& key) const override;
    bool define_own_property(const PropertyKey& key, const Property& property) override;
    bool delete_property(const PropertyKey& key) override;

private:
    int32_t mapped_slot(const PropertyKey& key) const
    {
        if (!key.is_index() || key.as_index() >= m_slots.size())
            return -1;
        return m_slots[key.as_index()];
    }
    Environment* m_env;
    std::vector<int32_t> m_slots; // the [[ParameterMap]]: -1 once an index is unmapped
};

// 10.4.4.6 CreateUnmappedArgumentsObject / 10.4.4.7 CreateMappedArgumentsObject for the
// frame that is starting (its arguments and its function environment).
Object* create_arguments_object(VM& vm, Frame& frame);

} // namespace evloop::js
