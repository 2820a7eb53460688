// 11 DateTimeFormat Objects https://tc39.es/ecma402/#datetimeformat-objects
// Intl.DateTimeFormat in evloop's one time zone (UTC). The text itself comes from the
// formatter Date.prototype.toLocaleString uses (builtins_date.cpp), with ECMA-402's
// DateTimeFormat defaults ("any" fields, "date" defaults): 3/7/2024 for en-US (by hand), a
// CLDR pattern for the locales of intl_locale_data.inc, whose formatToParts and
// resolvedOptions come from that pattern (intl_date_pattern.cpp).
// SIMPLIFIED: the options are read once, at construction, into a snapshot object that the
// formatter reads again at each format (a getter on the caller's options runs once, but
// the order of the reads is the formatter's, not exactly CreateDateTimeFormat's).
// SIMPLIFIED: only the time zones UTC, Etc/UTC, GMT and Etc/GMT (evloop has no zone data);
// another zone is refused with a "not supported by evloop yet" error rather than shown wrong.
// FIXME: formatRange and formatRangeToParts.
//
//   DateTimeFormatObject, create_date_time_format (11.1.2 CreateDateTimeFormat)
//   partition_date_time_pattern: formatToParts from the formatted text
//   format, formatToParts, resolvedOptions, supportedLocalesOf
#include "core/js/date.h"
#include "core/js/intl.h"
#include "core/js/intl_locale_data.h"
#include "core/js/vm.h"
#include <cmath>
#include <cstring>

namespace evloop::js {

namespace {

class DateTimeFormatObject final : public Object {
public:
    explicit DateTimeFormatObject(Object* prototype)
        : Object(prototype, ObjectClass::Ordinary)
    {
    }
    const char* class_name() const override { return "Intl.DateTimeFormat"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(options);
        v.visit(bound_format);
    }
    Value options;      // the snapshot of the options (a null-prototype object)
    Value bound_format; // [[BoundFormat]]
    std::string locale = "en-US"; // [[Locale]]
    bool localized = false;       // a CLDR locale of intl_locale_data.inc (else en-US's formatter)
};

// The options CreateDateTimeFormat reads, in its order (Table 7 and the styles).
constexpr const char* kOptionNames[] = {
    "hour12", "hourCycle", "timeZone", "weekday", "era", "year", "month", "day", "dayPeriod", "hour",
    "minute", "second", "fractionalSecondDigits", "timeZoneName", "formatMatcher", "dateStyle", "timeStyle",
};

constexpr const char* kService = "Intl.DateTimeFormat";

bool is_utc_time_zone(std::string zone)
{
    for (char& c : zone)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return zone == "UTC" || zone == "ETC/UTC" || zone == "GMT" || zone == "ETC/GMT";
}

// 11.1.2 CreateDateTimeFormat ( newTarget, locales, options, required, defaults )
ThrowOr<void> create_date_time_format(VM& vm, DateTimeFormatObject* dtf, Value locales, Value options_value)
{
    // 1-2. CanonicalizeLocaleList, then ResolveLocale over evloop's locales (intl_locale_data.inc).
    {
        ResolvedLocale r = resolve_intl_locale(TRY(canonicalize_locale_list(vm, locales)));
        dtf->locale = r.tag;
        dtf->localized = r.data != nullptr;
    }
    // 3. Let options be ? CoerceOptionsToObject(options).
    Object* options = TRY(coerce_options_to_object(vm, options_value));
    vm.keep_alive(options);
    struct Release {
        VM& vm;
        Object* o;
        ~Release() { vm.release(o); }
    } release { vm, options };
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    TRY(get_string_option(vm, options, "calendar", {}, nullptr, kService));
    TRY(get_string_option(vm, options, "numberingSystem", {}, nullptr, kService));
    Object* snapshot = vm.heap().allocate<Object>(nullptr);
    dtf->options = Value(snapshot);
    for (const char* name : kOptionNames) {
        Value v = TRY(options->get(vm, vm.key(name)));
        if (std::strcmp(name, "timeZone") == 0 && !v.is_undefined()) {
            std::string zone = TRY(vm.to_string(v))->utf8();
            if (!is_utc_time_zone(zone))
                return vm.throw_type_error("Intl.DateTimeFormat's timeZone '" + zone + "' is not supported by evloop yet (its one time zone is UTC)");
            continue;
        }
        if (std::strcmp(name, "formatMatcher") == 0) {
            TRY(get_string_option(vm, options, "formatMatcher", { "basic", "best fit" }, "best fit", kService));
            continue;
        }
        if (!v.is_undefined())
            snapshot->put_direct(vm.key(name), v);
    }
    // The formatter checks the values (RangeError, TypeError for styles with fields).
    TRY(format_date_time_format(vm, 0, dtf->options, dtf->locale));
    return {};
}

ThrowOr<DateTimeFormatObject*> this_date_time_format(VM& vm, Value v, const char* method)
{
    return this_intl_object<DateTimeFormatObject>(vm, v, "DateTimeFormat", method);
}

// 11.1.1 Intl.DateTimeFormat ( [ locales [ , options ] ] )
ThrowOr<Value> date_time_format_constructor(VM& vm, CallArgs& args)
{
    Object* prototype = TRY(intl_prototype_from_constructor(vm, args, "Intl.DateTimeFormat.prototype"));
    auto* dtf = vm.heap().allocate<DateTimeFormatObject>(prototype);
    IntlKeepAlive keep { vm, dtf };
    TRY(create_date_time_format(vm, dtf, args.arg(0), args.arg(1)));
    return Value(static_cast<Object*>(dtf));
}

// The time value to format: 11.5.x ToDateTimeFormattable / 11.2.4 step 3-4.
ThrowOr<double> date_time_value(VM& vm, Value date)
{
    // 3. If date is undefined, let x be ! Call(%Date.now%, undefined).
    double x = date.is_undefined() ? date_current_time_value(vm) : TRY(vm.to_number(date));
    // 11.5.6 FormatDateTime step 1 / 11.5.5: TimeClip; NaN throws.
    if (!std::isfinite(x) || std::fabs(x) > 8.64e15)
        return vm.throw_range_error("Invalid time value");
    return std::trunc(x) + 0.0;
}

ThrowOr<std::string> format_date_time(VM& vm, DateTimeFormatObject* dtf, Value date)
{
    double x = TRY(date_time_value(vm, date));
    return format_date_time_format(vm, x, dtf->options, dtf->locale);
}

// 11.5.1 DateTime Format Functions: the function [[BoundFormat]] holds.
ThrowOr<Value> date_time_format_bound_format(VM& vm, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    auto* dtf = static_cast<DateTimeFormatObject*>(self->slots()[0].as_object());
    return vm.string_value(TRY(format_date_time(vm, dtf, args.arg(0))));
}

// 11.3.3 get Intl.DateTimeFormat.prototype.format
ThrowOr<Value> date_time_format_get_format(VM& vm, CallArgs& args)
{
    DateTimeFormatObject* dtf = TRY(this_date_time_format(vm, args.this_value, "format"));
    if (dtf->bound_format.is_undefined()) {
        NativeFunction* f = vm.make_native_function("", date_time_format_bound_format, 1);
        f->slots().push_back(Value(static_cast<Object*>(dtf)));
        dtf->bound_format = Value(static_cast<Object*>(f));
    }
    return dtf->bound_format;
}

// An option of the snapshot as a string ("" when absent).
std::string snapshot_option(VM& vm, DateTimeFormatObject* dtf, const char* name)
{
    auto p = dtf->options.as_object()->get_own_property(vm.key(name));
    if (!p || p->value.is_undefined())
        return "";
    if (p->value.is_string())
        return p->value.as_string()->utf8();
    if (p->value.is_boolean())
        return p->value.as_bool() ? "true" : "false";
    if (p->value.is_number())
        return std::to_string(static_cast<int>(p->value.as_number()));
    return "?";
}

// The fields a format shows, as resolvedOptions reports them (11.1.2's steps on the
// chosen ICU pattern: en-US shows minutes and seconds with two digits next to an hour).
struct ResolvedFields {
    std::string hour_cycle; // empty: no hour
    std::vector<std::pair<const char*, std::string>> fields;
    std::string date_style, time_style;
};

ResolvedFields resolve_fields(VM& vm, DateTimeFormatObject* dtf)
{
    ResolvedFields r;
    r.date_style = snapshot_option(vm, dtf, "dateStyle");
    r.time_style = snapshot_option(vm, dtf, "timeStyle");
    std::string hour12 = snapshot_option(vm, dtf, "hour12");
    std::string cycle = snapshot_option(vm, dtf, "hourCycle");
    if (cycle.empty())
        cycle = "h12";
    if (!hour12.empty())
        cycle = hour12 == "true" ? "h12" : "h24"; // Node 20's ICU: hour12: false is h24 for en-US
    if (!r.date_style.empty() || !r.time_style.empty()) {
        if (!r.time_style.empty())
            r.hour_cycle = cycle;
        return r;
    }
    const char* names[] = { "weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second", "fractionalSecondDigits", "timeZoneName" };
    bool any = false;
    for (const char* n : names)
        if (std::strcmp(n, "era") != 0 && std::strcmp(n, "timeZoneName") != 0 && !snapshot_option(vm, dtf, n).empty())
            any = true;
    std::string hour = snapshot_option(vm, dtf, "hour");
    for (const char* n : names) {
        std::string v = snapshot_option(vm, dtf, n);
        if (!any && (std::strcmp(n, "year") == 0 || std::strcmp(n, "month") == 0 || std::strcmp(n, "day") == 0))
            v = "numeric";
        if (v.empty())
            continue;
        if (std::strcmp(n, "hour") == 0 && (cycle == "h23" || cycle == "h24"))
            v = "2-digit";
        if ((std::strcmp(n, "minute") == 0 || std::strcmp(n, "second") == 0) && !hour.empty())
            v = "2-digit";
        r.fields.push_back({ n, v });
    }
    if (!hour.empty())
        r.hour_cycle = cycle;
    return r;
}

// 11.5.7 FormatDateTimeToParts: the parts of the en-US text, found by scanning it: digit
// runs are the numeric fields in en-US order, words the names (weekday, month, era,
// AM/PM, the zone), the rest literals.
std::vector<std::pair<const char*, std::string>> partition_date_time_pattern(VM& vm, DateTimeFormatObject* dtf, const std::string& text)
{
    ResolvedFields r = resolve_fields(vm, dtf);
    std::string weekday, month, era;
    bool has[8] = {}; // month(numeric), day, year, hour, minute, second, fractionalSecond
    enum { Month, Day, Year, Hour, Minute, Second, Fraction };
    bool textual_month = false;
    if (!r.date_style.empty()) {
        weekday = r.date_style == "full" ? "long" : "";
        textual_month = r.date_style != "short";
        has[Month] = !textual_month;
        has[Day] = has[Year] = true;
    }
    if (!r.time_style.empty())
        has[Hour] = has[Minute] = true, has[Second] = r.time_style != "short";
    for (auto& [name, value] : r.fields) {
        std::string n = name;
        if (n == "weekday")
            weekday = value;
        else if (n == "era")
            era = value;
        else if (n == "month")
            textual_month = value != "numeric" && value != "2-digit", has[Month] = !textual_month;
        else if (n == "day")
            has[Day] = true;
        else if (n == "year")
            has[Year] = true;
        else if (n == "hour")
            has[Hour] = true;
        else if (n == "minute")
            has[Minute] = true;
        else if (n == "second")
            has[Second] = true;
        else if (n == "fractionalSecondDigits")
            has[Fraction] = true;
    }
    const char* numeric_types[] = { "month", "day", "year", "hour", "minute", "second", "fractionalSecond" };
    std::vector<int> numeric_order;
    for (int i = Month; i <= Fraction; ++i)
        if (has[i])
            numeric_order.push_back(i);
    size_t next_numeric = 0;
    bool weekday_done = weekday.empty(), month_done = !textual_month;
    std::vector<std::pair<const char*, std::string>> parts;
    auto push = [&](const char* type, std::string value) {
        if (std::strcmp(type, "literal") == 0 && !parts.empty() && std::strcmp(parts.back().first, "literal") == 0)
            parts.back().second += value;
        else
            parts.push_back({ type, std::move(value) });
    };
    const char* multiword[][2] = { { "Coordinated Universal Time", "timeZoneName" }, { "Anno Domini", "era" }, { "Before Christ", "era" } };
    size_t i = 0;
    while (i < text.size()) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        bool matched = false;
        for (auto& m : multiword) {
            size_t n = std::strlen(m[0]);
            if (text.compare(i, n, m[0]) == 0) {
                push(m[1], m[0]);
                i += n;
                matched = true;
                break;
            }
        }
        if (matched)
            continue;
        if (std::isdigit(c)) {
            size_t j = i;
            while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])))
                ++j;
            const char* type = next_numeric < numeric_order.size() ? numeric_types[numeric_order[next_numeric++]] : "literal";
            push(type, text.substr(i, j - i));
            i = j;
        } else if (std::isalpha(c)) {
            size_t j = i;
            while (j < text.size() && std::isalpha(static_cast<unsigned char>(text[j])))
                ++j;
            std::string word = text.substr(i, j - i);
            const char* type = "literal";
            if (word == "AM" || word == "PM")
                type = "dayPeriod";
            else if (word == "UTC")
                type = "timeZoneName";
            else if (word == "at")
                type = "literal";
            else if (!weekday_done)
                type = "weekday", weekday_done = true;
            else if (!month_done)
                type = "month", month_done = true;
            else if (!era.empty())
                type = "era";
            push(type, word);
            i = j;
        } else {
            size_t j = i + 1;
            while (j < text.size() && !std::isalnum(static_cast<unsigned char>(text[j])))
                ++j;
            push("literal", text.substr(i, j - i));
            i = j;
        }
    }
    // ICU puts a narrow no-break space (U+202F) before AM/PM. V8 (for the web's sake)
    // turns it into a plain space in format() but keeps it in formatToParts().
    for (size_t k = 1; k < parts.size(); ++k)
        if (std::strcmp(parts[k].first, "dayPeriod") == 0 && parts[k - 1].second.size() >= 1 && parts[k - 1].second.back() == ' ')
            parts[k - 1].second.replace(parts[k - 1].second.size() - 1, 1, "\u202f");
    return parts;
}

// 11.3.4 Intl.DateTimeFormat.prototype.formatToParts ( date )
ThrowOr<Value> date_time_format_format_to_parts(VM& vm, CallArgs& args)
{
    DateTimeFormatObject* dtf = TRY(this_date_time_format(vm, args.this_value, "formatToParts"));
    std::vector<std::pair<const char*, std::string>> parts;
    if (dtf->localized) {
        LocaleDateText detail;
        double x = TRY(date_time_value(vm, args.arg(0)));
        TRY(format_date_time_format(vm, x, dtf->options, dtf->locale, &detail));
        for (DatePart& p : detail.parts)
            parts.push_back({ p.type, std::move(p.value) });
    } else {
        std::string text = TRY(format_date_time(vm, dtf, args.arg(0)));
        parts = partition_date_time_pattern(vm, dtf, text);
    }
    Array* result = vm.make_array();
    vm.keep_alive(result);
    for (auto& [type, value] : parts) {
        Object* o = vm.make_object();
        o->put_direct(vm.key("type"), Value(vm.intern(type)));
        o->put_direct(vm.key("value"), vm.string_value(value));
        result->elements().push_back(Value(o));
    }
    vm.release(result);
    return Value(static_cast<Object*>(result));
}

// 11.3.7 Intl.DateTimeFormat.prototype.resolvedOptions ( )
ThrowOr<Value> date_time_format_resolved_options(VM& vm, CallArgs& args)
{
    DateTimeFormatObject* dtf = TRY(this_date_time_format(vm, args.this_value, "resolvedOptions"));
    ResolvedFields r = resolve_fields(vm, dtf);
    if (dtf->localized) {
        // The fields of the pattern ICU chose (V8 reads them back from it).
        LocaleDateText detail;
        TRY(format_date_time_format(vm, 0, dtf->options, dtf->locale, &detail));
        r.fields.clear();
        r.hour_cycle.clear();
        if (r.date_style.empty() && r.time_style.empty())
            r.fields = pattern_resolved_fields(detail.pattern);
        if (detail.pattern.find_first_of("hHkK") != std::string::npos) {
            bool has_hour = false, quoted = false;
            for (char c : detail.pattern) {
                if (c == '\'')
                    quoted = !quoted;
                else if (!quoted && (c == 'h' || c == 'H' || c == 'k' || c == 'K'))
                    has_hour = true;
            }
            if (has_hour)
                r.hour_cycle = detail.hour_cycle;
        }
    }
    Object* o = vm.make_object();
    auto put = [&](const char* name, const std::string& v) { o->put_direct(vm.key(name), vm.string_value(v)); };
    // Table 8: the order of the properties.
    put("locale", dtf->locale);
    put("calendar", "gregory");
    put("numberingSystem", "latn");
    put("timeZone", "UTC");
    if (!r.hour_cycle.empty()) {
        put("hourCycle", r.hour_cycle);
        o->put_direct(vm.key("hour12"), Value(r.hour_cycle == "h11" || r.hour_cycle == "h12"));
    }
    for (auto& [name, value] : r.fields) {
        if (std::strcmp(name, "fractionalSecondDigits") == 0)
            o->put_direct(vm.key(name), Value(static_cast<double>(std::stoi(value))));
        else
            put(name, value);
    }
    if (!r.date_style.empty())
        put("dateStyle", r.date_style);
    if (!r.time_style.empty())
        put("timeStyle", r.time_style);
    return Value(o);
}

} // namespace

void install_intl_date_time_format(VM& vm, Object* intl)
{
    // 11.2.2 supportedLocalesOf and 11.3.2 @@toStringTag come with the constructor.
    Object* proto = install_intl_constructor(vm, intl, "DateTimeFormat", date_time_format_constructor, 0);
    vm.define_native(proto, "resolvedOptions", date_time_format_resolved_options, 0);
    vm.define_native(proto, "formatToParts", date_time_format_format_to_parts, 1);
    vm.define_getter(proto, "format", date_time_format_get_format);
}

} // namespace evloop::js
