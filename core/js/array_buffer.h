#pragma once
// 25.1 ArrayBuffer and 25.2 SharedArrayBuffer objects, 23.2 TypedArray objects
// (§10.4.5 integer-indexed exotic objects) and 25.3 DataView objects.
//
// The bytes live in the ArrayBufferObject; typed arrays and data views are views on it
// (an offset and a length) and keep it alive. Elements are stored little-endian, which is
// what every platform evloop runs on (x86-64, arm64, WebAssembly) uses natively.
//
// BigInt64Array / BigUint64Array hold 64-bit two's complement elements, read as BigInts
// (their content type is BigInt: mixing them with Number arrays is a TypeError).
// Not supported: detaching (Node 20 has no ArrayBuffer.prototype.transfer). Atomics are
// in builtins_atomics.cpp.
#include "core/js/vm.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace evloop::js {

// Table 71 (The TypedArray Constructors): name, element size, conversion operation.
enum class ElementType : uint8_t { Int8, Uint8, Uint8Clamped, Int16, Uint16, Int32, Uint32, Float32, Float64, BigInt64, BigUint64 };
inline constexpr int kElementTypeCount = 11;
// 23.2.4.11 IsBigIntElementType ( type ): BigInt64 or BigUint64 (content type BigInt).
constexpr bool is_bigint_element_type(ElementType type) { return type == ElementType::BigInt64 || type == ElementType::BigUint64; }
// RawBytesToNumeric / NumericToRawBytes for the BigInt types: 8 little-endian bytes.
BigInt raw_bytes_to_bigint(ElementType type, const uint8_t* bytes);
void bigint_to_raw_bytes(const BigInt& value, uint8_t* bytes);
size_t element_size(ElementType type);
const char* element_type_name(ElementType type); // "Uint8Array", ...

// 25.1.3.15 RawBytesToNumeric / 25.1.3.17 NumericToRawBytes on little-endian bytes.
double raw_bytes_to_number(ElementType type, const uint8_t* bytes);
void number_to_raw_bytes(ElementType type, double value, uint8_t* bytes);

class ArrayBufferObject final : public Object {
public:
    // The bytes of a SharedArrayBuffer, shared by every object that stands for it in any
    // realm (a worker's VM gets its own object over the same block).
    using Block = std::shared_ptr<std::vector<uint8_t>>;
    ArrayBufferObject(Object* prototype, size_t byte_length, std::optional<size_t> max_byte_length, bool shared)
        : Object(prototype, ObjectClass::ArrayBuffer)
        , m_max_byte_length(max_byte_length)
        , m_shared(shared)
    {
        if (shared)
            m_block = std::make_shared<std::vector<uint8_t>>(byte_length, 0);
        else
            m_data.assign(byte_length, 0);
    }
    // Another object over an existing SharedArrayBuffer's bytes.
    ArrayBufferObject(Object* prototype, Block block, std::optional<size_t> max_byte_length)
        : Object(prototype, ObjectClass::ArrayBuffer)
        , m_block(std::move(block))
        , m_max_byte_length(max_byte_length)
        , m_shared(true)
    {
    }
    const char* class_name() const override { return m_shared ? "SharedArrayBuffer" : "ArrayBuffer"; }

    size_t byte_length() const { return m_block ? m_block->size() : m_data.size(); }
    uint8_t* data() { return m_block ? m_block->data() : m_data.data(); }
    const uint8_t* data() const { return m_block ? m_block->data() : m_data.data(); }
    bool is_shared() const { return m_shared; }
    const Block& block() const { return m_block; }
    std::optional<size_t> max_byte_length_option() const { return m_max_byte_length; }
    bool is_resizable() const { return m_max_byte_length.has_value(); } // also "growable" when shared
    size_t max_byte_length() const { return m_max_byte_length.value_or(byte_length()); }
    void resize(size_t new_length)
    {
        if (m_block)
            m_block->resize(new_length, 0);
        else
            m_data.resize(new_length, 0);
    }
    // 25.1.3.5 DetachArrayBuffer ( arrayBuffer [ , key ] ): the bytes are gone (transferred
    // by structuredClone); views over it read as out of bounds, length 0.
    // SIMPLIFIED: only structuredClone and inspect look at the flag; other operations on a
    // detached buffer behave as on an empty one instead of throwing TypeError.
    void detach()
    {
        std::vector<uint8_t>().swap(m_data);
        m_detached = true;
    }
    bool is_detached() const { return m_detached; }

    // Buffers larger than this are refused ("Array buffer allocation failed"), as V8 does
    // when it cannot allocate; it keeps WebAssembly's memory safe.
    static constexpr size_t kMaxByteLength = size_t(1) << 26;

private:
    std::vector<uint8_t> m_data; // an ArrayBuffer's bytes
    Block m_block;               // a SharedArrayBuffer's
    std::optional<size_t> m_max_byte_length;
    bool m_shared;
    bool m_detached = false;
};

// A typed array (Int8Array, ..., Float64Array). The [[ArrayLength]] is either fixed or
// (on a resizable buffer, without an explicit length) tracks the buffer's length.
class TypedArrayObject final : public Object {
public:
    TypedArrayObject(Object* prototype, ElementType type, ArrayBufferObject* buffer, size_t byte_offset,
        std::optional<size_t> fixed_length)
        : Object(prototype, ObjectClass::TypedArray)
        , m_type(type)
        , m_buffer(buffer)
        , m_byte_offset(byte_offset)
        , m_fixed_length(fixed_length)
    {
    }
    const char* class_name() const override { return element_type_name(m_type); }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(m_buffer);
    }

    ElementType type() const { return m_type; }
    size_t element_size() const { return js::element_size(m_type); }
    ArrayBufferObject* buffer() const { return m_buffer; }
    size_t byte_offset() const { return m_byte_offset; }
    bool is_length_tracking() const { return !m_fixed_length.has_value(); }
    // 10.4.5.12 IsTypedArrayOutOfBounds ( taRecord )
    bool is_out_of_bounds() const;
    // 10.4.5.14 TypedArrayLength ( taRecord ): 0 when out of bounds.
    size_t length() const;
    size_t byte_length() const { return length() * element_size(); }

    // 10.4.5.15 IsValidIntegerIndex ( O, index )
    bool is_valid_integer_index(double index) const;
    // Element access for an index below length() (callers check). get_element and
    // set_element are for Number element types; element_value works for all.
    double get_element(size_t index) const;
    void set_element(size_t index, double number);
    Value element_value(size_t index) const;
    // The heap BigInt elements are made on (set when the array is made).
    Heap* heap = nullptr;
    uint8_t* element_pointer(size_t index) { return m_buffer->data() + m_byte_offset + index * element_size(); }

    // 10.4.5.1-10.4.5.7: numeric keys are elements, never ordinary properties.
    std::optional<Property> get_own_property(const PropertyKey& key) const override;
    bool define_own_property(const PropertyKey& key, const Property& property) override;
    bool delete_property(const PropertyKey& key) override;
    std::vector<PropertyKey> own_property_keys() const override;
    // The keys that are not elements (what util.inspect lists after the elements).
    std::vector<PropertyKey> non_element_keys() const { return Object::own_property_keys(); }

private:
    ElementType m_type;
    ArrayBufferObject* m_buffer;
    size_t m_byte_offset;
    std::optional<size_t> m_fixed_length;
};

class DataViewObject final : public Object {
public:
    DataViewObject(Object* prototype, ArrayBufferObject* buffer, size_t byte_offset, std::optional<size_t> fixed_length)
        : Object(prototype, ObjectClass::DataView)
        , m_buffer(buffer)
        , m_byte_offset(byte_offset)
        , m_fixed_length(fixed_length)
    {
    }
    const char* class_name() const override { return "DataView"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(m_buffer);
    }
    ArrayBufferObject* buffer() const { return m_buffer; }
    size_t byte_offset() const { return m_byte_offset; }
    // 25.3.1.3 IsViewOutOfBounds ( viewRecord )
    bool is_out_of_bounds() const;
    // 25.3.1.2 GetViewByteLength ( viewRecord )
    size_t byte_length() const;

private:
    ArrayBufferObject* m_buffer;
    size_t m_byte_offset;
    std::optional<size_t> m_fixed_length;
};

inline TypedArrayObject* as_typed_array(Value v)
{
    return v.is_object() && v.as_object()->object_class() == ObjectClass::TypedArray ? static_cast<TypedArrayObject*>(v.as_object()) : nullptr;
}
inline ArrayBufferObject* as_array_buffer(Value v)
{
    return v.is_object() && v.as_object()->object_class() == ObjectClass::ArrayBuffer ? static_cast<ArrayBufferObject*>(v.as_object()) : nullptr;
}
inline DataViewObject* as_data_view(Value v)
{
    return v.is_object() && v.as_object()->object_class() == ObjectClass::DataView ? static_cast<DataViewObject*>(v.as_object()) : nullptr;
}

// 7.1.21 CanonicalNumericIndexString ( argument ), for a property key: the number a
// typed array reads the key as, or nothing for keys that are ordinary properties.
std::optional<double> canonical_numeric_index(const PropertyKey& key);

// 10.4.5.16 TypedArrayGetElement ( O, index ): undefined outside the array.
Value typed_array_get_element(const TypedArrayObject* o, double index);
// 10.4.5.17 TypedArraySetElement ( O, index, value ): converts first (may throw), then
// writes if the index is valid.
ThrowOr<void> typed_array_set_element(VM& vm, TypedArrayObject* o, double index, Value value);

// 25.1.3.1 AllocateArrayBuffer ( constructor, byteLength ): with %ArrayBuffer.prototype%.
ThrowOr<ArrayBufferObject*> allocate_array_buffer(VM& vm, size_t byte_length);

// A view's bytes [offset, offset + length) (Uint8Array, ArrayBuffer or DataView), for
// TextDecoder and friends. Nothing for other values.
std::optional<std::vector<uint8_t>> bytes_of_buffer_source(Value v);
// A new Uint8Array holding `bytes`.
ThrowOr<TypedArrayObject*> make_uint8_array(VM& vm, const std::vector<uint8_t>& bytes);

} // namespace evloop::js
