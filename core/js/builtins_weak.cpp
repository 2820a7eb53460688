// 24.3 WeakMap Objects https://tc39.es/ecma262/#sec-weakmap-objects
// 24.4 WeakSet Objects https://tc39.es/ecma262/#sec-weakset-objects
// 26.1 WeakRef Objects https://tc39.es/ecma262/#sec-weak-ref-objects
// 26.2 FinalizationRegistry Objects https://tc39.es/ecma262/#sec-finalization-registry-objects
// SIMPLIFIED: FinalizationRegistry cleanup callbacks never run. When they would run is
// up to the garbage collector (HostEnqueueFinalizationRegistryCleanupJob), which no
// program can rely on; evloop's runs must be deterministic, so it never schedules them.
// Registered cells whose targets die are dropped silently.
#include "core/js/weak.h"
#include "core/js/vm.h"
#include <algorithm>

namespace evloop::js {

bool can_be_held_weakly(VM& vm, Value v)
{
    // 9.13 CanBeHeldWeakly ( v )
    if (v.is_object())
        return true;
    if (v.is_symbol()) {
        // 2. A symbol from Symbol.for (KeyForSymbol is not undefined) can be recreated, so it cannot.
        Symbol* s = v.as_symbol();
        auto p = vm.intrinsic("%SymbolRegistry%")->get_own_property(PropertyKey::string(vm.intern(s->description())));
        return !(p && p->value.is_symbol() && p->value.as_symbol() == s);
    }
    return false;
}

void trace_weak_ephemerons(std::vector<Object*>& holders, Visitor& visitor)
{
    for (Object* holder : holders) {
        if (!holder->is_marked() || holder->object_class() != ObjectClass::WeakMap)
            continue;
        for (auto& [key, value] : static_cast<WeakMapObject*>(holder)->entries)
            if (key->is_marked())
                visitor.visit(value); // no-op when already marked
    }
}

void sweep_weak_holders(std::vector<Object*>& holders)
{
    auto dead = [](const Value& v) { return v.is_object() || v.is_symbol() ? !v.as_cell()->is_marked() : false; };
    std::erase_if(holders, [](Object* h) { return !h->is_marked(); });
    for (Object* holder : holders) {
        switch (holder->object_class()) {
        case ObjectClass::WeakMap:
            std::erase_if(static_cast<WeakMapObject*>(holder)->entries, [](auto& e) { return !e.first->is_marked(); });
            break;
        case ObjectClass::WeakSet:
            std::erase_if(static_cast<WeakSetObject*>(holder)->values, [](Cell* c) { return !c->is_marked(); });
            break;
        case ObjectClass::WeakRef: {
            auto* ref = static_cast<WeakRefObject*>(holder);
            if (dead(ref->target))
                ref->target = Value();
            break;
        }
        case ObjectClass::FinalizationRegistry: {
            auto* registry = static_cast<FinalizationRegistryObject*>(holder);
            // SIMPLIFIED (see the top of the file): a dead target's cell is dropped, its callback never runs.
            std::erase_if(registry->cells, [&](auto& r) { return dead(r.target); });
            for (auto& r : registry->cells)
                if (dead(r.unregister_token))
                    r.unregister_token = Value::empty();
            break;
        }
        default: break;
        }
    }
}

namespace {

Object* make_weak_constructor(VM& vm, std::string_view name, NativeFn fn, uint32_t length, Object* prototype)
{
    NativeFunction* ctor = vm.make_native_function(name, fn, length, true);
    ctor->put_direct(vm.key("prototype"), Value(prototype), 0);
    prototype->put_direct(vm.key("constructor"), Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    prototype->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), Value(vm.intern(name)), kConfigurable);
    vm.define_value(vm.global_object(), name, Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic(std::string(name), ctor);
    vm.set_intrinsic(std::string(name) + ".prototype", prototype);
    return ctor;
}

// 10.1.13 OrdinaryCreateFromConstructor, for the weak collections.
template<typename T>
ThrowOr<T*> create_from_constructor(VM& vm, CallArgs& args, const char* name)
{
    if (!args.new_target)
        return vm.throw_type_error(std::string("Constructor ") + name + " requires 'new'");
    Value proto = TRY(args.new_target->get(vm, vm.names().prototype));
    T* object = vm.heap().allocate<T>(proto.is_object() ? proto.as_object() : vm.intrinsic(std::string(name) + ".prototype"));
    vm.register_weak_holder(object);
    return object;
}

template<typename T>
ThrowOr<T*> this_weak(VM& vm, CallArgs& args, ObjectClass cls, const char* method)
{
    if (!args.this_value.is_object() || args.this_value.as_object()->object_class() != cls)
        return vm.throw_type_error(std::string("Method ") + method + " called on incompatible receiver " + vm.describe_for_message(args.this_value));
    return static_cast<T*>(args.this_value.as_object());
}

// 24.3.1.1 WeakMap ( [ iterable ] )
ThrowOr<Value> weak_map_constructor(VM& vm, CallArgs& args)
{
    WeakMapObject* map = TRY(create_from_constructor<WeakMapObject>(vm, args, "WeakMap"));
    if (args.arg(0).is_nullish())
        return Value(static_cast<Object*>(map));
    // 7. AddEntriesFromIterable(map, iterable, adder) with adder = map.set.
    Value adder = TRY(map->get(vm, vm.key("set")));
    if (!VM::is_callable(adder))
        return vm.throw_type_error("'" + vm.describe_for_message(adder) + "' returned for property 'set' of object '#<WeakMap>' is not callable");
    vm.keep_alive(map);
    auto entries = vm.iterate_to_list(args.arg(0));
    vm.release(map);
    if (entries.is_throw())
        return Thrown {};
    for (const Value& entry : entries.value()) {
        if (!entry.is_object())
            return vm.throw_type_error("Iterator value " + vm.describe_for_message(entry) + " is not an entry object");
        Value k = TRY(vm.get(entry, PropertyKey::index(0)));
        Value v = TRY(vm.get(entry, PropertyKey::index(1)));
        Value argv[] = { k, v };
        TRY(vm.call(adder, Value(static_cast<Object*>(map)), argv));
    }
    return Value(static_cast<Object*>(map));
}

// 24.3.3.2 WeakMap.prototype.delete ( key )
ThrowOr<Value> weak_map_delete(VM& vm, CallArgs& args)
{
    WeakMapObject* map = TRY(this_weak<WeakMapObject>(vm, args, ObjectClass::WeakMap, "WeakMap.prototype.delete"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return Value(false);
    return Value(map->entries.erase(args.arg(0).as_cell()) > 0);
}

// 24.3.3.3 WeakMap.prototype.get ( key )
ThrowOr<Value> weak_map_get(VM& vm, CallArgs& args)
{
    WeakMapObject* map = TRY(this_weak<WeakMapObject>(vm, args, ObjectClass::WeakMap, "WeakMap.prototype.get"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return Value();
    auto it = map->entries.find(args.arg(0).as_cell());
    return it == map->entries.end() ? Value() : it->second;
}

// 24.3.3.4 WeakMap.prototype.has ( key )
ThrowOr<Value> weak_map_has(VM& vm, CallArgs& args)
{
    WeakMapObject* map = TRY(this_weak<WeakMapObject>(vm, args, ObjectClass::WeakMap, "WeakMap.prototype.has"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return Value(false);
    return Value(map->entries.count(args.arg(0).as_cell()) > 0);
}

// 24.3.3.5 WeakMap.prototype.set ( key, value )
ThrowOr<Value> weak_map_set(VM& vm, CallArgs& args)
{
    WeakMapObject* map = TRY(this_weak<WeakMapObject>(vm, args, ObjectClass::WeakMap, "WeakMap.prototype.set"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return vm.throw_type_error("Invalid value used as weak map key");
    map->entries[args.arg(0).as_cell()] = args.arg(1);
    return args.this_value;
}

// 24.4.1.1 WeakSet ( [ iterable ] )
ThrowOr<Value> weak_set_constructor(VM& vm, CallArgs& args)
{
    WeakSetObject* set = TRY(create_from_constructor<WeakSetObject>(vm, args, "WeakSet"));
    if (args.arg(0).is_nullish())
        return Value(static_cast<Object*>(set));
    Value adder = TRY(set->get(vm, vm.key("add")));
    if (!VM::is_callable(adder))
        return vm.throw_type_error("'" + vm.describe_for_message(adder) + "' returned for property 'add' of object '#<WeakSet>' is not callable");
    vm.keep_alive(set);
    auto values = vm.iterate_to_list(args.arg(0));
    vm.release(set);
    if (values.is_throw())
        return Thrown {};
    for (const Value& v : values.value()) {
        Value argv[] = { v };
        TRY(vm.call(adder, Value(static_cast<Object*>(set)), argv));
    }
    return Value(static_cast<Object*>(set));
}

// 24.4.3.1 WeakSet.prototype.add ( value )
ThrowOr<Value> weak_set_add(VM& vm, CallArgs& args)
{
    WeakSetObject* set = TRY(this_weak<WeakSetObject>(vm, args, ObjectClass::WeakSet, "WeakSet.prototype.add"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return vm.throw_type_error("Invalid value used in weak set");
    set->values.insert(args.arg(0).as_cell());
    return args.this_value;
}

// 24.4.3.3 WeakSet.prototype.delete ( value )
ThrowOr<Value> weak_set_delete(VM& vm, CallArgs& args)
{
    WeakSetObject* set = TRY(this_weak<WeakSetObject>(vm, args, ObjectClass::WeakSet, "WeakSet.prototype.delete"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return Value(false);
    return Value(set->values.erase(args.arg(0).as_cell()) > 0);
}

// 24.4.3.4 WeakSet.prototype.has ( value )
ThrowOr<Value> weak_set_has(VM& vm, CallArgs& args)
{
    WeakSetObject* set = TRY(this_weak<WeakSetObject>(vm, args, ObjectClass::WeakSet, "WeakSet.prototype.has"));
    if (!can_be_held_weakly(vm, args.arg(0)))
        return Value(false);
    return Value(set->values.count(args.arg(0).as_cell()) > 0);
}

// 26.1.1.1 WeakRef ( target )
ThrowOr<Value> weak_ref_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor WeakRef requires 'new'");
    if (!can_be_held_weakly(vm, args.arg(0)))
        return vm.throw_type_error("WeakRef: invalid target");
    WeakRefObject* ref = TRY(create_from_constructor<WeakRefObject>(vm, args, "WeakRef"));
    // 4. Perform AddToKeptObjects(target).
    vm.add_to_kept_objects(args.arg(0).as_cell());
    ref->target = args.arg(0);
    return Value(static_cast<Object*>(ref));
}

// 26.1.3.2 WeakRef.prototype.deref ( )
ThrowOr<Value> weak_ref_deref(VM& vm, CallArgs& args)
{
    WeakRefObject* ref = TRY(this_weak<WeakRefObject>(vm, args, ObjectClass::WeakRef, "WeakRef.prototype.deref"));
    // 26.1.4.1 WeakRefDeref: AddToKeptObjects(target) and return it.
    if (!ref->target.is_undefined())
        vm.add_to_kept_objects(ref->target.as_cell());
    return ref->target;
}

// 26.2.1.1 FinalizationRegistry ( cleanupCallback )
ThrowOr<Value> finalization_registry_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor FinalizationRegistry requires 'new'");
    if (!VM::is_callable(args.arg(0)))
        return vm.throw_type_error("FinalizationRegistry: cleanup must be callable");
    auto* registry = TRY(create_from_constructor<FinalizationRegistryObject>(vm, args, "FinalizationRegistry"));
    registry->cleanup = args.arg(0);
    return Value(static_cast<Object*>(registry));
}

// 26.2.3.2 FinalizationRegistry.prototype.register ( target, heldValue [ , unregisterToken ] )
ThrowOr<Value> finalization_registry_register(VM& vm, CallArgs& args)
{
    auto* registry = TRY(this_weak<FinalizationRegistryObject>(vm, args, ObjectClass::FinalizationRegistry, "FinalizationRegistry.prototype.register"));
    Value target = args.arg(0), held = args.arg(1), token = args.arg(2);
    if (!can_be_held_weakly(vm, target))
        return vm.throw_type_error("FinalizationRegistry.prototype.register: invalid target");
    if (VM::same_value(target, held))
        return vm.throw_type_error("FinalizationRegistry.prototype.register: target and holdings must not be same");
    if (!can_be_held_weakly(vm, token)) {
        if (!token.is_undefined())
            return vm.throw_type_error("FinalizationRegistry.prototype.register: invalid unregister token");
        token = Value::empty();
    }
    registry->cells.push_back({ target, held, token });
    return Value();
}

// 26.2.3.3 FinalizationRegistry.prototype.unregister ( unregisterToken )
ThrowOr<Value> finalization_registry_unregister(VM& vm, CallArgs& args)
{
    auto* registry = TRY(this_weak<FinalizationRegistryObject>(vm, args, ObjectClass::FinalizationRegistry, "FinalizationRegistry.prototype.unregister"));
    Value token = args.arg(0);
    if (!can_be_held_weakly(vm, token))
        return vm.throw_type_error("Invalid unregisterToken ('" + vm.describe_for_message(token) + "')");
    size_t before = registry->cells.size();
    std::erase_if(registry->cells, [&](auto& r) { return !r.unregister_token.is_empty() && VM::same_value(r.unregister_token, token); });
    return Value(registry->cells.size() != before);
}

} // namespace

void install_weak_builtins(VM& vm)
{
    Object* weak_map_proto = vm.make_object();
    make_weak_constructor(vm, "WeakMap", weak_map_constructor, 0, weak_map_proto);
    vm.define_native(weak_map_proto, "delete", weak_map_delete, 1);
    vm.define_native(weak_map_proto, "get", weak_map_get, 1);
    vm.define_native(weak_map_proto, "set", weak_map_set, 2);
    vm.define_native(weak_map_proto, "has", weak_map_has, 1);

    Object* weak_set_proto = vm.make_object();
    make_weak_constructor(vm, "WeakSet", weak_set_constructor, 0, weak_set_proto);
    vm.define_native(weak_set_proto, "delete", weak_set_delete, 1);
    vm.define_native(weak_set_proto, "has", weak_set_has, 1);
    vm.define_native(weak_set_proto, "add", weak_set_add, 1);

    Object* weak_ref_proto = vm.make_object();
    make_weak_constructor(vm, "WeakRef", weak_ref_constructor, 1, weak_ref_proto);
    vm.define_native(weak_ref_proto, "deref", weak_ref_deref, 0);

    Object* registry_proto = vm.make_object();
    make_weak_constructor(vm, "FinalizationRegistry", finalization_registry_constructor, 1, registry_proto);
    vm.define_native(registry_proto, "register", finalization_registry_register, 2);
    vm.define_native(registry_proto, "unregister", finalization_registry_unregister, 1);
}

} // namespace evloop::js
