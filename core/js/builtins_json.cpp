// The JSON object (ECMA-262 §25.5): JSON.parse and JSON.stringify, with V8's error messages.
#include "core/js/proxy.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cmath>
#include <optional>

namespace evloop::js {

namespace {

// Nesting deeper than this throws a RangeError like a stack overflow in Node (whose limit
// for JSON.stringify is about 4 180 levels) instead of exhausting the C++ stack: 2 500
// levels of the serializer fit in V8's default stack for WebAssembly with room to spare
// (measured: 3 500 do, 4 000 do not). The serializer and the reviver recurse in C++, and
// can run inside each other (a replacer or reviver may call JSON again), so they share
// one budget. The parser does not recurse.
constexpr size_t kMaxJsonDepth = 2500;
thread_local size_t t_json_depth = 0;

// One level of JSON recursion for as long as it lives.
class JsonDepthScope {
public:
    JsonDepthScope() { ++t_json_depth; }
    ~JsonDepthScope() { --t_json_depth; }
    JsonDepthScope(const JsonDepthScope&) = delete;
    JsonDepthScope& operator=(const JsonDepthScope&) = delete;
    bool too_deep() const { return t_json_depth > kMaxJsonDepth; }
};

Thrown throw_stack_overflow(VM& vm) { return vm.throw_range_error("Maximum call stack size exceeded"); }

PropertyKey key_from_u16(VM& vm, const std::u16string& s)
{
    uint32_t index;
    if (is_array_index(s, index))
        return PropertyKey::index(index);
    return PropertyKey::string(vm.intern(s));
}

Value key_to_string_value(VM& vm, const PropertyKey& key) { return Value(vm.make_string(key.to_string())); }

// EnumerableOwnProperties ( O, key ) for keys: the own enumerable string keys, in order.
ThrowOr<std::vector<PropertyKey>> enumerable_own_keys(VM& vm, Object* o)
{
    std::vector<PropertyKey> keys;
    for (const PropertyKey& k : TRY(o->internal_own_property_keys(vm))) {
        if (k.is_symbol())
            continue;
        auto p = TRY(o->internal_get_own_property(vm, k));
        if (p && p->enumerable())
            keys.push_back(k);
    }
    return keys;
}

// --- JSON.parse ---------------------------------------------------------------------------------

// A recursive-descent parser for the JSON grammar (§25.5.1, ECMA-404). Errors are
// SyntaxErrors with V8's messages and positions (UTF-16 code unit offsets).
class JsonParser {
public:
    JsonParser(VM& vm, const std::u16string& text)
        : m_vm(vm)
        , m_text(text)
    {
    }

    ThrowOr<Value> parse()
    {
        Value result = TRY(parse_value());
        skip_whitespace();
        if (m_pos < m_text.size()) {
            m_error_pos = m_pos;
            return m_vm.throw_syntax_error("Unexpected non-whitespace character after JSON at position " + std::to_string(m_pos));
        }
        return result;
    }

    // Where V8 places the error (Node prints "<anonymous_script>:LINE", that line of the
    // text, and a caret under the character, as for a line of a script).
    VM::ThrowSite error_site() const
    {
        size_t begin = 0;
        uint32_t line = 1;
        for (size_t i = 0; i < m_error_pos && i < m_text.size(); ++i) {
            char16_t c = m_text[i];
            bool ends = c == '\n' || (c == '\r' && (i + 1 >= m_text.size() || m_text[i + 1] != '\n')) || c == 0x2028 || c == 0x2029;
            if (ends) {
                ++line;
                begin = i + 1;
            }
        }
        size_t end = begin;
        while (end < m_text.size() && m_text[end] != '\n' && m_text[end] != '\r' && m_text[end] != 0x2028 && m_text[end] != 0x2029)
            ++end;
        VM::ThrowSite site;
        site.file = "<anonymous_script>";
        site.line = line;
        site.column = static_cast<uint32_t>(m_error_pos - begin + 1);
        site.text = utf16_to_utf8(m_text.substr(begin, end - begin));
        return site;
    }

private:
    static bool is_whitespace(char16_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
    static bool is_digit(char16_t c) { return c >= '0' && c <= '9'; }

    void skip_whitespace()
    {
        while (m_pos < m_text.size() && is_whitespace(m_text[m_pos]))
            ++m_pos;
    }

    // "<message> in JSON at position N"
    Thrown error(const std::string& message, size_t position)
    {
        m_error_pos = position;
        std::string where = " in JSON at position " + std::to_string(position);
        if (m_vm.json_error_line_column) {
            size_t line = 1, column = 1;
            for (size_t i = 0; i < position && i < m_text.size(); ++i) {
                if (m_text[i] == '\n') {
                    ++line;
                    column = 1;
                } else {
                    ++column;
                }
            }
            where += " (line " + std::to_string(line) + " column " + std::to_string(column) + ")";
        }
        return m_vm.throw_syntax_error(message + where);
    }

    // V8's JsonParser::ReportUnexpectedToken for the character at `position`, which no rule
    // with a more specific message expected.
    Thrown unexpected_character(size_t position)
    {
        m_error_pos = position;
        if (position >= m_text.size())
            return m_vm.throw_syntax_error("Unexpected end of JSON input");
        char16_t c = m_text[position];
        if (is_digit(c) || c == '-')
            return error("Unexpected number", position);
        if (c == '"')
            return error("Unexpected string", position);
        // The special cases are undefined, NaN, Infinity, and {} being passed to the parse method.
        if (m_text == u"undefined" || m_text == u"NaN" || m_text == u"Infinity" || m_text == u"[object Object]")
            return m_vm.throw_syntax_error("\"" + utf16_to_utf8(m_text) + "\" is not valid JSON");
        std::string token = "Unexpected token '" + utf16_to_utf8(std::u16string(1, c)) + "', ";
        // Short sources are quoted whole; longer ones with ten characters of context either side.
        constexpr size_t kContext = 10;
        size_t length = m_text.size();
        std::string quoted;
        if (length < 2 * kContext + 1)
            quoted = "\"" + utf16_to_utf8(m_text) + "\"";
        else if (position < kContext)
            quoted = "\"" + utf16_to_utf8(m_text.substr(0, position + kContext)) + "\"...";
        else if (position < length - kContext)
            quoted = "...\"" + utf16_to_utf8(m_text.substr(position - kContext, 2 * kContext)) + "\"...";
        else
            quoted = "...\"" + utf16_to_utf8(m_text.substr(position - kContext)) + "\"";
        return m_vm.throw_syntax_error(token + quoted + " is not valid JSON");
    }

    // JSONValue: object, array, string, number, true, false or null. Without recursion:
    // the objects and arrays still open are a stack of their own, so any depth parses (as
    // in V8, whose JSON parser is iterative too) and the C++ stack never grows with it.
    ThrowOr<Value> parse_value()
    {
        struct Open {
            Object* object = nullptr;  // JSONObject: the object, and the name of the member being read
            std::u16string name;
            std::vector<Value> elements; // JSONArray: the elements so far
        };
        std::vector<Open> open;
        for (;;) {
            // One value: a scalar, an empty container, or the start of one (then its first member).
            Value value;
            skip_whitespace();
            if (m_pos >= m_text.size())
                return unexpected_character(m_pos);
            char16_t c = m_text[m_pos];
            if (c == '{') {
                ++m_pos;
                Object* object = m_vm.make_object();
                skip_whitespace();
                if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                    ++m_pos;
                    value = Value(object);
                } else {
                    Open o;
                    o.object = object;
                    o.name = TRY(parse_member_name("Expected property name or '}'"));
                    open.push_back(std::move(o));
                    continue;
                }
            } else if (c == '[') {
                ++m_pos;
                skip_whitespace();
                if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                    ++m_pos;
                    value = Value(static_cast<Object*>(m_vm.make_array()));
                } else {
                    open.emplace_back();
                    continue;
                }
            } else {
                value = TRY(parse_scalar());
            }
            // The value is complete: it joins the innermost open container, and every
            // container that ends right after it is complete in turn.
            for (;;) {
                if (open.empty())
                    return value;
                Open& top = open.back();
                skip_whitespace();
                bool more = m_pos < m_text.size() && m_text[m_pos] == ',';
                if (top.object) {
                    // CreateDataProperty: a later duplicate replaces the value in place;
                    // "__proto__" is an ordinary own property.
                    top.object->put_direct(key_from_u16(m_vm, top.name), value);
                    if (more) {
                        ++m_pos;
                        skip_whitespace();
                        top.name = TRY(parse_member_name("Expected double-quoted property name"));
                        break;
                    }
                    if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                        ++m_pos;
                        value = Value(top.object);
                        open.pop_back();
                        continue;
                    }
                    return error("Expected ',' or '}' after property value", m_pos);
                }
                top.elements.push_back(value);
                if (more) {
                    ++m_pos;
                    break;
                }
                if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                    ++m_pos;
                    value = Value(static_cast<Object*>(m_vm.make_array(top.elements)));
                    open.pop_back();
                    continue;
                }
                return error("Expected ',' or ']' after array element", m_pos);
            }
        }
    }

    // A JSONObject member's name and its ':' (the reader is at the name's opening quote, or
    // `missing` is the error).
    ThrowOr<std::u16string> parse_member_name(const char* missing)
    {
        if (m_pos >= m_text.size() || m_text[m_pos] != '"')
            return error(missing, m_pos);
        std::u16string name = TRY(parse_string());
        skip_whitespace();
        if (m_pos >= m_text.size() || m_text[m_pos] != ':')
            return error("Expected ':' after property name", m_pos);
        ++m_pos;
        return name;
    }

    // A string, number, true, false or null at the reader.
    ThrowOr<Value> parse_scalar()
    {
        char16_t c = m_text[m_pos];
        switch (c) {
        case '"': return Value(m_vm.make_string(TRY(parse_string())));
        case 't': TRY(parse_literal(u"true")); return Value(true);
        case 'f': TRY(parse_literal(u"false")); return Value(false);
        case 'n': TRY(parse_literal(u"null")); return Value::null();
        default:
            if (c == '-' || is_digit(c))
                return parse_number();
            return unexpected_character(m_pos);
        }
    }

    ThrowOr<void> parse_literal(std::u16string_view literal)
    {
        for (char16_t expected : literal) {
            if (m_pos >= m_text.size() || m_text[m_pos] != expected)
                return unexpected_character(m_pos);
            ++m_pos;
        }
        return {};
    }

    // JSONNumber: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?, converted exactly.
    ThrowOr<Value> parse_number()
    {
        size_t start = m_pos;
        if (m_text[m_pos] == '-') {
            ++m_pos;
            if (m_pos >= m_text.size() || !is_digit(m_text[m_pos]))
                return error("No number after minus sign", m_pos);
        }
        if (m_text[m_pos] == '0') {
            ++m_pos;
            if (m_pos < m_text.size() && is_digit(m_text[m_pos]))
                return error("Unexpected number", m_pos);
        } else {
            while (m_pos < m_text.size() && is_digit(m_text[m_pos]))
                ++m_pos;
        }
        if (m_pos < m_text.size() && m_text[m_pos] == '.') {
            ++m_pos;
            if (m_pos >= m_text.size() || !is_digit(m_text[m_pos]))
                return error("Unterminated fractional number", m_pos);
            while (m_pos < m_text.size() && is_digit(m_text[m_pos]))
                ++m_pos;
        }
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
                ++m_pos;
            if (m_pos >= m_text.size() || !is_digit(m_text[m_pos]))
                return error("Exponent part is missing a number", m_pos);
            while (m_pos < m_text.size() && is_digit(m_text[m_pos]))
                ++m_pos;
        }
        // The grammar is a subset of StringNumericLiteral, so StringToNumber rounds it correctly.
        return Value(string_to_number(std::u16string_view(m_text).substr(start, m_pos - start)));
    }

    static int hex_value(char16_t c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    // JSONString: '"' characters '"', with the escapes \" \\ \/ \b \f \n \r \t \uXXXX.
    ThrowOr<std::u16string> parse_string()
    {
        ++m_pos; // the opening quote
        std::u16string out;
        for (;;) {
            if (m_pos >= m_text.size())
                return error("Unterminated string", m_pos);
            char16_t c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return out;
            }
            if (c < 0x20)
                return error("Bad control character in string literal", m_pos);
            if (c != '\\') {
                out.push_back(c);
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (m_pos >= m_text.size())
                return unexpected_character(m_pos);
            char16_t e = m_text[m_pos];
            switch (e) {
            case '"': out.push_back('"'); break;
            case '\\': out.push_back('\\'); break;
            case '/': out.push_back('/'); break;
            case 'b': out.push_back('\b'); break;
            case 'f': out.push_back('\f'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            case 't': out.push_back('\t'); break;
            case 'u': {
                char16_t value = 0;
                for (int i = 0; i < 4; ++i) {
                    ++m_pos;
                    int digit = m_pos < m_text.size() ? hex_value(m_text[m_pos]) : -1;
                    if (digit < 0)
                        return error("Bad Unicode escape", m_pos);
                    value = static_cast<char16_t>(value * 16 + digit);
                }
                out.push_back(value);
                break;
            }
            default:
                return error("Bad escaped character", m_pos);
            }
            ++m_pos;
        }
    }

    VM& m_vm;
    const std::u16string& m_text;
    size_t m_pos = 0;
    size_t m_error_pos = 0; // where the SyntaxError thrown is placed
};

// 25.5.1.1 InternalizeJSONProperty ( holder, name, reviver )
ThrowOr<Value> internalize_json_property(VM& vm, Object* holder, const PropertyKey& name, Value reviver)
{
    JsonDepthScope depth;
    if (depth.too_deep())
        return throw_stack_overflow(vm);
    // 1. Let val be ? Get(holder, name).
    Value val = TRY(holder->get(vm, name));
    // 2. If val is an Object, then
    if (val.is_object()) {
        Object* o = val.as_object();
        auto revive_element = [&](const PropertyKey& key) -> ThrowOr<void> {
            // Let newElement be ? InternalizeJSONProperty(val, key, reviver).
            Value new_element = TRY(internalize_json_property(vm, o, key, reviver));
            // If newElement is undefined, perform ? val.[[Delete]](key);
            // else perform ? CreateDataProperty(val, key, newElement).
            if (new_element.is_undefined())
                o->delete_property(key);
            else
                o->define_own_property(key, Property { new_element, nullptr, nullptr, kDefaultAttributes });
            return {};
        };
        if (TRY(is_array(vm, Value(o)))) {
            // a. If ? IsArray(val) is true: every index below ? LengthOfArrayLike(val).
            double len = TRY(vm.length_of_array_like(o));
            for (double i = 0; i < len; ++i)
                TRY(revive_element(PropertyKey::index(static_cast<uint32_t>(i))));
        } else {
            // b. Else: the keys of ? EnumerableOwnProperties(val, key).
            for (const PropertyKey& key : TRY(enumerable_own_keys(vm, o)))
                TRY(revive_element(key));
        }
    }
    // 3. Return ? Call(reviver, holder, « name, val »).
    Value call_args[] = { key_to_string_value(vm, name), val };
    return vm.call(reviver, Value(holder), call_args);
}

// 25.5.1 JSON.parse ( text [ , reviver ] )
ThrowOr<Value> json_parse(VM& vm, CallArgs& args)
{
    // 1. Let jsonString be ? ToString(text).
    std::u16string text = TRY(vm.to_u16string(args.arg(0)));
    // 2-8. Parse as a JSON text; throw a SyntaxError if it is not one.
    vm.charge_ps(kCpu.json_parse_call_ps + kCpu.json_parse_byte_ps * text.size());
    JsonParser parser(vm, text);
    auto parsed = parser.parse();
    if (parsed.is_throw()) {
        vm.note_foreign_throw_site(vm.exception(), parser.error_site());
        return parsed;
    }
    Value unfiltered = parsed.value();
    // 9. If IsCallable(reviver) is true, then
    Value reviver = args.arg(1);
    if (!VM::is_callable(reviver))
        return unfiltered;
    // a-c. Let root be a new object with "" set to unfiltered; return ? InternalizeJSONProperty(root, "", reviver).
    Object* root = vm.make_object();
    PropertyKey root_name = PropertyKey::string(vm.intern(u""));
    root->put_direct(root_name, unfiltered);
    return internalize_json_property(vm, root, root_name, reviver);
}

// --- JSON.stringify -----------------------------------------------------------------------------

// 25.5.2.3 QuoteJSONString ( value )
void quote_json_string(std::u16string& out, std::u16string_view value)
{
    static constexpr char16_t hex[] = u"0123456789abcdef";
    auto unicode_escape = [&](char16_t c) {
        out += u"\\u";
        out.push_back(hex[(c >> 12) & 0xF]);
        out.push_back(hex[(c >> 8) & 0xF]);
        out.push_back(hex[(c >> 4) & 0xF]);
        out.push_back(hex[c & 0xF]);
    };
    out.push_back('"');
    for (size_t i = 0; i < value.size(); ++i) {
        char16_t c = value[i];
        switch (c) {
        case '\b': out += u"\\b"; break;
        case '\t': out += u"\\t"; break;
        case '\n': out += u"\\n"; break;
        case '\f': out += u"\\f"; break;
        case '\r': out += u"\\r"; break;
        case '"': out += u"\\\""; break;
        case '\\': out += u"\\\\"; break;
        default:
            if (c < 0x20) {
                unicode_escape(c);
            } else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < value.size() && value[i + 1] >= 0xDC00 && value[i + 1] <= 0xDFFF) {
                out.push_back(c); // a surrogate pair stays as it is
                out.push_back(value[++i]);
            } else if (c >= 0xD800 && c <= 0xDFFF) {
                unicode_escape(c); // a lone surrogate
            } else {
                out.push_back(c);
            }
        }
    }
    out.push_back('"');
}

// 25.5.2.1 JSON Serialization Record, plus the key each stacked object was reached by (for
// V8's circular structure message).
struct JsonSerialization {
    Value replacer_function;                          // [[ReplacerFunction]]: undefined if none
    std::optional<std::vector<PropertyKey>> property_list; // [[PropertyList]]
    std::vector<Object*> stack;                       // [[Stack]]
    std::vector<PropertyKey> stack_keys;              // the key under which each entry was found
    std::vector<bool> stack_key_is_element;           // ... and whether it was an array index
    std::u16string indent;                            // [[Indent]]
    std::u16string gap;                               // [[Gap]]
    bool has_gap = false; // V8 formats with newlines for a space in (0, 1) too, with an empty gap
    std::u16string out;                               // the text built so far
};

// V8's name for an object in the circular structure message: its constructor's name.
std::string constructor_name(VM& vm, Object* o)
{
    for (Object* p = o; p; p = p->prototype()) {
        auto c = p->get_own_property(vm.key("constructor"));
        if (!c)
            continue;
        if (!c->is_accessor() && c->value.is_object() && c->value.as_object()->is_function()) {
            auto name = c->value.as_object()->get_own_property(vm.key("name"));
            if (name && !name->is_accessor() && name->value.is_string() && !name->value.as_string()->string().empty())
                return name->value.as_string()->utf8();
        }
        break;
    }
    return "Object";
}

// V8's TypeError for a cycle: the path from the repeated object back to itself.
Thrown throw_circular_error(VM& vm, JsonSerialization& state, Object* value, const PropertyKey& key, bool key_is_element)
{
    auto describe_key = [&](const PropertyKey& k, bool is_element) {
        if (is_element)
            return "index " + utf16_to_utf8(k.to_string());
        return "property '" + utf16_to_utf8(k.to_string()) + "'";
    };
    size_t start = static_cast<size_t>(std::find(state.stack.begin(), state.stack.end(), value) - state.stack.begin());
    std::string message = "Converting circular structure to JSON\n    --> starting at object with constructor '" + constructor_name(vm, value) + "'";
    auto line = [&](size_t i) {
        message += "\n    |     " + describe_key(state.stack_keys[i], state.stack_key_is_element[i]) + " -> object with constructor '"
            + constructor_name(vm, state.stack[i]) + "'";
    };
    // The first two objects of the circle, an ellipsis, and the last one.
    constexpr size_t kPrefixCount = 2, kPostfixCount = 1;
    size_t size = state.stack.size();
    size_t prefix_end = std::min(size, start + kPrefixCount + 1);
    for (size_t i = start + 1; i < prefix_end; ++i)
        line(i);
    if (size > prefix_end + kPostfixCount)
        message += "\n    |     ...";
    for (size_t i = std::max(prefix_end, size - kPostfixCount); i < size; ++i)
        line(i);
    message += "\n    --- " + describe_key(key, key_is_element) + " closes the circle";
    return vm.throw_type_error(message);
}

ThrowOr<bool> serialize_json_property(VM& vm, JsonSerialization& state, const PropertyKey& key, Object* holder, bool key_is_element, bool emit_key);

// 25.5.2.5 SerializeJSONObject ( state, value )
ThrowOr<void> serialize_json_object(VM& vm, JsonSerialization& state, Object* value)
{
    // 3-4. Append value to state.[[Stack]]; let stepback be state.[[Indent]]; indent += gap.
    std::u16string stepback = state.indent;
    state.indent += state.gap;
    // 5-6. K is state.[[PropertyList]] if not undefined, else ? EnumerableOwnProperties(value, key).
    std::vector<PropertyKey> keys = state.property_list ? *state.property_list : TRY(enumerable_own_keys(vm, value));
    // 7-10. Each member is QuoteJSONString(P) ":" [" "] value; members are joined by "," (and
    // a newline plus the indentation when there is a gap).
    state.out.push_back('{');
    bool any = false;
    for (const PropertyKey& p : keys) {
        size_t mark = state.out.size();
        if (any)
            state.out.push_back(',');
        if (state.has_gap) {
            state.out.push_back('\n');
            state.out += state.indent;
        }
        bool wrote = TRY(serialize_json_property(vm, state, p, value, false, true));
        if (wrote)
            any = true;
        else
            state.out.resize(mark); // undefined: the member is left out
    }
    if (any && state.has_gap) {
        state.out.push_back('\n');
        state.out += stepback;
    }
    state.out.push_back('}');
    // 11-12. Remove the last element of state.[[Stack]]; restore the indent.
    state.indent = stepback;
    return {};
}

// 25.5.2.6 SerializeJSONArray ( state, value )
ThrowOr<void> serialize_json_array(VM& vm, JsonSerialization& state, Object* value)
{
    std::u16string stepback = state.indent;
    state.indent += state.gap;
    // 6. Let len be ? LengthOfArrayLike(value).
    double len = TRY(vm.length_of_array_like(value));
    state.out.push_back('[');
    for (double index = 0; index < len; ++index) {
        if (index > 0)
            state.out.push_back(',');
        if (state.has_gap) {
            state.out.push_back('\n');
            state.out += state.indent;
        }
        // 8.b-c. Let strP be ? SerializeJSONProperty(state, ! ToString(𝔽(index)), value);
        //        undefined becomes "null".
        bool wrote = TRY(serialize_json_property(vm, state, PropertyKey::index(static_cast<uint32_t>(index)), value, true, false));
        if (!wrote)
            state.out += u"null";
        if (state.out.size() > (1u << 29))
            return vm.throw_range_error("Invalid string length");
    }
    if (len > 0 && state.has_gap) {
        state.out.push_back('\n');
        state.out += stepback;
    }
    state.out.push_back(']');
    state.indent = stepback;
    return {};
}

// 25.5.2.2 SerializeJSONProperty ( state, key, holder ). Appends the serialization to
// state.out (preceded by the quoted key and ":" when emit_key) and returns true, or returns
// false and appends nothing when the result is undefined.
ThrowOr<bool> serialize_json_property(VM& vm, JsonSerialization& state, const PropertyKey& key, Object* holder, bool key_is_element, bool emit_key)
{
    // 1. Let value be ? Get(holder, key).
    Value value = TRY(holder->get(vm, key));
    // 2. If value is an Object or a BigInt, then: if IsCallable(? GetV(value, "toJSON")), value = ? Call(toJSON, value, « key »).
    if (value.is_object() || value.is_bigint()) {
        Value to_json = TRY(vm.get(value, "toJSON"));
        if (VM::is_callable(to_json)) {
            Value call_args[] = { key_to_string_value(vm, key) };
            value = TRY(vm.call(to_json, value, call_args));
        }
    }
    // 3. If state.[[ReplacerFunction]] is not undefined: value = ? Call(replacer, holder, « key, value »).
    if (!state.replacer_function.is_undefined()) {
        Value call_args[] = { key_to_string_value(vm, key), value };
        value = TRY(vm.call(state.replacer_function, Value(holder), call_args));
    }
    // 4. Unwrap Number, String and Boolean objects.
    if (value.is_object()) {
        Object* o = value.as_object();
        if (o->object_class() == ObjectClass::Number)
            value = Value(TRY(vm.to_number(value)));
        else if (o->object_class() == ObjectClass::String)
            value = Value(TRY(vm.to_string(value)));
        else if (o->object_class() == ObjectClass::Boolean || o->object_class() == ObjectClass::BigInt)
            value = o->primitive_value();
    }
    // 12. If value is a BigInt, throw a TypeError exception.
    if (value.is_bigint())
        return vm.throw_type_error("Do not know how to serialize a BigInt");
    // 11. Undefined, symbols and functions serialize to undefined.
    if (value.is_undefined() || value.is_symbol() || VM::is_callable(value) || value.is_empty())
        return false;
    if (emit_key) {
        quote_json_string(state.out, key.to_string());
        state.out.push_back(':');
        if (state.has_gap)
            state.out.push_back(' ');
    }
    switch (value.tag()) {
    case Tag::Null: state.out += u"null"; return true;                          // 5.
    case Tag::Boolean: state.out += value.as_bool() ? u"true" : u"false"; return true; // 6-7.
    case Tag::String: quote_json_string(state.out, value.as_string()->string()); return true; // 8.
    case Tag::Number: {
        // 9. Finite numbers use ToString, the others "null".
        double d = value.as_number();
        state.out += std::isfinite(d) ? utf8_to_utf16(number_to_string(d)) : u"null";
        return true;
    }
    default: break;
    }
    // 10. An object: an array or an ordinary object. (SerializeJSONObject/Array steps 1-3:
    // a value already on the stack is a cycle.)
    Object* o = value.as_object();
    if (std::find(state.stack.begin(), state.stack.end(), o) != state.stack.end())
        return throw_circular_error(vm, state, o, key, key_is_element);
    JsonDepthScope depth;
    if (depth.too_deep())
        return throw_stack_overflow(vm);
    state.stack.push_back(o);
    state.stack_keys.push_back(key);
    state.stack_key_is_element.push_back(key_is_element);
    if (TRY(is_array(vm, Value(o))))
        TRY(serialize_json_array(vm, state, o));
    else
        TRY(serialize_json_object(vm, state, o));
    state.stack.pop_back();
    state.stack_keys.pop_back();
    state.stack_key_is_element.pop_back();
    return true;
}

// 25.5.2 JSON.stringify ( value [ , replacer [ , space ] ] )
ThrowOr<Value> json_stringify(VM& vm, CallArgs& args)
{
    JsonSerialization state;
    Value replacer = args.arg(1);
    // 4. If replacer is an Object, then
    if (replacer.is_object()) {
        Object* r = replacer.as_object();
        if (r->is_function()) {
            // a. If IsCallable(replacer) is true, set ReplacerFunction to replacer.
            state.replacer_function = replacer;
        } else if (r->is_array()) {
            // b. Else if IsArray(replacer): PropertyList from its String and Number elements
            //    (and String and Number objects), without duplicates.
            std::vector<PropertyKey> list;
            double len = TRY(vm.length_of_array_like(r));
            for (double k = 0; k < len; ++k) {
                Value v = TRY(r->get(vm, PropertyKey::index(static_cast<uint32_t>(k))));
                std::optional<std::u16string> item;
                if (v.is_string()) {
                    item = v.as_string()->string();
                } else if (v.is_number()) {
                    item = utf8_to_utf16(number_to_string(v.as_number()));
                } else if (v.is_object() && (v.as_object()->object_class() == ObjectClass::String || v.as_object()->object_class() == ObjectClass::Number)) {
                    item = TRY(vm.to_u16string(v));
                }
                if (!item)
                    continue;
                PropertyKey key = key_from_u16(vm, *item);
                if (std::find(list.begin(), list.end(), key) == list.end())
                    list.push_back(key);
            }
            state.property_list = std::move(list);
        }
    }
    // 5. If space is an Object with [[NumberData]] or [[StringData]], unwrap it.
    Value space = args.arg(2);
    if (space.is_object()) {
        if (space.as_object()->object_class() == ObjectClass::Number)
            space = Value(TRY(vm.to_number(space)));
        else if (space.as_object()->object_class() == ObjectClass::String)
            space = Value(TRY(vm.to_string(space)));
    }
    // 6-8. gap: up to 10 spaces for a number, the first 10 code units of a string. Like V8,
    // a number in (0, 1) gives an empty gap that still breaks lines (the spec would not).
    if (space.is_number()) {
        double n = std::min(10.0, space.as_number());
        if (n > 0) {
            state.gap = std::u16string(static_cast<size_t>(n), ' ');
            state.has_gap = true;
        }
    } else if (space.is_string()) {
        state.gap = space.as_string()->string().substr(0, 10);
        state.has_gap = !state.gap.empty();
    }
    // 9-10. Let wrapper be a new object with "" set to value.
    Object* wrapper = vm.make_object();
    PropertyKey empty = PropertyKey::string(vm.intern(u""));
    wrapper->put_direct(empty, args.arg(0));
    // 12. Return ? SerializeJSONProperty(state, the empty String, wrapper).
    bool wrote = TRY(serialize_json_property(vm, state, empty, wrapper, false, false));
    vm.charge_ps(kCpu.json_stringify_call_ps + kCpu.json_stringify_byte_ps * state.out.size());
    if (!wrote)
        return Value();
    return Value(vm.make_string(std::move(state.out)));
}

} // namespace

void install_json_builtins(VM& vm)
{
    // 25.5 The JSON Object
    Object* json = vm.make_object();
    vm.define_native(json, "parse", json_parse, 2);
    vm.define_native(json, "stringify", json_stringify, 3);
    json->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("JSON"), kConfigurable);
    vm.set_intrinsic("JSON", json);
    vm.define_value(vm.global_object(), "JSON", Value(json));
}

} // namespace evloop::js
