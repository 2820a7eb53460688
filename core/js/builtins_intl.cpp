// ECMA-402 Internationalization API https://tc39.es/ecma402/
// The Intl object and the abstract operations its services share (locale lists, options).
// Locales: NumberFormat and DateTimeFormat (and Number/Date toLocaleString) know 21 common
// locales from CLDR (intl_locale_data.inc, resolved by resolve_intl_locale); the other
// services (PluralRules, RelativeTimeFormat, ListFormat, Collator) are en-US only.
// SIMPLIFIED: a locale outside the table falls back to its language's entry, else en-US.
//   install_intl_builtins   the Intl object: getCanonicalLocales, @@toStringTag
//   canonicalize_locale_list, coerce_options_to_object, get_*_option
#include "core/js/intl.h"
#include "core/js/vm.h"
#include <cctype>
#include <cmath>

namespace evloop::js {

namespace {

// 6.2.1 IsStructurallyValidLanguageTag ( locale ): a Unicode BCP 47 locale identifier.
// SIMPLIFIED: checks the subtag shapes (alphanumeric, 1-8 characters, a 2-3 or 5-8 letter
// language first), not the order of variants and extensions.
bool is_structurally_valid_language_tag(const std::string& tag)
{
    if (tag.empty())
        return false;
    size_t start = 0;
    bool first = true;
    while (start <= tag.size()) {
        size_t end = tag.find('-', start);
        if (end == std::string::npos)
            end = tag.size();
        size_t n = end - start;
        if (n == 0 || n > 8)
            return false;
        for (size_t i = start; i < end; ++i) {
            unsigned char c = static_cast<unsigned char>(tag[i]);
            if (!std::isalnum(c) || c >= 0x80)
                return false;
            if (first && !std::isalpha(c))
                return false;
        }
        if (first && (n == 4 || n == 1))
            return false;
        first = false;
        start = end + 1;
        if (end == tag.size())
            break;
    }
    return true;
}

// 6.2.2 CanonicalizeUnicodeLocaleId ( locale ): language lower case, region upper case,
// script title case. SIMPLIFIED: no alias replacement.
std::string canonicalize_unicode_locale_id(const std::string& tag)
{
    std::string out;
    size_t start = 0, index = 0;
    while (start <= tag.size()) {
        size_t end = tag.find('-', start);
        if (end == std::string::npos)
            end = tag.size();
        std::string sub = tag.substr(start, end - start);
        for (char& c : sub)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (index > 0 && sub.size() == 2 && std::isalpha(static_cast<unsigned char>(sub[0])))
            for (char& c : sub)
                c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        else if (index > 0 && sub.size() == 4 && std::isalpha(static_cast<unsigned char>(sub[0])))
            sub[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sub[0])));
        out += (index ? "-" : "") + sub;
        ++index;
        if (end == tag.size())
            break;
        start = end + 1;
    }
    return out;
}

// 8.3.1 Intl.getCanonicalLocales ( locales )
ThrowOr<Value> intl_get_canonical_locales(VM& vm, CallArgs& args)
{
    std::vector<std::string> list = TRY(canonicalize_locale_list(vm, args.arg(0)));
    std::vector<Value> values;
    for (const std::string& s : list)
        values.push_back(vm.string_value(s));
    return Value(static_cast<Object*>(vm.make_array(values)));
}

} // namespace

// 9.2.1 CanonicalizeLocaleList ( locales ) https://tc39.es/ecma402/#sec-canonicalizelocalelist
ThrowOr<std::vector<std::string>> canonicalize_locale_list(VM& vm, Value locales)
{
    std::vector<std::string> seen;
    // 1. If locales is undefined, return a new empty List.
    if (locales.is_undefined())
        return seen;
    // 3-4. A String (or an Intl.Locale) is a list of one; else ToObject(locales).
    std::vector<Value> elements;
    if (locales.is_string()) {
        elements.push_back(locales);
    } else {
        Object* o = TRY(vm.to_object(locales));
        double length = TRY(vm.length_of_array_like(o));
        for (double k = 0; k < length && k < 1000; ++k) {
            PropertyKey key = PropertyKey::index(static_cast<uint32_t>(k));
            if (!TRY(o->internal_has_property(vm, key)))
                continue;
            elements.push_back(TRY(o->get(vm, key)));
        }
    }
    for (Value v : elements) {
        // 7.c.iii. If kValue is not a String or an Object, throw a TypeError exception.
        if (!v.is_string() && !v.is_object())
            return vm.throw_type_error("Language ID should be string or object.");
        std::string tag = TRY(vm.to_string(v))->utf8();
        // 7.c.vi. If IsStructurallyValidLanguageTag(tag) is false, throw a RangeError exception.
        if (!is_structurally_valid_language_tag(tag))
            return vm.throw_range_error("Incorrect locale information provided");
        std::string canonical = canonicalize_unicode_locale_id(tag);
        bool duplicate = false;
        for (const std::string& s : seen)
            duplicate = duplicate || s == canonical;
        if (!duplicate)
            seen.push_back(canonical);
    }
    return seen;
}

// 9.2.10 CoerceOptionsToObject ( options ) https://tc39.es/ecma402/#sec-coerceoptionstoobject
ThrowOr<Object*> coerce_options_to_object(VM& vm, Value options)
{
    if (options.is_undefined())
        return static_cast<Object*>(vm.heap().allocate<Object>(nullptr));
    return vm.to_object(options);
}

// 9.2.12 GetOption ( options, property, type, values, default ) https://tc39.es/ecma402/#sec-getoption
ThrowOr<std::optional<std::string>> get_string_option(VM& vm, Object* options, const char* property,
    std::initializer_list<const char*> values, const char* fallback, const char* service)
{
    // 1. Let value be ? Get(options, property).
    Value value = TRY(options->get(vm, vm.key(property)));
    // 2. If value is undefined, return default.
    if (value.is_undefined()) {
        if (!fallback)
            return std::optional<std::string> {};
        return std::optional<std::string> { std::string(fallback) };
    }
    // 5. Set value to ? ToString(value).
    std::string s = TRY(vm.to_string(value))->utf8();
    // 6. If values is not empty and values does not contain value, throw a RangeError exception.
    if (values.size() > 0) {
        bool found = false;
        for (const char* v : values)
            found = found || s == v;
        if (!found)
            return vm.throw_range_error("Value " + s + " out of range for " + service + " options property " + property);
    }
    return std::optional<std::string> { s };
}

ThrowOr<std::optional<bool>> get_boolean_option(VM& vm, Object* options, const char* property)
{
    Value value = TRY(options->get(vm, vm.key(property)));
    if (value.is_undefined())
        return std::optional<bool> {};
    return std::optional<bool> { VM::to_boolean(value) };
}

// 9.2.14 DefaultNumberOption ( value, minimum, maximum, fallback ) https://tc39.es/ecma402/#sec-defaultnumberoption
ThrowOr<std::optional<int>> default_number_option(VM& vm, Value value, int minimum, int maximum, std::optional<int> fallback, const char* property)
{
    // 1. If value is undefined, return fallback.
    if (value.is_undefined())
        return fallback;
    // 2. Set value to ? ToNumber(value).
    double n = TRY(vm.to_number(value));
    // 3. If value is NaN or less than minimum or greater than maximum, throw a RangeError exception.
    if (std::isnan(n) || n < minimum || n > maximum)
        return vm.throw_range_error(std::string(property) + " value is out of range.");
    // 4. Return floor(value).
    return std::optional<int> { static_cast<int>(std::floor(n)) };
}

// 9.2.15 GetNumberOption ( options, property, minimum, maximum, fallback )
ThrowOr<std::optional<int>> get_number_option(VM& vm, Object* options, const char* property, int minimum, int maximum, std::optional<int> fallback)
{
    Value value = TRY(options->get(vm, vm.key(property)));
    return default_number_option(vm, value, minimum, maximum, fallback, property);
}

Value intl_bound_method(VM& vm, Value& slot, Object* self, NativeFn fn, uint32_t length)
{
    if (slot.is_undefined()) {
        NativeFunction* f = vm.make_native_function("", fn, length);
        f->slots().push_back(Value(self));
        slot = Value(static_cast<Object*>(f));
    }
    return slot;
}

IntlKeepAlive::IntlKeepAlive(VM& v, Object* o) : vm(v), object(o) { vm.keep_alive(object); }
IntlKeepAlive::~IntlKeepAlive() { vm.release(object); }

Thrown throw_incompatible_intl_receiver(VM& vm, const char* service, const char* method, Value receiver)
{
    return vm.throw_type_error(std::string("Method Intl.") + service + ".prototype." + method + " called on incompatible receiver "
        + vm.describe_for_message(receiver));
}

ThrowOr<Object*> intl_prototype_from_constructor(VM& vm, CallArgs& args, const char* prototype_name)
{
    if (args.new_target) {
        Value p = TRY(args.new_target->get(vm, vm.names().prototype));
        if (p.is_object())
            return p.as_object();
    }
    return vm.intrinsic(prototype_name);
}

namespace {

// supportedLocalesOf ( locales [ , options ] ) of every Intl constructor.
// SIMPLIFIED: every structurally valid locale is reported (one evloop has no data for is
// served by its language or en-US), so the answer is
// the canonical list, as getCanonicalLocales gives it.
ThrowOr<Value> intl_supported_locales_of(VM& vm, CallArgs& args)
{
    return intl_get_canonical_locales(vm, args);
}

} // namespace

Object* install_intl_constructor(VM& vm, Object* intl, const char* name, NativeFn constructor, uint32_t length)
{
    Object* proto = vm.make_object();
    NativeFunction* ctor = vm.make_native_function(name, constructor, length, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    std::string full = std::string("Intl.") + name;
    vm.set_intrinsic(full, ctor);
    vm.set_intrinsic(full + ".prototype", proto);
    vm.define_native(ctor, "supportedLocalesOf", intl_supported_locales_of, 1);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), Value(vm.intern(full)), kConfigurable);
    vm.define_value(intl, name, Value(static_cast<Object*>(ctor)));
    return proto;
}

Object* make_intl_part(VM& vm, const std::string& type, const std::string& value)
{
    Object* o = vm.make_object();
    o->put_direct(vm.key("type"), Value(vm.intern(type)));
    o->put_direct(vm.key("value"), vm.string_value(value));
    return o;
}

// 8 The Intl Object https://tc39.es/ecma402/#intl-object
void install_intl_builtins(VM& vm)
{
    Object* intl = vm.make_object();
    // 8.1.1 Intl [ @@toStringTag ]
    intl->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), Value(vm.intern("Intl")), kConfigurable);
    vm.define_native(intl, "getCanonicalLocales", intl_get_canonical_locales, 1);
    install_intl_number_format(vm, intl);
    install_intl_date_time_format(vm, intl);
    install_intl_plural_rules(vm, intl);
    install_intl_relative_time_format(vm, intl);
    install_intl_list_format(vm, intl);
    install_intl_collator(vm, intl);
    vm.set_intrinsic("Intl", intl);
    vm.define_value(vm.global_object(), "Intl", Value(intl));
}

} // namespace evloop::js
