// 25.1 ArrayBuffer Objects https://tc39.es/ecma262/#sec-arraybuffer-objects
// 25.2 SharedArrayBuffer Objects https://tc39.es/ecma262/#sec-sharedarraybuffer-objects
// 25.3 DataView Objects https://tc39.es/ecma262/#sec-dataview-objects
//
// Index:
//   element types          Table 71, RawBytesToNumeric / NumericToRawBytes
//   helpers                ToIndex, receivers, GetPrototypeFromConstructor
//   ArrayBuffer            25.1.4 constructor, 25.1.5 ArrayBuffer.isView, 25.1.6 prototype
//   SharedArrayBuffer      25.2.3 constructor, 25.2.5 prototype (one agent: no Atomics)
//   DataView               25.3.2 constructor, 25.3.4 prototype, GetViewValue / SetViewValue
//   install_array_buffer_builtins
#include "core/js/array_buffer.h"
#include "core/js/bigint_ops.h"
#include <algorithm>
#include <cmath>
#include <cstring>

namespace evloop::js {

// --- element types ---------------------------------------------------------------------------------

size_t element_size(ElementType type)
{
    switch (type) {
    case ElementType::Int8:
    case ElementType::Uint8:
    case ElementType::Uint8Clamped: return 1;
    case ElementType::Int16:
    case ElementType::Uint16: return 2;
    case ElementType::Int32:
    case ElementType::Uint32:
    case ElementType::Float32: return 4;
    case ElementType::Float64:
    case ElementType::BigInt64:
    case ElementType::BigUint64: return 8;
    }
    return 1;
}

const char* element_type_name(ElementType type)
{
    switch (type) {
    case ElementType::Int8: return "Int8Array";
    case ElementType::Uint8: return "Uint8Array";
    case ElementType::Uint8Clamped: return "Uint8ClampedArray";
    case ElementType::Int16: return "Int16Array";
    case ElementType::Uint16: return "Uint16Array";
    case ElementType::Int32: return "Int32Array";
    case ElementType::Uint32: return "Uint32Array";
    case ElementType::Float32: return "Float32Array";
    case ElementType::Float64: return "Float64Array";
    case ElementType::BigInt64: return "BigInt64Array";
    case ElementType::BigUint64: return "BigUint64Array";
    }
    return "Uint8Array";
}

namespace {

// 7.1.6 ToInt32 / 7.1.7 ToUint32 on a number: modulo 2^32.
uint32_t number_to_uint32_bits(double d)
{
    if (!std::isfinite(d) || d == 0)
        return 0;
    double m = std::fmod(std::trunc(d), 4294967296.0);
    if (m < 0)
        m += 4294967296.0;
    return static_cast<uint32_t>(m);
}

// 7.1.12 ToUint8Clamp ( argument ): rounds half to even.
uint8_t to_uint8_clamp(double d)
{
    if (std::isnan(d) || d <= 0)
        return 0;
    if (d >= 255)
        return 255;
    double f = std::floor(d);
    if (f + 0.5 < d)
        return static_cast<uint8_t>(f + 1);
    if (d < f + 0.5)
        return static_cast<uint8_t>(f);
    auto fi = static_cast<uint8_t>(f);
    return fi % 2 == 0 ? fi : static_cast<uint8_t>(fi + 1);
}

} // namespace

// 25.1.3.15 RawBytesToNumeric ( type, rawBytes, isLittleEndian )
double raw_bytes_to_number(ElementType type, const uint8_t* bytes)
{
    switch (type) {
    case ElementType::Int8: return static_cast<int8_t>(bytes[0]);
    case ElementType::Uint8:
    case ElementType::Uint8Clamped: return bytes[0];
    case ElementType::Int16: {
        int16_t v;
        std::memcpy(&v, bytes, 2);
        return v;
    }
    case ElementType::Uint16: {
        uint16_t v;
        std::memcpy(&v, bytes, 2);
        return v;
    }
    case ElementType::Int32: {
        int32_t v;
        std::memcpy(&v, bytes, 4);
        return v;
    }
    case ElementType::Uint32: {
        uint32_t v;
        std::memcpy(&v, bytes, 4);
        return v;
    }
    case ElementType::Float32: {
        float v;
        std::memcpy(&v, bytes, 4);
        return static_cast<double>(v);
    }
    case ElementType::Float64: {
        double v;
        std::memcpy(&v, bytes, 8);
        return v;
    }
    case ElementType::BigInt64:
    case ElementType::BigUint64: return to_double(raw_bytes_to_bigint(type, bytes));
    }
    return 0;
}

BigInt raw_bytes_to_bigint(ElementType type, const uint8_t* bytes)
{
    uint64_t bits;
    std::memcpy(&bits, bytes, 8);
    if (type == ElementType::BigInt64)
        return BigInt::from_int64(static_cast<int64_t>(bits));
    return BigInt::from_uint64(bits);
}

void bigint_to_raw_bytes(const BigInt& value, uint8_t* bytes)
{
    // 25.1.3.17 NumericToRawBytes: BigInt64 / BigUint64 store ℝ(value) modulo 2^64.
    uint64_t bits = value.low_uint64();
    std::memcpy(bytes, &bits, 8);
}

// 25.1.3.17 NumericToRawBytes ( type, value, isLittleEndian ), `value` already a Number.
void number_to_raw_bytes(ElementType type, double value, uint8_t* bytes)
{
    switch (type) {
    case ElementType::Int8:
    case ElementType::Uint8: bytes[0] = static_cast<uint8_t>(number_to_uint32_bits(value)); return;
    case ElementType::Uint8Clamped: bytes[0] = to_uint8_clamp(value); return;
    case ElementType::Int16:
    case ElementType::Uint16: {
        auto v = static_cast<uint16_t>(number_to_uint32_bits(value));
        std::memcpy(bytes, &v, 2);
        return;
    }
    case ElementType::Int32:
    case ElementType::Uint32: {
        uint32_t v = number_to_uint32_bits(value);
        std::memcpy(bytes, &v, 4);
        return;
    }
    case ElementType::Float32: {
        // Rounds to nearest, ties to even (roundTiesToEven, as the spec asks).
        auto v = static_cast<float>(value);
        std::memcpy(bytes, &v, 4);
        return;
    }
    case ElementType::Float64: std::memcpy(bytes, &value, 8); return;
    case ElementType::BigInt64:
    case ElementType::BigUint64: bigint_to_raw_bytes(from_double(std::isfinite(value) ? std::trunc(value) : 0), bytes); return;
    }
}

// --- helpers -----------------------------------------------------------------------------------------

namespace {

// 7.1.22 ToIndex ( value ): RangeError `message` outside [0, 2^53 - 1].
ThrowOr<double> to_index(VM& vm, Value value, const std::string& message)
{
    double integer = TRY(vm.to_integer_or_infinity(value));
    if (integer < 0 || integer > 9007199254740991.0)
        return vm.throw_range_error(message);
    return integer;
}

// GetPrototypeFromConstructor ( constructor, intrinsicDefaultProto )
ThrowOr<Object*> prototype_from_constructor(VM& vm, Object* constructor, const char* intrinsic_default)
{
    Value proto = TRY(constructor->get(vm, vm.key("prototype")));
    return proto.is_object() ? proto.as_object() : vm.intrinsic(intrinsic_default);
}

ThrowOr<ArrayBufferObject*> this_buffer(VM& vm, Value v, bool shared, const char* method)
{
    ArrayBufferObject* buffer = as_array_buffer(v);
    if (buffer && buffer->is_shared() == shared)
        return buffer;
    return vm.throw_type_error(std::string("Method ") + method + " called on incompatible receiver " + vm.describe_for_message(v));
}

// 25.1.3.1 AllocateArrayBuffer ( constructor, byteLength [ , maxByteLength ] ), and
// 25.2.2.1 AllocateSharedArrayBuffer.
ThrowOr<ArrayBufferObject*> allocate_buffer(VM& vm, Object* prototype, double byte_length, std::optional<double> max_byte_length,
    bool shared)
{
    // 3. If allocatingResizableBuffer is true and byteLength > maxByteLength, throw a RangeError.
    if (max_byte_length && byte_length > *max_byte_length)
        return vm.throw_range_error(shared ? "Invalid array buffer max length" : "Invalid array buffer max length");
    double largest = max_byte_length ? *max_byte_length : byte_length;
    if (largest > static_cast<double>(ArrayBufferObject::kMaxByteLength))
        return vm.throw_range_error("Array buffer allocation failed");
    std::optional<size_t> max;
    if (max_byte_length)
        max = static_cast<size_t>(*max_byte_length);
    return vm.heap().allocate<ArrayBufferObject>(prototype, static_cast<size_t>(byte_length), max, shared);
}

// 25.1.3.7 GetArrayBufferMaxByteLengthOption ( options )
ThrowOr<std::optional<double>> max_byte_length_option(VM& vm, Value options)
{
    if (!options.is_object())
        return std::optional<double>();
    Value max = TRY(options.as_object()->get(vm, vm.key("maxByteLength")));
    if (max.is_undefined())
        return std::optional<double>();
    return std::optional<double>(TRY(to_index(vm, max, "Invalid array buffer max length")));
}

// Relative index arguments (slice, subarray, fill, copyWithin): clamp into [0, length].
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

// --- 25.1 ArrayBuffer -----------------------------------------------------------------------------

// 25.1.4.1 ArrayBuffer ( length [ , options ] ) and 25.2.3.1 SharedArrayBuffer ( length [ , options ] )
ThrowOr<Value> buffer_constructor(VM& vm, CallArgs& args, bool shared)
{
    const char* name = shared ? "SharedArrayBuffer" : "ArrayBuffer";
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if (!args.new_target)
        return vm.throw_type_error(std::string("Constructor ") + name + " requires 'new'");
    // 2. Let byteLength be ? ToIndex(length).
    double byte_length = TRY(to_index(vm, args.arg(0), "Invalid array buffer length"));
    // 3. Let requestedMaxByteLength be ? GetArrayBufferMaxByteLengthOption(options).
    std::optional<double> max = TRY(max_byte_length_option(vm, args.arg(1)));
    // 4. Return ? AllocateArrayBuffer(NewTarget, byteLength, requestedMaxByteLength).
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, shared ? "SharedArrayBuffer.prototype" : "ArrayBuffer.prototype"));
    return Value(TRY(allocate_buffer(vm, proto, byte_length, max, shared)));
}

ThrowOr<Value> array_buffer_constructor(VM& vm, CallArgs& args) { return buffer_constructor(vm, args, false); }
ThrowOr<Value> shared_array_buffer_constructor(VM& vm, CallArgs& args) { return buffer_constructor(vm, args, true); }

// 25.1.5.1 ArrayBuffer.isView ( arg )
ThrowOr<Value> array_buffer_is_view(VM&, CallArgs& args)
{
    return Value(as_typed_array(args.arg(0)) != nullptr || as_data_view(args.arg(0)) != nullptr);
}

// 25.1.6.2 get ArrayBuffer.prototype.byteLength
ThrowOr<Value> array_buffer_byte_length(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, false, "ArrayBuffer.prototype.byteLength"));
    return Value(static_cast<double>(buffer->byte_length()));
}

// 25.1.6.4 get ArrayBuffer.prototype.maxByteLength
ThrowOr<Value> array_buffer_max_byte_length(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, false, "ArrayBuffer.prototype.maxByteLength"));
    return Value(static_cast<double>(buffer->max_byte_length()));
}

// 25.1.6.5 get ArrayBuffer.prototype.resizable
ThrowOr<Value> array_buffer_resizable(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, false, "ArrayBuffer.prototype.resizable"));
    return Value(buffer->is_resizable());
}

// 25.1.6.6 ArrayBuffer.prototype.resize ( newLength )
ThrowOr<Value> array_buffer_resize(VM& vm, CallArgs& args)
{
    // 1-3. RequireInternalSlot(O, [[ArrayBufferMaxByteLength]]); not shared.
    ArrayBufferObject* buffer = as_array_buffer(args.this_value);
    if (!buffer || buffer->is_shared() || !buffer->is_resizable())
        return vm.throw_type_error("Method ArrayBuffer.prototype.resize called on incompatible receiver " + vm.describe_for_message(args.this_value));
    // 4. Let newByteLength be ? ToIndex(newLength).
    double length = TRY(to_index(vm, args.arg(0), "ArrayBuffer.prototype.resize: Invalid length parameter"));
    // 6. If newByteLength > O.[[ArrayBufferMaxByteLength]], throw a RangeError exception.
    if (length > static_cast<double>(buffer->max_byte_length()))
        return vm.throw_range_error("ArrayBuffer.prototype.resize: Invalid length parameter");
    buffer->resize(static_cast<size_t>(length));
    return Value();
}

// 25.1.6.7 ArrayBuffer.prototype.slice ( start, end ) and 25.2.5.6 SharedArrayBuffer.prototype.slice
// SIMPLIFIED: the result is made with %ArrayBuffer% / %SharedArrayBuffer%, not
// SpeciesConstructor (the engine has no Symbol.species).
ThrowOr<Value> buffer_slice(VM& vm, CallArgs& args, bool shared)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, shared,
        shared ? "SharedArrayBuffer.prototype.slice" : "ArrayBuffer.prototype.slice"));
    auto len = static_cast<double>(buffer->byte_length());
    double first = TRY(relative_index(vm, args.arg(0), len, 0));
    double final_ = TRY(relative_index(vm, args.arg(1), len, len));
    double new_len = std::max(final_ - first, 0.0);
    Object* proto = vm.intrinsic(shared ? "SharedArrayBuffer.prototype" : "ArrayBuffer.prototype");
    ArrayBufferObject* result = TRY(allocate_buffer(vm, proto, new_len, std::nullopt, shared));
    // The arguments' conversions may have shrunk a resizable buffer: copy what is left.
    size_t from = static_cast<size_t>(first);
    size_t count = static_cast<size_t>(new_len);
    if (from < buffer->byte_length() && count > 0)
        std::memcpy(result->data(), buffer->data() + from, std::min(count, buffer->byte_length() - from));
    return Value(result);
}

ThrowOr<Value> array_buffer_slice(VM& vm, CallArgs& args) { return buffer_slice(vm, args, false); }
ThrowOr<Value> shared_array_buffer_slice(VM& vm, CallArgs& args) { return buffer_slice(vm, args, true); }

// --- 25.2 SharedArrayBuffer -------------------------------------------------------------------

// 25.2.5.2 get SharedArrayBuffer.prototype.byteLength
ThrowOr<Value> shared_array_buffer_byte_length(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, true, "SharedArrayBuffer.prototype.byteLength"));
    return Value(static_cast<double>(buffer->byte_length()));
}

// 25.2.5.4 get SharedArrayBuffer.prototype.growable
ThrowOr<Value> shared_array_buffer_growable(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, true, "SharedArrayBuffer.prototype.growable"));
    return Value(buffer->is_resizable());
}

// 25.2.5.5 get SharedArrayBuffer.prototype.maxByteLength
ThrowOr<Value> shared_array_buffer_max_byte_length(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = TRY(this_buffer(vm, args.this_value, true, "SharedArrayBuffer.prototype.maxByteLength"));
    return Value(static_cast<double>(buffer->max_byte_length()));
}

// 25.2.5.3 SharedArrayBuffer.prototype.grow ( newLength )
ThrowOr<Value> shared_array_buffer_grow(VM& vm, CallArgs& args)
{
    ArrayBufferObject* buffer = as_array_buffer(args.this_value);
    if (!buffer || !buffer->is_shared() || !buffer->is_resizable())
        return vm.throw_type_error("Method SharedArrayBuffer.prototype.grow called on incompatible receiver " + vm.describe_for_message(args.this_value));
    double length = TRY(to_index(vm, args.arg(0), "SharedArrayBuffer.prototype.grow: Invalid length parameter"));
    // 9. A shared buffer never shrinks.
    if (length > static_cast<double>(buffer->max_byte_length()) || length < static_cast<double>(buffer->byte_length()))
        return vm.throw_range_error("SharedArrayBuffer.prototype.grow: Invalid length parameter");
    buffer->resize(static_cast<size_t>(length));
    return Value();
}

// --- 25.3 DataView --------------------------------------------------------------------------------

// 25.3.2.1 DataView ( buffer [ , byteOffset [ , byteLength ] ] )
ThrowOr<Value> data_view_constructor(VM& vm, CallArgs& args)
{
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if (!args.new_target)
        return vm.throw_type_error("Constructor DataView requires 'new'");
    // 2. Perform ? RequireInternalSlot(buffer, [[ArrayBufferData]]).
    ArrayBufferObject* buffer = as_array_buffer(args.arg(0));
    if (!buffer)
        return vm.throw_type_error("First argument to DataView constructor must be an ArrayBuffer");
    // 3. Let offset be ? ToIndex(byteOffset).
    double offset = TRY(to_index(vm, args.arg(1), "Start offset " + vm.describe_for_message(args.arg(1)) + " is outside the bounds of the buffer"));
    // 5-6. Let bufferByteLength be ArrayBufferByteLength(buffer); if offset > bufferByteLength, throw a RangeError.
    auto buffer_byte_length = static_cast<double>(buffer->byte_length());
    if (offset > buffer_byte_length)
        return vm.throw_range_error("Start offset " + number_to_string(offset) + " is outside the bounds of the buffer");
    // 7-9. The view's length: the rest of the buffer, tracking it when the buffer is resizable.
    std::optional<size_t> view_byte_length;
    Value length_arg = args.arg(2);
    if (length_arg.is_undefined()) {
        if (!buffer->is_resizable())
            view_byte_length = static_cast<size_t>(buffer_byte_length - offset);
    } else {
        double length = TRY(to_index(vm, length_arg, "Invalid DataView length " + vm.describe_for_message(length_arg)));
        if (offset + length > buffer_byte_length)
            return vm.throw_range_error("Invalid DataView length " + number_to_string(length));
        view_byte_length = static_cast<size_t>(length);
    }
    // 10. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%DataView.prototype%", ...).
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, "DataView.prototype"));
    // 12-13. The prototype lookup may have shrunk the buffer.
    if (offset > static_cast<double>(buffer->byte_length())
        || (view_byte_length && offset + static_cast<double>(*view_byte_length) > static_cast<double>(buffer->byte_length())))
        return vm.throw_range_error("Start offset " + number_to_string(offset) + " is outside the bounds of the buffer");
    return Value(vm.heap().allocate<DataViewObject>(proto, buffer, static_cast<size_t>(offset), view_byte_length));
}

ThrowOr<DataViewObject*> this_data_view(VM& vm, Value v, const char* method)
{
    if (DataViewObject* view = as_data_view(v))
        return view;
    return vm.throw_type_error(std::string("Method ") + method + " called on incompatible receiver " + vm.describe_for_message(v));
}

// 25.3.4.1 get DataView.prototype.buffer
ThrowOr<Value> data_view_buffer(VM& vm, CallArgs& args)
{
    DataViewObject* view = TRY(this_data_view(vm, args.this_value, "DataView.prototype.buffer"));
    return Value(view->buffer());
}

// 25.3.4.2 get DataView.prototype.byteLength
ThrowOr<Value> data_view_byte_length(VM& vm, CallArgs& args)
{
    DataViewObject* view = TRY(this_data_view(vm, args.this_value, "DataView.prototype.byteLength"));
    if (view->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform DataView.prototype.byteLength on a detached ArrayBuffer");
    return Value(static_cast<double>(view->byte_length()));
}

// 25.3.4.3 get DataView.prototype.byteOffset
ThrowOr<Value> data_view_byte_offset(VM& vm, CallArgs& args)
{
    DataViewObject* view = TRY(this_data_view(vm, args.this_value, "DataView.prototype.byteOffset"));
    if (view->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform DataView.prototype.byteOffset on a detached ArrayBuffer");
    return Value(static_cast<double>(view->byte_offset()));
}

// 25.3.1.5 GetViewValue ( view, requestIndex, isLittleEndian, type )
template<ElementType type>
ThrowOr<Value> get_view_value(VM& vm, CallArgs& args)
{
    static const std::string method = std::string("DataView.prototype.get") + std::string(element_type_name(type)).substr(0, std::strlen(element_type_name(type)) - 5);
    // 1-2. Perform ? RequireInternalSlot(view, [[DataView]]).
    DataViewObject* view = TRY(this_data_view(vm, args.this_value, method.c_str()));
    // 3. Let getIndex be ? ToIndex(requestIndex).
    double get_index = TRY(to_index(vm, args.arg(0), "Offset is outside the bounds of the DataView"));
    // 4. Set isLittleEndian to ToBoolean(isLittleEndian).
    bool little_endian = VM::to_boolean(args.arg(1));
    // 6-7. If IsViewOutOfBounds(viewRecord) is true, throw a TypeError exception.
    if (view->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform " + method + " on a detached ArrayBuffer");
    // 8-10. If getIndex + elementSize > viewSize, throw a RangeError exception.
    size_t size = element_size(type);
    if (get_index + static_cast<double>(size) > static_cast<double>(view->byte_length()))
        return vm.throw_range_error("Offset is outside the bounds of the DataView");
    // 11-12. GetValueFromBuffer(view.[[ViewedArrayBuffer]], getIndex + viewOffset, type, false, Unordered, isLittleEndian).
    uint8_t bytes[8];
    std::memcpy(bytes, view->buffer()->data() + view->byte_offset() + static_cast<size_t>(get_index), size);
    if (!little_endian)
        std::reverse(bytes, bytes + size);
    if constexpr (is_bigint_element_type(type))
        return make_bigint(vm, raw_bytes_to_bigint(type, bytes));
    return Value(raw_bytes_to_number(type, bytes));
}

// 25.3.1.6 SetViewValue ( view, requestIndex, isLittleEndian, type, value )
template<ElementType type>
ThrowOr<Value> set_view_value(VM& vm, CallArgs& args)
{
    static const std::string method = std::string("DataView.prototype.set") + std::string(element_type_name(type)).substr(0, std::strlen(element_type_name(type)) - 5);
    DataViewObject* view = TRY(this_data_view(vm, args.this_value, method.c_str()));
    // 3. Let getIndex be ? ToIndex(requestIndex).
    double get_index = TRY(to_index(vm, args.arg(0), "Offset is outside the bounds of the DataView"));
    // 4-5. If IsBigIntElementType(type), let numberValue be ? ToBigInt(value); otherwise ? ToNumber(value).
    uint8_t bytes[8];
    if constexpr (is_bigint_element_type(type)) {
        bigint_to_raw_bytes(TRY(to_bigint(vm, args.arg(1))), bytes);
    } else {
        double number = TRY(vm.to_number(args.arg(1)));
        number_to_raw_bytes(type, number, bytes);
    }
    bool little_endian = VM::to_boolean(args.arg(2));
    if (view->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform " + method + " on a detached ArrayBuffer");
    size_t size = element_size(type);
    if (get_index + static_cast<double>(size) > static_cast<double>(view->byte_length()))
        return vm.throw_range_error("Offset is outside the bounds of the DataView");
    // 13. SetValueInBuffer(view.[[ViewedArrayBuffer]], getIndex + viewOffset, type, numberValue, false, Unordered, isLittleEndian).
    if (!little_endian)
        std::reverse(bytes, bytes + size);
    std::memcpy(view->buffer()->data() + view->byte_offset() + static_cast<size_t>(get_index), bytes, size);
    return Value();
}


NativeFunction* make_constructor(VM& vm, std::string_view name, NativeFn fn, uint32_t length, Object* proto)
{
    NativeFunction* ctor = vm.make_native_function(name, fn, length, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(ctor), kBuiltinAttributes);
    vm.define_value(vm.global_object(), name, Value(ctor));
    vm.set_intrinsic(std::string(name), ctor);
    vm.set_intrinsic(std::string(name) + ".prototype", proto);
    return ctor;
}

} // namespace

// --- views ---------------------------------------------------------------------------------------

bool DataViewObject::is_out_of_bounds() const
{
    size_t buffer_length = m_buffer->byte_length();
    if (m_byte_offset > buffer_length)
        return true;
    return m_fixed_length && m_byte_offset + *m_fixed_length > buffer_length;
}

size_t DataViewObject::byte_length() const
{
    if (is_out_of_bounds())
        return 0;
    return m_fixed_length ? *m_fixed_length : m_buffer->byte_length() - m_byte_offset;
}

ThrowOr<ArrayBufferObject*> allocate_array_buffer(VM& vm, size_t byte_length)
{
    return allocate_buffer(vm, vm.intrinsic("ArrayBuffer.prototype"), static_cast<double>(byte_length), std::nullopt, false);
}

std::optional<std::vector<uint8_t>> bytes_of_buffer_source(Value v)
{
    if (ArrayBufferObject* buffer = as_array_buffer(v))
        return std::vector<uint8_t>(buffer->data(), buffer->data() + buffer->byte_length());
    if (TypedArrayObject* array = as_typed_array(v)) {
        const uint8_t* start = array->buffer()->data() + array->byte_offset();
        return std::vector<uint8_t>(start, start + array->byte_length());
    }
    if (DataViewObject* view = as_data_view(v)) {
        const uint8_t* start = view->buffer()->data() + view->byte_offset();
        return std::vector<uint8_t>(start, start + view->byte_length());
    }
    return std::nullopt;
}

void install_array_buffer_builtins(VM& vm)
{
    // Properties in V8's order, so that reflection lists them as node does.
    // 25.1.5 / 25.1.6 ArrayBuffer
    Object* buffer_proto = vm.make_object();
    NativeFunction* buffer_ctor = make_constructor(vm, "ArrayBuffer", array_buffer_constructor, 1, buffer_proto);
    vm.define_native(buffer_ctor, "isView", array_buffer_is_view, 1);
    vm.define_getter(buffer_proto, "byteLength", array_buffer_byte_length);
    vm.define_native(buffer_proto, "slice", array_buffer_slice, 2);
    buffer_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("ArrayBuffer"), kConfigurable);
    vm.define_getter(buffer_proto, "maxByteLength", array_buffer_max_byte_length);
    vm.define_getter(buffer_proto, "resizable", array_buffer_resizable);
    vm.define_native(buffer_proto, "resize", array_buffer_resize, 1);

    // 25.2.4 / 25.2.5 SharedArrayBuffer
    Object* shared_proto = vm.make_object();
    make_constructor(vm, "SharedArrayBuffer", shared_array_buffer_constructor, 1, shared_proto);
    vm.define_getter(shared_proto, "byteLength", shared_array_buffer_byte_length);
    vm.define_native(shared_proto, "slice", shared_array_buffer_slice, 2);
    shared_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("SharedArrayBuffer"), kConfigurable);
    vm.define_getter(shared_proto, "maxByteLength", shared_array_buffer_max_byte_length);
    vm.define_getter(shared_proto, "growable", shared_array_buffer_growable);
    vm.define_native(shared_proto, "grow", shared_array_buffer_grow, 1);

    // 25.3.3 / 25.3.4 DataView
    Object* view_proto = vm.make_object();
    make_constructor(vm, "DataView", data_view_constructor, 1, view_proto);
    vm.define_getter(view_proto, "buffer", data_view_buffer);
    vm.define_getter(view_proto, "byteLength", data_view_byte_length);
    vm.define_getter(view_proto, "byteOffset", data_view_byte_offset);
    vm.define_native(view_proto, "getInt8", get_view_value<ElementType::Int8>, 1);
    vm.define_native(view_proto, "setInt8", set_view_value<ElementType::Int8>, 2);
    vm.define_native(view_proto, "getUint8", get_view_value<ElementType::Uint8>, 1);
    vm.define_native(view_proto, "setUint8", set_view_value<ElementType::Uint8>, 2);
    vm.define_native(view_proto, "getInt16", get_view_value<ElementType::Int16>, 1);
    vm.define_native(view_proto, "setInt16", set_view_value<ElementType::Int16>, 2);
    vm.define_native(view_proto, "getUint16", get_view_value<ElementType::Uint16>, 1);
    vm.define_native(view_proto, "setUint16", set_view_value<ElementType::Uint16>, 2);
    vm.define_native(view_proto, "getInt32", get_view_value<ElementType::Int32>, 1);
    vm.define_native(view_proto, "setInt32", set_view_value<ElementType::Int32>, 2);
    vm.define_native(view_proto, "getUint32", get_view_value<ElementType::Uint32>, 1);
    vm.define_native(view_proto, "setUint32", set_view_value<ElementType::Uint32>, 2);
    vm.define_native(view_proto, "getFloat32", get_view_value<ElementType::Float32>, 1);
    vm.define_native(view_proto, "setFloat32", set_view_value<ElementType::Float32>, 2);
    vm.define_native(view_proto, "getFloat64", get_view_value<ElementType::Float64>, 1);
    vm.define_native(view_proto, "setFloat64", set_view_value<ElementType::Float64>, 2);
    vm.define_native(view_proto, "getBigInt64", get_view_value<ElementType::BigInt64>, 1);
    vm.define_native(view_proto, "setBigInt64", set_view_value<ElementType::BigInt64>, 2);
    vm.define_native(view_proto, "getBigUint64", get_view_value<ElementType::BigUint64>, 1);
    vm.define_native(view_proto, "setBigUint64", set_view_value<ElementType::BigUint64>, 2);
    view_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("DataView"), kConfigurable);
}

} // namespace evloop::js
