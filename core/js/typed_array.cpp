// 23.2 TypedArray Objects https://tc39.es/ecma262/#sec-typedarray-objects
// 10.4.5 TypedArray Exotic Objects https://tc39.es/ecma262/#sec-typedarray-exotic-objects
//
// Index:
//   exotic object          10.4.5.1-10.4.5.17 internal methods, element get/set
//   helpers                ValidateTypedArray, TypedArraySpeciesCreate, TypedArrayCreate
//   constructors           23.2.5.1 TypedArray ( ...args ) and its Initialize* steps
//   %TypedArray%           23.2.1 the abstract constructor, 23.2.2 from / of
//   %TypedArray%.prototype 23.2.3 accessors and methods, in the spec's order
//   install_typed_array_builtins
#include "core/js/array_buffer.h"
#include "core/js/bigint_ops.h"
#include "core/js/iterator.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

namespace evloop::js {

// --- exotic object ---------------------------------------------------------------------------------

bool TypedArrayObject::is_out_of_bounds() const
{
    // 10.4.5.12 IsTypedArrayOutOfBounds: the view starts or (with a fixed length) ends
    // past the end of the buffer.
    size_t buffer_length = m_buffer->byte_length();
    if (m_byte_offset > buffer_length)
        return true;
    return m_fixed_length && m_byte_offset + *m_fixed_length * element_size() > buffer_length;
}

size_t TypedArrayObject::length() const
{
    if (is_out_of_bounds())
        return 0;
    if (m_fixed_length)
        return *m_fixed_length;
    // 10.4.5.14 step 5-8: floor((byteLength - byteOffset) / elementSize).
    return (m_buffer->byte_length() - m_byte_offset) / element_size();
}

bool TypedArrayObject::is_valid_integer_index(double index) const
{
    // 10.4.5.15 IsValidIntegerIndex ( O, index )
    // 2. If IsIntegralNumber(index) is false, return false.
    if (!std::isfinite(index) || index != std::trunc(index))
        return false;
    // 3. If index is -0𝔽, return false.
    if (index == 0 && std::signbit(index))
        return false;
    // 6-7. If ℝ(index) < 0 or ℝ(index) ≥ length, return false.
    return index >= 0 && index < static_cast<double>(length());
}

double TypedArrayObject::get_element(size_t index) const
{
    return raw_bytes_to_number(m_type, m_buffer->data() + m_byte_offset + index * element_size());
}

void TypedArrayObject::set_element(size_t index, double number)
{
    number_to_raw_bytes(m_type, number, element_pointer(index));
}

Value TypedArrayObject::element_value(size_t index) const
{
    const uint8_t* bytes = m_buffer->data() + m_byte_offset + index * element_size();
    if (is_bigint_element_type(m_type))
        return Value(heap->allocate<BigIntCell>(raw_bytes_to_bigint(m_type, bytes)));
    return Value(raw_bytes_to_number(m_type, bytes));
}

std::optional<double> canonical_numeric_index(const PropertyKey& key)
{
    if (key.is_index())
        return static_cast<double>(key.as_index());
    if (!key.is_string())
        return std::nullopt;
    const std::u16string& s = key.as_string()->string();
    // Quick rejection: canonical numeric strings start with a digit, '-', 'I'(nfinity) or 'N'(aN).
    if (s.empty() || !((s[0] >= u'0' && s[0] <= u'9') || s[0] == u'-' || s[0] == u'I' || s[0] == u'N'))
        return std::nullopt;
    // 7.1.21 CanonicalNumericIndexString ( argument )
    // 1. If argument is "-0", return -0𝔽.
    if (s == u"-0")
        return -0.0;
    // 2-4. Let n be ! ToNumber(argument); if ! ToString(n) is argument, return n.
    double n = string_to_number(s);
    if (utf8_to_utf16(number_to_string(n)) == s)
        return n;
    return std::nullopt;
}

Value typed_array_get_element(const TypedArrayObject* o, double index)
{
    // 10.4.5.16 TypedArrayGetElement ( O, index )
    if (!o->is_valid_integer_index(index))
        return Value();
    return o->element_value(static_cast<size_t>(index));
}

ThrowOr<void> typed_array_set_element(VM& vm, TypedArrayObject* o, double index, Value value)
{
    // 10.4.5.17 TypedArraySetElement ( O, index, value )
    // 1. If O.[[ContentType]] is BigInt, let numValue be ? ToBigInt(value).
    if (is_bigint_element_type(o->type())) {
        BigInt n = TRY(to_bigint(vm, value));
        if (o->is_valid_integer_index(index))
            bigint_to_raw_bytes(n, o->element_pointer(static_cast<size_t>(index)));
        return {};
    }
    // 2. Otherwise, let numValue be ? ToNumber(value).
    double number = value.is_number() ? value.as_number() : TRY(vm.to_number(value));
    // 3. If IsValidIntegerIndex(O, index) is true, then ... SetValueInBuffer.
    if (o->is_valid_integer_index(index))
        o->set_element(static_cast<size_t>(index), number);
    return {};
}

// 10.4.5.1 [[GetOwnProperty]] ( P )
std::optional<Property> TypedArrayObject::get_own_property(const PropertyKey& key) const
{
    if (std::optional<double> index = canonical_numeric_index(key)) {
        Value value = typed_array_get_element(this, *index);
        if (value.is_undefined())
            return std::nullopt;
        return Property { value, nullptr, nullptr, kWritable | kEnumerable | kConfigurable };
    }
    return Object::get_own_property(key);
}

// 10.4.5.3 [[DefineOwnProperty]] ( P, Desc )
bool TypedArrayObject::define_own_property(const PropertyKey& key, const Property& property)
{
    std::optional<double> index = canonical_numeric_index(key);
    if (!index)
        return Object::define_own_property(key, property);
    // i. If IsValidIntegerIndex(O, numericIndex) is false, return false.
    if (!is_valid_integer_index(*index))
        return false;
    // ii-iv. Not configurable, not enumerable, an accessor or not writable: refused.
    if (!property.configurable() || !property.enumerable() || property.is_accessor() || !property.writable())
        return false;
    // v. If Desc has a [[Value]] field, perform ? TypedArraySetElement(O, numericIndex, Desc.[[Value]]).
    // SIMPLIFIED: this internal method cannot throw, so an object value is not converted
    // with its valueOf (Object.defineProperty on an element with an object is rare);
    // [[Set]] (assignment), which is what programs use, goes through typed_array_set_element.
    Value v = property.value;
    if (is_bigint_element_type(m_type)) {
        if (v.is_bigint())
            bigint_to_raw_bytes(v.as_bigint(), element_pointer(static_cast<size_t>(*index)));
        return true;
    }
    double number = NAN;
    if (v.is_number())
        number = v.as_number();
    else if (v.is_boolean())
        number = v.as_bool() ? 1 : 0;
    else if (v.is_null())
        number = 0;
    else if (v.is_string())
        number = string_to_number(v.as_string()->string());
    set_element(static_cast<size_t>(*index), number);
    return true;
}

// 10.4.5.6 [[Delete]] ( P )
bool TypedArrayObject::delete_property(const PropertyKey& key)
{
    if (std::optional<double> index = canonical_numeric_index(key))
        return !is_valid_integer_index(*index);
    return Object::delete_property(key);
}

// 10.4.5.7 [[OwnPropertyKeys]] ( )
std::vector<PropertyKey> TypedArrayObject::own_property_keys() const
{
    std::vector<PropertyKey> keys;
    size_t len = length();
    keys.reserve(len + m_properties.size());
    for (size_t i = 0; i < len; ++i)
        keys.push_back(PropertyKey::index(static_cast<uint32_t>(i)));
    for (const PropertyKey& k : Object::own_property_keys())
        keys.push_back(k);
    return keys;
}

namespace {

// --- helpers ---------------------------------------------------------------------------------------

constexpr ElementType kAllTypes[kElementTypeCount] = { ElementType::Int8, ElementType::Uint8, ElementType::Uint8Clamped,
    ElementType::Int16, ElementType::Uint16, ElementType::Int32, ElementType::Uint32, ElementType::Float32,
    ElementType::Float64, ElementType::BigInt64, ElementType::BigUint64 };

// Both BigInt typed arrays, or both Number ones (23.2.5.1.2 step 4.c / 23.2.3.26.1 step 20).
bool same_content_type(ElementType a, ElementType b) { return is_bigint_element_type(a) == is_bigint_element_type(b); }

TypedArrayObject* make_typed_array(VM& vm, Object* prototype, ElementType type, ArrayBufferObject* buffer, size_t offset,
    std::optional<size_t> length)
{
    TypedArrayObject* o = vm.heap().allocate<TypedArrayObject>(prototype, type, buffer, offset, length);
    o->heap = &vm.heap();
    return o;
}

std::string prototype_intrinsic(ElementType type) { return std::string(element_type_name(type)) + ".prototype"; }

ThrowOr<double> to_index(VM& vm, Value value, const std::string& message)
{
    double integer = TRY(vm.to_integer_or_infinity(value));
    if (integer < 0 || integer > 9007199254740991.0)
        return vm.throw_range_error(message);
    return integer;
}

ThrowOr<double> relative_index(VM& vm, Value v, double length, double if_undefined)
{
    if (v.is_undefined())
        return if_undefined;
    double relative = TRY(vm.to_integer_or_infinity(v));
    if (relative == -INFINITY)
        return 0.0;
    if (relative < 0)
        return std::max(length + relative, 0.0);
    return std::min(relative, length);
}

// 23.2.4.4 ValidateTypedArray ( O, order ): the receiver of a prototype method.
ThrowOr<TypedArrayObject*> validate_typed_array(VM& vm, Value v, const char* method)
{
    TypedArrayObject* o = as_typed_array(v);
    if (!o)
        return vm.throw_type_error("this is not a typed array.");
    if (o->is_out_of_bounds())
        return vm.throw_type_error(std::string("Cannot perform ") + method + " on a detached ArrayBuffer");
    return o;
}

ThrowOr<Value> callback_argument(VM& vm, Value callback)
{
    if (!VM::is_callable(callback))
        return vm.throw_type_error(vm.describe_for_message(callback) + " is not a function");
    return callback;
}

// 23.2.5.1.6 AllocateTypedArray ( constructorName, newTarget, defaultProto [ , length ] ) with a
// new buffer of `length` elements.
ThrowOr<TypedArrayObject*> allocate_typed_array(VM& vm, ElementType type, Object* prototype, double length)
{
    double byte_length = length * static_cast<double>(element_size(type));
    if (byte_length > static_cast<double>(ArrayBufferObject::kMaxByteLength))
        return vm.throw_range_error("Array buffer allocation failed");
    ArrayBufferObject* buffer = TRY(allocate_array_buffer(vm, static_cast<size_t>(byte_length)));
    return make_typed_array(vm, prototype, type, buffer, 0, static_cast<size_t>(length));
}

// 23.2.4.2 TypedArrayCreateFromConstructor ( constructor, argumentList ): constructs and
// validates that the result is a typed array long enough.
ThrowOr<TypedArrayObject*> typed_array_create(VM& vm, Value constructor, std::span<const Value> args)
{
    Value made = TRY(vm.construct(constructor, args));
    TypedArrayObject* result = TRY(validate_typed_array(vm, made, "construct"));
    if (args.size() == 1 && args[0].is_number() && static_cast<double>(result->length()) < args[0].as_number())
        return vm.throw_type_error("Derived TypedArray constructor created an array which was too small");
    return result;
}

// 23.2.4.1 TypedArraySpeciesCreate ( exemplar, argumentList )
// SIMPLIFIED: the engine has no Symbol.species, so the exemplar's `constructor` is used
// when it is a constructor (what @@species returns for the builtins and for subclasses).
ThrowOr<TypedArrayObject*> typed_array_species_create(VM& vm, TypedArrayObject* exemplar, std::span<const Value> args)
{
    Value c = TRY(exemplar->get(vm, vm.key("constructor")));
    if (c.is_undefined())
        c = Value(vm.intrinsic(element_type_name(exemplar->type())));
    else if (!c.is_object())
        return vm.throw_type_error("object.constructor is not an object");
    if (!VM::is_constructor(c))
        c = Value(vm.intrinsic(element_type_name(exemplar->type())));
    return typed_array_create(vm, c, args);
}

// 23.2.4.3 TypedArrayCreateSameType ( exemplar, argumentList ) with a length.
ThrowOr<TypedArrayObject*> typed_array_create_same_type(VM& vm, TypedArrayObject* exemplar, size_t length)
{
    return allocate_typed_array(vm, exemplar->type(), vm.intrinsic(prototype_intrinsic(exemplar->type())), static_cast<double>(length));
}

Value element(const TypedArrayObject* o, size_t k) { return typed_array_get_element(o, static_cast<double>(k)); }

// --- constructors --------------------------------------------------------------------------------

// 23.2.5.1.3 InitializeTypedArrayFromArrayBuffer ( O, buffer, byteOffset, length )
ThrowOr<TypedArrayObject*> from_array_buffer(VM& vm, ElementType type, Object* proto, ArrayBufferObject* buffer,
    Value byte_offset, Value length)
{
    const char* name = element_type_name(type);
    size_t size = element_size(type);
    // 2. Let offset be ? ToIndex(byteOffset).
    double offset = TRY(to_index(vm, byte_offset, "Start offset " + vm.describe_for_message(byte_offset) + " is outside the bounds of the buffer"));
    // 3. If offset modulo elementSize ≠ 0, throw a RangeError exception.
    if (std::fmod(offset, static_cast<double>(size)) != 0)
        return vm.throw_range_error(std::string("start offset of ") + name + " should be a multiple of " + std::to_string(size));
    // 5. If length is not undefined, let newLength be ? ToIndex(length).
    double new_length = 0;
    if (!length.is_undefined())
        new_length = TRY(to_index(vm, length, "Invalid typed array length: " + vm.describe_for_message(length)));
    // 6. If IsDetachedBuffer(buffer) is true, throw a TypeError exception.
    if (buffer->is_detached())
        return vm.throw_type_error("Cannot perform Construct on a detached ArrayBuffer");
    auto buffer_byte_length = static_cast<double>(buffer->byte_length());
    // 10.a. If bufferByteLength modulo elementSize ≠ 0, throw a RangeError exception.
    // AD-HOC: V8 checks this before step 9 too, for length-tracking arrays on resizable buffers.
    if (length.is_undefined() && std::fmod(buffer_byte_length, static_cast<double>(size)) != 0)
        return vm.throw_range_error(std::string("byte length of ") + name + " should be a multiple of " + std::to_string(size));
    // 9. A resizable buffer without a length: the array tracks the buffer's length.
    if (length.is_undefined() && buffer->is_resizable()) {
        if (offset > buffer_byte_length)
            return vm.throw_range_error("Start offset " + number_to_string(offset) + " is outside the bounds of the buffer");
        return make_typed_array(vm, proto, type, buffer, static_cast<size_t>(offset), std::nullopt);
    }
    double new_byte_length;
    if (length.is_undefined()) {
        // 10.b-c. Let newByteLength be bufferByteLength - offset; if < 0, throw a RangeError.
        new_byte_length = buffer_byte_length - offset;
        if (new_byte_length < 0)
            return vm.throw_range_error("Start offset " + number_to_string(offset) + " is outside the bounds of the buffer");
    } else {
        // 11. Let newByteLength be newLength × elementSize; it must fit.
        new_byte_length = new_length * static_cast<double>(size);
        if (offset + new_byte_length > buffer_byte_length)
            return vm.throw_range_error("Invalid typed array length: " + number_to_string(new_length));
    }
    return make_typed_array(vm, proto, type, buffer, static_cast<size_t>(offset),
        static_cast<size_t>(new_byte_length / static_cast<double>(size)));
}

// 23.2.5.1.2 InitializeTypedArrayFromTypedArray and 23.2.5.1.4 InitializeTypedArrayFromList
// / 23.2.5.1.5 InitializeTypedArrayFromArrayLike: a new buffer, filled element by element.
ThrowOr<TypedArrayObject*> from_values(VM& vm, ElementType type, Object* proto, Value first)
{
    Object* object = first.as_object();
    if (TypedArrayObject* source = as_typed_array(first)) {
        if (source->is_out_of_bounds())
            return vm.throw_type_error("Cannot perform Construct on a detached ArrayBuffer");
        size_t len = source->length();
        // 4.c. If the content types differ, throw a TypeError exception.
        if (!same_content_type(source->type(), type))
            return throw_bigint_mix(vm);
        TypedArrayObject* o = TRY(allocate_typed_array(vm, type, proto, static_cast<double>(len)));
        // BigInt64 and BigUint64 share their bytes (both are the value modulo 2^64).
        if ((source->type() == type || is_bigint_element_type(type)) && len > 0)
            std::memcpy(o->element_pointer(0), source->element_pointer(0), len * element_size(type));
        else
            for (size_t k = 0; k < len; ++k)
                o->set_element(k, source->get_element(k));
        return o;
    }
    // 6.c. Let usingIterator be ? GetMethod(firstArgument, @@iterator).
    Value using_iterator = TRY(vm.get_method(first, PropertyKey::symbol(vm.symbol_iterator())));
    if (!using_iterator.is_undefined()) {
        // Arrays nobody changed need not run the iterator protocol.
        std::vector<Value> values;
        if (object->is_array() && vm.array_iteration_is_pristine(object)) {
            for (const Value& v : static_cast<Array*>(object)->elements())
                values.push_back(v.is_empty() ? Value() : v);
        } else {
            IteratorRecord record = TRY(get_iterator_from_method(vm, first, using_iterator));
            for (;;) {
                std::optional<Value> next = TRY(iterator_step_value(vm, record));
                if (!next)
                    break;
                values.push_back(*next);
                if (values.size() > ArrayBufferObject::kMaxByteLength)
                    return vm.throw_range_error("Array buffer allocation failed");
            }
        }
        // 23.2.5.1.4 InitializeTypedArrayFromList ( O, values ): values are rooted by the
        // C++ vector only, so collection stays off while they are converted.
        TypedArrayObject* o = TRY(allocate_typed_array(vm, type, proto, static_cast<double>(values.size())));
        for (size_t k = 0; k < values.size(); ++k)
            TRY(typed_array_set_element(vm, o, static_cast<double>(k), values[k]));
        return o;
    }
    // 23.2.5.1.5 InitializeTypedArrayFromArrayLike ( O, arrayLike )
    double len = TRY(vm.length_of_array_like(object));
    TypedArrayObject* o = TRY(allocate_typed_array(vm, type, proto, len));
    for (size_t k = 0; k < static_cast<size_t>(len); ++k) {
        Value v = TRY(object->get(vm, PropertyKey::index(static_cast<uint32_t>(k))));
        TRY(typed_array_set_element(vm, o, static_cast<double>(k), v));
    }
    return o;
}

// 23.2.5.1 TypedArray ( ...args ), one function per element type (the callee's slot 0
// holds the type).
ThrowOr<Value> typed_array_constructor(VM& vm, CallArgs& args)
{
    auto* callee = static_cast<NativeFunction*>(args.callee);
    auto type = static_cast<ElementType>(static_cast<int>(callee->slots()[0].as_number()));
    const char* name = element_type_name(type);
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if (!args.new_target)
        return vm.throw_type_error(std::string("Constructor ") + name + " requires 'new'");
    Value proto_value = TRY(args.new_target->get(vm, vm.key("prototype")));
    Object* proto = proto_value.is_object() ? proto_value.as_object() : vm.intrinsic(prototype_intrinsic(type));
    Value first = args.arg(0);
    // 6. If firstArgument is an Object, then ...
    if (first.is_object()) {
        if (ArrayBufferObject* buffer = as_array_buffer(first))
            return Value(TRY(from_array_buffer(vm, type, proto, buffer, args.arg(1), args.arg(2))));
        return Value(TRY(from_values(vm, type, proto, first)));
    }
    // 7. Else: Let elementLength be ? ToIndex(firstArgument).
    double length = TRY(to_index(vm, first, "Invalid typed array length: " + vm.describe_for_message(first)));
    return Value(TRY(allocate_typed_array(vm, type, proto, length)));
}

// --- %TypedArray% -------------------------------------------------------------------------------

// 23.2.1.1 %TypedArray% ( )
ThrowOr<Value> abstract_typed_array_constructor(VM& vm, CallArgs&)
{
    return vm.throw_type_error("Abstract class TypedArray not directly constructable");
}

// 23.2.2.1 %TypedArray%.from ( source [ , mapfn [ , thisArg ] ] )
ThrowOr<Value> typed_array_from(VM& vm, CallArgs& args)
{
    // 1-2. Let C be the this value; if IsConstructor(C) is false, throw a TypeError exception.
    Value c = args.this_value;
    if (!VM::is_constructor(c))
        return vm.throw_type_error(vm.describe_for_message(c) + " is not a constructor");
    Value mapfn = args.arg(1);
    bool mapping = !mapfn.is_undefined();
    if (mapping && !VM::is_callable(mapfn))
        return vm.throw_type_error(vm.describe_for_message(mapfn) + " is not a function");
    Value source = args.arg(0);
    // 5-6. An iterable source is first collected into a list; otherwise it is array-like.
    Value using_iterator = TRY(vm.get_method(source, PropertyKey::symbol(vm.symbol_iterator())));
    std::vector<Value> values;
    Object* array_like = nullptr;
    double len;
    if (!using_iterator.is_undefined()) {
        values = TRY(vm.iterate_to_list(source));
        len = static_cast<double>(values.size());
    } else {
        array_like = TRY(vm.to_object(source));
        len = TRY(vm.length_of_array_like(array_like));
    }
    Value len_arg[] = { Value(len) };
    TypedArrayObject* target = TRY(typed_array_create(vm, c, len_arg));
    for (size_t k = 0; k < static_cast<size_t>(len); ++k) {
        Value k_value = array_like ? TRY(array_like->get(vm, PropertyKey::index(static_cast<uint32_t>(k)))) : values[k];
        Value mapped = k_value;
        if (mapping) {
            Value argv[] = { k_value, Value(static_cast<double>(k)) };
            mapped = TRY(vm.call(mapfn, args.arg(2), argv));
        }
        TRY(target->set(vm, PropertyKey::index(static_cast<uint32_t>(k)), mapped, Value(target)));
    }
    return Value(target);
}

// 23.2.2.2 %TypedArray%.of ( ...items )
ThrowOr<Value> typed_array_of(VM& vm, CallArgs& args)
{
    Value c = args.this_value;
    if (!VM::is_constructor(c))
        return vm.throw_type_error(vm.describe_for_message(c) + " is not a constructor");
    Value len_arg[] = { Value(static_cast<double>(args.count())) };
    TypedArrayObject* target = TRY(typed_array_create(vm, c, len_arg));
    for (size_t k = 0; k < args.count(); ++k)
        TRY(target->set(vm, PropertyKey::index(static_cast<uint32_t>(k)), args.args[k], Value(target)));
    return Value(target);
}

// --- %TypedArray%.prototype accessors ----------------------------------------------------------

ThrowOr<TypedArrayObject*> accessor_receiver(VM& vm, Value v, const char* name)
{
    if (TypedArrayObject* o = as_typed_array(v))
        return o;
    return vm.throw_type_error(std::string("Method get TypedArray.prototype.") + name + " called on incompatible receiver " + vm.describe_for_message(v));
}

// 23.2.3.2 get %TypedArray%.prototype.buffer
ThrowOr<Value> typed_array_buffer(VM& vm, CallArgs& args)
{
    return Value(TRY(accessor_receiver(vm, args.this_value, "buffer"))->buffer());
}

// 23.2.3.3 get %TypedArray%.prototype.byteLength
ThrowOr<Value> typed_array_byte_length(VM& vm, CallArgs& args)
{
    return Value(static_cast<double>(TRY(accessor_receiver(vm, args.this_value, "byteLength"))->byte_length()));
}

// 23.2.3.4 get %TypedArray%.prototype.byteOffset
ThrowOr<Value> typed_array_byte_offset(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(accessor_receiver(vm, args.this_value, "byteOffset"));
    return Value(o->is_out_of_bounds() ? 0.0 : static_cast<double>(o->byte_offset()));
}

// 23.2.3.21 get %TypedArray%.prototype.length
ThrowOr<Value> typed_array_length(VM& vm, CallArgs& args)
{
    return Value(static_cast<double>(TRY(accessor_receiver(vm, args.this_value, "length"))->length()));
}

// 23.2.3.38 get %TypedArray%.prototype [ @@toStringTag ]
ThrowOr<Value> typed_array_to_string_tag(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = as_typed_array(args.this_value);
    if (!o)
        return Value();
    return vm.string_value(element_type_name(o->type()));
}

// --- %TypedArray%.prototype methods ------------------------------------------------------------

// 23.2.3.1 %TypedArray%.prototype.at ( index )
ThrowOr<Value> typed_array_at(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.at"));
    auto len = static_cast<double>(o->length());
    double relative = TRY(vm.to_integer_or_infinity(args.arg(0)));
    double k = relative >= 0 ? relative : len + relative;
    if (k < 0 || k >= len)
        return Value();
    return typed_array_get_element(o, k);
}

// 23.2.3.6 %TypedArray%.prototype.copyWithin ( target, start [ , end ] )
ThrowOr<Value> typed_array_copy_within(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.copyWithin"));
    auto len = static_cast<double>(o->length());
    double to = TRY(relative_index(vm, args.arg(0), len, 0));
    double from = TRY(relative_index(vm, args.arg(1), len, 0));
    double final_ = TRY(relative_index(vm, args.arg(2), len, len));
    double count = std::min(final_ - from, len - to);
    if (count > 0) {
        // 17.c-d. The conversions above may have shrunk the buffer: stay inside it.
        if (o->is_out_of_bounds())
            return vm.throw_type_error("Cannot perform %TypedArray%.prototype.copyWithin on a detached ArrayBuffer");
        auto current = static_cast<double>(o->length());
        count = std::min({ count, current - from, current - to });
        if (count > 0)
            std::memmove(o->element_pointer(static_cast<size_t>(to)), o->element_pointer(static_cast<size_t>(from)),
                static_cast<size_t>(count) * o->element_size());
    }
    return Value(o);
}

enum class IterationKind : uint8_t { Keys, Values, Entries };

// 23.2.3.7 entries ( ), 23.2.3.19 keys ( ), 23.2.3.37 values ( ): %ArrayIteratorPrototype%
// objects, made by Array.prototype's own functions (kept in slot 0), which read the
// typed array's `length` like CreateArrayIterator's closure reads TypedArrayLength.
ThrowOr<Value> typed_array_iterator(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.values"));
    auto* callee = static_cast<NativeFunction*>(args.callee);
    return vm.call(callee->slots()[0], Value(o), {});
}

// Calls `step(k, kValue)` for each index below the length the method started with.
template<typename Step>
ThrowOr<void> for_each_index(VM& vm, TypedArrayObject* o, size_t len, Value callback, Value this_arg, Step&& step)
{
    for (size_t k = 0; k < len; ++k) {
        Value k_value = element(o, k);
        Value argv[] = { k_value, Value(static_cast<double>(k)), Value(o) };
        Value result = TRY(vm.call(callback, this_arg, argv));
        if (!TRY(step(k, k_value, result)))
            break;
    }
    return {};
}

// 23.2.3.8 %TypedArray%.prototype.every ( callbackfn [ , thisArg ] )
ThrowOr<Value> typed_array_every(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.every"));
    Value callback = TRY(callback_argument(vm, args.arg(0)));
    bool all = true;
    TRY(for_each_index(vm, o, o->length(), callback, args.arg(1), [&](size_t, Value, Value r) -> ThrowOr<bool> {
        all = VM::to_boolean(r);
        return all;
    }));
    return Value(all);
}

// 23.2.3.25 %TypedArray%.prototype.some ( callbackfn [ , thisArg ] )
ThrowOr<Value> typed_array_some(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.some"));
    Value callback = TRY(callback_argument(vm, args.arg(0)));
    bool any = false;
    TRY(for_each_index(vm, o, o->length(), callback, args.arg(1), [&](size_t, Value, Value r) -> ThrowOr<bool> {
        any = VM::to_boolean(r);
        return !any;
    }));
    return Value(any);
}

// 23.2.3.9 %TypedArray%.prototype.fill ( value [ , start [ , end ] ] )
ThrowOr<Value> typed_array_fill(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.fill"));
    auto len = static_cast<double>(o->length());
    // 3-4. If O.[[ContentType]] is BigInt, set value to ? ToBigInt(value); otherwise ? ToNumber(value).
    uint8_t bytes[8];
    if (is_bigint_element_type(o->type()))
        bigint_to_raw_bytes(TRY(to_bigint(vm, args.arg(0))), bytes);
    else
        number_to_raw_bytes(o->type(), TRY(vm.to_number(args.arg(0))), bytes);
    double k = TRY(relative_index(vm, args.arg(1), len, 0));
    double final_ = TRY(relative_index(vm, args.arg(2), len, len));
    // 15-17. The conversions may have shrunk the buffer.
    if (o->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform %TypedArray%.prototype.fill on a detached ArrayBuffer");
    final_ = std::min(final_, static_cast<double>(o->length()));
    if (k < final_) {
        size_t size = o->element_size();
        for (auto i = static_cast<size_t>(k); i < static_cast<size_t>(final_); ++i)
            std::memcpy(o->element_pointer(i), bytes, size);
    }
    return Value(o);
}

// 23.2.3.10 %TypedArray%.prototype.filter ( callbackfn [ , thisArg ] )
ThrowOr<Value> typed_array_filter(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.filter"));
    Value callback = TRY(callback_argument(vm, args.arg(0)));
    std::vector<Value> kept; // numbers only: nothing to root
    TRY(for_each_index(vm, o, o->length(), callback, args.arg(1), [&](size_t, Value k_value, Value r) -> ThrowOr<bool> {
        if (VM::to_boolean(r))
            kept.push_back(k_value);
        return true;
    }));
    Value len_arg[] = { Value(static_cast<double>(kept.size())) };
    TypedArrayObject* a = TRY(typed_array_species_create(vm, o, len_arg));
    for (size_t n = 0; n < kept.size(); ++n)
        TRY(a->set(vm, PropertyKey::index(static_cast<uint32_t>(n)), kept[n], Value(a)));
    return Value(a);
}

// 23.2.3.11 find, 23.2.3.12 findIndex, 23.2.3.13 findLast, 23.2.3.14 findLastIndex:
// 23.1.3.12.1 FindViaPredicate ( O, len, direction, predicate, thisArg )
ThrowOr<Value> find_via_predicate(VM& vm, CallArgs& args, const char* method, bool ascending, bool want_index)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, method));
    size_t len = o->length();
    Value predicate = TRY(callback_argument(vm, args.arg(0)));
    for (size_t n = 0; n < len; ++n) {
        size_t k = ascending ? n : len - 1 - n;
        Value k_value = element(o, k);
        Value argv[] = { k_value, Value(static_cast<double>(k)), Value(o) };
        if (VM::to_boolean(TRY(vm.call(predicate, args.arg(1), argv))))
            return want_index ? Value(static_cast<double>(k)) : k_value;
    }
    return want_index ? Value(-1) : Value();
}

ThrowOr<Value> typed_array_find(VM& vm, CallArgs& args) { return find_via_predicate(vm, args, "%TypedArray%.prototype.find", true, false); }
ThrowOr<Value> typed_array_find_index(VM& vm, CallArgs& args) { return find_via_predicate(vm, args, "%TypedArray%.prototype.findIndex", true, true); }
ThrowOr<Value> typed_array_find_last(VM& vm, CallArgs& args) { return find_via_predicate(vm, args, "%TypedArray%.prototype.findLast", false, false); }
ThrowOr<Value> typed_array_find_last_index(VM& vm, CallArgs& args) { return find_via_predicate(vm, args, "%TypedArray%.prototype.findLastIndex", false, true); }

// 23.2.3.15 %TypedArray%.prototype.forEach ( callbackfn [ , thisArg ] )
ThrowOr<Value> typed_array_for_each(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.forEach"));
    Value callback = TRY(callback_argument(vm, args.arg(0)));
    TRY(for_each_index(vm, o, o->length(), callback, args.arg(1), [](size_t, Value, Value) -> ThrowOr<bool> { return true; }));
    return Value();
}

// 23.2.3.16 includes, 23.2.3.17 indexOf, 23.2.3.20 lastIndexOf
ThrowOr<Value> search(VM& vm, CallArgs& args, const char* method, bool same_value_zero, bool backwards)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, method));
    auto len = static_cast<double>(o->length());
    Value not_found = same_value_zero ? Value(false) : Value(-1);
    if (len == 0)
        return not_found;
    double k;
    if (!backwards) {
        double n = TRY(vm.to_integer_or_infinity(args.arg(1)));
        if (n == INFINITY)
            return not_found;
        k = n >= 0 ? n : std::max(len + n, 0.0);
    } else {
        double n = args.count() > 1 ? TRY(vm.to_integer_or_infinity(args.arg(1))) : len - 1;
        if (n == -INFINITY)
            return not_found;
        k = n >= 0 ? std::min(n, len - 1) : len + n;
    }
    Value target = args.arg(0);
    if (is_bigint_element_type(o->type()) ? !target.is_bigint() : !target.is_number())
        return not_found; // the elements are all Numbers (or all BigInts)
    auto matches = [&](double i) {
        Value e = typed_array_get_element(o, i);
        return same_value_zero ? VM::same_value_zero(e, target) : VM::strict_equals(e, target);
    };
    if (!backwards) {
        for (; k < static_cast<double>(o->length()); ++k)
            if (matches(k))
                return same_value_zero ? Value(true) : Value(k);
    } else {
        for (; k >= 0; --k)
            if (matches(k))
                return Value(k);
    }
    return not_found;
}

ThrowOr<Value> typed_array_includes(VM& vm, CallArgs& args) { return search(vm, args, "%TypedArray%.prototype.includes", true, false); }
ThrowOr<Value> typed_array_index_of(VM& vm, CallArgs& args) { return search(vm, args, "%TypedArray%.prototype.indexOf", false, false); }
ThrowOr<Value> typed_array_last_index_of(VM& vm, CallArgs& args) { return search(vm, args, "%TypedArray%.prototype.lastIndexOf", false, true); }

// 23.2.3.18 %TypedArray%.prototype.join ( separator )
ThrowOr<Value> typed_array_join(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.join"));
    size_t len = o->length();
    std::u16string sep = args.arg(0).is_undefined() ? std::u16string(u",") : TRY(vm.to_u16string(args.arg(0)));
    std::u16string r;
    for (size_t k = 0; k < len; ++k) {
        if (k > 0)
            r += sep;
        Value e = element(o, k);
        if (!e.is_undefined())
            r += utf8_to_utf16(e.is_bigint() ? to_string(e.as_bigint()) : number_to_string(e.as_number()));
        if (r.size() > kMaxStringLength)
            return vm.throw_range_error("Invalid string length");
    }
    return Value(vm.make_string(std::move(r)));
}

// 23.2.3.22 %TypedArray%.prototype.map ( callbackfn [ , thisArg ] )
ThrowOr<Value> typed_array_map(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.map"));
    size_t len = o->length();
    Value callback = TRY(callback_argument(vm, args.arg(0)));
    Value len_arg[] = { Value(static_cast<double>(len)) };
    TypedArrayObject* a = TRY(typed_array_species_create(vm, o, len_arg));
    for (size_t k = 0; k < len; ++k) {
        Value argv[] = { element(o, k), Value(static_cast<double>(k)), Value(o) };
        Value mapped = TRY(vm.call(callback, args.arg(1), argv));
        TRY(a->set(vm, PropertyKey::index(static_cast<uint32_t>(k)), mapped, Value(a)));
    }
    return Value(a);
}

// 23.2.3.23 reduce, 23.2.3.24 reduceRight
ThrowOr<Value> reduce(VM& vm, CallArgs& args, const char* method, bool right)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, method));
    size_t len = o->length();
    Value callback = TRY(callback_argument(vm, args.arg(0)));
    if (len == 0 && args.count() < 2)
        return vm.throw_type_error("Reduce of empty array with no initial value");
    size_t n = 0;
    Value accumulator;
    if (args.count() >= 2) {
        accumulator = args.arg(1);
    } else {
        accumulator = element(o, right ? len - 1 : 0);
        n = 1;
    }
    for (; n < len; ++n) {
        size_t k = right ? len - 1 - n : n;
        Value argv[] = { accumulator, element(o, k), Value(static_cast<double>(k)), Value(o) };
        accumulator = TRY(vm.call(callback, Value(), argv));
    }
    return accumulator;
}

ThrowOr<Value> typed_array_reduce(VM& vm, CallArgs& args) { return reduce(vm, args, "%TypedArray%.prototype.reduce", false); }
ThrowOr<Value> typed_array_reduce_right(VM& vm, CallArgs& args) { return reduce(vm, args, "%TypedArray%.prototype.reduceRight", true); }

// 23.2.3.25 %TypedArray%.prototype.reverse ( )
ThrowOr<Value> typed_array_reverse(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.reverse"));
    size_t len = o->length();
    for (size_t lower = 0; lower < len / 2; ++lower) {
        size_t upper = len - 1 - lower;
        uint8_t a[8];
        size_t size = o->element_size();
        std::memcpy(a, o->element_pointer(lower), size);
        std::memcpy(o->element_pointer(lower), o->element_pointer(upper), size);
        std::memcpy(o->element_pointer(upper), a, size);
    }
    return Value(o);
}

// 23.2.3.26 %TypedArray%.prototype.set ( source [ , offset ] )
ThrowOr<Value> typed_array_set(VM& vm, CallArgs& args)
{
    // 1-3. Let target be the this value; RequireInternalSlot(target, [[TypedArrayName]]).
    TypedArrayObject* target = as_typed_array(args.this_value);
    if (!target)
        return vm.throw_type_error("this is not a typed array.");
    // 4-5. Let targetOffset be ? ToIntegerOrInfinity(offset); if < 0, throw a RangeError.
    double target_offset = TRY(vm.to_integer_or_infinity(args.arg(1)));
    if (target_offset < 0)
        return vm.throw_range_error("offset is out of bounds");
    if (target->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform %TypedArray%.prototype.set on a detached ArrayBuffer");
    auto target_length = static_cast<double>(target->length());
    Value source_value = args.arg(0);
    // 23.2.3.26.1 SetTypedArrayFromTypedArray ( target, targetOffset, source )
    if (TypedArrayObject* source = as_typed_array(source_value)) {
        if (source->is_out_of_bounds())
            return vm.throw_type_error("Cannot perform %TypedArray%.prototype.set on a detached ArrayBuffer");
        auto src_length = static_cast<double>(source->length());
        if (target_offset == INFINITY || src_length + target_offset > target_length)
            return vm.throw_range_error("offset is out of bounds");
        auto n = static_cast<size_t>(src_length);
        auto offset = static_cast<size_t>(target_offset);
        // 20. If the content types differ, throw a TypeError exception.
        if (!same_content_type(source->type(), target->type()))
            return throw_bigint_mix(vm);
        if (n == 0)
            return Value();
        if (source->type() == target->type() || is_bigint_element_type(target->type())) {
            // 24. Same type: a byte copy (memmove, for views on the same buffer).
            std::memmove(target->element_pointer(offset), source->element_pointer(0), n * source->element_size());
        } else {
            // 22-23. Views on the same buffer: read every source value before writing.
            std::vector<double> values(n);
            for (size_t k = 0; k < n; ++k)
                values[k] = source->get_element(k);
            for (size_t k = 0; k < n; ++k)
                target->set_element(offset + k, values[k]);
        }
        return Value();
    }
    // 23.2.3.26.2 SetTypedArrayFromArrayLike ( target, targetOffset, source )
    Object* src = TRY(vm.to_object(source_value));
    double src_length = TRY(vm.length_of_array_like(src));
    if (target_offset == INFINITY || src_length + target_offset > target_length)
        return vm.throw_range_error("offset is out of bounds");
    for (size_t k = 0; k < static_cast<size_t>(src_length); ++k) {
        Value value = TRY(src->get(vm, PropertyKey::index(static_cast<uint32_t>(k))));
        TRY(typed_array_set_element(vm, target, target_offset + static_cast<double>(k), value));
    }
    return Value();
}

// 23.2.3.27 %TypedArray%.prototype.slice ( start, end )
ThrowOr<Value> typed_array_slice(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.slice"));
    auto src_length = static_cast<double>(o->length());
    double k = TRY(relative_index(vm, args.arg(0), src_length, 0));
    double final_ = TRY(relative_index(vm, args.arg(1), src_length, src_length));
    double count = std::max(final_ - k, 0.0);
    Value len_arg[] = { Value(count) };
    TypedArrayObject* a = TRY(typed_array_species_create(vm, o, len_arg));
    if (count > 0) {
        if (o->is_out_of_bounds())
            return vm.throw_type_error("Cannot perform %TypedArray%.prototype.slice on a detached ArrayBuffer");
        // 14.d-e. The species constructor may have shrunk the source.
        final_ = std::min(final_, static_cast<double>(o->length()));
        count = std::max(final_ - k, 0.0);
        auto n = static_cast<size_t>(count);
        auto start = static_cast<size_t>(k);
        if (a->type() == o->type()) {
            std::memmove(a->element_pointer(0), o->element_pointer(start), n * o->element_size());
        } else {
            for (size_t i = 0; i < n; ++i)
                TRY(typed_array_set_element(vm, a, static_cast<double>(i), o->element_value(start + i)));
        }
    }
    return Value(a);
}

// The comparison of 23.2.4.7 CompareTypedArrayElements ( x, y, comparefn ) without a
// comparefn: numeric, -0 before +0, NaN last.
bool numeric_less(double x, double y)
{
    if (std::isnan(y))
        return !std::isnan(x);
    if (std::isnan(x))
        return false;
    if (x < y)
        return true;
    if (x > y)
        return false;
    return std::signbit(x) && !std::signbit(y);
}

// V8's TypedArrayMergeSort (typed-array-sort.tq): a top-down merge sort that alternates
// two work arrays, so that a comparator sees the same calls as in node. It recurses only
// log2(length) deep. A comparator that throws stops the sort.
inline Value as_value(double x) { return Value(x); }
inline Value as_value(Value x) { return x; }

template<typename T> // double for Number elements, Value for BigInts
class TypedArrayMergeSort {
public:
    TypedArrayMergeSort(VM& vm, Value comparefn)
        : m_vm(vm)
        , m_comparefn(comparefn)
    {
    }
    ThrowOr<void> sort(std::vector<T>& values)
    {
        if (values.size() < 2)
            return {};
        std::vector<T> work = values;
        return merge_sort(work, 0, values.size(), values);
    }

private:
    ThrowOr<double> compare(const T& x, const T& y)
    {
        Value argv[] = { as_value(x), as_value(y) };
        Value v = TRY(m_vm.call(m_comparefn, Value(), argv));
        double d = v.is_number() ? v.as_number() : TRY(m_vm.to_number(v));
        return std::isnan(d) ? 0.0 : d;
    }
    ThrowOr<void> merge_sort(std::vector<T>& source, size_t from, size_t to, std::vector<T>& target)
    {
        size_t middle = from + ((to - from) >> 1);
        if (middle - from > 1)
            TRY(merge_sort(target, from, middle, source));
        if (to - middle > 1)
            TRY(merge_sort(target, middle, to, source));
        size_t left = from, right = middle;
        for (size_t i = from; i < to; ++i) {
            if (left < middle && right >= to) {
                target[i] = source[left++];
            } else if (left < middle) {
                if (TRY(compare(source[left], source[right])) <= 0)
                    target[i] = source[left++];
                else
                    target[i] = source[right++];
            } else {
                target[i] = source[right++];
            }
        }
        return {};
    }
    VM& m_vm;
    Value m_comparefn;
};

ThrowOr<void> sort_values(VM& vm, std::vector<double>& values, Value comparefn)
{
    if (comparefn.is_undefined()) {
        std::sort(values.begin(), values.end(), numeric_less);
        return {};
    }
    TypedArrayMergeSort<double> sorter(vm, comparefn);
    return sorter.sort(values);
}

// sort / toSorted with a comparefn on BigInt elements: the comparator sees BigInts.
ThrowOr<void> sort_bigint_elements(VM& vm, TypedArrayObject* from, TypedArrayObject* to, Value comparefn)
{
    std::vector<Value> values(from->length());
    for (size_t k = 0; k < values.size(); ++k)
        values[k] = from->element_value(k);
    TypedArrayMergeSort<Value> sorter(vm, comparefn);
    TRY(sorter.sort(values));
    size_t len = std::min(values.size(), to->length());
    for (size_t k = 0; k < len; ++k)
        bigint_to_raw_bytes(values[k].as_bigint(), to->element_pointer(k));
    return {};
}

std::vector<double> element_values(TypedArrayObject* o)
{
    std::vector<double> values(o->length());
    for (size_t k = 0; k < values.size(); ++k)
        values[k] = o->get_element(k);
    return values;
}

ThrowOr<Value> comparator_argument(VM& vm, Value comparefn)
{
    if (!comparefn.is_undefined() && !VM::is_callable(comparefn))
        return vm.throw_type_error("The comparison function must be either a function or undefined");
    return comparefn;
}

// The default order on the elements in place, as their C++ type (no copy as doubles:
// big arrays stay cheap).
template<typename T>
void sort_elements_as(uint8_t* bytes, size_t len)
{
    std::vector<T> values(len);
    std::memcpy(values.data(), bytes, len * sizeof(T));
    if constexpr (std::is_floating_point_v<T>)
        std::sort(values.begin(), values.end(), [](T x, T y) { return numeric_less(x, y); });
    else
        std::sort(values.begin(), values.end());
    std::memcpy(bytes, values.data(), len * sizeof(T));
}

void sort_elements_default(TypedArrayObject* o)
{
    size_t len = o->length();
    if (len < 2)
        return;
    uint8_t* bytes = o->element_pointer(0);
    switch (o->type()) {
    case ElementType::Int8: sort_elements_as<int8_t>(bytes, len); break;
    case ElementType::Uint8:
    case ElementType::Uint8Clamped: sort_elements_as<uint8_t>(bytes, len); break;
    case ElementType::Int16: sort_elements_as<int16_t>(bytes, len); break;
    case ElementType::Uint16: sort_elements_as<uint16_t>(bytes, len); break;
    case ElementType::Int32: sort_elements_as<int32_t>(bytes, len); break;
    case ElementType::Uint32: sort_elements_as<uint32_t>(bytes, len); break;
    case ElementType::Float32: sort_elements_as<float>(bytes, len); break;
    case ElementType::Float64: sort_elements_as<double>(bytes, len); break;
    case ElementType::BigInt64: sort_elements_as<int64_t>(bytes, len); break;
    case ElementType::BigUint64: sort_elements_as<uint64_t>(bytes, len); break;
    }
}

// 23.2.3.29 %TypedArray%.prototype.sort ( comparefn )
ThrowOr<Value> typed_array_sort(VM& vm, CallArgs& args)
{
    Value comparefn = TRY(comparator_argument(vm, args.arg(0)));
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.sort"));
    if (comparefn.is_undefined()) {
        sort_elements_default(o);
        return Value(o);
    }
    if (is_bigint_element_type(o->type())) {
        TRY(sort_bigint_elements(vm, o, o, comparefn));
        return Value(o);
    }
    std::vector<double> values = element_values(o);
    TRY(sort_values(vm, values, comparefn));
    // The comparator may have shrunk the buffer: write back what still fits.
    size_t len = std::min(values.size(), o->length());
    for (size_t k = 0; k < len; ++k)
        o->set_element(k, values[k]);
    return Value(o);
}

// 23.2.3.30 %TypedArray%.prototype.subarray ( start, end )
ThrowOr<Value> typed_array_subarray(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = as_typed_array(args.this_value);
    if (!o)
        return vm.throw_type_error("this is not a typed array.");
    auto src_length = static_cast<double>(o->length());
    double start_index = TRY(relative_index(vm, args.arg(0), src_length, 0));
    double end_index = TRY(relative_index(vm, args.arg(1), src_length, src_length));
    auto size = static_cast<double>(o->element_size());
    double begin_byte_offset = static_cast<double>(o->byte_offset()) + start_index * size;
    // 15-16. A length-tracking array without an end gives a length-tracking subarray.
    if (o->is_length_tracking() && args.arg(1).is_undefined()) {
        Value argv[] = { Value(o->buffer()), Value(begin_byte_offset) };
        return Value(TRY(typed_array_species_create(vm, o, argv)));
    }
    double new_length = std::max(end_index - start_index, 0.0);
    Value argv[] = { Value(o->buffer()), Value(begin_byte_offset), Value(new_length) };
    return Value(TRY(typed_array_species_create(vm, o, argv)));
}

// 23.2.3.31 %TypedArray%.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] ):
// Array.prototype.toLocaleString's steps (each element's own toLocaleString).
ThrowOr<Value> typed_array_to_locale_string(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.toLocaleString"));
    size_t len = o->length();
    std::u16string r;
    for (size_t k = 0; k < len; ++k) {
        if (k > 0)
            r += u",";
        Value e = element(o, k);
        if (e.is_undefined())
            continue;
        Value method = TRY(vm.get(e, "toLocaleString"));
        if (!VM::is_callable(method))
            return vm.throw_type_error(vm.describe_for_message(method) + " is not a function");
        r += TRY(vm.to_u16string(TRY(vm.call(method, e, {}))));
    }
    return Value(vm.make_string(std::move(r)));
}

// 23.2.3.32 %TypedArray%.prototype.toReversed ( )
ThrowOr<Value> typed_array_to_reversed(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.toReversed"));
    size_t len = o->length();
    TypedArrayObject* a = TRY(typed_array_create_same_type(vm, o, len));
    size_t size = o->element_size();
    for (size_t k = 0; k < len; ++k)
        std::memcpy(a->element_pointer(k), o->element_pointer(len - 1 - k), size);
    return Value(a);
}

// 23.2.3.33 %TypedArray%.prototype.toSorted ( comparefn )
ThrowOr<Value> typed_array_to_sorted(VM& vm, CallArgs& args)
{
    Value comparefn = TRY(comparator_argument(vm, args.arg(0)));
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.toSorted"));
    size_t len = o->length();
    TypedArrayObject* a = TRY(typed_array_create_same_type(vm, o, len));
    if (comparefn.is_undefined()) {
        if (len > 0)
            std::memcpy(a->element_pointer(0), o->element_pointer(0), len * o->element_size());
        sort_elements_default(a);
        return Value(a);
    }
    if (is_bigint_element_type(o->type())) {
        TRY(sort_bigint_elements(vm, o, a, comparefn));
        return Value(a);
    }
    std::vector<double> values = element_values(o);
    TRY(sort_values(vm, values, comparefn));
    for (size_t k = 0; k < std::min(len, values.size()); ++k)
        a->set_element(k, values[k]);
    return Value(a);
}

// 23.2.3.36 %TypedArray%.prototype.with ( index, value )
ThrowOr<Value> typed_array_with(VM& vm, CallArgs& args)
{
    TypedArrayObject* o = TRY(validate_typed_array(vm, args.this_value, "%TypedArray%.prototype.with"));
    auto len = static_cast<double>(o->length());
    double relative = TRY(vm.to_integer_or_infinity(args.arg(0)));
    double actual = relative >= 0 ? relative : len + relative;
    // 7-8. If O.[[ContentType]] is BigInt, numericValue = ? ToBigInt(value); otherwise ? ToNumber(value).
    if (is_bigint_element_type(o->type())) {
        BigInt n = TRY(to_bigint(vm, args.arg(1)));
        if (!o->is_valid_integer_index(actual))
            return vm.throw_range_error("Invalid typed array index");
        TypedArrayObject* a = TRY(typed_array_create_same_type(vm, o, static_cast<size_t>(len)));
        if (len > 0)
            std::memcpy(a->element_pointer(0), o->element_pointer(0), static_cast<size_t>(len) * 8);
        bigint_to_raw_bytes(n, a->element_pointer(static_cast<size_t>(actual)));
        return Value(a);
    }
    double number = TRY(vm.to_number(args.arg(1)));
    if (!o->is_valid_integer_index(actual))
        return vm.throw_range_error("Invalid typed array index");
    TypedArrayObject* a = TRY(typed_array_create_same_type(vm, o, static_cast<size_t>(len)));
    for (size_t k = 0; k < static_cast<size_t>(len); ++k) {
        Value v = static_cast<double>(k) == actual ? Value(number) : element(o, k);
        a->set_element(k, v.is_undefined() ? NAN : v.as_number());
    }
    return Value(a);
}


} // namespace

// --- install -----------------------------------------------------------------------------------------

ThrowOr<TypedArrayObject*> make_uint8_array(VM& vm, const std::vector<uint8_t>& bytes)
{
    TypedArrayObject* a = TRY(allocate_typed_array(vm, ElementType::Uint8, vm.intrinsic("Uint8Array.prototype"), static_cast<double>(bytes.size())));
    if (!bytes.empty())
        std::memcpy(a->element_pointer(0), bytes.data(), bytes.size());
    return a;
}

void install_typed_array_builtins(VM& vm)
{
    // 23.2.1 / 23.2.2 %TypedArray%
    Object* proto = vm.make_object();
    NativeFunction* abstract = vm.make_native_function("TypedArray", abstract_typed_array_constructor, 0, true);
    abstract->put_direct(vm.key("prototype"), Value(proto), 0);
    vm.define_native(abstract, "of", typed_array_of, 0);
    vm.define_native(abstract, "from", typed_array_from, 1);
    proto->put_direct(vm.key("constructor"), Value(abstract), kBuiltinAttributes);
    vm.set_intrinsic("%TypedArray%", abstract);
    vm.set_intrinsic("%TypedArray%.prototype", proto);

    // 23.2.3 %TypedArray%.prototype, in V8's order.
    vm.define_getter(proto, "buffer", typed_array_buffer);
    vm.define_getter(proto, "byteLength", typed_array_byte_length);
    vm.define_getter(proto, "byteOffset", typed_array_byte_offset);
    vm.define_getter(proto, "length", typed_array_length);
    Object* array_proto = vm.array_prototype();
    auto iterator_method = [&](const char* name) {
        NativeFunction* f = vm.make_native_function(name, typed_array_iterator, 0);
        auto original = array_proto->get_own_property(vm.key(name));
        f->slots().push_back(original ? original->value : Value());
        proto->put_direct(vm.key(name), Value(f), kBuiltinAttributes);
        return f;
    };
    iterator_method("entries");
    iterator_method("keys");
    NativeFunction* values = iterator_method("values");
    vm.define_native(proto, "at", typed_array_at, 1);
    vm.define_native(proto, "copyWithin", typed_array_copy_within, 2);
    vm.define_native(proto, "every", typed_array_every, 1);
    vm.define_native(proto, "fill", typed_array_fill, 1);
    vm.define_native(proto, "filter", typed_array_filter, 1);
    vm.define_native(proto, "find", typed_array_find, 1);
    vm.define_native(proto, "findIndex", typed_array_find_index, 1);
    vm.define_native(proto, "findLast", typed_array_find_last, 1);
    vm.define_native(proto, "findLastIndex", typed_array_find_last_index, 1);
    vm.define_native(proto, "forEach", typed_array_for_each, 1);
    vm.define_native(proto, "includes", typed_array_includes, 1);
    vm.define_native(proto, "indexOf", typed_array_index_of, 1);
    vm.define_native(proto, "join", typed_array_join, 1);
    vm.define_native(proto, "lastIndexOf", typed_array_last_index_of, 1);
    vm.define_native(proto, "map", typed_array_map, 1);
    vm.define_native(proto, "reverse", typed_array_reverse, 0);
    vm.define_native(proto, "reduce", typed_array_reduce, 1);
    vm.define_native(proto, "reduceRight", typed_array_reduce_right, 1);
    vm.define_native(proto, "set", typed_array_set, 1);
    vm.define_native(proto, "slice", typed_array_slice, 2);
    vm.define_native(proto, "some", typed_array_some, 1);
    vm.define_native(proto, "sort", typed_array_sort, 1);
    vm.define_native(proto, "subarray", typed_array_subarray, 2);
    vm.define_native(proto, "toLocaleString", typed_array_to_locale_string, 0);
    // 23.2.3.34 %TypedArray%.prototype.toString: the same function object as Array.prototype.toString.
    if (auto to_string = array_proto->get_own_property(vm.key("toString")))
        proto->put_direct(vm.key("toString"), to_string->value, kBuiltinAttributes);
    vm.define_native(proto, "toReversed", typed_array_to_reversed, 0);
    vm.define_native(proto, "toSorted", typed_array_to_sorted, 1);
    vm.define_native(proto, "with", typed_array_with, 2);
    // 23.2.3.40 %TypedArray%.prototype [ @@iterator ] ( ): the values function.
    proto->put_direct(PropertyKey::symbol(vm.symbol_iterator()), Value(values), kBuiltinAttributes);
    // 23.2.3.38 get %TypedArray%.prototype [ @@toStringTag ]
    {
        NativeFunction* getter = vm.make_native_function("get [Symbol.toStringTag]", typed_array_to_string_tag, 0);
        Property p;
        p.getter = getter;
        p.attributes = kAccessor | kConfigurable;
        proto->define_own_property(PropertyKey::symbol(vm.symbol_to_string_tag()), p);
    }

    // 23.2.6 / 23.2.7 the TypedArray constructors and their prototypes.
    for (ElementType type : kAllTypes) {
        const char* name = element_type_name(type);
        Value bytes_per_element(static_cast<double>(element_size(type)));
        NativeFunction* ctor = vm.make_native_function(name, typed_array_constructor, 3, true);
        ctor->slots().push_back(Value(static_cast<double>(static_cast<int>(type))));
        ctor->set_prototype(abstract);
        Object* type_proto = vm.heap().allocate<Object>(proto);
        ctor->put_direct(vm.key("prototype"), Value(type_proto), 0);
        // 23.2.6.1 TypedArray.BYTES_PER_ELEMENT, 23.2.7.1 TypedArray.prototype.BYTES_PER_ELEMENT
        ctor->put_direct(vm.key("BYTES_PER_ELEMENT"), bytes_per_element, 0);
        type_proto->put_direct(vm.key("constructor"), Value(ctor), kBuiltinAttributes);
        type_proto->put_direct(vm.key("BYTES_PER_ELEMENT"), bytes_per_element, 0);
        vm.define_value(vm.global_object(), name, Value(ctor));
        vm.set_intrinsic(name, ctor);
        vm.set_intrinsic(prototype_intrinsic(type), type_proto);
    }
}

} // namespace evloop::js
