#pragma once
// A JavaScript value: a tagged union. Cells (strings, symbols, objects) live on the Heap.
#include "core/js/bigint.h"
#include "core/js/heap.h"
#include "core/js/number_to_string.h" // number_to_string, shortest_decimal
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>

namespace evloop::js {

class PrimitiveString;
class Symbol;
class Object;
class BigIntCell;

enum class Tag : uint8_t {
    Empty, // internal: a hole in an array, an uninitialised binding (TDZ); never visible to JS
    Undefined,
    Null,
    Boolean,
    Number,
    String,
    Symbol,
    Object,
    BigInt, // a BigIntCell (the cell holds the arbitrary-precision integer)
};

class Value {
public:
    Value()
        : m_tag(Tag::Undefined)
    {
        m_number = 0;
    }
    explicit Value(bool b)
        : m_tag(Tag::Boolean)
    {
        m_number = 0;
        m_boolean = b;
    }
    explicit Value(double d)
        : m_tag(Tag::Number)
    {
        m_number = d;
    }
    explicit Value(int i)
        : Value(static_cast<double>(i))
    {
    }
    explicit Value(PrimitiveString* s)
        : m_tag(Tag::String)
    {
        m_cell = reinterpret_cast<Cell*>(s);
    }
    explicit Value(Symbol* s)
        : m_tag(Tag::Symbol)
    {
        m_cell = reinterpret_cast<Cell*>(s);
    }
    explicit Value(Object* o)
        : m_tag(Tag::Object)
    {
        m_cell = reinterpret_cast<Cell*>(o);
    }
    explicit Value(BigIntCell* b)
        : m_tag(Tag::BigInt)
    {
        m_cell = reinterpret_cast<Cell*>(b);
    }

    static Value undefined() { return Value(); }
    static Value null()
    {
        Value v;
        v.m_tag = Tag::Null;
        return v;
    }
    static Value empty()
    {
        Value v;
        v.m_tag = Tag::Empty;
        return v;
    }

    Tag tag() const { return m_tag; }
    bool is_empty() const { return m_tag == Tag::Empty; }
    bool is_undefined() const { return m_tag == Tag::Undefined; }
    bool is_null() const { return m_tag == Tag::Null; }
    bool is_nullish() const { return m_tag == Tag::Undefined || m_tag == Tag::Null; }
    bool is_boolean() const { return m_tag == Tag::Boolean; }
    bool is_number() const { return m_tag == Tag::Number; }
    bool is_string() const { return m_tag == Tag::String; }
    bool is_symbol() const { return m_tag == Tag::Symbol; }
    bool is_object() const { return m_tag == Tag::Object; }
    bool is_bigint() const { return m_tag == Tag::BigInt; }
    bool is_cell() const { return m_tag == Tag::String || m_tag == Tag::Symbol || m_tag == Tag::Object || m_tag == Tag::BigInt; }

    bool as_bool() const { return m_boolean; }
    double as_number() const { return m_number; }
    PrimitiveString* as_string() const { return reinterpret_cast<PrimitiveString*>(m_cell); }
    Symbol* as_symbol() const { return reinterpret_cast<Symbol*>(m_cell); }
    Object* as_object() const { return reinterpret_cast<Object*>(m_cell); }
    BigIntCell* as_bigint_cell() const { return reinterpret_cast<BigIntCell*>(m_cell); }
    inline const BigInt& as_bigint() const;
    Cell* as_cell() const { return m_cell; }

private:
    Tag m_tag;
    union {
        bool m_boolean;
        double m_number;
        Cell* m_cell;
    };
};

// Longest string the engine makes (code units). V8 allows 2^29 - 24; evloop stops
// earlier so a runaway concatenation ends in a RangeError ("Invalid string length")
// well inside WebAssembly's memory.
inline constexpr size_t kMaxStringLength = size_t(1) << 26;
// `a + b` of at least this many code units is a rope (PrimitiveString below).
inline constexpr size_t kRopeMinLength = 256;

// Strings are UTF-16 like JavaScript's, so length and indexing agree with real engines.
// A string made by `+` from two long ones is a rope (V8's ConsString): it keeps its two
// halves and copies them into one flat string the first time its text is read, so a
// loop of `s += piece` costs O(total length), not O(n²) copying and hundreds of MB.
class PrimitiveString final : public Cell {
public:
    explicit PrimitiveString(std::u16string s)
        : m_string(std::move(s))
        , m_length(m_string.size())
    {
    }
    PrimitiveString(PrimitiveString* left, PrimitiveString* right)
        : m_left(left)
        , m_right(right)
        , m_length(left->length() + right->length())
    {
    }
    const char* class_name() const override { return "String"; }
    void visit_edges(Visitor& v) override
    {
        v.visit(m_left);
        v.visit(m_right);
    }
    const std::u16string& string() const
    {
        if (m_left)
            flatten();
        return m_string;
    }
    size_t length() const { return m_length; }
    std::string utf8() const;
    // The heap counts string bytes too (Heap::allocate), so strings alone start collections.
    size_t heap_bytes() const { return sizeof(PrimitiveString) + m_string.size() * sizeof(char16_t); }

private:
    void flatten() const;
    mutable std::u16string m_string;
    mutable PrimitiveString* m_left = nullptr; // a rope until flattened
    mutable PrimitiveString* m_right = nullptr;
    size_t m_length;
};

class Symbol final : public Cell {
public:
    Symbol(std::u16string description, bool has_description)
        : m_description(std::move(description))
        , m_has_description(has_description)
    {
    }
    const char* class_name() const override { return "Symbol"; }
    const std::u16string& description() const { return m_description; }
    bool has_description() const { return m_has_description; }

    // 6.2.12 Private Names https://tc39.es/ecma262/#sec-private-names
    // A Private Name is a symbol that never reaches JavaScript code: the compiler keeps
    // it in a hidden class-scope binding ("#x"), and objects store private elements
    // under it apart from their properties (Object::private_elements). It remembers
    // what its class declared, for V8's error messages.
    struct PrivateInfo {
        enum class Kind : uint8_t { Field, Method, Accessor } kind = Kind::Field;
        bool is_static = false;
        bool has_getter = false;
        bool has_setter = false;
        std::string class_name; // "" for an anonymous class
    };
    bool is_private() const { return m_private != nullptr; }
    const PrivateInfo& private_info() const { return *m_private; }
    void make_private(PrivateInfo info) { m_private = std::make_unique<PrivateInfo>(std::move(info)); }

private:
    std::u16string m_description;
    bool m_has_description;
    std::unique_ptr<PrivateInfo> m_private;
};

// 6.1.6.2 The BigInt Type https://tc39.es/ecma262/#sec-ecmascript-language-types-bigint-type
// An immutable arbitrary-precision integer on the heap (it references no other cell).
class BigIntCell final : public Cell {
public:
    explicit BigIntCell(BigInt value)
        : m_value(std::move(value))
    {
    }
    const char* class_name() const override { return "BigInt"; }
    const BigInt& value() const { return m_value; }

private:
    BigInt m_value;
};

inline const BigInt& Value::as_bigint() const { return reinterpret_cast<BigIntCell*>(m_cell)->value(); }

// UTF-8 <-> UTF-16 (lone surrogates become U+FFFD when encoding to UTF-8).
std::u16string utf8_to_utf16(std::string_view s);
std::string utf16_to_utf8(std::u16string_view s);

// 6.1.6.1.3 Number::exponentiate ( base, exponent ), rounding like V8's Math.pow
// (builtins_number.cpp), so `**` and Math.pow agree with each other and with Node.
double number_exponentiate(double base, double exponent);
// 7.1.4.1.1 StringToNumber ( str ) https://tc39.es/ecma262/#sec-stringtonumber
double string_to_number(std::u16string_view s);
// Is `s` a canonical array index ("0", "17", not "01" or "-1")? Sets `index`.
bool is_array_index(std::u16string_view s, uint32_t& index);

} // namespace evloop::js
