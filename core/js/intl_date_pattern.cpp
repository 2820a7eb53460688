// Dates in the CLDR locales: ECMA-402's options become a CLDR pattern the way ICU's
// DateTimePatternGenerator (as V8 calls it) does it, then the pattern is formatted.
// https://unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table
//
//   Skeleton, skeleton_of           the requested fields: a letter and a width per field
//   field_distance, best_match      DateTimeMatcher::getDistance and getBestRaw
//   adjust_field_widths             DateTimePatternGenerator::adjustFieldTypes
//   locale_date_pattern             getBestPattern: whole, else the date and time halves
//                                   joined by dateTimeFormats-atTime (ICU 72+)
//   format_date_pattern             the fields of a time value
// SIMPLIFIED: a field no skeleton has (e.g. a day without a month) is left out, where ICU
// appends it with appendItems ("2024 (day: 7)"); an hour alone with a zone, a narrow weekday
// with a long month and h24's resolvedOptions hour width can differ from V8 (ties and
// generator details evloop does not reproduce).
#include "core/js/intl_date_pattern.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace evloop::js {

namespace {

// The field types, in the order they sort in a skeleton.
enum Field { Era, Year, Month, Weekday, Day, DayPeriod, Hour, Minute, Second, Fraction, Zone, FieldCount };

Field field_of(char c)
{
    switch (c) {
    case 'G': return Era;
    case 'y': return Year;
    case 'M': case 'L': return Month;
    case 'E': case 'c': return Weekday;
    case 'd': return Day;
    case 'a': return DayPeriod;
    case 'h': case 'H': case 'K': case 'k': return Hour;
    case 'm': return Minute;
    case 's': return Second;
    case 'S': return Fraction;
    case 'z': case 'v': return Zone;
    default: return FieldCount;
    }
}

bool is_text_field(char c, int width)
{
    Field f = field_of(c);
    if (f == Month)
        return width >= 3;
    return f == Era || f == Weekday || f == DayPeriod || f == Zone;
}

// A skeleton: per field, its letter and width (0: absent).
struct Skeleton {
    char letter[FieldCount] = {};
    int width[FieldCount] = {};
    bool has(Field f) const { return width[f] > 0; }
    void set(char c, int w)
    {
        Field f = field_of(c);
        if (f == FieldCount)
            return;
        letter[f] = c;
        width[f] = w;
    }
};

Skeleton skeleton_of(std::string_view text)
{
    Skeleton s;
    for (size_t i = 0; i < text.size();) {
        size_t j = i;
        while (j < text.size() && text[j] == text[i])
            ++j;
        s.set(text[i], static_cast<int>(j - i));
        i = j;
    }
    return s;
}

// A field's value for the distance: widths, with text and numeric forms far apart and
// E/EE/EEE one width (abbreviated).
// ICU's dtTypes: numeric forms 0x100 + width; text forms narrow 1, short 3 (E, EE, EEE,
// MMM, G), long 4, so narrow is farther from long than short is.
int field_value(char c, int width)
{
    int text = width >= 5 ? 1 : width == 4 ? 4 : 3;
    if (field_of(c) == Weekday || field_of(c) == Era)
        return text;
    if (field_of(c) == Month && width >= 3)
        return text;
    return 0x100 + width + ((c == 'H' || c == 'k') ? 0x40 : 0);
}

constexpr int kMissingField = 0x1000;
constexpr int kExtraField = 0x10000;

// DateTimeMatcher::getDistance: how far an available skeleton is from the request (the day
// period and the zone are not in CLDR's skeletons: they come with the hour, or appended).
int field_distance(const Skeleton& request, const Skeleton& available)
{
    int distance = 0;
    for (int f = 0; f < FieldCount; ++f) {
        if (f == DayPeriod || f == Fraction)
            continue;
        if (f == Zone && request.has(Zone) && available.has(Zone)) {
            // z and v are one field of different types: z short -0x103, long -0x104; v 0x20 below.
            auto zone = [](char letter, int w) { return -(w >= 4 ? 0x104 : 0x103) - (letter == 'v' ? 0x20 : 0); };
            distance += std::abs(zone(request.letter[f], request.width[f]) - zone(available.letter[f], available.width[f]));
            continue;
        }
        bool r = request.has(static_cast<Field>(f)), a = available.has(static_cast<Field>(f));
        if (!r && !a)
            continue;
        if (!r)
            distance += kExtraField;
        else if (!a)
            distance += kMissingField;
        else
            distance += std::abs(field_value(request.letter[f], request.width[f]) - field_value(available.letter[f], available.width[f]));
    }
    return distance;
}

struct Candidate {
    std::string skeleton; // canonical field order
    std::string pattern;
    bool specified;       // from availableFormats (else one of the locale's own formats)
};

// The skeleton of a pattern, its fields in canonical order (ICU's base skeleton order).
std::string canonical_skeleton(std::string_view pattern)
{
    std::string field_text[FieldCount];
    bool quoted = false;
    for (char c : pattern) {
        if (c == '\'') {
            quoted = !quoted;
            continue;
        }
        Field f = field_of(c);
        if (quoted || f == FieldCount || f == DayPeriod)
            continue;
        field_text[f] += c == 'L' ? 'M' : c == 'c' ? 'E' : c;
    }
    std::string out;
    for (const std::string& t : field_text)
        out += t;
    return out;
}

// ICU's DateTimePatternGenerator map in its iteration order: buckets by the skeleton's
// first letter (A-Z, then a-z); in each, the locale's date and time formats (added
// first), then availableFormats by key.
const std::vector<Candidate>& candidates(const LocaleData& l)
{
    static thread_local std::vector<std::pair<const LocaleData*, std::unique_ptr<std::vector<Candidate>>>> cache;
    for (auto& [locale, list] : cache)
        if (locale == &l)
            return *list;
    std::vector<Candidate> list;
    for (int i = 0; i < 8; ++i) {
        const char* pattern = i < 4 ? l.date_formats[i] : l.time_formats[i - 4];
        std::string skeleton = canonical_skeleton(pattern);
        // An availableFormats entry of the same skeleton replaces it (addPatternWithSkeleton).
        bool replaced = false;
        for (const SkeletonPattern* p = l.skeletons; p->skeleton && !replaced; ++p)
            replaced = skeleton == p->skeleton;
        if (!replaced)
            list.push_back({ skeleton, pattern, false });
    }
    for (const SkeletonPattern* p = l.skeletons; p->skeleton; ++p)
        list.push_back({ p->skeleton, p->pattern, true });
    std::stable_sort(list.begin(), list.end(), [](const Candidate& a, const Candidate& b) { return a.skeleton[0] < b.skeleton[0]; });
    cache.push_back({ &l, std::make_unique<std::vector<Candidate>>(std::move(list)) });
    return *cache.back().second;
}

struct Match {
    const Candidate* entry = nullptr;
    int distance = 1 << 30;
};

// getBestRaw: the first candidate at the least distance.
Match best_match(const LocaleData& l, const Skeleton& request)
{
    Match best;
    for (const Candidate& c : candidates(l)) {
        int d = field_distance(request, skeleton_of(c.skeleton));
        if (d < best.distance)
            best = { &c, d };
        if (d == 0)
            break;
    }
    return best;
}

// DateTimePatternGenerator::adjustFieldTypes (with UDATPG_MATCH_HOUR_FIELD_LENGTH, as V8
// asks): a field takes the requested width unless the skeleton already had that width
// ("dd/MM" for a numeric day and month), or one of them is text and the other numeric;
// minutes and seconds keep the pattern's.
std::string adjust_field_widths(const std::string& pattern, const Skeleton& request, const Skeleton& matched, bool specified)
{
    std::string out;
    bool quoted = false;
    for (size_t i = 0; i < pattern.size();) {
        char c = pattern[i];
        if (c == '\'') {
            quoted = !quoted;
            out += c;
            ++i;
            continue;
        }
        size_t j = i;
        while (j < pattern.size() && pattern[j] == c)
            ++j;
        int width = static_cast<int>(j - i);
        Field f = field_of(c);
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!quoted && letter && f == Zone && request.has(f)) {
            // The zone takes the requested letter and width ("HH:mm v" asked with z).
            out.append(static_cast<size_t>(request.width[f]), request.letter[f]);
            i = j;
            continue;
        }
        if (quoted || !letter || f == FieldCount || !request.has(f) || f == Minute || f == Second || f == DayPeriod || f == Zone) {
            out.append(pattern, i, j - i);
            i = j;
            continue;
        }
        int wanted = request.width[f];
        int adjusted = wanted;
        if (f == Weekday) {
            // c and e change width within one field: always the requested one (E = EEE).
            adjusted = wanted <= 3 ? (width <= 3 ? width : 3) : wanted;
        } else {
            bool pattern_text = is_text_field(c, width);
            bool skeleton_text = matched.has(f) && is_text_field(matched.letter[f], matched.width[f]);
            bool request_text = is_text_field(request.letter[f], wanted);
            if ((specified && matched.has(f) && matched.width[f] == wanted) || pattern_text != request_text || pattern_text != skeleton_text)
                adjusted = width;
        }
        out.append(static_cast<size_t>(adjusted), c);
        i = j;
    }
    return out;
}

// V8's ReplaceHourCycleInPattern: every hour letter outside quotes becomes the cycle's.
std::string replace_hour_cycle(const std::string& pattern, const std::string& cycle)
{
    char replacement = cycle == "h11" ? 'K' : cycle == "h12" ? 'h' : cycle == "h23" ? 'H' : 'k';
    std::string out;
    bool quoted = false;
    char last = 0;
    for (char c : pattern) {
        if (c == '\'')
            quoted = !quoted;
        if (!quoted && (c == 'h' || c == 'H' || c == 'K' || c == 'k')) {
            if (last == 'd')
                out += ' ';
            out += replacement;
        } else {
            out += c;
        }
        last = c;
    }
    return out;
}

// The glue of a date and a time: {1} the date, {0} the time.
std::string glue(const std::string& format, const std::string& date, const std::string& time)
{
    std::string out;
    for (size_t i = 0; i < format.size(); ++i) {
        if (format[i] == '{' && i + 2 < format.size() && format[i + 2] == '}') {
            out += format[i + 1] == '1' ? date : time;
            i += 2;
        } else {
            out += format[i];
        }
    }
    return out;
}

// The pattern for a request that is all date fields or all time fields.
std::string best_half_pattern(const LocaleData& l, const Skeleton& request)
{
    Match m = best_match(l, request);
    if (!m.entry)
        return "";
    std::string pattern = adjust_field_widths(m.entry->pattern, request, skeleton_of(m.entry->skeleton), m.entry->specified);
    return pattern;
}

int style_index(const std::string& style)
{
    return style == "full" ? 0 : style == "long" ? 1 : style == "medium" ? 2 : 3;
}

char hour_letter(const std::string& cycle) { return cycle == "h11" || cycle == "h12" ? 'h' : 'H'; }

// The time zone and the fractional seconds, which no CLDR skeleton holds.
std::string append_extras(const LocaleData& l, std::string pattern, const DateFieldRequest& r)
{
    if (r.fractional_second_digits > 0) {
        std::string digits(static_cast<size_t>(r.fractional_second_digits), 'S');
        size_t s = pattern.rfind("ss");
        if (s == std::string::npos)
            s = pattern.rfind('s');
        if (s != std::string::npos) {
            size_t end = pattern.find_first_not_of('s', s);
            pattern.insert(end == std::string::npos ? pattern.size() : end, std::string(l.decimal) + digits);
        } else {
            pattern += pattern.empty() ? digits : " " + digits;
        }
    }
    if (!r.time_zone_name.empty() && canonical_skeleton(pattern).find_first_of("zv") == std::string::npos) {
        std::string zone = r.time_zone_name == "long" || r.time_zone_name == "longOffset" || r.time_zone_name == "longGeneric" ? "zzzz" : "z";
        pattern = pattern.empty() ? zone : glue(l.append_time_zone, zone, pattern);
    }
    return pattern;
}

} // namespace

std::string locale_default_hour_cycle(const LocaleData& l)
{
    for (const char* c = l.time_formats[3]; *c; ++c) {
        if (*c == 'h')
            return "h12";
        if (*c == 'H')
            return "h23";
        if (*c == 'K')
            return "h11";
        if (*c == 'k')
            return "h24";
    }
    return "h23";
}

// getBestPattern: the whole skeleton if one candidate has all its fields, else its date
// and time halves joined by the glue of the date's month width.
static std::string pattern_for_skeleton(const LocaleData& l, const Skeleton& request, const DateFieldRequest& r)
{
    bool has_date = request.has(Era) || request.has(Year) || request.has(Month) || request.has(Weekday) || request.has(Day);
    bool has_time = request.has(Hour) || request.has(Minute) || request.has(Second) || request.has(Zone);
    std::string pattern;
    Match whole = best_match(l, request);
    if (whole.entry && whole.distance < kMissingField) {
        pattern = adjust_field_widths(whole.entry->pattern, request, skeleton_of(whole.entry->skeleton), whole.entry->specified);
    } else if (has_date && has_time) {
        Skeleton date = request, time = request;
        for (int f = DayPeriod; f < FieldCount; ++f)
            date.width[f] = 0;
        for (int f = Era; f <= Day; ++f)
            time.width[f] = 0;
        // ICU 72+: the glue by the date's month width (and a weekday with a long month).
        int style = request.width[Month] == 4 ? (request.has(Weekday) ? 0 : 1) : request.width[Month] == 3 ? 2 : 3;
        // A zone alone is ICU's canonical item for it (v, given the requested z).
        bool zone_only = !time.has(Hour) && !time.has(Minute) && !time.has(Second);
        std::string time_pattern = zone_only ? std::string(static_cast<size_t>(time.width[Zone]), 'z') : best_half_pattern(l, time);
        pattern = glue(l.date_time_at_formats[style], best_half_pattern(l, date), time_pattern);
    } else {
        pattern = best_half_pattern(l, request);
    }
    if (request.has(Hour))
        pattern = replace_hour_cycle(pattern, r.hour_cycle);
    return append_extras(l, pattern, r);
}

std::string locale_date_pattern(const LocaleData& l, const DateFieldRequest& r)
{
    // dateStyle / timeStyle: the locale's formats; both: joined as the date style says.
    if (!r.date_style.empty() || !r.time_style.empty()) {
        std::string date = r.date_style.empty() ? "" : l.date_formats[style_index(r.date_style)];
        std::string time = r.time_style.empty() ? "" : l.time_formats[style_index(r.time_style)];
        if (!time.empty() && r.hour_cycle_given && r.hour_cycle != locale_default_hour_cycle(l)) {
            // V8 (DateTimeStylePattern): another hour cycle than the locale's makes the
            // style's pattern a skeleton again, its hour letter replaced, for the generator.
            Skeleton request = skeleton_of(canonical_skeleton(date + time));
            request.letter[Hour] = hour_letter(r.hour_cycle);
            return pattern_for_skeleton(l, request, r);
        }
        if (date.empty())
            return time;
        if (time.empty())
            return date;
        return glue(l.date_time_at_formats[style_index(r.date_style)], date, time);
    }

    // An option bag: its skeleton.
    Skeleton request;
    auto width = [](const std::string& v) {
        return v == "numeric" ? 1 : v == "2-digit" ? 2 : v == "short" ? 3 : v == "long" ? 4 : v == "narrow" ? 5 : 0;
    };
    if (!r.era.empty())
        request.set('G', r.era == "long" ? 4 : r.era == "narrow" ? 5 : 1);
    if (!r.year.empty())
        request.set('y', width(r.year));
    if (!r.month.empty())
        request.set('M', width(r.month));
    if (!r.weekday.empty())
        request.set('E', width(r.weekday));
    if (!r.day.empty())
        request.set('d', width(r.day));
    if (!r.hour.empty())
        request.set(hour_letter(r.hour_cycle), width(r.hour));
    if (!r.minute.empty())
        request.set('m', width(r.minute));
    if (!r.second.empty())
        request.set('s', width(r.second));
    if (!r.time_zone_name.empty())
        request.set('z', r.time_zone_name.rfind("long", 0) == 0 ? 4 : 1);

    return pattern_for_skeleton(l, request, r);
}

std::vector<DatePart> format_date_pattern(const LocaleData& l, const std::string& pattern, double t)
{
    constexpr double kMsPerDay = 86400000.0;
    double day = std::floor(t / kMsPerDay);
    double within = t - day * kMsPerDay;
    // The civil date of the day number (days from 1970-01-01; Howard Hinnant's algorithm).
    int64_t z = static_cast<int64_t>(day) + 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    int64_t d = doy - (153 * mp + 2) / 5 + 1;
    int64_t m = mp < 10 ? mp + 3 : mp - 9;
    int64_t y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    int weekday = static_cast<int>(((static_cast<int64_t>(day) % 7) + 11) % 7); // 1970-01-01 was a Thursday
    int ms = static_cast<int>(within);
    int hour = ms / 3600000, minute = ms / 60000 % 60, second = ms / 1000 % 60, millis = ms % 1000;

    auto pad = [](int64_t n, int width) {
        std::string s = std::to_string(n);
        if (static_cast<int>(s.size()) < width)
            s.insert(0, static_cast<size_t>(width) - s.size(), '0');
        return s;
    };
    auto width_index = [](int w) { return w == 4 ? 2 : w == 5 ? 1 : 0; }; // abbreviated, narrow, wide

    std::vector<DatePart> parts;
    auto literal = [&](const std::string& s) {
        if (!parts.empty() && std::strcmp(parts.back().type, "literal") == 0)
            parts.back().value += s;
        else
            parts.push_back({ "literal", s });
    };
    for (size_t i = 0; i < pattern.size();) {
        char c = pattern[i];
        if (c == '\'') {
            if (i + 1 < pattern.size() && pattern[i + 1] == '\'') {
                literal("'");
                i += 2;
                continue;
            }
            size_t end = i + 1;
            std::string text;
            while (end < pattern.size()) {
                if (pattern[end] == '\'') {
                    if (end + 1 < pattern.size() && pattern[end + 1] == '\'') {
                        text += '\'';
                        end += 2;
                        continue;
                    }
                    break;
                }
                text += pattern[end++];
            }
            literal(text);
            i = end + 1;
            continue;
        }
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!letter) {
            size_t len = 1;
            unsigned char u = static_cast<unsigned char>(c);
            if (u >= 0xF0) len = 4; else if (u >= 0xE0) len = 3; else if (u >= 0xC0) len = 2;
            literal(pattern.substr(i, len));
            i += len;
            continue;
        }
        size_t j = i;
        while (j < pattern.size() && pattern[j] == c)
            ++j;
        int w = static_cast<int>(j - i);
        i = j;
        int64_t era_year = y > 0 ? y : 1 - y;
        switch (c) {
        case 'G':
            parts.push_back({ "era", l.eras[width_index(w) * 2 + (y > 0 ? 1 : 0)] });
            break;
        case 'y':
            parts.push_back({ "year", w == 2 ? pad(era_year % 100, 2) : pad(era_year, w) });
            break;
        case 'M':
        case 'L': {
            int context = c == 'L' ? 36 : 0;
            if (w <= 2)
                parts.push_back({ "month", pad(m, w) });
            else
                parts.push_back({ "month", l.months[context + width_index(w) * 12 + (m - 1)] });
            break;
        }
        case 'E':
        case 'c':
            parts.push_back({ "weekday", l.days[(c == 'c' ? 21 : 0) + width_index(w) * 7 + weekday] });
            break;
        case 'd':
            parts.push_back({ "day", pad(d, w) });
            break;
        case 'a':
            parts.push_back({ "dayPeriod", l.day_periods[hour < 12 ? 0 : 1] });
            break;
        case 'h':
            parts.push_back({ "hour", pad(hour % 12 == 0 ? 12 : hour % 12, w) });
            break;
        case 'H':
            parts.push_back({ "hour", pad(hour, w) });
            break;
        case 'K':
            parts.push_back({ "hour", pad(hour % 12, w) });
            break;
        case 'k':
            parts.push_back({ "hour", pad(hour == 0 ? 24 : hour, w) });
            break;
        case 'm':
            parts.push_back({ "minute", pad(minute, w) });
            break;
        case 's':
            parts.push_back({ "second", pad(second, w) });
            break;
        case 'S':
            parts.push_back({ "fractionalSecond", pad(millis, 3).substr(0, static_cast<size_t>(std::min(w, 3))) });
            break;
        case 'z':
            parts.push_back({ "timeZoneName", w >= 4 ? l.utc_long : l.utc_short });
            break;
        default:
            literal(std::string(static_cast<size_t>(w), c));
            break;
        }
    }
    return parts;
}

std::vector<std::pair<const char*, std::string>> pattern_resolved_fields(const std::string& pattern)
{
    // V8 (JSDateTimeFormat::ResolvedOptions) looks for each field's letters anywhere in the
    // pattern, the longest first, quoted literals included: German "'um'" reads as a
    // minute, Spanish "'a' 'las'" as a second, "'de'" as a day, as Node reports them.
    struct Form {
        const char* letters;
        const char* value;
    };
    struct FieldForms {
        const char* name;
        std::vector<Form> forms;
    };
    static const FieldForms kFields[] = {
        { "weekday", { { "EEEEE", "narrow" }, { "EEEE", "long" }, { "EEE", "short" }, { "EE", "short" }, { "E", "short" }, { "ccccc", "narrow" }, { "cccc", "long" }, { "ccc", "short" } } },
        { "era", { { "GGGGG", "narrow" }, { "GGGG", "long" }, { "GGG", "short" }, { "GG", "short" }, { "G", "short" } } },
        { "year", { { "yy", "2-digit" }, { "y", "numeric" } } },
        { "month", { { "MMMMM", "narrow" }, { "MMMM", "long" }, { "MMM", "short" }, { "MM", "2-digit" }, { "M", "numeric" },
                       { "LLLLL", "narrow" }, { "LLLL", "long" }, { "LLL", "short" }, { "LL", "2-digit" }, { "L", "numeric" } } },
        { "day", { { "dd", "2-digit" }, { "d", "numeric" } } },
        { "hour", { { "HH", "2-digit" }, { "H", "numeric" }, { "hh", "2-digit" }, { "h", "numeric" }, { "kk", "2-digit" }, { "k", "numeric" }, { "KK", "2-digit" }, { "K", "numeric" } } },
        { "minute", { { "mm", "2-digit" }, { "m", "numeric" } } },
        { "second", { { "ss", "2-digit" }, { "s", "numeric" } } },
        { "fractionalSecondDigits", { { "SSS", "3" }, { "SS", "2" }, { "S", "1" } } },
        { "timeZoneName", { { "zzzz", "long" }, { "z", "short" } } },
    };
    std::vector<std::pair<const char*, std::string>> out;
    for (const FieldForms& f : kFields) {
        for (const Form& form : f.forms) {
            if (pattern.find(form.letters) != std::string::npos) {
                out.push_back({ f.name, form.value });
                break;
            }
        }
    }
    return out;
}

} // namespace evloop::js
