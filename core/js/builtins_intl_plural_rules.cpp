// 16 PluralRules Objects https://tc39.es/ecma402/#pluralrules-objects
// Intl.PluralRules with CLDR's en rules: cardinal "one" for 1 without visible fraction
// digits; ordinal one / two / few for 1st, 2nd, 3rd (not 11th-13th).
// SIMPLIFIED: the number is formatted (for its visible digits) by an Intl.NumberFormat
// made from the same options, so the digit options apply as ECMA-402 says.
#include "core/js/intl.h"
#include "core/js/vm.h"

namespace evloop::js {

namespace {

class PluralRulesObject final : public Object {
public:
    explicit PluralRulesObject(Object* prototype)
        : Object(prototype, ObjectClass::Ordinary)
    {
    }
    const char* class_name() const override { return "Intl.PluralRules"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(options);
    }
    bool ordinal = false;
    Value options; // the digit options, for the number format
};

constexpr const char* kService = "Intl.PluralRules";

// 16.1.1 Intl.PluralRules ( [ locales [ , options ] ] )
ThrowOr<Value> plural_rules_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor Intl.PluralRules requires 'new'");
    Object* prototype = TRY(intl_prototype_from_constructor(vm, args, "Intl.PluralRules.prototype"));
    auto* pr = vm.heap().allocate<PluralRulesObject>(prototype);
    IntlKeepAlive keep { vm, pr };
    // 16.1.2 InitializePluralRules: CanonicalizeLocaleList (SIMPLIFIED: en-US), the options.
    TRY(canonicalize_locale_list(vm, args.arg(0)));
    Object* options = TRY(coerce_options_to_object(vm, args.arg(1)));
    pr->options = Value(options);
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    std::string type = *TRY(get_string_option(vm, options, "type", { "cardinal", "ordinal" }, "cardinal", kService));
    pr->ordinal = type == "ordinal";
    // SetNumberFormatDigitOptions: checked by making the number format once.
    TRY(format_numeric_to_locale_string(vm, Value(0.0), Value(), Value(options)));
    return Value(static_cast<Object*>(pr));
}

ThrowOr<PluralRulesObject*> this_plural_rules(VM& vm, Value v, const char* method)
{
    return this_intl_object<PluralRulesObject>(vm, v, "PluralRules", method);
}

// 16.5.3 ResolvePlural ( pluralRules, n ) with en's PluralRuleSelect.
ThrowOr<std::string> resolve_plural(VM& vm, PluralRulesObject* pr, double n)
{
    // 2. If n is not a finite Number, return "other".
    if (!std::isfinite(n))
        return std::string("other");
    // 5. Let s be ! FormatNumericToString(pluralRules, n): the visible digits.
    Value text = TRY(format_numeric_to_locale_string(vm, Value(n), Value(), pr->options));
    std::string s = text.as_string()->utf8();
    std::string digits;
    bool fraction = false;
    for (char c : s) {
        if (c == '.')
            fraction = true;
        else if (c >= '0' && c <= '9' && !fraction)
            digits += c;
    }
    if (pr->ordinal) {
        if (fraction || digits.empty())
            return std::string("other");
        int last2 = std::stoi(digits.size() > 2 ? digits.substr(digits.size() - 2) : digits);
        int last = last2 % 10;
        if (last == 1 && last2 != 11)
            return std::string("one");
        if (last == 2 && last2 != 12)
            return std::string("two");
        if (last == 3 && last2 != 13)
            return std::string("few");
        return std::string("other");
    }
    size_t nz = digits.find_first_not_of('0');
    bool one = !fraction && nz != std::string::npos && digits.substr(nz) == "1";
    return std::string(one ? "one" : "other");
}

// 16.3.3 Intl.PluralRules.prototype.select ( value )
ThrowOr<Value> plural_rules_select(VM& vm, CallArgs& args)
{
    PluralRulesObject* pr = TRY(this_plural_rules(vm, args.this_value, "select"));
    double n = TRY(vm.to_number(args.arg(0)));
    return vm.string_value(TRY(resolve_plural(vm, pr, n)));
}

// 16.3.4 Intl.PluralRules.prototype.resolvedOptions ( )
ThrowOr<Value> plural_rules_resolved_options(VM& vm, CallArgs& args)
{
    PluralRulesObject* pr = TRY(this_plural_rules(vm, args.this_value, "resolvedOptions"));
    Object* o = vm.make_object();
    o->put_direct(vm.key("locale"), vm.string_value("en-US"));
    o->put_direct(vm.key("type"), vm.string_value(pr->ordinal ? "ordinal" : "cardinal"));
    o->put_direct(vm.key("minimumIntegerDigits"), Value(1.0));
    o->put_direct(vm.key("minimumFractionDigits"), Value(0.0));
    o->put_direct(vm.key("maximumFractionDigits"), Value(3.0));
    // FIXME: the digit options given to the constructor are not reported.
    std::vector<Value> categories;
    for (const char* c : pr->ordinal ? std::vector<const char*> { "few", "one", "two", "other" } : std::vector<const char*> { "one", "other" })
        categories.push_back(vm.string_value(c));
    o->put_direct(vm.key("pluralCategories"), Value(static_cast<Object*>(vm.make_array(categories))));
    return Value(o);
}

} // namespace

void install_intl_plural_rules(VM& vm, Object* intl)
{
    Object* proto = install_intl_constructor(vm, intl, "PluralRules", plural_rules_constructor, 0);
    vm.define_native(proto, "resolvedOptions", plural_rules_resolved_options, 0);
    vm.define_native(proto, "select", plural_rules_select, 1);
}

} // namespace evloop::js
