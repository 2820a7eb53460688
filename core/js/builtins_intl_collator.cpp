// 10 Collator Objects https://tc39.es/ecma402/#collator-objects
// Intl.Collator over evloop's approximation of the CLDR root collation (builtins_string.cpp:
// base letters, then accents, then case; Latin letters with their diacritics), with the
// options sensitivity, numeric, caseFirst and ignorePunctuation.
// SIMPLIFIED: every locale compares as the root collation (en-US has no tailoring);
// usage "search" compares like "sort".
#include "core/js/intl.h"
#include "core/js/vm.h"

namespace evloop::js {

namespace {

class CollatorObject final : public Object {
public:
    explicit CollatorObject(Object* prototype)
        : Object(prototype, ObjectClass::Ordinary)
    {
    }
    const char* class_name() const override { return "Intl.Collator"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(bound_compare);
    }
    CollatorOptions options;
    std::string usage = "sort", sensitivity = "variant", case_first = "false";
    Value bound_compare; // [[BoundCompare]]
};

constexpr const char* kService = "Intl.Collator";

struct ResolvedCollator {
    CollatorOptions options;
    std::string usage, sensitivity, case_first;
};

// 10.1.2 InitializeCollator ( collator, locales, options )
ThrowOr<ResolvedCollator> initialize_collator(VM& vm, Value locales, Value options_value)
{
    ResolvedCollator r;
    // 1. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    TRY(canonicalize_locale_list(vm, locales));
    // 2. Set options to ? CoerceOptionsToObject(options).
    Object* options = TRY(coerce_options_to_object(vm, options_value));
    vm.keep_alive(options);
    struct Release {
        VM& vm;
        Object* o;
        ~Release() { vm.release(o); }
    } release { vm, options };
    // 3. Let usage be ? GetOption(options, "usage", string, « "sort", "search" », "sort").
    r.usage = *TRY(get_string_option(vm, options, "usage", { "sort", "search" }, "sort", kService));
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    TRY(get_string_option(vm, options, "collation", {}, nullptr, kService));
    // 16. Let numeric be ? GetOption(options, "numeric", boolean, empty, undefined).
    std::optional<bool> numeric = TRY(get_boolean_option(vm, options, "numeric"));
    r.options.numeric = numeric.value_or(false);
    // 19. Let caseFirst be ? GetOption(options, "caseFirst", string, « "upper", "lower", "false" », undefined).
    std::optional<std::string> case_first = TRY(get_string_option(vm, options, "caseFirst", { "upper", "lower", "false" }, nullptr, kService));
    r.case_first = case_first.value_or("false");
    r.options.upper_first = r.case_first == "upper";
    // 29. Let sensitivity be ? GetOption(options, "sensitivity", ..., undefined); "variant" by default.
    r.sensitivity = TRY(get_string_option(vm, options, "sensitivity", { "base", "accent", "case", "variant" }, nullptr, kService)).value_or("variant");
    r.options.levels = r.sensitivity == "base" ? 1 : r.sensitivity == "accent" ? 2 : r.sensitivity == "case" ? 1 : 3;
    r.options.case_level = r.sensitivity == "case";
    // 33. Let ignorePunctuation be ? GetOption(options, "ignorePunctuation", boolean, empty, false).
    r.options.ignore_punctuation = TRY(get_boolean_option(vm, options, "ignorePunctuation")).value_or(false);
    return r;
}

// 10.1.1 Intl.Collator ( [ locales [ , options ] ] )
ThrowOr<Value> collator_constructor(VM& vm, CallArgs& args)
{
    Object* prototype = TRY(intl_prototype_from_constructor(vm, args, "Intl.Collator.prototype"));
    auto* collator = vm.heap().allocate<CollatorObject>(prototype);
    vm.keep_alive(collator);
    ThrowOr<ResolvedCollator> r = initialize_collator(vm, args.arg(0), args.arg(1));
    vm.release(collator);
    if (r.is_throw())
        return Thrown {};
    collator->options = r.value().options;
    collator->usage = r.value().usage;
    collator->sensitivity = r.value().sensitivity;
    collator->case_first = r.value().case_first;
    return Value(static_cast<Object*>(collator));
}

ThrowOr<CollatorObject*> this_collator(VM& vm, Value v, const char* method)
{
    return this_intl_object<CollatorObject>(vm, v, "Collator", method);
}

// 10.3.3.1 Collator Compare Functions: the function [[BoundCompare]] holds.
ThrowOr<Value> collator_bound_compare(VM& vm, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    auto* collator = static_cast<CollatorObject*>(self->slots()[0].as_object());
    // 4-6. Let X be ? ToString(x), Y be ? ToString(y); return CompareStrings(collator, X, Y).
    PrimitiveString* x = TRY(vm.to_string(args.arg(0)));
    vm.keep_alive(x);
    ThrowOr<PrimitiveString*> y = vm.to_string(args.arg(1));
    vm.release(x);
    if (y.is_throw())
        return Thrown {};
    return Value(static_cast<double>(collator_compare_strings(x->string(), y.value()->string(), collator->options)));
}

// 10.3.3 get Intl.Collator.prototype.compare
ThrowOr<Value> collator_get_compare(VM& vm, CallArgs& args)
{
    CollatorObject* collator = TRY(this_collator(vm, args.this_value, "compare"));
    return intl_bound_method(vm, collator->bound_compare, collator, collator_bound_compare, 2);
}

// 10.3.4 Intl.Collator.prototype.resolvedOptions ( )
ThrowOr<Value> collator_resolved_options(VM& vm, CallArgs& args)
{
    CollatorObject* c = TRY(this_collator(vm, args.this_value, "resolvedOptions"));
    Object* o = vm.make_object();
    o->put_direct(vm.key("locale"), vm.string_value("en-US"));
    o->put_direct(vm.key("usage"), vm.string_value(c->usage));
    o->put_direct(vm.key("sensitivity"), vm.string_value(c->sensitivity));
    o->put_direct(vm.key("ignorePunctuation"), Value(c->options.ignore_punctuation));
    o->put_direct(vm.key("collation"), vm.string_value("default"));
    o->put_direct(vm.key("numeric"), Value(c->options.numeric));
    o->put_direct(vm.key("caseFirst"), vm.string_value(c->case_first));
    return Value(o);
}

} // namespace

ThrowOr<CollatorOptions> collator_options(VM& vm, Value locales, Value options)
{
    if (locales.is_undefined() && options.is_undefined())
        return CollatorOptions {};
    ResolvedCollator r = TRY(initialize_collator(vm, locales, options));
    return r.options;
}

void install_intl_collator(VM& vm, Object* intl)
{
    Object* proto = install_intl_constructor(vm, intl, "Collator", collator_constructor, 0);
    vm.define_native(proto, "resolvedOptions", collator_resolved_options, 0);
    vm.define_getter(proto, "compare", collator_get_compare);
}

} // namespace evloop::js
