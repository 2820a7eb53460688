// 23.1 Array Objects: the Array constructor, Array.prototype and %ArrayIteratorPrototype%
// https://tc39.es/ecma262/#sec-array-objects
//
// Every method follows the spec's generic algorithm (it works on any array-like), built
// on element helpers (get_index, has_index, set_index, ...) that answer directly from a
// real Array's dense storage when that is exactly what [[Get]]/[[HasProperty]]/[[Set]]
// would do, and fall back to the ordinary internal methods otherwise. Methods that move
// many elements (shift, unshift, splice, reverse) have whole-array fast paths for Arrays
// without holes, where the result is identical. Section numbers are ECMA-262 2024's.
//
// Engine limits: arrays longer than Array::kMaxDenseLength, and loops over array-likes
// longer than that, throw RangeError "Invalid array length".
//
// Index:
//   helpers                messages, element access, ArrayCreate, ArraySpeciesCreate
//   ArrayIterator          23.1.5 Array iterator objects
//   sort                   SortIndexedProperties (the algorithm: TimSort, timsort.cpp)
//   constructor            23.1.1 / 23.1.2 Array, Array.from, Array.isArray, Array.of
//   prototype              23.1.3 Array.prototype methods, alphabetically
//   install_array_builtins
#include "core/js/iterator.h"
#include "core/js/proxy.h"
#include "core/js/timsort.h"
#include "core/js/vm.h"
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace evloop::js {

namespace {

// 2^53 - 1: the largest length of an array-like (7.1.20 ToLength).
constexpr double kMaxSafeInteger = 9007199254740991.0;
// The engine's limit for arrays it creates and for loops over array-likes.
constexpr double kMaxLength = Array::kMaxDenseLength;
// V8's String::kMaxLength on 64-bit hosts.
constexpr size_t kMaxStringLength = (size_t(1) << 29) - 24;

// --- messages ---------------------------------------------------------------------------------





// ToObject(this value), with the message V8's Torque builtins give for null/undefined.
ThrowOr<Object*> this_object(VM& vm, const CallArgs& args, const char* method)
{
    if (args.this_value.is_nullish())
        return vm.throw_type_error(std::string("Array.prototype.") + method + " called on null or undefined");
    return vm.to_object(args.this_value);
}

ThrowOr<void> require_callable(VM& vm, Value f)
{
    if (!VM::is_callable(f))
        return vm.throw_type_error(vm.describe_for_message(f) + " is not a function");
    return {};
}

// --- element access -----------------------------------------------------------------------------

PropertyKey index_key(VM& vm, double i)
{
    if (i < 4294967295.0)
        return PropertyKey::index(static_cast<uint32_t>(i));
    return PropertyKey::string(vm.intern(number_to_string(i))); // not an array index: a string key
}

// Get(O, ! ToString(𝔽(i))).
ThrowOr<Value> get_index(VM& vm, Object* o, double i)
{
    if (o->is_array()) {
        auto& elements = static_cast<Array*>(o)->elements();
        if (i < elements.size() && !elements[static_cast<size_t>(i)].is_empty())
            return elements[static_cast<size_t>(i)];
    }
    return o->get(vm, index_key(vm, i));
}

// HasProperty(O, ! ToString(𝔽(i))).
bool has_index(VM& vm, Object* o, double i)
{
    if (o->is_array()) {
        auto& elements = static_cast<Array*>(o)->elements();
        if (i < elements.size() && !elements[static_cast<size_t>(i)].is_empty())
            return true;
    }
    return o->has_property(index_key(vm, i));
}

// The TypeError V8 throws when [[Set]] returns false.
Thrown throw_set_failed(VM& vm, Object* o, const PropertyKey& key)
{
    std::string name = utf16_to_utf8(key.to_string());
    // An index past the end of an Array whose length is read-only: V8 names `length`.
    if (o->is_array() && o->extensible() && key.is_index() && key.as_index() >= static_cast<Array*>(o)->length() && !static_cast<Array*>(o)->length_writable())
        return vm.throw_type_error("Cannot assign to read only property 'length' of object '" + vm.describe_for_message(Value(o)) + "'");
    for (Object* p = o; p; p = p->prototype()) {
        if (auto found = p->get_own_property(key)) {
            if (found->is_accessor())
                return vm.throw_type_error("Cannot set property " + name + " of " + vm.describe_for_message(Value(o)) + " which has only a getter");
            break;
        }
    }
    if (!o->get_own_property(key) && !o->extensible())
        return vm.throw_type_error("Cannot add property " + name + ", object is not extensible");
    return vm.throw_type_error("Cannot assign to read only property '" + name + "' of object '" + vm.describe_for_message(Value(o)) + "'");
}

// Set(O, key, V, true).
ThrowOr<void> set_property(VM& vm, Object* o, const PropertyKey& key, Value v)
{
    bool ok = TRY(o->set(vm, key, v, Value(o)));
    if (!ok)
        return throw_set_failed(vm, o, key);
    return {};
}

// Set(O, ! ToString(𝔽(i)), V, true).
ThrowOr<void> set_index(VM& vm, Object* o, double i, Value v)
{
    if (o->is_array()) {
        auto* a = static_cast<Array*>(o);
        if (!a->elements_frozen() && i < a->length() && !a->elements()[static_cast<size_t>(i)].is_empty()) {
            a->elements()[static_cast<size_t>(i)] = v; // an own writable data property
            return {};
        }
        if (i == a->length() && a->try_append(v))
            return {};
    }
    return set_property(vm, o, index_key(vm, i), v);
}

// DeletePropertyOrThrow(O, ! ToString(𝔽(i))).
ThrowOr<void> delete_index(VM& vm, Object* o, double i)
{
    if (!o->delete_property(index_key(vm, i)))
        return vm.throw_type_error("Cannot delete property '" + number_to_string(i) + "' of " + vm.describe_for_message(Value(o)));
    return {};
}

// CreateDataPropertyOrThrow(O, key, V).
ThrowOr<void> create_data_property_or_throw(VM& vm, Object* o, const PropertyKey& key, Value v)
{
    if (!o->define_own_property(key, Property { v, nullptr, nullptr, kDefaultAttributes })) {
        std::string name = utf16_to_utf8(key.to_string());
        if (!o->extensible() && !o->get_own_property(key))
            return vm.throw_type_error("Cannot add property " + name + ", object is not extensible");
        return vm.throw_type_error("Cannot redefine property: " + name);
    }
    return {};
}

// Set(O, "length", 𝔽(len), true).
ThrowOr<void> set_length(VM& vm, Object* o, double len)
{
    if (o->is_array()) {
        auto* a = static_cast<Array*>(o);
        if (len > kMaxLength)
            return vm.throw_range_error("Invalid array length");
        if (a->length_writable()) {
            a->set_length(static_cast<uint32_t>(len));
            return {};
        }
    }
    return set_property(vm, o, vm.key("length"), Value(len));
}

// Loops over array-likes visit every index below their length; refuse absurd lengths
// instead of spinning for hours (V8 may answer some of these by looking at keys instead).
ThrowOr<void> check_loop_length(VM& vm, double len)
{
    if (len > kMaxLength)
        return vm.throw_range_error("Invalid array length");
    return {};
}

// True when every index below the length of `o` holds an own element: then HasProperty is
// true for each, [[Get]] reads the element and [[Set]] overwrites it, whatever the
// prototype chain holds.
bool is_dense_array(Object* o)
{
    if (!o->is_array())
        return false;
    auto* a = static_cast<Array*>(o);
    if (a->elements_frozen() || !a->length_writable())
        return false;
    return std::none_of(a->elements().begin(), a->elements().end(), [](const Value& v) { return v.is_empty(); });
}

// The "relative index" steps of at/fill/slice/splice/...: ToIntegerOrInfinity, negative
// values count from the end, the result is clamped to [0, len].
ThrowOr<double> relative_index(VM& vm, Value v, double len)
{
    double relative = TRY(vm.to_integer_or_infinity(v));
    if (relative < 0)
        return std::max(len + relative, 0.0);
    return std::min(relative, len);
}

// The same for an end argument, where undefined means len.
ThrowOr<double> relative_end(VM& vm, Value v, double len)
{
    if (v.is_undefined())
        return len;
    return relative_index(vm, v, len);
}

ThrowOr<Value> call_with_element(VM& vm, Value fn, Value this_arg, Value element, double index, Object* o)
{
    Value argv[] = { element, Value(index), Value(o) };
    return vm.call(fn, this_arg, argv);
}

// --- creating arrays ----------------------------------------------------------------------------

// 10.4.2.2 ArrayCreate ( length [ , proto ] ), within the engine's limit.
ThrowOr<Array*> array_create(VM& vm, double length)
{
    if (length > kMaxLength)
        return vm.throw_range_error("Invalid array length");
    Array* a = vm.make_array();
    a->elements().resize(static_cast<size_t>(length), Value::empty());
    return a;
}

// The array a method builds its result in. A plain Array this file just made cannot be
// seen by user code until it is returned, so it is written directly; whatever a species
// constructor returned is written with CreateDataPropertyOrThrow and Set.
struct ResultArray {
    Object* object = nullptr;
    bool plain = false;

    static ResultArray of(Array* a) { return { a, true }; }

    // CreateDataPropertyOrThrow(A, ! ToString(𝔽(i)), v)
    ThrowOr<void> define(VM& vm, double i, Value v)
    {
        if (!plain)
            return create_data_property_or_throw(vm, object, index_key(vm, i), v);
        auto& elements = static_cast<Array*>(object)->elements();
        if (i >= elements.size()) {
            if (i >= kMaxLength)
                return vm.throw_range_error("Invalid array length");
            elements.resize(static_cast<size_t>(i) + 1, Value::empty());
        }
        elements[static_cast<size_t>(i)] = v;
        return {};
    }

    // Set(A, "length", 𝔽(len), true)
    ThrowOr<void> set_length(VM& vm, double len)
    {
        if (!plain)
            return set_property(vm, object, vm.key("length"), Value(len));
        if (len > kMaxLength)
            return vm.throw_range_error("Invalid array length");
        static_cast<Array*>(object)->elements().resize(static_cast<size_t>(len), Value::empty());
        return {};
    }
};

// 10.4.2.3 ArraySpeciesCreate ( originalArray, length )
// https://tc39.es/ecma262/#sec-arrayspeciescreate
ThrowOr<ResultArray> array_species_create(VM& vm, Object* original, double length)
{
    // 1-2. If IsArray(originalArray) is false, return ? ArrayCreate(length).
    if (!TRY(is_array(vm, Value(original))))
        return ResultArray::of(TRY(array_create(vm, length)));
    // 3. Let C be ? Get(originalArray, "constructor").
    Value c = TRY(original->get(vm, vm.key("constructor")));
    // 5. If C is an Object, set C to ? Get(C, @@species); if C is null, set C to undefined.
    if (c.is_object()) {
        c = TRY(c.as_object()->get(vm, PropertyKey::symbol(vm.symbol_species())));
        if (c.is_null())
            c = Value();
    }
    // 6. If C is undefined, return ? ArrayCreate(length).
    if (c.is_undefined() || (c.is_object() && c.as_object() == vm.intrinsic("Array")))
        return ResultArray::of(TRY(array_create(vm, length)));
    // 7. If IsConstructor(C) is false, throw a TypeError exception.
    if (!VM::is_constructor(c))
        return vm.throw_type_error("object.constructor[Symbol.species] is not a constructor");
    // 8. Return ? Construct(C, « 𝔽(length) »).
    Value argv[] = { Value(length) };
    Value a = TRY(vm.construct(c, argv));
    return ResultArray { a.as_object(), false };
}

// 23.1.3.2.1 IsConcatSpreadable ( O ) https://tc39.es/ecma262/#sec-isconcatspreadable
ThrowOr<bool> is_concat_spreadable(VM& vm, Value o)
{
    // 1. If O is not an Object, return false.
    if (!o.is_object())
        return false;
    // 2-3. Let spreadable be ? Get(O, @@isConcatSpreadable); if it is not undefined, ToBoolean.
    Value spreadable = TRY(o.as_object()->get(vm, PropertyKey::symbol(vm.symbol_is_concat_spreadable())));
    if (!spreadable.is_undefined())
        return VM::to_boolean(spreadable);
    // 4. Return ? IsArray(O).
    return is_array(vm, o);
}

// CreateIterResultObject ( value, done ) #sec-createiterresultobject
Value iter_result(VM& vm, Value value, bool done)
{
    Object* r = vm.make_object();
    r->put_direct(vm.key("value"), value);
    r->put_direct(vm.key("done"), Value(done));
    return Value(r);
}

// --- iteration (7.4 Operations on Iterator Objects) ----------------------------------------------------------------------------------





// --- 23.1.5 Array Iterator Objects ------------------------------------------------------------

enum class IterationKind : uint8_t { Keys, Values, Entries };

// An %ArrayIteratorPrototype% object. `iterated` becomes null when the iterator is
// exhausted, so it stays done even if the array grows later.
class ArrayIterator final : public Object {
public:
    ArrayIterator(Object* prototype, Object* array, IterationKind iteration_kind)
        : Object(prototype, ObjectClass::Iterator)
        , iterated(array)
        , kind(iteration_kind)
    {
    }
    const char* class_name() const override { return "ArrayIterator"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(iterated);
    }

    Object* iterated;
    double index = 0;
    IterationKind kind;
};

// 23.1.5.1 CreateArrayIterator ( array, kind )
Value create_array_iterator(VM& vm, Object* array, IterationKind kind)
{
    return Value(vm.heap().allocate<ArrayIterator>(vm.array_iterator_prototype(), array, kind));
}

// 23.1.5.2.1 %ArrayIteratorPrototype%.next ( )
ThrowOr<Value> array_iterator_next(VM& vm, CallArgs& args)
{
    auto* it = args.this_value.is_object() ? dynamic_cast<ArrayIterator*>(args.this_value.as_object()) : nullptr;
    if (!it)
        return vm.throw_type_error("Method Array Iterator.prototype.next called on incompatible receiver " + vm.describe_for_message(args.this_value));
    if (!it->iterated)
        return iter_result(vm, Value(), true);
    double len = TRY(vm.length_of_array_like(it->iterated));
    if (it->index >= len) {
        it->iterated = nullptr;
        return iter_result(vm, Value(), true);
    }
    double index = it->index++;
    if (it->kind == IterationKind::Keys)
        return iter_result(vm, Value(index), false);
    Value element = TRY(get_index(vm, it->iterated, index));
    if (it->kind == IterationKind::Values)
        return iter_result(vm, element, false);
    return iter_result(vm, Value(vm.make_array({ Value(index), element })), false);
}

// 27.1.2.1 %IteratorPrototype% [ @@iterator ] ( )
ThrowOr<Value> iterator_prototype_iterator(VM&, CallArgs& args) { return args.this_value; }

// --- sort ------------------------------------------------------------------------------------

// 23.1.3.30.1 SortIndexedProperties ( obj, len, SortCompare, holes ): reads the elements
// (skipping holes, or reading them as undefined), sorts all but the undefineds, which go
// last. Returns the sorted values followed by the undefineds.
ThrowOr<std::vector<Value>> sort_indexed_properties(VM& vm, Object* o, double len, Value comparefn, bool skip_holes)
{
    std::vector<TimSortItem> items;
    size_t undefined_count = 0;
    for (double k = 0; k < len; ++k) {
        if (skip_holes && !has_index(vm, o, k))
            continue;
        Value v = TRY(get_index(vm, o, k));
        if (v.is_undefined()) {
            ++undefined_count;
            continue;
        }
        TimSortItem item { v, nullptr };
        // ToString of a primitive has no side effects (a Symbol throws: left to the comparison).
        if (comparefn.is_undefined() && !v.is_object() && !v.is_symbol())
            item.text = TRY(vm.to_string(v));
        items.push_back(item);
    }
    TRY(tim_sort(vm, items, comparefn));
    std::vector<Value> sorted;
    sorted.reserve(items.size() + undefined_count);
    for (const auto& item : items)
        sorted.push_back(item.value);
    sorted.insert(sorted.end(), undefined_count, Value());
    return sorted;
}

ThrowOr<void> require_comparator(VM& vm, Value comparefn)
{
    if (!comparefn.is_undefined() && !VM::is_callable(comparefn))
        return vm.throw_type_error("The comparison function must be either a function or undefined");
    return {};
}

// --- join ------------------------------------------------------------------------------------

// Arrays being joined right now, innermost last: like V8, a cyclic reference joins as "".
std::vector<Object*>& join_stack()
{
    static thread_local std::vector<Object*> stack;
    return stack;
}

class JoinStackEntry {
public:
    explicit JoinStackEntry(Object* o) { join_stack().push_back(o); }
    ~JoinStackEntry() { join_stack().pop_back(); }
    JoinStackEntry(const JoinStackEntry&) = delete;
    JoinStackEntry& operator=(const JoinStackEntry&) = delete;
};

bool is_being_joined(Object* o)
{
    auto& stack = join_stack();
    return std::find(stack.begin(), stack.end(), o) != stack.end();
}

ThrowOr<void> append_checked(VM& vm, std::u16string& out, const std::u16string& s)
{
    if (out.size() + s.size() > kMaxStringLength)
        return vm.throw_range_error("Invalid string length");
    out += s;
    return {};
}

// --- 23.1.1 The Array Constructor, 23.1.2 Properties of the Array Constructor ---------------

// 23.1.1.1 Array ( ...values )
ThrowOr<Value> array_constructor(VM& vm, CallArgs& args)
{
    // 1-2. If NewTarget is undefined, let newTarget be the active function object.
    Object* new_target = args.new_target ? args.new_target : args.callee;
    // 3. Let proto be ? GetPrototypeFromConstructor(newTarget, "%Array.prototype%").
    Object* proto = vm.array_prototype();
    if (new_target != args.callee) {
        Value p = TRY(new_target->get(vm, vm.key("prototype")));
        if (p.is_object())
            proto = p.as_object();
    }
    Array* array = vm.make_array();
    array->set_prototype(proto);
    if (args.count() == 0)
        return Value(array);
    if (args.count() == 1) {
        Value len = args.arg(0);
        if (!len.is_number()) {
            array->elements().push_back(len);
            return Value(array);
        }
        // 6.c. Let intLen be ! ToUint32(len); if SameValueZero(intLen, len) is false, throw a RangeError.
        uint32_t int_len = TRY(vm.to_uint32(len));
        if (static_cast<double>(int_len) != len.as_number() || int_len > kMaxLength)
            return vm.throw_range_error("Invalid array length");
        array->elements().resize(int_len, Value::empty());
        return Value(array);
    }
    array->elements().assign(args.args.begin(), args.args.end());
    return Value(array);
}

// 23.1.2.1 Array.from ( items [ , mapper [ , thisArg ] ] )
ThrowOr<Value> array_from(VM& vm, CallArgs& args)
{
    Value c = args.this_value;
    Value items = args.arg(0);
    Value mapper = args.arg(1);
    Value this_arg = args.arg(2);
    bool is_array_constructor = c.is_object() && c.as_object() == vm.intrinsic("Array");
    bool use_constructor = VM::is_constructor(c) && !is_array_constructor;
    // 2-3. If mapper is not undefined and IsCallable(mapper) is false, throw a TypeError.
    bool mapping = !mapper.is_undefined();
    if (mapping)
        TRY(require_callable(vm, mapper));
    // 4. Let usingIterator be ? GetMethod(items, @@iterator).
    if (items.is_nullish())
        return vm.throw_type_error(items.is_null() ? "object null is not iterable (cannot read property Symbol(Symbol.iterator))" : vm.not_iterable_message(items));
    Value using_iterator = TRY(vm.get(items, PropertyKey::symbol(vm.symbol_iterator())));
    if (!using_iterator.is_nullish()) {
        if (!VM::is_callable(using_iterator))
            return vm.throw_type_error("%Array%.from requires that the property of the first argument, items[Symbol.iterator], when exists, be a function");
        // 5.a-b. If IsConstructor(C), let A be ? Construct(C); else let A be ! ArrayCreate(0).
        ResultArray a = ResultArray::of(vm.make_array());
        if (use_constructor)
            a = ResultArray { TRY(vm.construct(c, {})).as_object(), false };
        // An Array with the original iteration behaviour: %ArrayIteratorPrototype%.next
        // reads the live length and Get(items, k) each step, which is what this loop does.
        if (items.is_object() && items.as_object()->is_array() && vm.array_iteration_is_pristine(items.as_object())) {
            Object* source = items.as_object();
            double k = 0;
            for (; k < static_cast<Array*>(source)->length(); ++k) {
                Value v = TRY(get_index(vm, source, k));
                if (mapping)
                    v = TRY(vm.call(mapper, this_arg, std::array<Value, 2> { v, Value(k) }));
                TRY(a.define(vm, k, v));
            }
            TRY(a.set_length(vm, k));
            return Value(a.object);
        }
        // 5.c-e. Iterate.
        IteratorRecord record = TRY(get_iterator_from_method(vm, items, using_iterator));
        for (double k = 0;; ++k) {
            std::optional<Value> next = TRY(iterator_step_value(vm, record));
            if (!next) {
                TRY(a.set_length(vm, k));
                return Value(a.object);
            }
            Value v = *next;
            if (mapping) {
                auto mapped = vm.call(mapper, this_arg, std::array<Value, 2> { v, Value(k) });
                if (mapped.is_throw())
                    return iterator_close_on_throw(vm, record);
                v = mapped.value();
            }
            if (a.define(vm, k, v).is_throw())
                return iterator_close_on_throw(vm, record);
        }
    }
    // 7-8. NOTE: items is not an Iterable, so assume it is an array-like object.
    Object* array_like = TRY(vm.to_object(items));
    double len = TRY(vm.length_of_array_like(array_like));
    TRY(check_loop_length(vm, len));
    // 10-11. If IsConstructor(C), let A be ? Construct(C, « 𝔽(len) »); else ? ArrayCreate(len).
    ResultArray a;
    if (use_constructor) {
        Value argv[] = { Value(len) };
        a = ResultArray { TRY(vm.construct(c, argv)).as_object(), false };
    } else {
        a = ResultArray::of(TRY(array_create(vm, len)));
    }
    for (double k = 0; k < len; ++k) {
        Value v = TRY(get_index(vm, array_like, k));
        if (mapping)
            v = TRY(vm.call(mapper, this_arg, std::array<Value, 2> { v, Value(k) }));
        TRY(a.define(vm, k, v));
    }
    TRY(a.set_length(vm, len));
    return Value(a.object);
}

// 23.1.2.2 Array.isArray ( arg )
ThrowOr<Value> array_is_array(VM& vm, CallArgs& args)
{
    return Value(TRY(is_array(vm, args.arg(0))));
}

// 23.1.2.3 Array.of ( ...items )
ThrowOr<Value> array_of(VM& vm, CallArgs& args)
{
    double len = static_cast<double>(args.count());
    Value c = args.this_value;
    ResultArray a;
    if (VM::is_constructor(c) && c.as_object() != vm.intrinsic("Array")) {
        Value argv[] = { Value(len) };
        a = ResultArray { TRY(vm.construct(c, argv)).as_object(), false };
    } else {
        a = ResultArray::of(TRY(array_create(vm, len)));
    }
    for (size_t k = 0; k < args.count(); ++k)
        TRY(a.define(vm, static_cast<double>(k), args.args[k]));
    TRY(a.set_length(vm, len));
    return Value(a.object);
}

// --- 23.1.3 Properties of the Array Prototype Object -------------------------------------------

// 23.1.3.1 Array.prototype.at ( index )
ThrowOr<Value> array_at(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double relative = TRY(vm.to_integer_or_infinity(args.arg(0)));
    double k = relative >= 0 ? relative : len + relative;
    if (k < 0 || k >= len)
        return Value();
    return get_index(vm, o, k);
}

// 23.1.3.2 Array.prototype.concat ( ...items )
ThrowOr<Value> array_concat(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "concat"));
    ResultArray a = TRY(array_species_create(vm, o, 0));
    double n = 0;
    for (size_t i = 0; i <= args.count(); ++i) {
        Value e = i == 0 ? Value(o) : args.args[i - 1];
        if (TRY(is_concat_spreadable(vm, e))) {
            Object* source = e.as_object();
            double len = TRY(vm.length_of_array_like(source));
            if (n + len > kMaxSafeInteger)
                return vm.throw_type_error("Invalid array length");
            if (n + len > kMaxLength)
                return vm.throw_range_error("Invalid array length");
            for (double k = 0; k < len; ++k, ++n) {
                if (has_index(vm, source, k))
                    TRY(a.define(vm, n, TRY(get_index(vm, source, k))));
            }
        } else {
            if (n >= kMaxLength)
                return vm.throw_range_error("Invalid array length");
            TRY(a.define(vm, n, e));
            ++n;
        }
    }
    TRY(a.set_length(vm, n));
    return Value(a.object);
}

// 23.1.3.4 Array.prototype.copyWithin ( target, start [ , end ] )
ThrowOr<Value> array_copy_within(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double to = TRY(relative_index(vm, args.arg(0), len));
    double from = TRY(relative_index(vm, args.arg(1), len));
    double final = TRY(relative_end(vm, args.arg(2), len));
    double count = std::min(final - from, len - to);
    TRY(check_loop_length(vm, count));
    double direction = 1;
    if (from < to && to < from + count) {
        direction = -1;
        from += count - 1;
        to += count - 1;
    }
    for (; count > 0; --count, from += direction, to += direction) {
        if (has_index(vm, o, from))
            TRY(set_index(vm, o, to, TRY(get_index(vm, o, from))));
        else
            TRY(delete_index(vm, o, to));
    }
    return Value(o);
}

// 23.1.3.5 Array.prototype.entries ( )
ThrowOr<Value> array_entries(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    return create_array_iterator(vm, o, IterationKind::Entries);
}

// 23.1.3.6 Array.prototype.every ( callbackfn [ , thisArg ] )
ThrowOr<Value> array_every(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "every"));
    double len = TRY(vm.length_of_array_like(o));
    TRY(require_callable(vm, args.arg(0)));
    TRY(check_loop_length(vm, len));
    for (double k = 0; k < len; ++k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        Value result = TRY(call_with_element(vm, args.arg(0), args.arg(1), element, k, o));
        if (!VM::to_boolean(result))
            return Value(false);
    }
    return Value(true);
}

// 23.1.3.7 Array.prototype.fill ( value [ , start [ , end ] ] )
ThrowOr<Value> array_fill(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double k = TRY(relative_index(vm, args.arg(1), len));
    double final = TRY(relative_end(vm, args.arg(2), len));
    TRY(check_loop_length(vm, final - k));
    for (; k < final; ++k)
        TRY(set_index(vm, o, k, args.arg(0)));
    return Value(o);
}

// 23.1.3.8 Array.prototype.filter ( callbackfn [ , thisArg ] )
ThrowOr<Value> array_filter(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "filter"));
    double len = TRY(vm.length_of_array_like(o));
    TRY(require_callable(vm, args.arg(0)));
    TRY(check_loop_length(vm, len));
    ResultArray a = TRY(array_species_create(vm, o, 0));
    double to = 0;
    for (double k = 0; k < len; ++k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        Value selected = TRY(call_with_element(vm, args.arg(0), args.arg(1), element, k, o));
        if (VM::to_boolean(selected))
            TRY(a.define(vm, to++, element));
    }
    return Value(a.object);
}

// 23.1.3.12.1 FindViaPredicate ( O, len, direction, predicate, thisArg ): the index and
// value of the first match, or (-1, undefined).
ThrowOr<std::pair<double, Value>> find_via_predicate(VM& vm, Object* o, double len, bool ascending, Value predicate, Value this_arg)
{
    TRY(require_callable(vm, predicate));
    TRY(check_loop_length(vm, len));
    for (double i = 0; i < len; ++i) {
        double k = ascending ? i : len - 1 - i;
        Value value = TRY(get_index(vm, o, k));
        Value result = TRY(call_with_element(vm, predicate, this_arg, value, k, o));
        if (VM::to_boolean(result))
            return std::pair<double, Value>(k, value);
    }
    return std::pair<double, Value>(-1, Value());
}

// 23.1.3.9 Array.prototype.find ( predicate [ , thisArg ] )
ThrowOr<Value> array_find(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "find"));
    double len = TRY(vm.length_of_array_like(o));
    auto found = TRY(find_via_predicate(vm, o, len, true, args.arg(0), args.arg(1)));
    return found.second;
}

// 23.1.3.10 Array.prototype.findIndex ( predicate [ , thisArg ] )
ThrowOr<Value> array_find_index(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "findIndex"));
    double len = TRY(vm.length_of_array_like(o));
    auto found = TRY(find_via_predicate(vm, o, len, true, args.arg(0), args.arg(1)));
    return Value(found.first);
}

// 23.1.3.11 Array.prototype.findLast ( predicate [ , thisArg ] )
ThrowOr<Value> array_find_last(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "findLast"));
    double len = TRY(vm.length_of_array_like(o));
    auto found = TRY(find_via_predicate(vm, o, len, false, args.arg(0), args.arg(1)));
    return found.second;
}

// 23.1.3.12 Array.prototype.findLastIndex ( predicate [ , thisArg ] )
ThrowOr<Value> array_find_last_index(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "findLastIndex"));
    double len = TRY(vm.length_of_array_like(o));
    auto found = TRY(find_via_predicate(vm, o, len, false, args.arg(0), args.arg(1)));
    return Value(found.first);
}

// 23.1.3.13.1 FlattenIntoArray ( target, source, sourceLen, start, depth [ , mapperFunction, thisArg ] )
// With an explicit stack instead of recursion, so that deep or cyclic nesting ends in a
// RangeError (as V8's stack overflow does) rather than exhausting the C++ stack.
ThrowOr<void> flatten_into_array(VM& vm, ResultArray& target, Object* source, double source_len, double depth, Value mapper, Value this_arg)
{
    struct Level {
        Object* source;
        double length;
        double index;
        double depth;
    };
    constexpr size_t kMaxNesting = 10000;
    std::vector<Level> stack { { source, source_len, 0, depth } };
    double target_index = 0;
    TRY(check_loop_length(vm, source_len));
    while (!stack.empty()) {
        Level& level = stack.back();
        if (level.index >= level.length) {
            stack.pop_back();
            continue;
        }
        double k = level.index++;
        Object* from = level.source;
        double level_depth = level.depth;
        if (!has_index(vm, from, k))
            continue;
        Value element = TRY(get_index(vm, from, k));
        // Only the outermost call has a mapper function.
        if (!mapper.is_undefined() && stack.size() == 1)
            element = TRY(call_with_element(vm, mapper, this_arg, element, k, from));
        if (level_depth > 0 && element.is_object() && element.as_object()->is_array()) {
            if (stack.size() >= kMaxNesting)
                return vm.throw_range_error("Maximum call stack size exceeded");
            double element_len = TRY(vm.length_of_array_like(element.as_object()));
            stack.push_back({ element.as_object(), element_len, 0, level_depth - 1 });
            continue;
        }
        if (target_index >= kMaxSafeInteger)
            return vm.throw_type_error("Invalid array length");
        TRY(target.define(vm, target_index++, element));
    }
    return {};
}

// 23.1.3.13 Array.prototype.flat ( [ depth ] )
ThrowOr<Value> array_flat(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double source_len = TRY(vm.length_of_array_like(o));
    double depth = 1;
    if (!args.arg(0).is_undefined()) {
        depth = TRY(vm.to_integer_or_infinity(args.arg(0)));
        if (depth < 0)
            depth = 0;
    }
    ResultArray a = TRY(array_species_create(vm, o, 0));
    TRY(flatten_into_array(vm, a, o, source_len, depth, Value(), Value()));
    return Value(a.object);
}

// 23.1.3.14 Array.prototype.flatMap ( mapperFunction [ , thisArg ] )
ThrowOr<Value> array_flat_map(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double source_len = TRY(vm.length_of_array_like(o));
    if (!VM::is_callable(args.arg(0)))
        return vm.throw_type_error("flatMap mapper function is not callable");
    ResultArray a = TRY(array_species_create(vm, o, 0));
    TRY(flatten_into_array(vm, a, o, source_len, 1, args.arg(0), args.arg(1)));
    return Value(a.object);
}

// 23.1.3.15 Array.prototype.forEach ( callbackfn [ , thisArg ] )
ThrowOr<Value> array_for_each(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "forEach"));
    double len = TRY(vm.length_of_array_like(o));
    TRY(require_callable(vm, args.arg(0)));
    TRY(check_loop_length(vm, len));
    for (double k = 0; k < len; ++k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        TRY(call_with_element(vm, args.arg(0), args.arg(1), element, k, o));
    }
    return Value();
}

// The start index of includes/indexOf: ToIntegerOrInfinity(fromIndex), negative counts
// from the end; nullopt when the search cannot find anything (n = +∞).
ThrowOr<std::optional<double>> search_start(VM& vm, Value from_index, double len)
{
    double n = TRY(vm.to_integer_or_infinity(from_index));
    if (n == INFINITY)
        return std::optional<double>();
    if (n == -INFINITY)
        n = 0;
    return std::optional<double>(n >= 0 ? n : std::max(len + n, 0.0));
}

// 23.1.3.16 Array.prototype.includes ( searchElement [ , fromIndex ] )
ThrowOr<Value> array_includes(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (len == 0)
        return Value(false);
    std::optional<double> start = TRY(search_start(vm, args.arg(1), len));
    if (!start)
        return Value(false);
    TRY(check_loop_length(vm, len - *start));
    for (double k = *start; k < len; ++k) {
        Value element = TRY(get_index(vm, o, k));
        if (VM::same_value_zero(args.arg(0), element))
            return Value(true);
    }
    return Value(false);
}

// 23.1.3.17 Array.prototype.indexOf ( searchElement [ , fromIndex ] )
ThrowOr<Value> array_index_of(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "indexOf"));
    double len = TRY(vm.length_of_array_like(o));
    if (len == 0)
        return Value(-1);
    std::optional<double> start = TRY(search_start(vm, args.arg(1), len));
    if (!start)
        return Value(-1);
    TRY(check_loop_length(vm, len - *start));
    for (double k = *start; k < len; ++k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        if (VM::strict_equals(args.arg(0), element))
            return Value(k);
    }
    return Value(-1);
}

// 23.1.3.18 Array.prototype.join ( separator )
ThrowOr<Value> array_join(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    std::u16string separator = args.arg(0).is_undefined() ? u"," : TRY(vm.to_u16string(args.arg(0)));
    // A cycle (the array contains itself, directly or not) joins as "" like in V8.
    if (is_being_joined(o))
        return Value(vm.intern(""));
    TRY(check_loop_length(vm, len));
    JoinStackEntry entry(o);
    std::u16string r;
    for (double k = 0; k < len; ++k) {
        if (k > 0)
            TRY(append_checked(vm, r, separator));
        Value element = TRY(get_index(vm, o, k));
        if (element.is_string())
            TRY(append_checked(vm, r, element.as_string()->string()));
        else if (!element.is_nullish())
            TRY(append_checked(vm, r, TRY(vm.to_string(element))->string()));
    }
    return Value(vm.make_string(std::move(r)));
}

// 23.1.3.19 Array.prototype.keys ( )
ThrowOr<Value> array_keys(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    return create_array_iterator(vm, o, IterationKind::Keys);
}

// 23.1.3.20 Array.prototype.lastIndexOf ( searchElement [ , fromIndex ] )
ThrowOr<Value> array_last_index_of(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (len == 0)
        return Value(-1);
    double n = args.count() > 1 ? TRY(vm.to_integer_or_infinity(args.arg(1))) : len - 1;
    if (n == -INFINITY)
        return Value(-1);
    double k = n >= 0 ? std::min(n, len - 1) : len + n;
    TRY(check_loop_length(vm, k));
    for (; k >= 0; --k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        if (VM::strict_equals(args.arg(0), element))
            return Value(k);
    }
    return Value(-1);
}

// 23.1.3.21 Array.prototype.map ( callbackfn [ , thisArg ] )
ThrowOr<Value> array_map(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "map"));
    double len = TRY(vm.length_of_array_like(o));
    TRY(require_callable(vm, args.arg(0)));
    TRY(check_loop_length(vm, len));
    ResultArray a = TRY(array_species_create(vm, o, len));
    for (double k = 0; k < len; ++k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        Value mapped = TRY(call_with_element(vm, args.arg(0), args.arg(1), element, k, o));
        TRY(a.define(vm, k, mapped));
    }
    return Value(a.object);
}

// 23.1.3.22 Array.prototype.pop ( )
ThrowOr<Value> array_pop(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (len == 0) {
        TRY(set_length(vm, o, 0));
        return Value();
    }
    double new_len = len - 1;
    Value element = TRY(get_index(vm, o, new_len));
    TRY(delete_index(vm, o, new_len));
    TRY(set_length(vm, o, new_len));
    return element;
}

// 23.1.3.23 Array.prototype.push ( ...items )
ThrowOr<Value> array_push(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.array_push_ps * args.count());
    Object* o = TRY(vm.to_object(args.this_value));
    // An array that grows as Set(O, len, item) would grow it (Array::try_append: nothing
    // on its prototypes to call or refuse, length writable) takes the items at once, and
    // its length is then already what step 7's Set(O, "length") would write.
    size_t appended = 0;
    if (o->is_array()) {
        auto* array = static_cast<Array*>(o);
        while (appended < args.count() && array->try_append(args.args[appended]))
            ++appended;
        if (appended == args.count())
            return Value(static_cast<double>(array->length()));
    }
    double len = TRY(vm.length_of_array_like(o));
    double count = static_cast<double>(args.count() - appended);
    if (len + count > kMaxSafeInteger)
        return vm.throw_type_error("Pushing " + number_to_string(count) + " elements on an array-like of length " + number_to_string(len) + " is disallowed, as the total surpasses 2**53-1");
    if (o->is_array() && len + count > kMaxLength)
        return vm.throw_range_error("Invalid array length");
    for (size_t i = appended; i < args.count(); ++i)
        TRY(set_index(vm, o, len++, args.args[i]));
    TRY(set_length(vm, o, len));
    return Value(len);
}

// The shared loop of reduce and reduceRight (23.1.3.24 / 23.1.3.25).
ThrowOr<Value> reduce_common(VM& vm, CallArgs& args, bool ascending)
{
    Object* o = TRY(this_object(vm, args, ascending ? "reduce" : "reduceRight"));
    double len = TRY(vm.length_of_array_like(o));
    Value callback = args.arg(0);
    TRY(require_callable(vm, callback));
    if (len == 0 && args.count() < 2)
        return vm.throw_type_error("Reduce of empty array with no initial value");
    TRY(check_loop_length(vm, len));
    double k = ascending ? 0 : len - 1;
    double step = ascending ? 1 : -1;
    auto in_range = [&](double i) { return ascending ? i < len : i >= 0; };
    Value accumulator;
    if (args.count() >= 2) {
        accumulator = args.arg(1);
    } else {
        bool present = false;
        for (; !present && in_range(k); k += step) {
            present = has_index(vm, o, k);
            if (present)
                accumulator = TRY(get_index(vm, o, k));
        }
        if (!present)
            return vm.throw_type_error("Reduce of empty array with no initial value");
    }
    for (; in_range(k); k += step) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        Value argv[] = { accumulator, element, Value(k), Value(o) };
        accumulator = TRY(vm.call(callback, Value(), argv));
    }
    return accumulator;
}

// 23.1.3.24 Array.prototype.reduce ( callbackfn [ , initialValue ] )
ThrowOr<Value> array_reduce(VM& vm, CallArgs& args) { return reduce_common(vm, args, true); }

// 23.1.3.25 Array.prototype.reduceRight ( callbackfn [ , initialValue ] )
ThrowOr<Value> array_reduce_right(VM& vm, CallArgs& args) { return reduce_common(vm, args, false); }

// 23.1.3.26 Array.prototype.reverse ( )
ThrowOr<Value> array_reverse(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (is_dense_array(o)) {
        auto& elements = static_cast<Array*>(o)->elements();
        std::reverse(elements.begin(), elements.end());
        return Value(o);
    }
    TRY(check_loop_length(vm, len));
    double middle = std::floor(len / 2);
    for (double lower = 0; lower != middle; ++lower) {
        double upper = len - lower - 1;
        bool lower_exists = has_index(vm, o, lower);
        Value lower_value = lower_exists ? TRY(get_index(vm, o, lower)) : Value();
        bool upper_exists = has_index(vm, o, upper);
        Value upper_value = upper_exists ? TRY(get_index(vm, o, upper)) : Value();
        if (lower_exists && upper_exists) {
            TRY(set_index(vm, o, lower, upper_value));
            TRY(set_index(vm, o, upper, lower_value));
        } else if (upper_exists) {
            TRY(set_index(vm, o, lower, upper_value));
            TRY(delete_index(vm, o, upper));
        } else if (lower_exists) {
            TRY(delete_index(vm, o, lower));
            TRY(set_index(vm, o, upper, lower_value));
        }
    }
    return Value(o);
}

// 23.1.3.27 Array.prototype.shift ( )
ThrowOr<Value> array_shift(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (len == 0) {
        TRY(set_length(vm, o, 0));
        return Value();
    }
    Value first = TRY(get_index(vm, o, 0));
    if (is_dense_array(o) && static_cast<Array*>(o)->length() == len) {
        auto& elements = static_cast<Array*>(o)->elements();
        elements.erase(elements.begin());
        return first;
    }
    TRY(check_loop_length(vm, len));
    for (double k = 1; k < len; ++k) {
        if (has_index(vm, o, k))
            TRY(set_index(vm, o, k - 1, TRY(get_index(vm, o, k))));
        else
            TRY(delete_index(vm, o, k - 1));
    }
    TRY(delete_index(vm, o, len - 1));
    TRY(set_length(vm, o, len - 1));
    return first;
}

// 23.1.3.28 Array.prototype.slice ( start, end )
ThrowOr<Value> array_slice(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double k = TRY(relative_index(vm, args.arg(0), len));
    double final = TRY(relative_end(vm, args.arg(1), len));
    double count = std::max(final - k, 0.0);
    ResultArray a = TRY(array_species_create(vm, o, count));
    double n = 0;
    for (; k < final; ++k, ++n) {
        if (has_index(vm, o, k))
            TRY(a.define(vm, n, TRY(get_index(vm, o, k))));
    }
    TRY(a.set_length(vm, n));
    return Value(a.object);
}

// 23.1.3.29 Array.prototype.some ( callbackfn [ , thisArg ] )
ThrowOr<Value> array_some(VM& vm, CallArgs& args)
{
    Object* o = TRY(this_object(vm, args, "some"));
    double len = TRY(vm.length_of_array_like(o));
    TRY(require_callable(vm, args.arg(0)));
    TRY(check_loop_length(vm, len));
    for (double k = 0; k < len; ++k) {
        if (!has_index(vm, o, k))
            continue;
        Value element = TRY(get_index(vm, o, k));
        Value result = TRY(call_with_element(vm, args.arg(0), args.arg(1), element, k, o));
        if (VM::to_boolean(result))
            return Value(true);
    }
    return Value(false);
}

// 23.1.3.30 Array.prototype.sort ( comparefn )
ThrowOr<Value> array_sort(VM& vm, CallArgs& args)
{
    Value comparefn = args.arg(0);
    TRY(require_comparator(vm, comparefn));
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (len < 2) // V8 returns early; nothing to reorder
        return Value(o);
    TRY(check_loop_length(vm, len));
    std::vector<Value> sorted = TRY(sort_indexed_properties(vm, o, len, comparefn, true));
    double j = 0;
    for (; j < sorted.size(); ++j)
        TRY(set_index(vm, o, j, sorted[static_cast<size_t>(j)]));
    // The holes that were skipped move to the end.
    for (; j < len; ++j)
        TRY(delete_index(vm, o, j));
    return Value(o);
}

// 23.1.3.31 Array.prototype.splice ( start, deleteCount, ...items )
ThrowOr<Value> array_splice(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double actual_start = TRY(relative_index(vm, args.arg(0), len));
    double item_count = args.count() > 2 ? static_cast<double>(args.count() - 2) : 0;
    double delete_count = 0;
    if (args.count() == 1) {
        delete_count = len - actual_start;
    } else if (args.count() > 1) {
        double dc = TRY(vm.to_integer_or_infinity(args.arg(1)));
        delete_count = std::clamp(dc, 0.0, len - actual_start);
    }
    if (len + item_count - delete_count > kMaxSafeInteger)
        return vm.throw_type_error("Invalid array length");
    if (o->is_array() && len + item_count - delete_count > kMaxLength)
        return vm.throw_range_error("Invalid array length");
    ResultArray a = TRY(array_species_create(vm, o, delete_count));
    // A dense Array into a plain result, growing only into indices that nothing on the
    // prototype chain has (so no setter runs): every step below is a plain element move.
    bool fast = a.plain && is_dense_array(o) && static_cast<Array*>(o)->length() == len;
    if (fast && item_count > delete_count) {
        fast = o->extensible();
        for (double k = len; fast && k < len + item_count - delete_count; ++k)
            fast = !o->has_property(index_key(vm, k));
    }
    if (fast) {
        auto& elements = static_cast<Array*>(o)->elements();
        auto first = elements.begin() + static_cast<ptrdiff_t>(actual_start);
        auto last = first + static_cast<ptrdiff_t>(delete_count);
        static_cast<Array*>(a.object)->elements().assign(first, last);
        first = elements.erase(first, last);
        elements.insert(first, args.args.begin() + std::min<size_t>(2, args.count()), args.args.end());
        return Value(a.object);
    }
    for (double k = 0; k < delete_count; ++k) {
        double from = actual_start + k;
        if (has_index(vm, o, from))
            TRY(a.define(vm, k, TRY(get_index(vm, o, from))));
    }
    TRY(a.set_length(vm, delete_count));
    TRY(check_loop_length(vm, len));
    if (item_count < delete_count) {
        for (double k = actual_start; k < len - delete_count; ++k) {
            double from = k + delete_count;
            double to = k + item_count;
            if (has_index(vm, o, from))
                TRY(set_index(vm, o, to, TRY(get_index(vm, o, from))));
            else
                TRY(delete_index(vm, o, to));
        }
        for (double k = len; k > len - delete_count + item_count; --k)
            TRY(delete_index(vm, o, k - 1));
    } else if (item_count > delete_count) {
        for (double k = len - delete_count; k > actual_start; --k) {
            double from = k + delete_count - 1;
            double to = k + item_count - 1;
            if (has_index(vm, o, from))
                TRY(set_index(vm, o, to, TRY(get_index(vm, o, from))));
            else
                TRY(delete_index(vm, o, to));
        }
    }
    for (size_t i = 2; i < args.count(); ++i)
        TRY(set_index(vm, o, actual_start + static_cast<double>(i - 2), args.args[i]));
    TRY(set_length(vm, o, len - delete_count + item_count));
    return Value(a.object);
}

// 23.1.3.32 Array.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] )
ThrowOr<Value> array_to_locale_string(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    if (is_being_joined(o))
        return Value(vm.intern(""));
    TRY(check_loop_length(vm, len));
    JoinStackEntry entry(o);
    std::u16string r;
    for (double k = 0; k < len; ++k) {
        if (k > 0)
            TRY(append_checked(vm, r, u","));
        Value element = TRY(get_index(vm, o, k));
        if (element.is_nullish())
            continue;
        Value method = TRY(vm.get(element, vm.key("toLocaleString")));
        Value s = TRY(vm.call(method, element, {}));
        TRY(append_checked(vm, r, TRY(vm.to_u16string(s))));
    }
    return Value(vm.make_string(std::move(r)));
}

// 23.1.3.33 Array.prototype.toReversed ( )
ThrowOr<Value> array_to_reversed(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    Array* a = TRY(array_create(vm, len));
    for (double k = 0; k < len; ++k) {
        Value v = TRY(get_index(vm, o, len - k - 1));
        a->elements()[static_cast<size_t>(k)] = v;
    }
    return Value(a);
}

// 23.1.3.34 Array.prototype.toSorted ( comparefn )
ThrowOr<Value> array_to_sorted(VM& vm, CallArgs& args)
{
    Value comparefn = args.arg(0);
    TRY(require_comparator(vm, comparefn));
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    Array* a = TRY(array_create(vm, len));
    std::vector<Value> sorted = TRY(sort_indexed_properties(vm, o, len, comparefn, false));
    a->elements() = std::move(sorted);
    return Value(a);
}

// 23.1.3.35 Array.prototype.toSpliced ( start, skipCount, ...items )
ThrowOr<Value> array_to_spliced(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double actual_start = TRY(relative_index(vm, args.arg(0), len));
    double insert_count = args.count() > 2 ? static_cast<double>(args.count() - 2) : 0;
    double skip_count = 0;
    if (args.count() == 1) {
        skip_count = len - actual_start;
    } else if (args.count() > 1) {
        double sc = TRY(vm.to_integer_or_infinity(args.arg(1)));
        skip_count = std::clamp(sc, 0.0, len - actual_start);
    }
    double new_len = len + insert_count - skip_count;
    if (new_len > kMaxSafeInteger)
        return vm.throw_type_error("Invalid array length");
    Array* a = TRY(array_create(vm, new_len));
    auto& out = a->elements();
    size_t i = 0;
    for (double k = 0; k < actual_start; ++k)
        out[i++] = TRY(get_index(vm, o, k));
    for (size_t j = 2; j < args.count(); ++j)
        out[i++] = args.args[j];
    for (double r = actual_start + skip_count; r < len; ++r)
        out[i++] = TRY(get_index(vm, o, r));
    return Value(a);
}

// 23.1.3.36 Array.prototype.toString ( ): calls join, or %Object.prototype.toString%
// (kept in the function's first slot) when there is no callable join.
ThrowOr<Value> array_to_string(VM& vm, CallArgs& args)
{
    Object* array = TRY(vm.to_object(args.this_value));
    Value func = TRY(array->get(vm, vm.key("join")));
    if (!VM::is_callable(func))
        func = static_cast<NativeFunction*>(args.callee)->slots()[0];
    return vm.call(func, Value(array), {});
}

// 23.1.3.37 Array.prototype.unshift ( ...items )
ThrowOr<Value> array_unshift(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double arg_count = static_cast<double>(args.count());
    if (arg_count > 0) {
        if (len + arg_count > kMaxSafeInteger)
            return vm.throw_type_error("Invalid array length");
        if (o->is_array() && len + arg_count > kMaxLength)
            return vm.throw_range_error("Invalid array length");
        // Dense arrays whose new indices are not found anywhere on the prototype chain
        // (so no setter runs): the moves and stores are plain element writes.
        bool fast = is_dense_array(o) && o->extensible() && static_cast<Array*>(o)->length() == len;
        for (double k = len; fast && k < len + arg_count; ++k)
            fast = !o->has_property(index_key(vm, k));
        if (fast) {
            auto& elements = static_cast<Array*>(o)->elements();
            elements.insert(elements.begin(), args.args.begin(), args.args.end());
            return Value(len + arg_count);
        }
        TRY(check_loop_length(vm, len));
        for (double k = len; k > 0; --k) {
            double from = k - 1;
            double to = k + arg_count - 1;
            if (has_index(vm, o, from))
                TRY(set_index(vm, o, to, TRY(get_index(vm, o, from))));
            else
                TRY(delete_index(vm, o, to));
        }
        for (size_t j = 0; j < args.count(); ++j)
            TRY(set_index(vm, o, static_cast<double>(j), args.args[j]));
    }
    TRY(set_length(vm, o, len + arg_count));
    return Value(len + arg_count);
}

// 23.1.3.38 Array.prototype.values ( )
ThrowOr<Value> array_values(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    return create_array_iterator(vm, o, IterationKind::Values);
}

// 23.1.3.39 Array.prototype.with ( index, value )
ThrowOr<Value> array_with(VM& vm, CallArgs& args)
{
    Object* o = TRY(vm.to_object(args.this_value));
    double len = TRY(vm.length_of_array_like(o));
    double relative = TRY(vm.to_integer_or_infinity(args.arg(0)));
    double actual = relative >= 0 ? relative : len + relative;
    if (actual >= len || actual < 0) {
        double shown = args.arg(0).is_number() ? args.arg(0).as_number() : relative;
        return vm.throw_range_error("Invalid index : " + number_to_string(shown));
    }
    Array* a = TRY(array_create(vm, len));
    for (double k = 0; k < len; ++k) {
        Value v = k == actual ? args.arg(1) : TRY(get_index(vm, o, k));
        a->elements()[static_cast<size_t>(k)] = v;
    }
    return Value(a);
}

} // namespace

void install_array_builtins(VM& vm)
{
    Object* proto = vm.array_prototype();
    NativeFunction* ctor = vm.make_native_function("Array", array_constructor, 1, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(ctor), kBuiltinAttributes);
    vm.define_value(vm.global_object(), "Array", Value(ctor));
    vm.set_intrinsic("Array", ctor);

    // Properties are created in V8's order, so that reflection lists them as node does.
    vm.define_native(ctor, "isArray", array_is_array, 1);
    vm.define_native(ctor, "from", array_from, 1);
    vm.define_native(ctor, "of", array_of, 0);

    NativeFunction* values = vm.make_native_function("values", array_values, 0);
    NativeFunction* to_string = vm.make_native_function("toString", array_to_string, 0);
    Object* object_to_string = vm.object_prototype()->get_own_property(vm.key("toString"))->value.as_object();
    to_string->slots().push_back(Value(object_to_string));
    vm.define_native(proto, "at", array_at, 1);
    vm.define_native(proto, "concat", array_concat, 1);
    vm.define_native(proto, "copyWithin", array_copy_within, 2);
    vm.define_native(proto, "fill", array_fill, 1);
    vm.define_native(proto, "find", array_find, 1);
    vm.define_native(proto, "findIndex", array_find_index, 1);
    vm.define_native(proto, "findLast", array_find_last, 1);
    vm.define_native(proto, "findLastIndex", array_find_last_index, 1);
    vm.define_native(proto, "lastIndexOf", array_last_index_of, 1);
    vm.define_native(proto, "pop", array_pop, 0);
    vm.define_native(proto, "push", array_push, 1);
    vm.define_native(proto, "reverse", array_reverse, 0);
    vm.define_native(proto, "shift", array_shift, 0);
    vm.define_native(proto, "unshift", array_unshift, 1);
    vm.define_native(proto, "slice", array_slice, 2);
    vm.define_native(proto, "sort", array_sort, 1);
    vm.define_native(proto, "splice", array_splice, 2);
    vm.define_native(proto, "includes", array_includes, 1);
    vm.define_native(proto, "indexOf", array_index_of, 1);
    vm.define_native(proto, "join", array_join, 1);
    vm.define_native(proto, "keys", array_keys, 0);
    vm.define_native(proto, "entries", array_entries, 0);
    proto->put_direct(vm.key("values"), Value(values), kBuiltinAttributes);
    vm.define_native(proto, "forEach", array_for_each, 1);
    vm.define_native(proto, "filter", array_filter, 1);
    vm.define_native(proto, "flat", array_flat, 0);
    vm.define_native(proto, "flatMap", array_flat_map, 1);
    vm.define_native(proto, "map", array_map, 1);
    vm.define_native(proto, "every", array_every, 1);
    vm.define_native(proto, "some", array_some, 1);
    vm.define_native(proto, "reduce", array_reduce, 1);
    vm.define_native(proto, "reduceRight", array_reduce_right, 1);
    vm.define_native(proto, "toLocaleString", array_to_locale_string, 0);
    proto->put_direct(vm.key("toString"), Value(to_string), kBuiltinAttributes);
    vm.define_native(proto, "toReversed", array_to_reversed, 0);
    vm.define_native(proto, "toSorted", array_to_sorted, 1);
    vm.define_native(proto, "toSpliced", array_to_spliced, 2);
    vm.define_native(proto, "with", array_with, 2);
    // 23.1.3.40 Array.prototype [ @@iterator ] ( ): the same function object as values.
    proto->put_direct(PropertyKey::symbol(vm.symbol_iterator()), Value(values), kBuiltinAttributes);
    vm.original_array_values = values;

    // 27.1.2 %IteratorPrototype%
    Object* iterator_proto = vm.iterator_prototype();
    iterator_proto->put_direct(PropertyKey::symbol(vm.symbol_iterator()),
        Value(vm.make_native_function("[Symbol.iterator]", iterator_prototype_iterator, 0)), kBuiltinAttributes);

    // 23.1.5.2 %ArrayIteratorPrototype%
    Object* array_iterator_proto = vm.array_iterator_prototype();
    NativeFunction* next = vm.make_native_function("next", array_iterator_next, 0);
    array_iterator_proto->put_direct(vm.key("next"), Value(next), kBuiltinAttributes);
    array_iterator_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Array Iterator"), kConfigurable);
    vm.original_array_iterator_next = next;
}

} // namespace evloop::js
