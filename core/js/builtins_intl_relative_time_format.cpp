// 17 RelativeTimeFormat Objects https://tc39.es/ecma402/#relativetimeformat-objects
// Intl.RelativeTimeFormat with CLDR's en texts: "in 3 days", "3 days ago", and with
// numeric: "auto" "yesterday", "next week", "now"; long, short and narrow styles.
#include "core/js/intl.h"
#include "core/js/vm.h"
#include <cmath>
#include <cstring>

namespace evloop::js {

namespace {

class RelativeTimeFormatObject final : public Object {
public:
    explicit RelativeTimeFormatObject(Object* prototype)
        : Object(prototype, ObjectClass::Ordinary)
    {
    }
    const char* class_name() const override { return "Intl.RelativeTimeFormat"; }
    std::string style = "long";
    std::string numeric = "always";
};

constexpr const char* kService = "Intl.RelativeTimeFormat";

// en's unit names: singular, plural, for each style.
struct RelativeUnit {
    const char* unit;
    const char* long_one;
    const char* long_other;
    const char* short_one;
    const char* short_other;
    const char* narrow; // "d": "in 3d"
    // numeric: "auto" forms for -1, 0, 1 (long, then short/narrow); null: none.
    const char* auto_long[3];
    const char* auto_short[3];
};

constexpr RelativeUnit kUnits[] = {
    { "second", "second", "seconds", "sec.", "sec.", "s", { nullptr, "now", nullptr }, { nullptr, "now", nullptr } },
    { "minute", "minute", "minutes", "min.", "min.", "m", { nullptr, "this minute", nullptr }, { nullptr, "this minute", nullptr } },
    { "hour", "hour", "hours", "hr.", "hr.", "h", { nullptr, "this hour", nullptr }, { nullptr, "this hour", nullptr } },
    { "day", "day", "days", "day", "days", "d", { "yesterday", "today", "tomorrow" }, { "yesterday", "today", "tomorrow" } },
    { "week", "week", "weeks", "wk.", "wk.", "w", { "last week", "this week", "next week" }, { "last wk.", "this wk.", "next wk." } },
    { "month", "month", "months", "mo.", "mo.", "mo", { "last month", "this month", "next month" }, { "last mo.", "this mo.", "next mo." } },
    { "quarter", "quarter", "quarters", "qtr.", "qtrs.", "q", { "last quarter", "this quarter", "next quarter" }, { "last qtr.", "this qtr.", "next qtr." } },
    { "year", "year", "years", "yr.", "yr.", "y", { "last year", "this year", "next year" }, { "last yr.", "this yr.", "next yr." } },
};

// 17.1.1 Intl.RelativeTimeFormat ( [ locales [ , options ] ] )
ThrowOr<Value> relative_time_format_constructor(VM& vm, CallArgs& args)
{
    if (!args.new_target)
        return vm.throw_type_error("Constructor Intl.RelativeTimeFormat requires 'new'");
    Object* prototype = TRY(intl_prototype_from_constructor(vm, args, "Intl.RelativeTimeFormat.prototype"));
    auto* rtf = vm.heap().allocate<RelativeTimeFormatObject>(prototype);
    IntlKeepAlive keep { vm, rtf };
    // 17.1.2 InitializeRelativeTimeFormat. SIMPLIFIED: every locale is en-US.
    TRY(canonicalize_locale_list(vm, args.arg(0)));
    Object* options = TRY(coerce_options_to_object(vm, args.arg(1)));
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    TRY(get_string_option(vm, options, "numberingSystem", {}, nullptr, kService));
    rtf->style = *TRY(get_string_option(vm, options, "style", { "long", "short", "narrow" }, "long", kService));
    rtf->numeric = *TRY(get_string_option(vm, options, "numeric", { "always", "auto" }, "always", kService));
    return Value(static_cast<Object*>(rtf));
}

ThrowOr<RelativeTimeFormatObject*> this_relative_time_format(VM& vm, Value v, const char* method)
{
    return this_intl_object<RelativeTimeFormatObject>(vm, v, "RelativeTimeFormat", method);
}

struct RelativeParts {
    std::string prefix, suffix; // literals around the number
    std::string number;         // the formatted number; empty for an auto text
    std::string unit;           // singular unit, for the parts
    std::string whole;          // the auto text
};

// 17.5.2 PartitionRelativeTimePattern ( relativeTimeFormat, value, unit )
ThrowOr<RelativeParts> partition_relative_time_pattern(VM& vm, RelativeTimeFormatObject* rtf, Value value_arg, Value unit_arg)
{
    double value = TRY(vm.to_number(value_arg));
    std::string unit = TRY(vm.to_string(unit_arg))->utf8();
    // 1-2. If value is NaN, +∞ or -∞, throw a RangeError exception.
    if (!std::isfinite(value))
        return vm.throw_range_error("Invalid time value");
    // 3-4. SingularRelativeTimeUnit(unit).
    if (unit.size() > 1 && unit.back() == 's')
        unit.pop_back();
    const RelativeUnit* u = nullptr;
    for (const RelativeUnit& r : kUnits)
        if (unit == r.unit)
            u = &r;
    if (!u)
        return vm.throw_range_error("Invalid unit argument for format() '" + TRY(vm.to_string(unit_arg))->utf8() + "'");
    RelativeParts parts;
    parts.unit = u->unit;
    // 8. If relativeTimeFormat.[[Numeric]] is "auto", use the unit's -1 / 0 / 1 text.
    if (rtf->numeric == "auto" && (value == -1 || value == 0 || value == 1)) {
        const char* text = (rtf->style == "long" ? u->auto_long : u->auto_short)[static_cast<int>(value) + 1];
        if (text) {
            parts.whole = text;
            return parts;
        }
    }
    // 10-11. "past" for negative values (and -0), else "future".
    bool past = value < 0 || (value == 0 && std::signbit(value));
    Value formatted = TRY(format_numeric_to_locale_string(vm, Value(std::fabs(value)), Value(), Value()));
    parts.number = formatted.as_string()->utf8();
    bool one = parts.number == "1";
    std::string name;
    if (rtf->style == "long")
        name = std::string(" ") + (one ? u->long_one : u->long_other);
    else if (rtf->style == "short")
        name = std::string(" ") + (one ? u->short_one : u->short_other);
    else
        name = u->narrow;
    if (past) {
        parts.suffix = name + " ago";
    } else {
        parts.prefix = "in ";
        parts.suffix = name;
    }
    return parts;
}

// 17.3.3 Intl.RelativeTimeFormat.prototype.format ( value, unit )
ThrowOr<Value> relative_time_format_format(VM& vm, CallArgs& args)
{
    RelativeTimeFormatObject* rtf = TRY(this_relative_time_format(vm, args.this_value, "format"));
    RelativeParts p = TRY(partition_relative_time_pattern(vm, rtf, args.arg(0), args.arg(1)));
    return vm.string_value(p.number.empty() ? p.whole : p.prefix + p.number + p.suffix);
}

// 17.3.4 Intl.RelativeTimeFormat.prototype.formatToParts ( value, unit )
ThrowOr<Value> relative_time_format_format_to_parts(VM& vm, CallArgs& args)
{
    RelativeTimeFormatObject* rtf = TRY(this_relative_time_format(vm, args.this_value, "formatToParts"));
    RelativeParts p = TRY(partition_relative_time_pattern(vm, rtf, args.arg(0), args.arg(1)));
    Array* result = vm.make_array();
    vm.keep_alive(result);
    if (p.number.empty()) {
        result->elements().push_back(Value(make_intl_part(vm, "literal", p.whole)));
    } else {
        if (!p.prefix.empty())
            result->elements().push_back(Value(make_intl_part(vm, "literal", p.prefix)));
        // The number's own parts, each with the unit.
        const std::string& n = p.number;
        size_t i = 0;
        bool after_point = false;
        while (i < n.size()) {
            size_t j = i;
            const char* type;
            if (n[i] == ',') {
                type = "group", j = i + 1;
            } else if (n[i] == '.') {
                type = "decimal", j = i + 1, after_point = true;
            } else {
                while (j < n.size() && n[j] != ',' && n[j] != '.')
                    ++j;
                type = after_point ? "fraction" : "integer";
            }
            Object* part = make_intl_part(vm, type, n.substr(i, j - i));
            part->put_direct(vm.key("unit"), vm.string_value(p.unit));
            result->elements().push_back(Value(part));
            i = j;
        }
        result->elements().push_back(Value(make_intl_part(vm, "literal", p.suffix)));
    }
    vm.release(result);
    return Value(static_cast<Object*>(result));
}

// 17.3.5 Intl.RelativeTimeFormat.prototype.resolvedOptions ( )
ThrowOr<Value> relative_time_format_resolved_options(VM& vm, CallArgs& args)
{
    RelativeTimeFormatObject* rtf = TRY(this_relative_time_format(vm, args.this_value, "resolvedOptions"));
    Object* o = vm.make_object();
    o->put_direct(vm.key("locale"), vm.string_value("en-US"));
    o->put_direct(vm.key("style"), vm.string_value(rtf->style));
    o->put_direct(vm.key("numeric"), vm.string_value(rtf->numeric));
    o->put_direct(vm.key("numberingSystem"), vm.string_value("latn"));
    return Value(o);
}

} // namespace

void install_intl_relative_time_format(VM& vm, Object* intl)
{
    Object* proto = install_intl_constructor(vm, intl, "RelativeTimeFormat", relative_time_format_constructor, 0);
    vm.define_native(proto, "format", relative_time_format_format, 2);
    vm.define_native(proto, "formatToParts", relative_time_format_format_to_parts, 2);
    vm.define_native(proto, "resolvedOptions", relative_time_format_resolved_options, 0);
}

} // namespace evloop::js
