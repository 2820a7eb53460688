#pragma once
// ECMA-402 Internationalization API: the Intl object and its services, for the locale
// en-US only. SIMPLIFIED: evloop ships no locale data; every requested locale falls back
// to en-US (resolvedOptions().locale is always "en-US"), and the texts are those Node 20's
// ICU prints for en-US.
//   builtins_intl.cpp                 Intl, locale lists, GetOption and friends
//   builtins_intl_number_format.cpp   Intl.NumberFormat, Number/BigInt toLocaleString
//   builtins_intl_date_time_format.cpp Intl.DateTimeFormat (the text: builtins_date.cpp)
//   builtins_intl_plural_rules.cpp    Intl.PluralRules (en cardinal and ordinal rules)
//   builtins_intl_relative_time_format.cpp  Intl.RelativeTimeFormat
//   builtins_intl_list_format.cpp     Intl.ListFormat
//   builtins_intl_collator.cpp        Intl.Collator, String.prototype.localeCompare's options
#include "core/js/object.h"
#include <optional>
#include <string_view>
#include <string>
#include <vector>

namespace evloop::js {

class VM;

// 9.2.1 CanonicalizeLocaleList ( locales ): validated; the tags are kept as given.
ThrowOr<std::vector<std::string>> canonicalize_locale_list(VM& vm, Value locales);
// 9.2.10 CoerceOptionsToObject ( options )
ThrowOr<Object*> coerce_options_to_object(VM& vm, Value options);
// 9.2.12 GetOption ( options, property, "string", values, default ): nullopt when the
// property is undefined and there is no default.
ThrowOr<std::optional<std::string>> get_string_option(VM& vm, Object* options, const char* property,
    std::initializer_list<const char*> values, const char* fallback, const char* service);
ThrowOr<std::optional<bool>> get_boolean_option(VM& vm, Object* options, const char* property);
// 9.2.14 DefaultNumberOption ( value, minimum, maximum, fallback ) and
// 9.2.15 GetNumberOption ( options, property, minimum, maximum, fallback )
ThrowOr<std::optional<int>> default_number_option(VM& vm, Value value, int minimum, int maximum, std::optional<int> fallback, const char* property);
ThrowOr<std::optional<int>> get_number_option(VM& vm, Object* options, const char* property, int minimum, int maximum, std::optional<int> fallback);

// Number.prototype.toLocaleString and BigInt.prototype.toLocaleString: a new
// Intl.NumberFormat(locales, options) formatting x (a Number or a BigInt).
ThrowOr<Value> format_numeric_to_locale_string(VM& vm, Value x, Value locales, Value options);

// The prototype an Intl constructor gives its new object: NewTarget's "prototype", else
// the intrinsic `prototype_name` (10.1.13 OrdinaryCreateFromConstructor / GetPrototypeFromConstructor).
ThrowOr<Object*> intl_prototype_from_constructor(VM& vm, CallArgs& args, const char* prototype_name);
// Intl.<name> with its prototype (constructor, @@toStringTag "Intl.<name>", and a
// supportedLocalesOf that reports every valid locale); returns the prototype.
Object* install_intl_constructor(VM& vm, Object* intl, const char* name, NativeFn constructor, uint32_t length);
// The TypeError for an Intl method called on something else, in V8's words:
// "Method Intl.<service>.prototype.<method> called on incompatible receiver …".
Thrown throw_incompatible_intl_receiver(VM& vm, const char* service, const char* method, Value receiver);
// `receiver` as the Intl object class T (an Intl.<service>), or that TypeError.
template<typename T>
ThrowOr<T*> this_intl_object(VM& vm, Value receiver, const char* service, const char* method)
{
    auto* object = receiver.is_object() ? dynamic_cast<T*>(receiver.as_object()) : nullptr;
    if (!object)
        return throw_incompatible_intl_receiver(vm, service, method, receiver);
    return object;
}
// Keeps a new Intl object alive while its constructor reads the options (which may run
// user getters and collect garbage).
struct IntlKeepAlive {
    IntlKeepAlive(VM& vm, Object* object);
    ~IntlKeepAlive();
    IntlKeepAlive(const IntlKeepAlive&) = delete;
    IntlKeepAlive& operator=(const IntlKeepAlive&) = delete;
    VM& vm;
    Object* object;
};
// The function a getter like NumberFormat's `format` returns: made once per object (kept
// in `slot`), an anonymous native `fn` with the object in its first slot.
Value intl_bound_method(VM& vm, Value& slot, Object* self, NativeFn fn, uint32_t length);
// A plain { type, value } object, as formatToParts methods return.
Object* make_intl_part(VM& vm, const std::string& type, const std::string& value);

// What an Intl.Collator compares (builtins_string.cpp holds the collation itself).
struct CollatorOptions {
    int levels = 3;          // sensitivity: 1 base, 2 accent, 3 variant
    bool case_level = false; // sensitivity "case": the first and the case level
    bool numeric = false;
    bool upper_first = false; // caseFirst "upper"
    bool ignore_punctuation = false;
};
// 10.1.2 InitializeCollator's options for (locales, options) (builtins_intl_collator.cpp).
ThrowOr<CollatorOptions> collator_options(VM& vm, Value locales, Value options);
// 10.3.3.1 CompareStrings ( collator, x, y ) (builtins_string.cpp)
int collator_compare_strings(std::u16string_view x, std::u16string_view y, const CollatorOptions& options);

void install_intl_builtins(VM& vm);
void install_intl_number_format(VM& vm, Object* intl);
void install_intl_date_time_format(VM& vm, Object* intl);
void install_intl_plural_rules(VM& vm, Object* intl);
void install_intl_relative_time_format(VM& vm, Object* intl);
void install_intl_list_format(VM& vm, Object* intl);
void install_intl_collator(VM& vm, Object* intl);

} // namespace evloop::js
