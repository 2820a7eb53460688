#pragma once
// Dates in the CLDR locales (intl_locale_data.h): ICU's way from ECMA-402's options to a
// pattern ("d MMM y, HH:mm") and from a pattern to the text and its parts.
//   date_style_pattern       dateStyle / timeStyle: the locale's formats and their glue
//   best_skeleton_pattern    an option bag: DateTimePatternGenerator's closest skeleton
//   format_date_pattern      the pattern's fields for a time value (formatToParts' parts)
#include "core/js/intl_locale_data.h"
#include <string>
#include <vector>

namespace evloop::js {

// The fields ECMA-402's options ask for, as they come from CreateDateTimeFormat (empty:
// not asked for). hour_cycle is the resolved h11/h12/h23/h24 (11.1.2 steps 36-42).
struct DateFieldRequest {
    std::string weekday, era, year, month, day, hour, minute, second, time_zone_name;
    int fractional_second_digits = 0;
    std::string date_style, time_style;
    std::string hour_cycle;
    bool hour_cycle_given = false; // hour12 or hourCycle was set
};

// The locale's default hour cycle (its short time pattern's hour letter).
std::string locale_default_hour_cycle(const LocaleData& l);
// The pattern ICU formats these fields with in locale l.
std::string locale_date_pattern(const LocaleData& l, const DateFieldRequest& request);

struct DatePart {
    const char* type; // "literal", "year", "month", ...
    std::string value;
};
// 11.5.5 FormatDateTimePattern: the parts of local time t (UTC-based milliseconds) in `pattern`.
std::vector<DatePart> format_date_pattern(const LocaleData& l, const std::string& pattern, double t);

// resolvedOptions' fields of a pattern, in Table 8's order ({ "month", "long" }, ...).
std::vector<std::pair<const char*, std::string>> pattern_resolved_fields(const std::string& pattern);

} // namespace evloop::js
