// 13 ListFormat Objects https://tc39.es/ecma402/#listformat-objects
// Intl.ListFormat with CLDR's en patterns: "a, b, and c" (conjunction), "a, b, or c"
// (disjunction), "a, b, c" (unit); the short conjunction uses "&", narrow ones drop words.
#include "core/js/intl.h"
#include "core/js/vm.h"

namespace evloop::js {

namespace {

class ListFormatObject final : public Object {
public:
    explicit ListFormatObject(Object* prototype)
        : Object(prototype, ObjectClass::Ordinary)
    {
    }
    const char* class_name() const override { return "Intl.ListFormat"; }
    std::string type = "conjunction";
    std::string style = "long";
};

constexpr const char* kService = "Intl.ListFormat";

// 13.1.1 Intl.ListFormat ( [ locales [ , options ] ] )
ThrowOr<Value> list_format_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor Intl.ListFormat requires 'new'");
    Object* prototype = TRY(intl_prototype_from_constructor(vm, args, "Intl.ListFormat.prototype"));
    auto* lf = vm.heap().allocate<ListFormatObject>(prototype);
    IntlKeepAlive keep { vm, lf };
    // SIMPLIFIED: every locale is en-US.
    TRY(canonicalize_locale_list(vm, args.arg(0)));
    // 5. Let options be ? GetOptionsObject(options): undefined or an object.
    Value options_value = args.arg(1);
    if (!options_value.is_undefined() && !options_value.is_object())
        return vm.throw_type_error("Options must be an object");
    Object* options = TRY(coerce_options_to_object(vm, options_value));
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    lf->type = *TRY(get_string_option(vm, options, "type", { "conjunction", "disjunction", "unit" }, "conjunction", kService));
    lf->style = *TRY(get_string_option(vm, options, "style", { "long", "short", "narrow" }, "long", kService));
    return Value(static_cast<Object*>(lf));
}

ThrowOr<ListFormatObject*> this_list_format(VM& vm, Value v, const char* method)
{
    return this_intl_object<ListFormatObject>(vm, v, "ListFormat", method);
}

// 13.5.4 StringListFromIterable ( iterable ): every element must be a String.
ThrowOr<std::vector<std::string>> string_list_from_iterable(VM& vm, Value iterable)
{
    std::vector<std::string> list;
    if (iterable.is_undefined())
        return list;
    std::vector<Value> values = TRY(vm.iterate_to_list(iterable));
    for (Value v : values) {
        if (!v.is_string())
            return vm.throw_type_error("Iterable yielded " + vm.describe_for_message(v) + " which is not a string");
        list.push_back(v.as_string()->utf8());
    }
    return list;
}

// 13.5.1 CreatePartsFromList ( listFormat, list ) with en's patterns.
std::vector<std::pair<const char*, std::string>> create_parts_from_list(ListFormatObject* lf, const std::vector<std::string>& list)
{
    std::string middle = ", ", pair, last;
    if (lf->type == "conjunction") {
        pair = lf->style == "long" ? " and " : lf->style == "short" ? " & " : ", ";
        last = lf->style == "long" ? ", and " : lf->style == "short" ? ", & " : ", ";
    } else if (lf->type == "disjunction") {
        pair = " or ";
        last = ", or ";
    } else {
        middle = lf->style == "narrow" ? " " : ", ";
        pair = last = middle;
    }
    std::vector<std::pair<const char*, std::string>> parts;
    for (size_t i = 0; i < list.size(); ++i) {
        if (i > 0)
            parts.push_back({ "literal", list.size() == 2 ? pair : i + 1 == list.size() ? last : middle });
        parts.push_back({ "element", list[i] });
    }
    return parts;
}

// 13.3.3 Intl.ListFormat.prototype.format ( list )
ThrowOr<Value> list_format_format(VM& vm, CallArgs& args)
{
    ListFormatObject* lf = TRY(this_list_format(vm, args.this_value, "format"));
    std::vector<std::string> list = TRY(string_list_from_iterable(vm, args.arg(0)));
    std::string s;
    for (auto& [type, value] : create_parts_from_list(lf, list))
        s += value;
    return vm.string_value(s);
}

// 13.3.4 Intl.ListFormat.prototype.formatToParts ( list )
ThrowOr<Value> list_format_format_to_parts(VM& vm, CallArgs& args)
{
    ListFormatObject* lf = TRY(this_list_format(vm, args.this_value, "formatToParts"));
    std::vector<std::string> list = TRY(string_list_from_iterable(vm, args.arg(0)));
    Array* result = vm.make_array();
    vm.keep_alive(result);
    for (auto& [type, value] : create_parts_from_list(lf, list))
        result->elements().push_back(Value(make_intl_part(vm, type, value)));
    vm.release(result);
    return Value(static_cast<Object*>(result));
}

// 13.3.5 Intl.ListFormat.prototype.resolvedOptions ( )
ThrowOr<Value> list_format_resolved_options(VM& vm, CallArgs& args)
{
    ListFormatObject* lf = TRY(this_list_format(vm, args.this_value, "resolvedOptions"));
    Object* o = vm.make_object();
    o->put_direct(vm.key("locale"), vm.string_value("en-US"));
    o->put_direct(vm.key("type"), vm.string_value(lf->type));
    o->put_direct(vm.key("style"), vm.string_value(lf->style));
    return Value(o);
}

} // namespace

void install_intl_list_format(VM& vm, Object* intl)
{
    Object* proto = install_intl_constructor(vm, intl, "ListFormat", list_format_constructor, 0);
    vm.define_native(proto, "format", list_format_format, 1);
    vm.define_native(proto, "formatToParts", list_format_format_to_parts, 1);
    vm.define_native(proto, "resolvedOptions", list_format_resolved_options, 0);
}

} // namespace evloop::js
