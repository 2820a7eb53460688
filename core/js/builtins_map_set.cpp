// 24.1 Map Objects, 24.2 Set Objects https://tc39.es/ecma262/#sec-keyed-collections
//
// Index:
//   OrderedTable           the insertion-ordered SameValueZero table behind both (map_set.h)
//   helpers                receiver checks, messages, iteration
//   MapSetIterator         24.1.5 Map Iterator and 24.2.5 Set Iterator objects
//   Map                    24.1.1 constructor, 24.1.3 prototype
//   Set                    24.2.1 constructor, 24.2.3 prototype
//   install_map_set_builtins
#include "core/js/iterator.h"
#include "core/js/map_set.h"
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <type_traits>

namespace evloop::js {

// --- OrderedTable ----------------------------------------------------------------------------------

// The index hash under SameValueZero: numbers by their IEEE bits with -0 folded into +0
// and every NaN into one NaN; strings by their text; BigInts by their digits; symbols and
// objects by their address (which they keep while they are in the table, since the table
// keeps them alive). The index is only ever looked up, never iterated for order, so
// addresses cannot influence any order.
size_t OrderedTable::KeyHash::operator()(const Value& key) const
{
    auto mix = [](uint64_t bits, uint64_t tag) {
        bits ^= tag * 0x9E3779B97F4A7C15ull;
        bits ^= bits >> 33;
        bits *= 0xFF51AFD7ED558CCDull;
        bits ^= bits >> 33;
        return static_cast<size_t>(bits);
    };
    switch (key.tag()) {
    case Tag::Empty:
    case Tag::Undefined: return mix(0, 1);
    case Tag::Null: return mix(0, 2);
    case Tag::Boolean: return mix(key.as_bool(), 3);
    case Tag::Number: {
        double d = key.as_number();
        if (d == 0)
            d = 0; // -0 → +0
        if (std::isnan(d))
            d = NAN;
        uint64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        return mix(bits, 4);
    }
    case Tag::String: return std::hash<std::u16string_view>()(key.as_string()->string());
    case Tag::BigInt: return std::hash<std::string>()(to_string(key.as_bigint(), 16));
    case Tag::Symbol:
    case Tag::Object: return mix(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(key.as_cell())), 5);
    }
    return 0;
}

long OrderedTable::find(Value key) const
{
    auto it = m_index.find(key);
    return it == m_index.end() ? -1 : static_cast<long>(it->second);
}

void OrderedTable::set(Value key, Value value)
{
    // 24.1.3.9 step 5 / 24.2.3.1 step 4: if key is -0𝔽, set key to +0𝔽.
    if (key.is_number() && key.as_number() == 0)
        key = Value(0.0);
    auto it = m_index.find(key);
    if (it != m_index.end()) {
        m_entries[it->second].value = value;
        return;
    }
    m_index.emplace(key, m_entries.size());
    m_entries.push_back({ key, value, false });
    ++m_live;
}

bool OrderedTable::remove(Value key)
{
    auto it = m_index.find(key);
    if (it == m_index.end())
        return false;
    Entry& e = m_entries[it->second];
    e.key = Value();
    e.value = Value();
    e.deleted = true;
    m_index.erase(it);
    --m_live;
    // Tombstones are dropped once they outnumber the live entries.
    size_t tombstones = m_entries.size() - m_live;
    if (tombstones >= 16 && tombstones > m_live)
        compact();
    return true;
}

void OrderedTable::clear()
{
    // 24.1.3.1 Map.prototype.clear: every existing entry goes; a running iteration
    // continues with the entries added afterwards.
    m_entries.clear();
    m_index.clear();
    m_live = 0;
    for (auto& weak : m_cursors)
        if (auto cursor = weak.lock())
            *cursor = 0;
}

void OrderedTable::compact()
{
    // new_position[i]: where the first live entry at or after old index i ends up.
    std::vector<size_t> new_position(m_entries.size() + 1);
    size_t live = 0;
    for (size_t i = 0; i < m_entries.size(); ++i) {
        new_position[i] = live;
        if (!m_entries[i].deleted)
            m_entries[live++] = m_entries[i];
    }
    new_position[m_entries.size()] = live;
    m_entries.resize(live);
    for (auto& [k, index] : m_index)
        index = new_position[index];
    std::vector<std::weak_ptr<size_t>> cursors;
    for (auto& weak : m_cursors) {
        if (auto cursor = weak.lock()) {
            *cursor = new_position[std::min(*cursor, new_position.size() - 1)];
            cursors.push_back(weak);
        }
    }
    m_cursors = std::move(cursors);
    m_cursors_pruned_at = m_cursors.size();
}

std::shared_ptr<size_t> OrderedTable::make_cursor()
{
    if (m_cursors.size() >= 2 * m_cursors_pruned_at + 16) {
        std::erase_if(m_cursors, [](const std::weak_ptr<size_t>& w) { return w.expired(); });
        m_cursors_pruned_at = m_cursors.size();
    }
    auto cursor = std::make_shared<size_t>(0);
    m_cursors.push_back(cursor);
    return cursor;
}

void OrderedTable::visit(Visitor& v) const
{
    for (const Entry& e : m_entries) {
        v.visit(e.key);
        v.visit(e.value);
    }
}

namespace {

// --- helpers ------------------------------------------------------------------------------------




// A callee as V8's call printer shows it: "undefined", "object null", "number 1",
// "string \"s\"", "object".
std::string describe_callee(VM& vm, Value v)
{
    switch (v.tag()) {
    case Tag::Empty:
    case Tag::Undefined: return "undefined";
    case Tag::Null: return "object null";
    case Tag::Boolean: return std::string("boolean ") + (v.as_bool() ? "true" : "false");
    case Tag::Number: return "number " + number_to_string(v.as_number());
    case Tag::String: return "string \"" + v.as_string()->utf8() + "\"";
    case Tag::Symbol: return "symbol";
    case Tag::Object: return "object";
    case Tag::BigInt: return "bigint " + to_string(v.as_bigint());
    }
    return "undefined";
}

// An iterator value that is not an entry, as in "Iterator value 1 is not an entry object".
std::string describe_primitive(VM& vm, Value v)
{
    if (v.is_symbol())
        return "Symbol(" + utf16_to_utf8(v.as_symbol()->description()) + ")";
    auto s = vm.to_string(v);
    return s.is_throw() ? "value" : s.value()->utf8();
}

// RequireInternalSlot(M, [[MapData]]) / (S, [[SetData]]): only this file makes objects of
// ObjectClass::Map and ObjectClass::Set, and they are MapObject and SetObject.
template<typename T>
ThrowOr<T*> this_collection(VM& vm, Value v, const char* method)
{
    constexpr ObjectClass cls = std::is_same_v<T, MapObject> ? ObjectClass::Map : ObjectClass::Set;
    if (v.is_object() && v.as_object()->object_class() == cls)
        return static_cast<T*>(v.as_object());
    return vm.throw_type_error(std::string("Method ") + method + " called on incompatible receiver " + vm.describe_for_message(v));
}

// GetPrototypeFromConstructor ( constructor, intrinsicDefaultProto ) #sec-getprototypefromconstructor
ThrowOr<Object*> prototype_from_constructor(VM& vm, Object* constructor, const char* intrinsic_default)
{
    Value proto = TRY(constructor->get(vm, vm.key("prototype")));
    return proto.is_object() ? proto.as_object() : vm.intrinsic(intrinsic_default);
}

// CreateIterResultObject ( value, done ) #sec-createiterresultobject
Value iter_result(VM& vm, Value value, bool done)
{
    Object* r = vm.make_object();
    r->put_direct(vm.key("value"), value);
    r->put_direct(vm.key("done"), Value(done));
    return Value(r);
}





// Calls `visit(entry)` for each live entry of `table` in order, including entries added
// during the loop and skipping those deleted during it (24.1.3.5 steps 4-5).
template<typename Fn>
ThrowOr<void> for_each_entry(OrderedTable& table, Fn&& visit)
{
    std::shared_ptr<size_t> cursor = table.make_cursor();
    for (;;) {
        const auto& entries = table.entries();
        while (*cursor < entries.size() && entries[*cursor].deleted)
            ++*cursor;
        if (*cursor >= entries.size())
            return {};
        OrderedTable::Entry entry = entries[(*cursor)++];
        TRY(visit(entry));
    }
}

// --- 24.1.5 Map Iterator Objects, 24.2.5 Set Iterator Objects ------------------------------

enum class IterationKind : uint8_t { Keys, Values, Entries };

// A %MapIteratorPrototype% or %SetIteratorPrototype% object. `collection` becomes null
// when the iterator is exhausted, so it stays done.
class MapSetIterator final : public Object {
public:
    MapSetIterator(Object* prototype, Object* iterated, OrderedTable& iterated_table, IterationKind iteration_kind, bool over_set)
        : Object(prototype, ObjectClass::Iterator)
        , collection(iterated)
        , table(&iterated_table)
        , cursor(iterated_table.make_cursor())
        , kind(iteration_kind)
        , is_set(over_set)
    {
    }
    const char* class_name() const override { return is_set ? "SetIterator" : "MapIterator"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(collection);
    }

    Object* collection; // keeps `table` alive
    OrderedTable* table;
    std::shared_ptr<size_t> cursor;
    IterationKind kind;
    bool is_set;
};

// 24.1.5.1 CreateMapIterator ( map, kind ), 24.2.5.1 CreateSetIterator ( set, kind )
Value create_iterator(VM& vm, Object* collection, OrderedTable& table, IterationKind kind, bool is_set)
{
    Object* proto = vm.intrinsic(is_set ? "%SetIteratorPrototype%" : "%MapIteratorPrototype%");
    return Value(vm.heap().allocate<MapSetIterator>(proto, collection, table, kind, is_set));
}

// 24.1.5.2.1 %MapIteratorPrototype%.next ( ), 24.2.5.2.1 %SetIteratorPrototype%.next ( )
ThrowOr<Value> iterator_next(VM& vm, CallArgs& args, bool is_set)
{
    auto* it = args.this_value.is_object() ? dynamic_cast<MapSetIterator*>(args.this_value.as_object()) : nullptr;
    if (!it || it->is_set != is_set)
        return vm.throw_type_error(std::string("Method ") + (is_set ? "Set" : "Map") + " Iterator.prototype.next called on incompatible receiver " + vm.describe_for_message(args.this_value));
    if (!it->collection)
        return iter_result(vm, Value(), true);
    const auto& entries = it->table->entries();
    size_t& index = *it->cursor;
    while (index < entries.size() && entries[index].deleted)
        ++index;
    if (index >= entries.size()) {
        it->collection = nullptr;
        it->table = nullptr;
        it->cursor.reset();
        return iter_result(vm, Value(), true);
    }
    const OrderedTable::Entry& e = entries[index++];
    Value value = is_set ? e.key : e.value;
    switch (it->kind) {
    case IterationKind::Keys: return iter_result(vm, e.key, false);
    case IterationKind::Values: return iter_result(vm, value, false);
    case IterationKind::Entries: return iter_result(vm, Value(vm.make_array({ e.key, value })), false);
    }
    return iter_result(vm, Value(), true);
}

ThrowOr<Value> map_iterator_next(VM& vm, CallArgs& args) { return iterator_next(vm, args, false); }
ThrowOr<Value> set_iterator_next(VM& vm, CallArgs& args) { return iterator_next(vm, args, true); }

// --- 24.1 Map ---------------------------------------------------------------------------------

// 24.1.1.2 AddEntriesFromIterable ( target, iterable, adder )
ThrowOr<void> add_entries_from_iterable(VM& vm, Object* target, Value iterable, Value adder)
{
    IteratorRecord record = TRY(get_iterator(vm, iterable));
    for (;;) {
        std::optional<Value> next = TRY(iterator_step_value(vm, record));
        if (!next)
            return {};
        if (!next->is_object()) {
            (void)vm.throw_type_error("Iterator value " + describe_primitive(vm, *next) + " is not an entry object");
            return iterator_close_on_throw(vm, record);
        }
        auto k = vm.get(*next, PropertyKey::index(0));
        if (k.is_throw())
            return iterator_close_on_throw(vm, record);
        auto v = vm.get(*next, PropertyKey::index(1));
        if (v.is_throw())
            return iterator_close_on_throw(vm, record);
        Value argv[] = { k.value(), v.value() };
        if (vm.call(adder, Value(target), argv).is_throw())
            return iterator_close_on_throw(vm, record);
    }
}

// 24.1.1.1 Map ( [ iterable ] )
ThrowOr<Value> map_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor Map requires 'new'");
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, "Map.prototype"));
    MapObject* map = vm.heap().allocate<MapObject>(proto);
    Value iterable = args.arg(0);
    if (iterable.is_nullish())
        return Value(map);
    Value adder = TRY(map->get(vm, vm.key("set")));
    if (!VM::is_callable(adder))
        return vm.throw_type_error("'" + vm.describe_for_message(adder) + "' returned for property 'set' of object '#<Map>' is not a function");
    TRY(add_entries_from_iterable(vm, map, iterable, adder));
    return Value(map);
}

// 24.1.3.1 Map.prototype.clear ( )
ThrowOr<Value> map_clear(VM& vm, CallArgs& args)
{
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.clear"));
    map->table.clear();
    return Value();
}

// 24.1.3.3 Map.prototype.delete ( key )
ThrowOr<Value> map_delete(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.delete"));
    return Value(map->table.remove(args.arg(0)));
}

// 24.1.3.4 Map.prototype.entries ( )
ThrowOr<Value> map_entries(VM& vm, CallArgs& args)
{
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.entries"));
    return create_iterator(vm, map, map->table, IterationKind::Entries, false);
}

// 24.1.3.5 Map.prototype.forEach ( callbackfn [ , thisArg ] )
ThrowOr<Value> map_for_each(VM& vm, CallArgs& args)
{
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.forEach"));
    Value callback = args.arg(0);
    if (!VM::is_callable(callback))
        return vm.throw_type_error(describe_callee(vm, callback) + " is not a function");
    TRY(for_each_entry(map->table, [&](const OrderedTable::Entry& e) -> ThrowOr<void> {
        Value argv[] = { e.value, e.key, Value(map) };
        TRY(vm.call(callback, args.arg(1), argv));
        return {};
    }));
    return Value();
}

// 24.1.3.6 Map.prototype.get ( key )
ThrowOr<Value> map_get(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.get"));
    long i = map->table.find(args.arg(0));
    return i < 0 ? Value() : map->table.entries()[static_cast<size_t>(i)].value;
}

// 24.1.3.7 Map.prototype.has ( key )
ThrowOr<Value> map_has(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.has"));
    return Value(map->table.find(args.arg(0)) >= 0);
}

// 24.1.3.8 Map.prototype.keys ( )
ThrowOr<Value> map_keys(VM& vm, CallArgs& args)
{
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.keys"));
    return create_iterator(vm, map, map->table, IterationKind::Keys, false);
}

// 24.1.3.9 Map.prototype.set ( key, value )
ThrowOr<Value> map_set(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.set"));
    map->table.set(args.arg(0), args.arg(1));
    return Value(map);
}

// 24.1.3.10 get Map.prototype.size
ThrowOr<Value> map_size(VM& vm, CallArgs& args)
{
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "get Map.prototype.size"));
    return Value(static_cast<double>(map->table.size()));
}

// 24.1.3.11 Map.prototype.values ( )
ThrowOr<Value> map_values(VM& vm, CallArgs& args)
{
    MapObject* map = TRY(this_collection<MapObject>(vm, args.this_value, "Map.prototype.values"));
    return create_iterator(vm, map, map->table, IterationKind::Values, false);
}

// --- 24.2 Set ---------------------------------------------------------------------------------

// 24.2.1.1 Set ( [ iterable ] )
ThrowOr<Value> set_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor Set requires 'new'");
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, "Set.prototype"));
    SetObject* set = vm.heap().allocate<SetObject>(proto);
    Value iterable = args.arg(0);
    if (iterable.is_nullish())
        return Value(set);
    Value adder = TRY(set->get(vm, vm.key("add")));
    if (!VM::is_callable(adder))
        return vm.throw_type_error("'" + vm.describe_for_message(adder) + "' returned for property 'add' of object '#<Set>' is not a function");
    IteratorRecord record = TRY(get_iterator(vm, iterable));
    for (;;) {
        std::optional<Value> next = TRY(iterator_step_value(vm, record));
        if (!next)
            return Value(set);
        Value argv[] = { *next };
        if (vm.call(adder, Value(set), argv).is_throw())
            return iterator_close_on_throw(vm, record);
    }
}

// 24.2.3.1 Set.prototype.add ( value )
ThrowOr<Value> set_add(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.add"));
    if (set->table.find(args.arg(0)) < 0)
        set->table.set(args.arg(0), Value());
    return Value(set);
}

// 24.2.3.2 Set.prototype.clear ( )
ThrowOr<Value> set_clear(VM& vm, CallArgs& args)
{
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.clear"));
    set->table.clear();
    return Value();
}

// 24.2.3.4 Set.prototype.delete ( value )
ThrowOr<Value> set_delete(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.delete"));
    return Value(set->table.remove(args.arg(0)));
}

// 24.2.3.5 Set.prototype.entries ( )
ThrowOr<Value> set_entries(VM& vm, CallArgs& args)
{
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.entries"));
    return create_iterator(vm, set, set->table, IterationKind::Entries, true);
}

// 24.2.3.6 Set.prototype.forEach ( callbackfn [ , thisArg ] )
ThrowOr<Value> set_for_each(VM& vm, CallArgs& args)
{
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.forEach"));
    Value callback = args.arg(0);
    if (!VM::is_callable(callback))
        return vm.throw_type_error(describe_callee(vm, callback) + " is not a function");
    TRY(for_each_entry(set->table, [&](const OrderedTable::Entry& e) -> ThrowOr<void> {
        Value argv[] = { e.key, e.key, Value(set) };
        TRY(vm.call(callback, args.arg(1), argv));
        return {};
    }));
    return Value();
}

// 24.2.3.7 Set.prototype.has ( value )
ThrowOr<Value> set_has(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.collection_op_ps);
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.has"));
    return Value(set->table.find(args.arg(0)) >= 0);
}

// 24.2.3.9 get Set.prototype.size
ThrowOr<Value> set_size(VM& vm, CallArgs& args)
{
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "get Set.prototype.size"));
    return Value(static_cast<double>(set->table.size()));
}

// 24.2.3.10 Set.prototype.values ( )
ThrowOr<Value> set_values(VM& vm, CallArgs& args)
{
    SetObject* set = TRY(this_collection<SetObject>(vm, args.this_value, "Set.prototype.values"));
    return create_iterator(vm, set, set->table, IterationKind::Values, true);
}

NativeFunction* make_constructor(VM& vm, std::string_view name, NativeFn fn, Object* proto)
{
    NativeFunction* ctor = vm.make_native_function(name, fn, 0, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(ctor), kBuiltinAttributes);
    vm.define_value(vm.global_object(), name, Value(ctor));
    vm.set_intrinsic(std::string(name), ctor);
    vm.set_intrinsic(std::string(name) + ".prototype", proto);
    return ctor;
}

// %MapIteratorPrototype% / %SetIteratorPrototype%: next and a [Symbol.toStringTag].
void make_iterator_prototype(VM& vm, const char* intrinsic_name, const char* tag, NativeFn next)
{
    Object* proto = vm.heap().allocate<Object>(vm.iterator_prototype());
    vm.define_native(proto, "next", next, 0);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value(tag), kConfigurable);
    vm.set_intrinsic(intrinsic_name, proto);
}

} // namespace

void install_map_set_builtins(VM& vm)
{
    // Properties are created in V8's order, so that reflection lists them as node does.
    // 24.1.2 / 24.1.3 Map
    Object* map_proto = vm.make_object();
    make_constructor(vm, "Map", map_constructor, map_proto);
    vm.define_native(map_proto, "get", map_get, 1);
    vm.define_native(map_proto, "set", map_set, 2);
    vm.define_native(map_proto, "has", map_has, 1);
    vm.define_native(map_proto, "delete", map_delete, 1);
    vm.define_native(map_proto, "clear", map_clear, 0);
    NativeFunction* map_entries_fn = vm.make_native_function("entries", map_entries, 0);
    map_proto->put_direct(vm.key("entries"), Value(map_entries_fn), kBuiltinAttributes);
    vm.define_native(map_proto, "forEach", map_for_each, 1);
    vm.define_native(map_proto, "keys", map_keys, 0);
    vm.define_getter(map_proto, "size", map_size);
    vm.define_native(map_proto, "values", map_values, 0);
    // 24.1.3.13 Map.prototype [ @@toStringTag ]
    map_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Map"), kConfigurable);
    // 24.1.3.12 Map.prototype [ @@iterator ] ( ): the same function object as entries.
    map_proto->put_direct(PropertyKey::symbol(vm.symbol_iterator()), Value(map_entries_fn), kBuiltinAttributes);
    make_iterator_prototype(vm, "%MapIteratorPrototype%", "Map Iterator", map_iterator_next);

    // 24.2.2 / 24.2.3 Set
    Object* set_proto = vm.make_object();
    make_constructor(vm, "Set", set_constructor, set_proto);
    vm.define_native(set_proto, "has", set_has, 1);
    vm.define_native(set_proto, "add", set_add, 1);
    vm.define_native(set_proto, "delete", set_delete, 1);
    vm.define_native(set_proto, "clear", set_clear, 0);
    vm.define_native(set_proto, "entries", set_entries, 0);
    vm.define_native(set_proto, "forEach", set_for_each, 1);
    vm.define_getter(set_proto, "size", set_size);
    NativeFunction* set_values_fn = vm.make_native_function("values", set_values, 0);
    set_proto->put_direct(vm.key("values"), Value(set_values_fn), kBuiltinAttributes);
    // 24.2.3.8 Set.prototype.keys ( ) and 24.2.3.11 Set.prototype [ @@iterator ] ( ): values.
    set_proto->put_direct(vm.key("keys"), Value(set_values_fn), kBuiltinAttributes);
    // 24.2.3.12 Set.prototype [ @@toStringTag ]
    set_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Set"), kConfigurable);
    set_proto->put_direct(PropertyKey::symbol(vm.symbol_iterator()), Value(set_values_fn), kBuiltinAttributes);
    make_iterator_prototype(vm, "%SetIteratorPrototype%", "Set Iterator", set_iterator_next);
}

} // namespace evloop::js
