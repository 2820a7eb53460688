// util.inspect and util.format for console output: a port of Node 20's
// lib/internal/util/inspect.js. Each function names the Node function it mirrors; the
// control flow (and its quirks) follows Node's so that the output is byte-identical.
//
// Not ported (evloop has no such values or options): proxies, custom inspect functions
// ([util.inspect.custom]), typed arrays, ArrayBuffer/DataView, Date, RegExp, WeakMap/
// WeakSet, module namespaces, BigInt, colors, `sorted`, `getters`, numericSeparator and
// `compact: true`.
//
// Strings are built as UTF-8; lengths that Node measures with `.length` are measured in
// UTF-16 code units (js_length) so that line breaking decides exactly as Node does.
#include "core/js/inspect.h"
#include "core/js/map_set.h"
#include "core/js/promise.h"
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace evloop::js {

namespace {

// extrasType in Node.
constexpr int kObjectType = 0;
constexpr int kArrayType = 1;
constexpr int kArrayExtrasType = 2;

constexpr size_t kMinLineLength = 16;

struct Context {
    Context(VM& vm_, const InspectOptions& options)
        : vm(vm_)
        , depth(options.depth)
        , break_length(options.break_length)
        , compact(options.compact)
        , max_array_length(options.max_array_length)
        , max_string_length(options.max_string_length)
        , show_hidden(options.show_hidden)
    {
    }
    VM& vm;
    int depth;
    int break_length;
    int compact;
    size_t max_array_length;
    size_t max_string_length;
    bool show_hidden;
    int indentation_lvl = 0;
    int current_depth = 0;
    std::vector<Object*> seen;
    std::vector<Object*> circular; // ctx.circular: the object at i has reference number i + 1
    std::map<int, double> budget;  // ctx.budget: output length per indentation level
};

// Node's `constructor` variable: a name, or null (std::nullopt).
using ConstructorName = std::optional<std::string>;

// --- string helpers ----------------------------------------------------------------------

// `str.length` of the JS string whose UTF-8 encoding is `s`.
size_t js_length(std::string_view s)
{
    size_t n = 0;
    for (size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c < 0xC0) { // ASCII (or a stray continuation byte)
            n += 1;
            i += 1;
        } else if (c < 0xE0) {
            n += 1;
            i += 2;
        } else if (c < 0xF0) {
            n += 1;
            i += 3;
        } else {
            n += 2;
            i += 4;
        }
    }
    return n;
}

std::string spaces(int n) { return n > 0 ? std::string(static_cast<size_t>(n), ' ') : std::string(); }

bool contains(std::string_view s, std::string_view needle) { return s.find(needle) != std::string_view::npos; }

// String.prototype.replaceAll(s, '\n', replacement)
std::string replace_newlines(std::string_view s, std::string_view replacement)
{
    std::string out;
    for (char c : s) {
        if (c == '\n')
            out += replacement;
        else
            out += c;
    }
    return out;
}

// ArrayPrototypeJoin
std::string join(const std::vector<std::string>& parts, std::string_view separator)
{
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i)
            out += separator;
        out += parts[i];
    }
    return out;
}

// padStart / padEnd to `length` UTF-16 units with spaces.
std::string pad_start(const std::string& s, size_t length)
{
    size_t len = js_length(s);
    return len >= length ? s : std::string(length - len, ' ') + s;
}

std::string pad_end(const std::string& s, size_t length)
{
    size_t len = js_length(s);
    return len >= length ? s : s + std::string(length - len, ' ');
}

std::vector<char32_t> code_points(std::string_view s)
{
    std::vector<char32_t> out;
    for (size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        char32_t cp;
        size_t n;
        if (c < 0x80) {
            cp = c;
            n = 1;
        } else if (c < 0xC0) {
            cp = 0xFFFD;
            n = 1;
        } else if (c < 0xE0) {
            cp = c & 0x1F;
            n = 2;
        } else if (c < 0xF0) {
            cp = c & 0x0F;
            n = 3;
        } else {
            cp = c & 0x07;
            n = 4;
        }
        for (size_t k = 1; k < n && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out.push_back(cp);
        i += n;
    }
    return out;
}

// The zero-width part of ICU's column width (node_i18n.cc GetColumnWidth): control and
// format characters, combining marks, variation selectors and emoji modifiers.
bool is_zero_width_code_point(char32_t c)
{
    return c <= 0x1F || (c >= 0x7F && c <= 0x9F) || (c >= 0x300 && c <= 0x36F) || (c >= 0x483 && c <= 0x489)
        || (c >= 0x591 && c <= 0x5BD) || (c >= 0x610 && c <= 0x61A) || (c >= 0x64B && c <= 0x65F)
        || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x2064)
        || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xFE20 && c <= 0xFE2F)
        || c == 0xFEFF || (c >= 0x1F3FB && c <= 0x1F3FF) || (c >= 0xE0000 && c <= 0xE007F)
        || (c >= 0xE0100 && c <= 0xE01EF);
}

// East Asian Wide / Fullwidth and emoji presentation characters (two columns).
// Node's isFullWidthCodePoint, plus the emoji blocks ICU reports as wide.
bool is_full_width_code_point(char32_t c)
{
    return c >= 0x1100
        && (c <= 0x115F || c == 0x2329 || c == 0x232A || (c >= 0x231A && c <= 0x231B) || (c >= 0x23E9 && c <= 0x23EC)
            || c == 0x23F0 || c == 0x23F3 || (c >= 0x25FD && c <= 0x25FE) || (c >= 0x2614 && c <= 0x2615)
            || (c >= 0x2648 && c <= 0x2653) || c == 0x267F || c == 0x2693 || c == 0x26A1 || (c >= 0x26AA && c <= 0x26AB)
            || (c >= 0x26BD && c <= 0x26BE) || (c >= 0x26C4 && c <= 0x26C5) || c == 0x26CE || c == 0x26D4 || c == 0x26EA
            || (c >= 0x26F2 && c <= 0x26F3) || c == 0x26F5 || c == 0x26FA || c == 0x26FD || c == 0x2705
            || (c >= 0x270A && c <= 0x270B) || c == 0x2728 || c == 0x274C || c == 0x274E || (c >= 0x2753 && c <= 0x2755)
            || c == 0x2757 || (c >= 0x2795 && c <= 0x2797) || c == 0x27B0 || c == 0x27BF || (c >= 0x2B1B && c <= 0x2B1C)
            || c == 0x2B50 || c == 0x2B55 || (c >= 0x2E80 && c <= 0x3247 && c != 0x303F) || (c >= 0x3250 && c <= 0x4DBF)
            || (c >= 0x4E00 && c <= 0xA4C6) || (c >= 0xA960 && c <= 0xA97C) || (c >= 0xAC00 && c <= 0xD7A3)
            || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE10 && c <= 0xFE19) || (c >= 0xFE30 && c <= 0xFE6B)
            || (c >= 0xFF01 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x16FE0 && c <= 0x18CFF)
            || (c >= 0x1B000 && c <= 0x1B2FF) || c == 0x1F004 || c == 0x1F0CF || c == 0x1F18E
            || (c >= 0x1F191 && c <= 0x1F19A) || (c >= 0x1F200 && c <= 0x1F251) || (c >= 0x1F300 && c <= 0x1F64F)
            || (c >= 0x1F680 && c <= 0x1F6FF) || (c >= 0x1F7E0 && c <= 0x1F7EB) || (c >= 0x1F90C && c <= 0x1F9FF)
            || (c >= 0x1FA70 && c <= 0x1FAFF) || (c >= 0x20000 && c <= 0x3FFFD));
}

// getStringWidth(str, removeControlChars = false): the ICU variant. ASCII counts one
// column (control characters none); from the first non-ASCII character on, each code
// point counts ICU's column width.
size_t get_string_width(std::string_view s)
{
    size_t width = 0;
    bool ascii = true;
    for (char32_t c : code_points(s)) {
        if (ascii && c < 127) {
            width += c >= 32 ? 1 : 0;
            continue;
        }
        ascii = false;
        if (is_zero_width_code_point(c) && c != 0xAD)
            continue;
        width += is_full_width_code_point(c) ? 2 : 1;
    }
    return width;
}

std::string hex_lower(unsigned v)
{
    static const char* digits = "0123456789abcdef";
    std::string out;
    do {
        out.insert(out.begin(), digits[v & 15]);
        v >>= 4;
    } while (v);
    return out;
}

// Node's `meta` table: the escape for a control character, the single quote or the
// backslash (code < 0xA0); "" for characters that are not escaped.
std::string meta(char16_t c)
{
    static const char* named[] = { "\\x00", "\\x01", "\\x02", "\\x03", "\\x04", "\\x05", "\\x06", "\\x07", "\\b", "\\t",
        "\\n", "\\x0B", "\\f", "\\r", "\\x0E", "\\x0F", "\\x10", "\\x11", "\\x12", "\\x13", "\\x14", "\\x15", "\\x16",
        "\\x17", "\\x18", "\\x19", "\\x1A", "\\x1B", "\\x1C", "\\x1D", "\\x1E", "\\x1F" };
    if (c < 0x20)
        return named[c];
    if (c == '\'')
        return "\\'";
    if (c == '\\')
        return "\\\\";
    if (c >= 0x7F && c <= 0x9F) {
        static const char* hex = "0123456789ABCDEF";
        return std::string("\\x") + hex[c >> 4] + hex[c & 15];
    }
    return "";
}

// escapeFn: the replacement for one character matched by strEscapeSequencesReplacer.
std::u16string escape_fn(char16_t c)
{
    return utf8_to_utf16(c < 0xA0 ? meta(c) : "\\u" + hex_lower(c));
}

bool is_lead_surrogate(char16_t c) { return c >= 0xD800 && c <= 0xDBFF; }
bool is_trail_surrogate(char16_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

// RegExpPrototypeSymbolReplace(strEscapeSequencesReplacer, str, escapeFn): escapes
// control characters, the single quote, the backslash and lone surrogates (no quotes).
std::string escape_without_quotes(std::u16string_view str)
{
    std::u16string out;
    for (size_t i = 0; i < str.size(); ++i) {
        char16_t c = str[i];
        if (c < 0x20 || c == '\'' || c == '\\' || (c >= 0x7F && c <= 0x9F)) {
            out += escape_fn(c);
        } else if (is_lead_surrogate(c) && i + 1 < str.size() && is_trail_surrogate(str[i + 1])) {
            out += c;
            out += str[++i];
        } else if (is_lead_surrogate(c) || is_trail_surrogate(c)) {
            out += escape_fn(c);
        } else {
            out += c;
        }
    }
    return utf16_to_utf8(out);
}

// addQuotes
std::string add_quotes(const std::string& str, int quotes)
{
    if (quotes == -1)
        return "\"" + str + "\"";
    if (quotes == -2)
        return "`" + str + "`";
    return "'" + str + "'";
}

// strEscape: quotes a string for output, choosing ' then " then ` so that the single
// quote needs no escape where possible, and escapes control characters, the backslash
// and lone surrogates.
std::string str_escape(std::u16string_view str)
{
    int single_quote = 39;
    if (str.find(u'\'') != std::u16string_view::npos) {
        if (str.find(u'"') == std::u16string_view::npos)
            single_quote = -1;
        else if (str.find(u'`') == std::u16string_view::npos && str.find(u"${") == std::u16string_view::npos)
            single_quote = -2;
    }
    std::u16string result;
    for (size_t i = 0; i < str.size(); ++i) {
        char16_t point = str[i];
        if (point == single_quote || point == 92 || point < 32 || (point > 126 && point < 160)) {
            result += utf8_to_utf16(meta(point));
        } else if (point >= 0xD800 && point <= 0xDFFF) {
            if (point <= 0xDBFF && i + 1 < str.size() && is_trail_surrogate(str[i + 1])) {
                result += point;
                result += str[++i];
                continue;
            }
            result += utf8_to_utf16("\\u" + hex_lower(point));
        } else {
            result += point;
        }
    }
    return add_quotes(utf16_to_utf8(result), single_quote);
}

// keyStrRegExp = /^[a-zA-Z_][a-zA-Z_0-9]*$/
bool is_plain_key(std::u16string_view s)
{
    if (s.empty())
        return false;
    for (size_t i = 0; i < s.size(); ++i) {
        char16_t c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (i > 0 && c >= '0' && c <= '9');
        if (!ok)
            return false;
    }
    return true;
}

// numberRegExp = /^(0|[1-9][0-9]*)$/
bool is_number_key(std::u16string_view s)
{
    if (s.empty())
        return false;
    if (s == u"0")
        return true;
    if (s[0] < '1' || s[0] > '9')
        return false;
    return std::all_of(s.begin(), s.end(), [](char16_t c) { return c >= '0' && c <= '9'; });
}

// SymbolPrototypeToString
std::string symbol_to_string(Symbol* s) { return "Symbol(" + utf16_to_utf8(s->description()) + ")"; }

// remainingText
std::string remaining_text(size_t remaining)
{
    return "... " + std::to_string(remaining) + " more item" + (remaining > 1 ? "s" : "");
}

// --- object helpers ----------------------------------------------------------------------

// Clears a pending exception: for Node's `try { … } catch {}` spots.
void swallow(VM& vm) { vm.take_exception(); }

bool has_own(Object* o, const PropertyKey& key) { return o->get_own_property(key).has_value(); }

// ObjectPrototypePropertyIsEnumerable
bool is_own_enumerable(Object* o, const PropertyKey& key)
{
    auto p = o->get_own_property(key);
    return p && p->enumerable();
}

// Is `proto` on `o`'s prototype chain (OrdinaryHasInstance's loop)?
bool has_in_prototype_chain(Object* o, Object* proto)
{
    for (Object* p = o->prototype(); p; p = p->prototype())
        if (p == proto)
            return true;
    return false;
}

// isInstanceof: `object instanceof proto`, false if that throws.
bool is_instanceof(Context& ctx, Object* object, Object* constructor)
{
    auto result = ctx.vm.instance_of(Value(object), Value(constructor));
    if (result.is_throw()) {
        swallow(ctx.vm);
        return false;
    }
    return result.value();
}

// isError: isNativeError(e) || e instanceof Error
bool is_error(Context& ctx, Object* o)
{
    if (o->object_class() == ObjectClass::Error)
        return true;
    Object* error_prototype = ctx.vm.error_prototype();
    return error_prototype && has_in_prototype_chain(o, error_prototype);
}

// builtInObjects: the global names matching /^[A-Z][a-zA-Z0-9]+$/ when Node starts.
bool is_builtin_object_name(const std::string& name)
{
    static const char* names[] = { "Object", "Function", "Array", "Number", "Infinity", "NaN", "Boolean", "String",
        "Symbol", "Date", "Promise", "RegExp", "Error", "AggregateError", "EvalError", "RangeError", "ReferenceError",
        "SyntaxError", "TypeError", "URIError", "JSON", "Math", "Intl", "ArrayBuffer", "Uint8Array", "Int8Array",
        "Uint16Array", "Int16Array", "Uint32Array", "Int32Array", "Float32Array", "Float64Array", "Uint8ClampedArray",
        "BigUint64Array", "BigInt64Array", "DataView", "Map", "BigInt", "Set", "WeakMap", "WeakSet", "Proxy", "Reflect",
        "FinalizationRegistry", "WeakRef", "Buffer", "URL", "URLSearchParams", "DOMException", "AbortController",
        "AbortSignal", "Event", "EventTarget", "TextEncoder", "TextDecoder", "TransformStream",
        "TransformStreamDefaultController", "WritableStream", "WritableStreamDefaultController",
        "WritableStreamDefaultWriter", "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamBYOBReader",
        "ReadableStreamBYOBRequest", "ReadableByteStreamController", "ReadableStreamDefaultController",
        "ByteLengthQueuingStrategy", "CountQueuingStrategy", "TextEncoderStream", "TextDecoderStream",
        "CompressionStream", "DecompressionStream", "BroadcastChannel", "MessageChannel", "MessagePort", "MessageEvent",
        "Blob", "File", "Performance", "PerformanceEntry", "PerformanceMark", "PerformanceMeasure",
        "PerformanceObserver", "PerformanceObserverEntryList", "PerformanceResourceTiming", "FormData", "Headers",
        "Request", "Response", "SharedArrayBuffer", "Atomics", "WebAssembly", "Crypto", "CryptoKey", "SubtleCrypto",
        "CustomEvent" };
    return std::any_of(std::begin(names), std::end(names), [&](const char* n) { return name == n; });
}

// Does `o` have an own `constructor` data property holding a function whose `name` is
// in builtInObjects? (Node: `descriptor !== undefined && typeof descriptor.value ===
// 'function' && builtInObjects.has(descriptor.value.name)`.)
ThrowOr<bool> has_builtin_constructor(VM& vm, Object* o)
{
    auto desc = o->get_own_property(vm.key("constructor"));
    if (!desc || desc->is_accessor() || !VM::is_callable(desc->value))
        return false;
    Value name = TRY(desc->value.as_object()->get(vm, vm.key("name")));
    return name.is_string() && is_builtin_object_name(name.as_string()->utf8());
}

// String(value), where a symbol gives its descriptive string instead of throwing.
ThrowOr<std::string> js_string(VM& vm, Value v)
{
    if (v.is_symbol())
        return symbol_to_string(v.as_symbol());
    return TRY(vm.to_string(v))->utf8();
}

// V8's JSReceiver::GetConstructorName (util's internal getConstructorName), used for
// objects whose prototype chain names no constructor. V8 first asks the map for the
// function that created the object, which evloop does not record; then, along the
// prototype chain, an own data [Symbol.toStringTag] string or (from the first prototype
// on) a `constructor` function named neither "" nor "Object"; then the kind of object.
std::string internal_constructor_name(VM& vm, Object* receiver)
{
    PropertyKey tag_key = PropertyKey::symbol(vm.symbol_to_string_tag());
    PropertyKey constructor_key = vm.key("constructor");
    PropertyKey name_key = vm.key("name");
    for (Object* current = receiver; current; current = current->prototype()) {
        auto tag = current->get_own_property(tag_key);
        if (tag && !tag->is_accessor() && tag->value.is_string())
            return tag->value.as_string()->utf8();
        if (current == receiver)
            continue;
        auto constructor = current->get_own_property(constructor_key);
        if (constructor && !constructor->is_accessor() && VM::is_callable(constructor->value)) {
            // SharedFunctionInfo::DebugName: the function's own `name` data property here.
            auto name = constructor->value.as_object()->get_own_property(name_key);
            if (name && !name->is_accessor() && name->value.is_string()) {
                std::string n = name->value.as_string()->utf8();
                if (!n.empty() && n != "Object")
                    return n;
            }
        }
    }
    // JSReceiver::class_name
    switch (receiver->object_class()) {
    case ObjectClass::Array: return "Array";
    case ObjectClass::Function: return "Function";
    case ObjectClass::Error: return "Error";
    case ObjectClass::Boolean: return "Boolean";
    case ObjectClass::Number: return "Number";
    case ObjectClass::String: return "String";
    case ObjectClass::Symbol: return "Symbol";
    case ObjectClass::Promise: return "Promise";
    case ObjectClass::Map: return "Map";
    case ObjectClass::Set: return "Set";
    case ObjectClass::Arguments: return "Arguments";
    default: return "Object";
    }
}

// --- forward declarations (the same mutual recursion as Node's) ----------------------------

ThrowOr<std::string> format_value(Context& ctx, Value value, int recurse_times);
// (Node's `original` parameter only matters for the `getters` option, which is not ported.)
ThrowOr<std::string> format_property(Context& ctx, Object* value, int recurse_times, const PropertyKey& key,
    int type, std::optional<Property> desc = std::nullopt);
ThrowOr<std::string> inspect_with(VM& vm, Value value, const InspectOptions& options);

// --- primitives ----------------------------------------------------------------------------

// formatNumber (without numericSeparator)
std::string format_number(double number)
{
    if (number == 0 && std::signbit(number))
        return "-0";
    return number_to_string(number);
}

// formatPrimitive
std::string format_primitive(Context& ctx, Value value)
{
    switch (value.tag()) {
    case Tag::String: {
        std::u16string_view str = value.as_string()->string();
        std::string trailer;
        if (str.size() > ctx.max_string_length) {
            size_t remaining = str.size() - ctx.max_string_length;
            str = str.substr(0, ctx.max_string_length);
            trailer = "... " + std::to_string(remaining) + " more character" + (remaining > 1 ? "s" : "");
        }
        if (str.size() > kMinLineLength
            && static_cast<long>(str.size()) > static_cast<long>(ctx.break_length) - ctx.indentation_lvl - 4) {
            // Split after each line break (RegExpPrototypeSymbolSplit(/(?<=\n)/, value)) and
            // quote each line on its own.
            std::vector<std::string> lines;
            size_t start = 0;
            for (size_t i = 0; i + 1 < str.size(); ++i) {
                if (str[i] == '\n') {
                    lines.push_back(str_escape(str.substr(start, i + 1 - start)));
                    start = i + 1;
                }
            }
            lines.push_back(str_escape(str.substr(start)));
            return join(lines, " +\n" + spaces(ctx.indentation_lvl + 2)) + trailer;
        }
        return str_escape(str) + trailer;
    }
    case Tag::Number: return format_number(value.as_number());
    case Tag::Boolean: return value.as_bool() ? "true" : "false";
    case Tag::Symbol: return symbol_to_string(value.as_symbol());
    case Tag::Null: return "null";
    default: return "undefined";
    }
}

// --- constructor names and prefixes ------------------------------------------------------------

ThrowOr<void> add_prototype_properties(Context& ctx, Object* main, Object* obj, int recurse_times,
    std::vector<std::string>& output);

// getConstructorName: the name of the first constructor on the prototype chain that
// `obj` is an instance of; nullopt for null-prototype objects.
ThrowOr<ConstructorName> get_constructor_name(Context& ctx, Object* obj, int recurse_times,
    std::vector<std::string>* proto_props)
{
    VM& vm = ctx.vm;
    Object* first_proto = nullptr;
    bool first_proto_set = false; // Node's firstProto is `undefined` until the first step
    Object* tmp = obj;
    while (obj) {
        // wellKnownPrototypes: Object.prototype and Function.prototype, in case their
        // `constructor` was tampered with.
        const char* well_known = obj == vm.object_prototype() ? "Object"
            : obj == vm.function_prototype()                  ? "Function"
                                                              : nullptr;
        if (well_known && has_in_prototype_chain(tmp, obj)) {
            if (proto_props && (!first_proto_set || first_proto != obj))
                TRY(add_prototype_properties(ctx, tmp, first_proto_set && first_proto ? first_proto : tmp,
                    recurse_times, *proto_props));
            return ConstructorName { well_known };
        }
        auto desc = obj->get_own_property(vm.key("constructor"));
        if (desc && !desc->is_accessor() && VM::is_callable(desc->value)) {
            Object* constructor = desc->value.as_object();
            Value name = TRY(constructor->get(vm, vm.key("name")));
            bool empty = name.is_string() && name.as_string()->string().empty();
            if (!empty && is_instanceof(ctx, tmp, constructor)) {
                std::string name_string = TRY(js_string(vm, name));
                if (proto_props && ((!first_proto_set || first_proto != obj) || !is_builtin_object_name(name_string)))
                    TRY(add_prototype_properties(ctx, tmp, first_proto_set && first_proto ? first_proto : tmp,
                        recurse_times, *proto_props));
                return ConstructorName { name_string };
            }
        }
        obj = obj->prototype();
        if (!first_proto_set) {
            first_proto = obj;
            first_proto_set = true;
        }
    }
    if (!first_proto)
        return ConstructorName {};

    std::string res = internal_constructor_name(vm, tmp);
    if (recurse_times > ctx.depth)
        return ConstructorName { res + " <Complex prototype>" };

    ConstructorName proto_constr = TRY(get_constructor_name(ctx, first_proto, recurse_times + 1, proto_props));
    if (!proto_constr) {
        InspectOptions options { -1, ctx.break_length, ctx.compact, ctx.max_array_length, ctx.max_string_length,
            ctx.show_hidden };
        return ConstructorName { res + " <" + TRY(inspect_with(vm, Value(first_proto), options)) + ">" };
    }
    return ConstructorName { res + " <" + *proto_constr + ">" };
}

// addPrototypeProperties (showHidden only): lists the non-function properties that the
// first three user-defined prototype layers add.
ThrowOr<void> add_prototype_properties(Context& ctx, Object* main, Object* obj, int recurse_times,
    std::vector<std::string>& output)
{
    int depth = 0;
    std::vector<PropertyKey> keys;
    std::vector<PropertyKey> key_set;
    do {
        if (depth != 0 || main == obj) {
            obj = obj->prototype();
            if (!obj)
                return {};
            if (TRY(has_builtin_constructor(ctx.vm, obj)))
                return {};
        }
        if (depth == 0)
            key_set.clear();
        else
            key_set.insert(key_set.end(), keys.begin(), keys.end());
        keys = obj->own_property_keys();
        ctx.seen.push_back(main);
        for (const PropertyKey& key : keys) {
            if ((key.is_string() && key.as_string()->string() == u"constructor") || has_own(main, key)
                || (depth != 0 && std::find(key_set.begin(), key_set.end(), key) != key_set.end()))
                continue;
            auto desc = obj->get_own_property(key);
            if (!desc || (!desc->is_accessor() && VM::is_callable(desc->value)))
                continue;
            output.push_back(TRY(format_property(ctx, obj, recurse_times, key, kObjectType, desc)));
        }
        ctx.seen.pop_back();
    } while (++depth != 3);
    return {};
}

// getPrefix
std::string get_prefix(const ConstructorName& constructor, const std::string& tag, const std::string& fallback,
    const std::string& size = "")
{
    if (!constructor) {
        if (!tag.empty() && fallback != tag)
            return "[" + fallback + size + ": null prototype] [" + tag + "] ";
        return "[" + fallback + size + ": null prototype] ";
    }
    if (!tag.empty() && *constructor != tag)
        return *constructor + size + " [" + tag + "] ";
    return *constructor + size + " ";
}

// getCtxStyle
std::string get_ctx_style(VM& vm, Object* value, const ConstructorName& constructor, const std::string& tag)
{
    std::string fallback;
    if (!constructor) {
        fallback = internal_constructor_name(vm, value);
        if (fallback == tag)
            fallback = "Object";
    }
    return get_prefix(constructor, tag, fallback);
}

// getKeys: own enumerable string keys and enumerable symbols (all of them with showHidden).
std::vector<PropertyKey> get_keys(Context& ctx, Object* value)
{
    std::vector<PropertyKey> keys;
    for (const PropertyKey& key : value->own_property_keys()) {
        if (ctx.show_hidden || is_own_enumerable(value, key))
            keys.push_back(key);
    }
    return keys;
}

// getOwnNonIndexProperties(value, filter): like getKeys without the array indices.
std::vector<PropertyKey> get_own_non_index_properties(Context& ctx, Object* value)
{
    std::vector<PropertyKey> keys;
    if (ctx.show_hidden && value->is_array()) {
        // V8 lists an array's own `length` first. (evloop's Array::own_property_keys
        // leaves it out, so it is added here.)
        PropertyKey length = ctx.vm.key("length");
        auto own = value->own_property_keys();
        if (std::find(own.begin(), own.end(), length) == own.end() && has_own(value, length))
            keys.push_back(length);
    }
    for (const PropertyKey& key : value->own_property_keys()) {
        if (key.is_index())
            continue;
        if (ctx.show_hidden || is_own_enumerable(value, key))
            keys.push_back(key);
    }
    return keys;
}

// --- functions, boxed primitives, errors -------------------------------------------------------

// getClassBase
ThrowOr<std::string> get_class_base(Context& ctx, Object* value, const ConstructorName& constructor,
    const std::string& tag)
{
    VM& vm = ctx.vm;
    std::string name = "(anonymous)";
    if (has_own(value, vm.key("name"))) {
        Value n = TRY(value->get(vm, vm.key("name")));
        if (VM::to_boolean(n))
            name = TRY(js_string(vm, n));
    }
    std::string base = "class " + name;
    if (constructor && *constructor != "Function")
        base += " [" + *constructor + "]";
    if (!tag.empty() && constructor != tag)
        base += " [" + tag + "]";
    if (constructor) {
        Object* proto = value->prototype();
        if (proto) {
            Value super_name = TRY(proto->get(vm, vm.key("name")));
            if (VM::to_boolean(super_name))
                base += " extends " + TRY(js_string(vm, super_name));
        }
    } else {
        base += " extends [null prototype]";
    }
    return "[" + base + "]";
}

// getFunctionBase. Node recognises classes by their source text; evloop asks the code.
ThrowOr<std::string> get_function_base(Context& ctx, Object* value, const ConstructorName& constructor,
    const std::string& tag)
{
    VM& vm = ctx.vm;
    auto* closure = dynamic_cast<Closure*>(value);
    if (closure && closure->code()->is_class_constructor())
        return get_class_base(ctx, value, constructor, tag);
    std::string type = "Function";
    if (closure && closure->code()->is_async)
        type = "Async" + type;
    std::string base = "[" + type;
    if (!constructor)
        base += " (null prototype)";
    Value name = TRY(value->get(vm, vm.key("name")));
    if (name.is_string() && name.as_string()->string().empty())
        base += " (anonymous)";
    else
        base += ": " + TRY(js_string(vm, name));
    base += "]";
    if (constructor && *constructor != type)
        base += " " + *constructor;
    if (!tag.empty() && constructor != tag)
        base += " [" + tag + "]";
    return base;
}

bool is_boxed_primitive(Object* o)
{
    switch (o->object_class()) {
    case ObjectClass::Number:
    case ObjectClass::String:
    case ObjectClass::Boolean:
    case ObjectClass::Symbol: return true;
    default: return false;
    }
}

// getBoxedBase
std::string get_boxed_base(Context& ctx, Object* value, std::vector<PropertyKey>& keys,
    const ConstructorName& constructor, const std::string& tag)
{
    std::string type;
    switch (value->object_class()) {
    case ObjectClass::Number: type = "Number"; break;
    case ObjectClass::String: {
        type = "String";
        // Node drops the first value.length keys (the string's indices).
        size_t length = value->primitive_value().is_string() ? value->primitive_value().as_string()->string().size() : 0;
        std::erase_if(keys, [&](const PropertyKey& k) { return k.is_index() && k.as_index() < length; });
        break;
    }
    case ObjectClass::Boolean: type = "Boolean"; break;
    default: type = "Symbol"; break;
    }
    std::string base = "[" + type;
    if (constructor != type) {
        if (!constructor)
            base += " (null prototype)";
        else
            base += " (" + *constructor + ")";
    }
    base += ": " + format_primitive(ctx, value->primitive_value()) + "]";
    if (!tag.empty() && constructor != tag)
        base += " [" + tag + "]";
    return base;
}

// ErrorPrototypeToString
ThrowOr<std::string> error_to_string(VM& vm, Object* error)
{
    Value name = TRY(error->get(vm, vm.key("name")));
    Value message = TRY(error->get(vm, vm.key("message")));
    std::string n = name.is_undefined() ? "Error" : TRY(js_string(vm, name));
    std::string m = message.is_undefined() ? "" : TRY(js_string(vm, message));
    if (n.empty())
        return m;
    if (m.empty())
        return n;
    return n + ": " + m;
}

// getStackString
ThrowOr<std::string> get_stack_string(VM& vm, Object* error)
{
    Value stack = TRY(error->get(vm, vm.key("stack")));
    if (VM::to_boolean(stack))
        return js_string(vm, stack);
    return error_to_string(vm, error);
}

std::vector<std::string> split_lines(std::string_view s)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (;;) {
        size_t nl = s.find('\n', start);
        if (nl == std::string_view::npos) {
            out.emplace_back(s.substr(start));
            return out;
        }
        out.emplace_back(s.substr(start, nl - start));
        start = nl + 1;
    }
}

struct SequenceRange {
    size_t len = 0;
    size_t offset = 0;
};

// identicalSequenceRange
SequenceRange identical_sequence_range(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    for (size_t i = 0; i + 3 < a.size(); ++i) {
        auto it = std::find(b.begin(), b.end(), a[i]);
        if (it == b.end())
            continue;
        size_t pos = static_cast<size_t>(it - b.begin());
        size_t rest = b.size() - pos;
        if (rest > 3) {
            size_t len = 1;
            size_t max_len = std::min(a.size() - i, rest);
            while (max_len > len && a[i + len] == b[pos + len])
                len++;
            if (len > 3)
                return { len, i };
        }
    }
    return {};
}

// getStackFrames: the frame lines, with the frames shared with `cause` elided.
ThrowOr<std::vector<std::string>> get_stack_frames(Context& ctx, Object* err, std::string_view stack)
{
    std::vector<std::string> frames = split_lines(stack);
    auto cause_result = err->get(ctx.vm, ctx.vm.key("cause"));
    if (cause_result.is_throw()) {
        swallow(ctx.vm);
        return frames;
    }
    Value cause = cause_result.value();
    if (cause.is_object() && is_error(ctx, cause.as_object())) {
        std::string cause_stack = TRY(get_stack_string(ctx.vm, cause.as_object()));
        size_t cause_stack_start = cause_stack.find("\n    at");
        if (cause_stack_start != std::string::npos) {
            std::vector<std::string> cause_frames = split_lines(std::string_view(cause_stack).substr(cause_stack_start + 1));
            SequenceRange range = identical_sequence_range(frames, cause_frames);
            if (range.len > 0) {
                size_t skipped = range.len - 2;
                std::string msg = "    ... " + std::to_string(skipped) + " lines matching cause stack trace ...";
                auto first = frames.begin() + static_cast<long>(range.offset + 1);
                frames.erase(first, first + static_cast<long>(skipped));
                frames.insert(frames.begin() + static_cast<long>(range.offset + 1), msg);
            }
        }
    }
    return frames;
}

// /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/ and /^([a-z_A-Z0-9-]*Error)$/ from improveStack.
std::string error_name_from_stack(std::string_view stack)
{
    auto in_class = [](char c, bool space_and_brackets) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
            || (space_and_brackets && (c == ' ' || c == '[' || c == ']' || c == '(' || c == ')'));
    };
    if (!stack.empty() && stack[0] >= 'A' && stack[0] <= 'Z') {
        size_t end = 1;
        while (end < stack.size() && in_class(stack[end], true))
            end++;
        if (end >= 2 && end < stack.size()
            && (stack[end] == ':' || stack.substr(end, 7) == "\n    at"))
            return std::string(stack.substr(0, end));
    }
    if (stack.size() >= 5 && stack.ends_with("Error")
        && std::all_of(stack.begin(), stack.end(), [&](char c) { return in_class(c, false); }))
        return std::string(stack);
    return "";
}

// improveStack: makes the first line name the constructor ("MyError [TypeError]: …").
std::string improve_stack(std::string stack, const ConstructorName& constructor, const std::string& name,
    const std::string& tag)
{
    size_t len = name.size();
    if (!constructor
        || (name.ends_with("Error") && stack.starts_with(name)
            && (stack.size() == len || stack[len] == ':' || stack[len] == '\n'))) {
        std::string fallback = "Error";
        if (!constructor) {
            fallback = error_name_from_stack(stack);
            len = fallback.size();
            if (fallback.empty())
                fallback = "Error";
        }
        std::string prefix = get_prefix(constructor, tag, fallback);
        prefix.pop_back();
        if (name != prefix) {
            if (contains(prefix, name)) {
                if (len == 0)
                    stack = prefix + ": " + stack;
                else
                    stack = prefix + stack.substr(std::min(len, stack.size()));
            } else {
                stack = prefix + " [" + name + "]" + stack.substr(std::min(len, stack.size()));
            }
        }
    }
    return stack;
}

// removeDuplicateErrorKeys
ThrowOr<void> remove_duplicate_error_keys(Context& ctx, std::vector<PropertyKey>& keys, Object* err,
    const std::string& stack)
{
    if (ctx.show_hidden || keys.empty())
        return {};
    for (const char* name : { "name", "message", "stack" }) {
        PropertyKey key = ctx.vm.key(name);
        auto it = std::find(keys.begin(), keys.end(), key);
        if (it == keys.end())
            continue;
        Value value_of_key = TRY(err->get(ctx.vm, key));
        std::string value = TRY(js_string(ctx.vm, value_of_key));
        if (contains(stack, value))
            keys.erase(it);
    }
    return {};
}

// formatError
ThrowOr<std::string> format_error(Context& ctx, Object* err, const ConstructorName& constructor,
    const std::string& tag, std::vector<PropertyKey>& keys)
{
    VM& vm = ctx.vm;
    Value name_value = TRY(err->get(vm, vm.key("name")));
    std::string name = name_value.is_nullish() ? "Error" : TRY(js_string(vm, name_value));
    std::string stack = TRY(get_stack_string(vm, err));

    TRY(remove_duplicate_error_keys(ctx, keys, err, stack));

    PropertyKey cause = vm.key("cause");
    if (err->has_property(cause) && std::find(keys.begin(), keys.end(), cause) == keys.end())
        keys.push_back(cause);

    // Print errors aggregated into AggregateError.
    PropertyKey errors = vm.key("errors");
    Value errors_value = TRY(err->get(vm, errors));
    if (errors_value.is_object() && errors_value.as_object()->is_array()
        && std::find(keys.begin(), keys.end(), errors) == keys.end())
        keys.push_back(errors);

    stack = improve_stack(stack, constructor, name, tag);

    // Ignore the error message if it's contained in the stack.
    Value message = TRY(err->get(vm, vm.key("message")));
    size_t pos = 0;
    if (VM::to_boolean(message)) {
        std::string m = TRY(js_string(vm, message));
        size_t found = stack.find(m);
        // (err.message && indexOf(...)) || -1: a match at 0 counts as none.
        if (found != std::string::npos && found != 0)
            pos = message.is_string() ? found + m.size() : 0;
    }
    // Wrap the error in brackets in case it has no stack trace.
    size_t stack_start = stack.find("\n    at", pos);
    if (stack_start == std::string::npos) {
        stack = "[" + stack + "]";
    } else {
        std::string new_stack = stack.substr(0, stack_start);
        std::vector<std::string> lines = TRY(get_stack_frames(ctx, err, std::string_view(stack).substr(stack_start + 1)));
        new_stack += "\n" + join(lines, "\n");
        stack = new_stack;
    }
    // The message and the stack have to be indented as well!
    if (ctx.indentation_lvl != 0)
        stack = replace_newlines(stack, "\n" + spaces(ctx.indentation_lvl));
    return stack;
}

// --- entries of arrays, sets, maps, promises -------------------------------------------------

// formatSpecialArray: the array is sparse and/or has extra keys.
ThrowOr<std::vector<std::string>> format_special_array(Context& ctx, Array* value, int recurse_times,
    size_t max_length, std::vector<std::string> output, size_t i)
{
    // ObjectKeys(value)
    std::vector<PropertyKey> keys;
    for (const PropertyKey& key : value->own_property_keys())
        if (!key.is_symbol() && is_own_enumerable(value, key))
            keys.push_back(key);
    double index = static_cast<double>(i);
    for (; i < keys.size() && output.size() < max_length; i++) {
        const PropertyKey& key = keys[i];
        std::u16string key_text = key.to_string();
        double tmp = key.is_index() ? static_cast<double>(key.as_index()) : string_to_number(key_text);
        // Arrays can only have up to 2^32 - 1 entries
        if (tmp > 4294967294.0)
            break;
        if (utf8_to_utf16(number_to_string(index)) != key_text) {
            if (!is_number_key(key_text))
                break;
            auto empty_items = static_cast<size_t>(tmp - index);
            output.push_back("<" + std::to_string(empty_items) + " empty item" + (empty_items > 1 ? "s" : "") + ">");
            index = tmp;
            if (output.size() == max_length)
                break;
        }
        output.push_back(TRY(format_property(ctx, value, recurse_times, key, kArrayType)));
        index++;
    }
    double remaining = value->length() - index;
    if (output.size() != max_length) {
        if (remaining > 0) {
            auto r = static_cast<size_t>(remaining);
            output.push_back("<" + std::to_string(r) + " empty item" + (r > 1 ? "s" : "") + ">");
        }
    } else if (remaining > 0) {
        output.push_back(remaining_text(static_cast<size_t>(remaining)));
    }
    return output;
}

// formatArray
ThrowOr<std::vector<std::string>> format_array(Context& ctx, Array* value, int recurse_times)
{
    size_t val_len = value->length();
    size_t len = std::min(ctx.max_array_length, val_len);
    size_t remaining = val_len - len;
    std::vector<std::string> output;
    for (size_t i = 0; i < len; i++) {
        // Special handle sparse arrays.
        PropertyKey key = PropertyKey::index(static_cast<uint32_t>(i));
        if (!has_own(value, key))
            return format_special_array(ctx, value, recurse_times, len, std::move(output), i);
        output.push_back(TRY(format_property(ctx, value, recurse_times, key, kArrayType)));
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    return output;
}

// formatSet
ThrowOr<std::vector<std::string>> format_set(Context& ctx, SetObject* value, int recurse_times)
{
    size_t length = value->table.size();
    size_t max_length = std::min(ctx.max_array_length, length);
    size_t remaining = length - max_length;
    std::vector<std::string> output;
    ctx.indentation_lvl += 2;
    size_t i = 0;
    for (size_t e = 0; e < value->table.entries().size(); ++e) {
        if (i >= max_length)
            break;
        const auto& entry = value->table.entries()[e];
        if (entry.deleted)
            continue;
        output.push_back(TRY(format_value(ctx, entry.key, recurse_times)));
        i++;
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    ctx.indentation_lvl -= 2;
    return output;
}

// formatMap
ThrowOr<std::vector<std::string>> format_map(Context& ctx, MapObject* value, int recurse_times)
{
    size_t length = value->table.size();
    size_t max_length = std::min(ctx.max_array_length, length);
    size_t remaining = length - max_length;
    std::vector<std::string> output;
    ctx.indentation_lvl += 2;
    size_t i = 0;
    for (size_t e = 0; e < value->table.entries().size(); ++e) {
        if (i >= max_length)
            break;
        const auto& entry = value->table.entries()[e];
        if (entry.deleted)
            continue;
        Value k = entry.key, v = entry.value; // copies: formatting may run code that changes the map
        std::string key_text = TRY(format_value(ctx, k, recurse_times));
        output.push_back(key_text + " => " + TRY(format_value(ctx, v, recurse_times)));
        i++;
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    ctx.indentation_lvl -= 2;
    return output;
}

// formatPromise
ThrowOr<std::vector<std::string>> format_promise(Context& ctx, PromiseObject* value, int recurse_times)
{
    if (value->state == PromiseObject::State::Pending)
        return std::vector<std::string> { "<pending>" };
    ctx.indentation_lvl += 2;
    std::string str = TRY(format_value(ctx, value->result, recurse_times));
    ctx.indentation_lvl -= 2;
    return std::vector<std::string> { value->state == PromiseObject::State::Rejected ? "<rejected> " + str : str };
}

// formatProperty
ThrowOr<std::string> format_property(Context& ctx, Object* value, int recurse_times, const PropertyKey& key,
    int type, std::optional<Property> desc)
{
    std::string str;
    if (!desc)
        desc = value->get_own_property(key);
    if (!desc) {
        Property p;
        p.value = TRY(value->get(ctx.vm, key));
        p.attributes = kDefaultAttributes;
        desc = p;
    }
    if (!desc->is_accessor() && !desc->value.is_undefined()) {
        int diff = 2; // ctx.compact !== true
        ctx.indentation_lvl += diff;
        str = TRY(format_value(ctx, desc->value, recurse_times));
        ctx.indentation_lvl -= diff;
    } else if (desc->is_accessor() && desc->getter) {
        str = desc->setter ? "[Getter/Setter]" : "[Getter]";
    } else if (desc->is_accessor() && desc->setter) {
        str = "[Setter]";
    } else {
        str = "undefined";
    }
    if (type == kArrayType)
        return str;
    std::string name;
    if (key.is_symbol()) {
        name = "[" + escape_without_quotes(utf8_to_utf16(symbol_to_string(key.as_symbol()))) + "]";
    } else {
        std::u16string text = key.to_string();
        if (text == u"__proto__")
            name = "['__proto__']";
        else if (!desc->enumerable())
            name = "[" + escape_without_quotes(text) + "]";
        else if (is_plain_key(text))
            name = utf16_to_utf8(text);
        else
            name = str_escape(text);
    }
    return name + ": " + str;
}

// --- line breaking ---------------------------------------------------------------------------

// groupArrayElements: lays out many short array entries in aligned columns.
ThrowOr<std::vector<std::string>> group_array_elements(Context& ctx, const std::vector<std::string>& output,
    Object* value)
{
    size_t total_length = 0;
    size_t max_length = 0;
    size_t output_length = output.size();
    if (ctx.max_array_length < output.size()) {
        // This makes sure the "... n more items" part is not taken into account.
        output_length--;
    }
    const size_t separator_space = 2; // Add 1 for the space and 1 for the separator.
    std::vector<size_t> data_len(output_length);
    for (size_t i = 0; i < output_length; i++) {
        size_t len = get_string_width(output[i]);
        data_len[i] = len;
        total_length += len + separator_space;
        if (max_length < len)
            max_length = len;
    }
    const size_t actual_max = max_length + separator_space;
    if (static_cast<double>(actual_max * 3 + static_cast<size_t>(ctx.indentation_lvl)) < ctx.break_length
        && (static_cast<double>(total_length) / static_cast<double>(actual_max) > 5 || max_length <= 6)) {
        const double approx_char_heights = 2.5;
        const double average_bias = std::sqrt(static_cast<double>(actual_max)
            - static_cast<double>(total_length) / static_cast<double>(output.size()));
        const double biased_max = std::max(static_cast<double>(actual_max) - 3 - average_bias, 1.0);
        const double columns_ideal = std::floor(
            std::sqrt(approx_char_heights * biased_max * static_cast<double>(output_length)) / biased_max + 0.5);
        const double columns_fit = std::floor(static_cast<double>(ctx.break_length - ctx.indentation_lvl)
            / static_cast<double>(actual_max));
        const double columns_d = std::min({ columns_ideal, columns_fit, ctx.compact * 4.0, 15.0 });
        // Return with the original output if no grouping should happen.
        if (columns_d <= 1)
            return output;
        const auto columns = static_cast<size_t>(columns_d);
        std::vector<std::string> tmp;
        std::vector<size_t> max_line_length;
        for (size_t i = 0; i < columns; i++) {
            size_t line_max_length = 0;
            for (size_t j = i; j < output_length; j += columns) {
                if (data_len[j] > line_max_length)
                    line_max_length = data_len[j];
            }
            max_line_length.push_back(line_max_length + separator_space);
        }
        bool pad_start_order = true; // StringPrototypePadStart: numbers line up on the right
        if (value) {
            for (size_t i = 0; i < output.size(); i++) {
                Value v = TRY(value->get(ctx.vm, PropertyKey::index(static_cast<uint32_t>(i))));
                if (!v.is_number()) {
                    pad_start_order = false;
                    break;
                }
            }
        }
        // Each iteration creates a single line of grouped entries.
        for (size_t i = 0; i < output_length; i += columns) {
            // The last lines may contain less entries than columns.
            size_t max = std::min(i + columns, output_length);
            std::string str;
            size_t j = i;
            for (; j < max - 1; j++) {
                size_t padding = max_line_length[j - i] + js_length(output[j]) - data_len[j];
                str += pad_start_order ? pad_start(output[j] + ", ", padding) : pad_end(output[j] + ", ", padding);
            }
            if (pad_start_order) {
                size_t padding = max_line_length[j - i] + js_length(output[j]) - data_len[j] - separator_space;
                str += pad_start(output[j], padding);
            } else {
                str += output[j];
            }
            tmp.push_back(str);
        }
        if (ctx.max_array_length < output.size())
            tmp.push_back(output[output_length]);
        return tmp;
    }
    return output;
}

// isBelowBreakLength
bool is_below_break_length(Context& ctx, const std::vector<std::string>& output, size_t start,
    const std::string& base)
{
    size_t total_length = output.size() + start;
    if (total_length + output.size() > static_cast<size_t>(ctx.break_length))
        return false;
    for (const std::string& entry : output) {
        total_length += js_length(entry);
        if (total_length > static_cast<size_t>(ctx.break_length))
            return false;
    }
    // Do not line up properties on the same line if `base` contains line breaks.
    return base.empty() || !contains(base, "\n");
}

// reduceToSingleString (for a numeric `compact`)
ThrowOr<std::string> reduce_to_single_string(Context& ctx, std::vector<std::string> output, const std::string& base,
    const std::string& brace_open, const std::string& brace_close, int extras_type, int recurse_times, Object* value)
{
    std::string base_prefix = base.empty() ? "" : base + " ";
    if (ctx.compact >= 1) {
        // Memorize the original output length. In case the output is grouped,
        // prevent lining up the entries on a single line.
        size_t entries = output.size();
        // Group array elements together if the array contains at least six separate entries.
        if (extras_type == kArrayExtrasType && entries > 6)
            output = TRY(group_array_elements(ctx, output, value));
        // Consolidate all entries of the local most inner depth up to `ctx.compact`,
        // as long as the properties are smaller than `ctx.breakLength`.
        if (ctx.current_depth - recurse_times < ctx.compact && entries == output.size()) {
            size_t start = output.size() + static_cast<size_t>(ctx.indentation_lvl) + js_length(brace_open)
                + js_length(base) + 10;
            if (is_below_break_length(ctx, output, start, base)) {
                std::string joined = join(output, ", ");
                if (!contains(joined, "\n"))
                    return base_prefix + brace_open + " " + joined + " " + brace_close;
            }
        }
    }
    // Line up each entry on an individual line.
    std::string indentation = "\n" + spaces(ctx.indentation_lvl);
    return base_prefix + brace_open + indentation + "  " + join(output, "," + indentation + "  ") + indentation
        + brace_close;
}

// --- formatRaw / formatValue -------------------------------------------------------------------

// formatRaw
ThrowOr<std::string> format_raw(Context& ctx, Object* value, int recurse_times)
{
    VM& vm = ctx.vm;
    std::vector<std::string> proto_props_storage;
    std::vector<std::string>* proto_props = nullptr;
    if (ctx.show_hidden && recurse_times <= ctx.depth)
        proto_props = &proto_props_storage;

    ConstructorName constructor = TRY(get_constructor_name(ctx, value, recurse_times, proto_props));
    // Reset the variable to check for this later on.
    if (proto_props && proto_props->empty())
        proto_props = nullptr;

    std::string tag;
    {
        PropertyKey tag_key = PropertyKey::symbol(vm.symbol_to_string_tag());
        Value tag_value = TRY(value->get(vm, tag_key));
        // Only list the tag in case it's non-enumerable / not an own property.
        // Otherwise we'd print this twice.
        if (tag_value.is_string()) {
            tag = tag_value.as_string()->utf8();
            if (!tag.empty() && (ctx.show_hidden ? has_own(value, tag_key) : is_own_enumerable(value, tag_key)))
                tag.clear();
        }
    }

    std::string base;
    std::vector<PropertyKey> keys;
    std::string brace_open = "{", brace_close = "}";
    int extras_type = kObjectType;
    enum class Formatter { None, Array, Set, Map, Promise } formatter = Formatter::None;

    // Node only checks for arrays, sets and maps when `Symbol.iterator in value`;
    // evloop checks the kind of object directly.
    if (value->is_array()) {
        auto* array = static_cast<Array*>(value);
        // Only set the constructor for non ordinary ("Array [...]") arrays.
        std::string prefix = (constructor != "Array" || !tag.empty())
            ? get_prefix(constructor, tag, "Array", "(" + std::to_string(array->length()) + ")")
            : "";
        keys = get_own_non_index_properties(ctx, value);
        brace_open = prefix + "[";
        brace_close = "]";
        if (array->length() == 0 && keys.empty() && !proto_props)
            return brace_open + "]";
        extras_type = kArrayExtrasType;
        formatter = Formatter::Array;
    } else if (value->object_class() == ObjectClass::Set) {
        size_t size = static_cast<SetObject*>(value)->table.size();
        std::string prefix = get_prefix(constructor, tag, "Set", "(" + std::to_string(size) + ")");
        keys = get_keys(ctx, value);
        formatter = Formatter::Set;
        if (size == 0 && keys.empty() && !proto_props)
            return prefix + "{}";
        brace_open = prefix + "{";
    } else if (value->object_class() == ObjectClass::Map) {
        size_t size = static_cast<MapObject*>(value)->table.size();
        std::string prefix = get_prefix(constructor, tag, "Map", "(" + std::to_string(size) + ")");
        keys = get_keys(ctx, value);
        formatter = Formatter::Map;
        if (size == 0 && keys.empty() && !proto_props)
            return prefix + "{}";
        brace_open = prefix + "{";
    } else {
        keys = get_keys(ctx, value);
        if (value->is_function()) {
            base = TRY(get_function_base(ctx, value, constructor, tag));
            if (keys.empty() && !proto_props)
                return base;
        } else if (constructor == "Object") {
            if (value->object_class() == ObjectClass::Arguments)
                brace_open = "[Arguments] {";
            else if (!tag.empty())
                brace_open = get_prefix(constructor, tag, "Object") + "{";
            if (keys.empty() && !proto_props)
                return brace_open + "}";
        } else if (is_error(ctx, value)) {
            base = TRY(format_error(ctx, value, constructor, tag, keys));
            if (keys.empty() && !proto_props)
                return base;
        } else if (value->object_class() == ObjectClass::Promise) {
            brace_open = get_prefix(constructor, tag, "Promise") + "{";
            formatter = Formatter::Promise;
        } else if (is_boxed_primitive(value)) {
            base = get_boxed_base(ctx, value, keys, constructor, tag);
            if (keys.empty() && !proto_props)
                return base;
        } else {
            if (keys.empty() && !proto_props)
                return get_ctx_style(vm, value, constructor, tag) + "{}";
            brace_open = get_ctx_style(vm, value, constructor, tag) + "{";
        }
    }

    if (recurse_times > ctx.depth) {
        std::string constructor_name = get_ctx_style(vm, value, constructor, tag);
        constructor_name.pop_back();
        if (constructor)
            constructor_name = "[" + constructor_name + "]";
        return constructor_name;
    }
    recurse_times += 1;

    ctx.seen.push_back(value);
    ctx.current_depth = recurse_times;
    std::vector<std::string> output;
    switch (formatter) {
    case Formatter::None: break;
    case Formatter::Array: output = TRY(format_array(ctx, static_cast<Array*>(value), recurse_times)); break;
    case Formatter::Set: output = TRY(format_set(ctx, static_cast<SetObject*>(value), recurse_times)); break;
    case Formatter::Map: output = TRY(format_map(ctx, static_cast<MapObject*>(value), recurse_times)); break;
    case Formatter::Promise: output = TRY(format_promise(ctx, static_cast<PromiseObject*>(value), recurse_times)); break;
    }
    for (const PropertyKey& key : keys)
        output.push_back(TRY(format_property(ctx, value, recurse_times, key, extras_type)));
    if (proto_props)
        output.insert(output.end(), proto_props->begin(), proto_props->end());

    auto circular = std::find(ctx.circular.begin(), ctx.circular.end(), value);
    if (circular != ctx.circular.end()) {
        std::string reference = "<ref *" + std::to_string(circular - ctx.circular.begin() + 1) + ">";
        // Add reference always to the very beginning of the output.
        base = base.empty() ? reference : reference + " " + base;
    }
    ctx.seen.pop_back();

    std::string res = TRY(reduce_to_single_string(ctx, std::move(output), base, brace_open, brace_close, extras_type,
        recurse_times, value));
    double new_length = ctx.budget[ctx.indentation_lvl] + static_cast<double>(js_length(res));
    ctx.budget[ctx.indentation_lvl] = new_length;
    // If any indentationLvl exceeds this limit, limit further inspecting to the minimum.
    if (new_length > 134217728.0) // 2 ** 27
        ctx.depth = -1;
    return res;
}

// formatValue
ThrowOr<std::string> format_value(Context& ctx, Value value, int recurse_times)
{
    // Primitive types cannot have properties.
    if (!value.is_object())
        return format_primitive(ctx, value);
    Object* object = value.as_object();
    // Using an array here is actually better for the average case than using a Set.
    if (std::find(ctx.seen.begin(), ctx.seen.end(), object) != ctx.seen.end()) {
        auto it = std::find(ctx.circular.begin(), ctx.circular.end(), object);
        size_t index;
        if (it == ctx.circular.end()) {
            ctx.circular.push_back(object);
            index = ctx.circular.size();
        } else {
            index = static_cast<size_t>(it - ctx.circular.begin()) + 1;
        }
        return "[Circular *" + std::to_string(index) + "]";
    }
    return format_raw(ctx, object, recurse_times);
}

// inspect
ThrowOr<std::string> inspect_with(VM& vm, Value value, const InspectOptions& options)
{
    Context ctx(vm, options);
    return format_value(ctx, value, 0);
}

// --- util.format ---------------------------------------------------------------------------------

// hasBuiltInToString: does String(value) give only the builtin "[object …]" text?
ThrowOr<bool> has_builtin_to_string(VM& vm, Object* value)
{
    PropertyKey to_string_key = vm.key("toString");
    PropertyKey to_primitive_key = PropertyKey::symbol(vm.symbol_to_primitive());
    bool check_to_string = true;
    bool check_to_primitive = true;

    // Count objects without `toString` and `Symbol.toPrimitive` function as built-in.
    if (!VM::is_callable(TRY(value->get(vm, to_string_key)))) {
        if (!VM::is_callable(TRY(value->get(vm, to_primitive_key))))
            return true;
        if (has_own(value, to_primitive_key))
            return false;
        check_to_string = false;
    } else if (has_own(value, to_string_key)) {
        return false;
    } else if (!VM::is_callable(TRY(value->get(vm, to_primitive_key)))) {
        check_to_primitive = false;
    } else if (has_own(value, to_primitive_key)) {
        return false;
    }

    // Find the object that has the `toString` property or `Symbol.toPrimitive` property
    // as own property in the prototype chain.
    Object* pointer = value;
    do {
        pointer = pointer->prototype();
        if (!pointer)
            return true;
    } while (!(check_to_string && has_own(pointer, to_string_key))
        && !(check_to_primitive && has_own(pointer, to_primitive_key)));

    // Check closer if the object is a built-in.
    return has_builtin_constructor(vm, pointer);
}

ThrowOr<Value> call_global_function(VM& vm, const char* name, Value argument)
{
    Value function = TRY(vm.get(Value(vm.global_object()), name));
    return vm.call(function, Value(), std::span<const Value>(&argument, 1));
}

// The first line of an error's message (firstErrorLine).
ThrowOr<std::string> first_error_line(VM& vm, Value error)
{
    if (!error.is_object())
        return std::string();
    Value message = TRY(error.as_object()->get(vm, vm.key("message")));
    std::string m = TRY(js_string(vm, message));
    return m.substr(0, m.find('\n'));
}

// tryStringify: JSON.stringify, or '[Circular]' for circular structures.
ThrowOr<std::string> try_stringify(VM& vm, Value arg)
{
    Value json = TRY(vm.get(Value(vm.global_object()), "JSON"));
    Value stringify = TRY(vm.get(json, "stringify"));
    auto result = vm.call(stringify, json, std::span<const Value>(&arg, 1));
    if (!result.is_throw()) {
        Value v = result.value();
        return v.is_undefined() ? std::string("undefined") : TRY(js_string(vm, v));
    }
    Value err = vm.take_exception();
    // The message JSON.stringify gives a circular structure (CIRCULAR_ERROR_MESSAGE).
    Object* a = vm.make_object();
    a->put_direct(vm.key("a"), Value(a));
    Value circular_arg(a);
    auto circular = vm.call(stringify, json, std::span<const Value>(&circular_arg, 1));
    std::string circular_message;
    if (circular.is_throw())
        circular_message = TRY(first_error_line(vm, vm.take_exception()));
    Value err_name = err.is_object() ? TRY(err.as_object()->get(vm, vm.key("name"))) : Value();
    if (err_name.is_string() && err_name.as_string()->utf8() == "TypeError"
        && TRY(first_error_line(vm, err)) == circular_message)
        return std::string("[Circular]");
    return vm.throw_value(err);
}

// formatWithOptionsInternal (with the console's options: `{}`)
ThrowOr<std::string> format_with_options(VM& vm, std::span<const Value> args)
{
    InspectOptions inspect_options;
    size_t a = 0;
    std::string str;
    std::string join_text;

    if (!args.empty() && args[0].is_string()) {
        const std::u16string& first = args[0].as_string()->string();
        if (args.size() == 1)
            return args[0].as_string()->utf8();
        std::string temp_str;
        size_t last_pos = 0;
        auto slice = [&](size_t from, size_t to) { return utf16_to_utf8(std::u16string_view(first).substr(from, to - from)); };

        for (size_t i = 0; i + 1 < first.size(); i++) {
            if (first[i] != '%')
                continue;
            char16_t next_char = first[++i];
            if (a + 1 != args.size()) {
                switch (next_char) {
                case 's': {
                    Value temp_arg = args[++a];
                    if (temp_arg.is_number()) {
                        temp_str = format_number(temp_arg.as_number());
                    } else if (!temp_arg.is_object() || VM::is_callable(temp_arg)
                        || !TRY(has_builtin_to_string(vm, temp_arg.as_object()))) {
                        temp_str = TRY(js_string(vm, temp_arg));
                    } else {
                        InspectOptions options = inspect_options;
                        options.compact = 3;
                        options.depth = 0;
                        temp_str = TRY(inspect_with(vm, temp_arg, options));
                    }
                    break;
                }
                case 'j': temp_str = TRY(try_stringify(vm, args[++a])); break;
                case 'd': {
                    Value temp_num = args[++a];
                    if (temp_num.is_symbol())
                        temp_str = "NaN";
                    else
                        temp_str = format_number(TRY(vm.to_number(temp_num)));
                    break;
                }
                case 'O': temp_str = TRY(inspect_with(vm, args[++a], inspect_options)); break;
                case 'o': {
                    InspectOptions options = inspect_options;
                    options.show_hidden = true;
                    options.depth = 4;
                    temp_str = TRY(inspect_with(vm, args[++a], options));
                    break;
                }
                case 'i': {
                    Value temp_integer = args[++a];
                    if (temp_integer.is_symbol()) {
                        temp_str = "NaN";
                    } else {
                        Value n = TRY(call_global_function(vm, "parseInt", temp_integer));
                        temp_str = format_number(n.is_number() ? n.as_number() : NAN);
                    }
                    break;
                }
                case 'f': {
                    Value temp_float = args[++a];
                    if (temp_float.is_symbol()) {
                        temp_str = "NaN";
                    } else {
                        Value n = TRY(call_global_function(vm, "parseFloat", temp_float));
                        temp_str = format_number(n.is_number() ? n.as_number() : NAN);
                    }
                    break;
                }
                case 'c':
                    a += 1;
                    temp_str = "";
                    break;
                case '%':
                    str += slice(last_pos, i);
                    last_pos = i + 1;
                    continue;
                default: // Any other character is not a correct placeholder
                    continue;
                }
                if (last_pos != i - 1)
                    str += slice(last_pos, i - 1);
                str += temp_str;
                last_pos = i + 1;
            } else if (next_char == '%') {
                str += slice(last_pos, i);
                last_pos = i + 1;
            }
        }
        if (last_pos != 0) {
            a++;
            join_text = " ";
            if (last_pos < first.size())
                str += slice(last_pos, first.size());
        }
    }

    while (a < args.size()) {
        Value value = args[a];
        str += join_text;
        str += value.is_string() ? value.as_string()->utf8() : TRY(inspect_with(vm, value, inspect_options));
        join_text = " ";
        a++;
    }
    return str;
}

} // namespace

ThrowOr<std::string> inspect_or_throw(VM& vm, Value value, const InspectOptions& options)
{
    return inspect_with(vm, value, options);
}

std::string inspect(VM& vm, Value value, const InspectOptions& options)
{
    auto result = inspect_with(vm, value, options);
    if (result.is_throw()) {
        vm.take_exception();
        return "[inspection threw an exception]";
    }
    return result.release_value();
}

ThrowOr<std::string> format_log_arguments(VM& vm, std::span<const Value> args)
{
    return format_with_options(vm, args);
}

} // namespace evloop::js
