// console.log's text as Chrome DevTools shows it (devtools_format.h). The twin of
// scripts/devtools-text.mjs, which makes the same text from real Chromium's previews.
#include "core/js/devtools_format.h"
#include "core/js/array_buffer.h"
#include "core/js/inspect.h"
#include "core/js/map_set.h"
#include "core/js/promise.h"
#include <algorithm>
#include <cmath>

namespace evloop::js {

namespace {

// V8's preview limits (value-mirror.cc): five named properties, a hundred array elements,
// five Map/Set entries; strings in a preview keep a hundred characters.
constexpr size_t kNameLimit = 5;
constexpr size_t kIndexLimit = 100;
constexpr size_t kEntryLimit = 5;
constexpr size_t kMaxPreviewString = 100;

// abbreviateString(value, kMiddle): the first half and the last half with "…" between.
std::u16string abbreviate_middle(std::u16string_view s)
{
    if (s.size() <= kMaxPreviewString)
        return std::u16string(s);
    size_t head = kMaxPreviewString / 2;
    size_t tail = kMaxPreviewString - head - 1;
    return std::u16string(s.substr(0, head)) + u"\u2026" + std::u16string(s.substr(s.size() - tail));
}

// abbreviateString(value, kEnd)
std::u16string abbreviate_end(std::u16string_view s)
{
    if (s.size() <= kMaxPreviewString)
        return std::u16string(s);
    return std::u16string(s.substr(0, kMaxPreviewString - 1)) + u"\u2026";
}

// RemoteObject.description of an object as V8 writes it inside a preview ("Array(2)",
// "Map(1)", "Promise", "/x/g", a Date's toString, or the constructor's name).
ThrowOr<std::string> object_description(VM& vm, Object* o)
{
    std::string name = constructor_name_for_description(vm, o);
    switch (o->object_class()) {
    case ObjectClass::Array: return name + "(" + std::to_string(static_cast<Array*>(o)->length()) + ")";
    case ObjectClass::Map: return name + "(" + std::to_string(static_cast<MapObject*>(o)->table.size()) + ")";
    case ObjectClass::Set: return name + "(" + std::to_string(static_cast<SetObject*>(o)->table.size()) + ")";
    case ObjectClass::TypedArray: return name + "(" + std::to_string(static_cast<TypedArrayObject*>(o)->length()) + ")";
    case ObjectClass::ArrayBuffer:
        return name + "(" + std::to_string(static_cast<ArrayBufferObject*>(o)->byte_length()) + ")";
    case ObjectClass::RegExp:
    case ObjectClass::Date: {
        Value to_string = TRY(o->get(vm, vm.key("toString")));
        if (!VM::is_callable(to_string))
            return name;
        Value text = TRY(vm.call(to_string, Value(o), {}));
        return TRY(vm.to_string(text))->utf8();
    }
    case ObjectClass::Error: {
        Value stack = TRY(o->get(vm, vm.names().stack));
        if (stack.is_string())
            return stack.as_string()->utf8();
        return name;
    }
    default: return name;
    }
}

// Is `o` a DOM node (the browser host's DOM is JavaScript: core/loop/js/browser/02-nodes.js)?
bool is_dom_node_like(VM& vm, Object* o)
{
    auto node = vm.global_object()->get_own_property(vm.key("Node"));
    if (!node || node->is_accessor() || !node->value.is_object())
        return false;
    auto prototype = node->value.as_object()->get_own_property(vm.names().prototype);
    if (!prototype || prototype->is_accessor() || !prototype->value.is_object())
        return false;
    for (Object* p = o->prototype(); p; p = p->prototype())
        if (p == prototype->value.as_object())
            return true;
    return false;
}

// How DevTools names a node inside a preview: "li#id.class".
ThrowOr<std::string> node_title(VM& vm, Object* o)
{
    auto text = [&](const char* key) -> ThrowOr<std::string> {
        Value v = TRY(o->get(vm, vm.key(key)));
        return v.is_string() ? v.as_string()->utf8() : std::string();
    };
    std::string title = TRY(text("localName"));
    if (title.empty())
        title = TRY(text("nodeName"));
    std::string id = TRY(text("id"));
    if (!id.empty())
        title += "#" + id;
    std::string classes = TRY(text("className"));
    size_t start = 0;
    while (start < classes.size()) {
        size_t end = classes.find(' ', start);
        if (end == std::string::npos)
            end = classes.size();
        if (end > start)
            title += "." + classes.substr(start, end - start);
        start = end + 1;
    }
    return title;
}

// RemoteObjectPreviewFormatter.renderPropertyPreview for a value inside a preview.
ThrowOr<std::string> property_preview(VM& vm, Value v)
{
    switch (v.tag()) {
    case Tag::String: return devtools_js_literal(abbreviate_middle(v.as_string()->string()));
    case Tag::Number: return format_number(v.as_number());
    case Tag::Boolean: return std::string(v.as_bool() ? "true" : "false");
    case Tag::Null: return std::string("null");
    case Tag::BigInt: return to_string(v.as_bigint()) + "n";
    case Tag::Symbol: return utf16_to_utf8(abbreviate_end(utf8_to_utf16(symbol_to_string(v.as_symbol()))));
    case Tag::Object: {
        Object* o = v.as_object();
        if (o->is_function())
            return std::string("\u0192");
        if (is_dom_node_like(vm, o))
            return node_title(vm, o);
        std::string description = TRY(object_description(vm, o));
        bool plain = o->object_class() == ObjectClass::Ordinary || o->object_class() == ObjectClass::Arguments;
        if (!plain)
            return utf16_to_utf8(abbreviate_middle(utf8_to_utf16(description)));
        if (description == "Object")
            return std::string("{\u2026}");
        return description;
    }
    default: return std::string("undefined");
    }
}

// How DevTools writes a property name: quoted only when empty, padded or multi-line.
std::string property_name(const PropertyKey& key)
{
    if (key.is_symbol())
        return symbol_to_string(key.as_symbol());
    std::u16string name = key.is_index() ? utf8_to_utf16(std::to_string(key.as_index())) : std::u16string(key.as_string()->string());
    auto space = [](char16_t c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v' || c == 0xA0; };
    bool quote = name.empty() || space(name.front()) || space(name.back()) || name.find(u'\n') != std::u16string::npos;
    if (!quote)
        return utf16_to_utf8(name);
    std::u16string shown;
    for (char16_t c : name)
        shown += c == u'\n' ? u'\u21B5' : c;
    return "\"" + utf16_to_utf8(shown) + "\"";
}

struct PreviewItem {
    std::string text;
    bool function = false; // DevTools sorts functions after the other properties
};

// The named own properties V8 previews (string keys, then symbols; non-enumerable ones
// too; accessors count toward the limit but DevTools leaves them out).
ThrowOr<bool> named_properties(VM& vm, Object* o, std::vector<PreviewItem>& items, size_t limit, bool skip_length)
{
    bool overflow = false;
    size_t taken = 0;
    for (const PropertyKey& key : o->own_property_keys()) {
        if (key.is_index())
            continue;
        if (skip_length && key == vm.names().length)
            continue;
        auto property = o->get_own_property(key);
        if (!property)
            continue;
        if (taken == limit) {
            overflow = true;
            break;
        }
        ++taken;
        if (property->is_accessor())
            continue;
        Value value = property->value;
        items.push_back({ property_name(key) + ": " + TRY(property_preview(vm, value)), value.is_object() && value.as_object()->is_function() });
    }
    return overflow;
}

void sort_functions_last(std::vector<PreviewItem>& items)
{
    std::stable_sort(items.begin(), items.end(), [](const PreviewItem& a, const PreviewItem& b) { return !a.function && b.function; });
}

// RemoteObjectPreviewFormatter.renderObjectPreview, for an object at the top level.
ThrowOr<std::string> object_preview(VM& vm, Object* o)
{
    std::string name = constructor_name_for_description(vm, o);
    std::vector<PreviewItem> items;
    bool overflow = false;
    std::string prefix;
    bool array = false;
    switch (o->object_class()) {
    case ObjectClass::Array: {
        array = true;
        auto* a = static_cast<Array*>(o);
        uint32_t length = a->length();
        if (name != "Array")
            prefix = name;
        if (length > 1)
            prefix += "(" + std::to_string(length) + ")";
        // Up to a hundred present elements; holes are shown as "empty × n" when the
        // preview holds every element.
        std::vector<std::pair<uint32_t, Value>> present;
        for (uint32_t i = 0; i < length; ++i) {
            if (i >= a->elements().size())
                break;
            Value v = a->elements()[i];
            if (v.is_empty())
                continue;
            if (present.size() == kIndexLimit) {
                overflow = true;
                break;
            }
            present.emplace_back(i, v);
        }
        std::vector<PreviewItem> named;
        if (TRY(named_properties(vm, o, named, kNameLimit, true)))
            overflow = true;
        auto gap = [](uint32_t n) { return n == 1 ? std::string("empty") : "empty \u00D7 " + std::to_string(n); };
        int64_t last = -1;
        for (size_t k = 0; k < present.size(); ++k) {
            auto [index, value] = present[k];
            std::string text = TRY(property_preview(vm, value));
            if (!overflow && index - last - 1 > 0)
                items.push_back({ gap(static_cast<uint32_t>(index - last - 1)) });
            if (overflow && index != k)
                text = std::to_string(index) + ": " + text;
            items.push_back({ text });
            last = index;
        }
        if (!overflow && length - last - 1 > 0)
            items.push_back({ gap(static_cast<uint32_t>(length - last - 1)) });
        sort_functions_last(named);
        items.insert(items.end(), named.begin(), named.end());
        break;
    }
    case ObjectClass::Map:
    case ObjectClass::Set: {
        bool map = o->object_class() == ObjectClass::Map;
        const OrderedTable& table = map ? static_cast<MapObject*>(o)->table : static_cast<SetObject*>(o)->table;
        prefix = TRY(object_description(vm, o));
        if (table.size() == 0) {
            // No entries to preview: DevTools shows the properties, `size` among them.
            items.push_back({ "size: 0" });
            break;
        }
        std::vector<std::pair<Value, Value>> entries;
        for (const auto& e : table.entries()) {
            if (e.deleted)
                continue;
            if (entries.size() == kEntryLimit) {
                overflow = true;
                break;
            }
            entries.emplace_back(e.key, e.value);
        }
        for (auto [key, value] : entries) {
            std::string text = TRY(property_preview(vm, key));
            if (map)
                text += " => " + TRY(property_preview(vm, value));
            items.push_back({ text });
        }
        break;
    }
    case ObjectClass::Promise: {
        auto* p = static_cast<PromiseObject*>(o);
        prefix = name;
        if (p->state == PromiseObject::State::Pending)
            items.push_back({ "<pending>" });
        else
            items.push_back({ std::string(p->state == PromiseObject::State::Fulfilled ? "<fulfilled>: " : "<rejected>: ") + TRY(property_preview(vm, p->result)) });
        break;
    }
    default: {
        if (name != "Object")
            prefix = name;
        overflow = TRY(named_properties(vm, o, items, kNameLimit, false));
        sort_functions_last(items);
        break;
    }
    }
    std::string out = prefix.empty() ? "" : prefix + " ";
    out += array ? "[" : "{";
    for (size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + items[i].text;
    if (overflow)
        out += items.empty() ? "\u2026" : ", \u2026";
    out += array ? "]" : "}";
    return out;
}

// ConsoleViewMessage.formatParameter: one argument (strings quoted unless `inline`).
ThrowOr<std::string> parameter_text(VM& vm, Value v, bool inline_string)
{
    if (v.is_string())
        return inline_string ? v.as_string()->utf8() : devtools_js_literal(v.as_string()->string());
    if (!v.is_object())
        return property_preview(vm, v);
    Object* o = v.as_object();
    switch (o->object_class()) {
    case ObjectClass::Date:
    case ObjectClass::RegExp: return object_description(vm, o); // formatParameterAsValue
    case ObjectClass::Error:
    case ObjectClass::TypedArray:
    case ObjectClass::ArrayBuffer:
    case ObjectClass::DataView:
    case ObjectClass::Proxy: return inspect_or_throw(vm, v);
    default: break;
    }
    if (o->is_function() || is_dom_node_like(vm, o))
        return inspect_or_throw(vm, v);
    return object_preview(vm, o);
}

// The numbers V8 hands DevTools for %d / %i (an integer) and %f.
ThrowOr<std::string> format_number_specifier(VM& vm, Value v, bool integer)
{
    double d = NAN;
    if (v.is_number()) {
        d = v.as_number();
    } else if (v.is_string()) {
        // parseInt / parseFloat of the text
        Value global_fn = TRY(vm.global_object()->get(vm, vm.key(integer ? "parseInt" : "parseFloat")));
        if (VM::is_callable(global_fn)) {
            Value r = TRY(vm.call(global_fn, Value(), std::span<const Value>(&v, 1)));
            if (r.is_number())
                d = r.as_number();
        }
    }
    if (integer && std::isfinite(d))
        d = std::floor(std::trunc(d));
    return format_number(d);
}

} // namespace

std::string devtools_js_literal(std::u16string_view text)
{
    bool has_single = text.find(u'\'') != std::u16string_view::npos;
    bool has_double = text.find(u'"') != std::u16string_view::npos;
    bool has_back = text.find(u'`') != std::u16string_view::npos || text.find(u"${") != std::u16string_view::npos;
    char16_t quote = !has_single ? u'\'' : !has_double ? u'"' : !has_back ? u'`' : u'\'';
    static const char* hex = "0123456789ABCDEF";
    std::u16string out(1, quote);
    for (size_t i = 0; i < text.size(); ++i) {
        char16_t c = text[i];
        auto starts = [&](std::u16string_view s) { return text.substr(i, s.size()) == s; };
        if (c == u'\\') {
            out += u"\\\\";
        } else if (c == u'\'' && quote == u'\'') {
            out += u"\\'";
        } else if (c == u'<' && (starts(u"<!--") || starts(u"<script") || starts(u"</script"))) {
            out += u"\\x3C";
        } else if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
            switch (c) {
            case u'\b': out += u"\\b"; break;
            case u'\f': out += u"\\f"; break;
            case u'\n': out += u"\\n"; break;
            case u'\r': out += u"\\r"; break;
            case u'\t': out += u"\\t"; break;
            case u'\v': out += u"\\v"; break;
            default:
                out += u"\\x";
                out += static_cast<char16_t>(hex[(c >> 4) & 0xF]);
                out += static_cast<char16_t>(hex[c & 0xF]);
            }
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            bool paired = c <= 0xDBFF ? (i + 1 < text.size() && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF)
                                      : (i > 0 && text[i - 1] >= 0xD800 && text[i - 1] <= 0xDBFF);
            if (paired) {
                out += c;
            } else {
                out += u"\\u";
                for (int shift = 12; shift >= 0; shift -= 4)
                    out += static_cast<char16_t>(hex[(c >> shift) & 0xF]);
            }
        } else {
            out += c;
        }
    }
    out += quote;
    return utf16_to_utf8(out);
}

ThrowOr<std::string> format_devtools_arguments(VM& vm, std::span<const Value> args)
{
    std::vector<std::string> parts;
    size_t next = 0;
    bool formatted = !args.empty() && args[0].is_string();
    if (formatted) {
        // ConsoleFormat.format over the first argument. V8 has already turned the
        // arguments of %s into strings and those of %d %i %f into numbers; the text a
        // substitution puts in is scanned again, as DevTools does.
        std::string fmt = args[0].as_string()->utf8();
        std::string out;
        next = 1;
        for (;;) {
            size_t at = fmt.find_first_of("%\x1B");
            if (at == std::string::npos)
                break;
            std::optional<std::string> substitution;
            size_t length = 2;
            if (fmt[at] == '%') {
                char spec = at + 1 < fmt.size() ? fmt[at + 1] : 0;
                out += fmt.substr(0, at);
                bool has_arg = next < args.size();
                switch (spec) {
                case '%':
                    out += '%';
                    substitution = "";
                    break;
                case 's':
                    if (has_arg) {
                        Value a = args[next++];
                        if (a.is_object() || a.is_bigint() || a.is_symbol() || a.is_string())
                            substitution = a.is_symbol() ? symbol_to_string(a.as_symbol()) : TRY(vm.to_string(a))->utf8();
                        else
                            substitution = TRY(property_preview(vm, a));
                    }
                    break;
                case 'c':
                case '_':
                    if (has_arg) {
                        ++next;
                        substitution = "";
                    }
                    break;
                case 'o':
                case 'O':
                    if (has_arg) {
                        out += TRY(parameter_text(vm, args[next++], false));
                        substitution = "";
                    }
                    break;
                case 'd':
                case 'i':
                case 'f':
                    if (has_arg)
                        substitution = TRY(format_number_specifier(vm, args[next++], spec != 'f'));
                    break;
                default:
                    length = 1; // not a specifier: the '%' stays, the scan goes on after it
                    break;
                }
            } else {
                // ESC [ n m: a colour DevTools turns into a style.
                out += fmt.substr(0, at);
                size_t digits = at + 2;
                while (digits < fmt.size() && fmt[digits] >= '0' && fmt[digits] <= '9')
                    ++digits;
                bool sequence = at + 1 < fmt.size() && fmt[at + 1] == '[' && digits > at + 2 && digits < fmt.size() && fmt[digits] == 'm';
                length = sequence ? digits + 1 - at : 1;
                if (sequence) {
                    int code = std::atoi(fmt.substr(at + 2, digits - at - 2).c_str());
                    bool style = (code >= 30 && code <= 37) || code == 39 || (code >= 90 && code <= 97) || (code >= 40 && code <= 47)
                        || code == 49 || (code >= 100 && code <= 107);
                    if (style)
                        substitution = "";
                }
            }
            if (!substitution) {
                out += fmt.substr(at, length);
                substitution = "";
            }
            fmt = *substitution + fmt.substr(at + length);
        }
        out += fmt;
        parts.push_back(out);
    }
    for (size_t i = next; i < args.size(); ++i)
        parts.push_back(TRY(parameter_text(vm, args[i], formatted)));
    std::string line;
    for (size_t i = 0; i < parts.size(); ++i)
        line += (i ? " " : "") + parts[i];
    return line;
}

} // namespace evloop::js
