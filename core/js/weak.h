#pragma once
// 24.3 WeakMap, 24.4 WeakSet, 26.1 WeakRef, 26.2 FinalizationRegistry.
// Their entries do not keep their keys (targets) alive: the objects do not visit them in
// visit_edges; the VM's collector asks trace_weak_ephemerons() for the values of entries
// whose keys are already marked (ephemerons: a value reachable only through a dead key
// dies with it), then sweep_weak_holders() removes the entries whose keys died.
// Lookups are by cell identity; nothing iterates these tables in an observable order.
#include "core/js/object.h"
#include <unordered_map>
#include <unordered_set>

namespace evloop::js {

class WeakMapObject final : public Object {
public:
    explicit WeakMapObject(Object* prototype)
        : Object(prototype, ObjectClass::WeakMap)
    {
    }
    const char* class_name() const override { return "WeakMap"; }
    std::unordered_map<Cell*, Value> entries; // key cell -> value (traced as ephemerons)
};

class WeakSetObject final : public Object {
public:
    explicit WeakSetObject(Object* prototype)
        : Object(prototype, ObjectClass::WeakSet)
    {
    }
    const char* class_name() const override { return "WeakSet"; }
    std::unordered_set<Cell*> values;
};

class WeakRefObject final : public Object {
public:
    explicit WeakRefObject(Object* prototype)
        : Object(prototype, ObjectClass::WeakRef)
    {
    }
    const char* class_name() const override { return "WeakRef"; }
    Value target; // [[WeakRefTarget]]; undefined once collected
};

class FinalizationRegistryObject final : public Object {
public:
    explicit FinalizationRegistryObject(Object* prototype)
        : Object(prototype, ObjectClass::FinalizationRegistry)
    {
    }
    const char* class_name() const override { return "FinalizationRegistry"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(cleanup);
        for (const Record& r : cells)
            v.visit(r.held_value); // held values are strong; targets and tokens are weak
    }
    struct Record {
        Value target;         // weak
        Value held_value;     // strong
        Value unregister_token; // weak; empty when there is none
    };
    Value cleanup; // [[CleanupCallback]]
    std::vector<Record> cells;
};

// 9.13 CanBeHeldWeakly ( v ): objects and symbols that are not in the global registry.
bool can_be_held_weakly(VM& vm, Value v);

void trace_weak_ephemerons(std::vector<Object*>& holders, Visitor& visitor);
void sweep_weak_holders(std::vector<Object*>& holders);

} // namespace evloop::js
