#pragma once
// The CLDR data of the locales evloop's Intl knows (generated: intl_locale_data.inc, by
// scripts/gen-intl-data.mjs), and the locale negotiation over them.
//   LocaleData              one locale's Gregorian dates, latn number symbols and patterns
//   resolve_intl_locale     9.2.2 BestAvailableLocale over the requested list
// en-US keeps its hand-written formatters (builtins_date.cpp, builtins_intl_number_format.cpp);
// the data here serves every other locale.
#include <string>
#include <vector>

namespace evloop::js {

struct SkeletonPattern {
    const char* skeleton; // CLDR availableFormats' key, e.g. "yMMMd"
    const char* pattern;  // e.g. "d MMM y"
};
struct CompactPattern {
    int magnitude;     // the power of ten it applies from
    const char* count; // plural category ("other" stands for a missing "one")
    const char* pattern;
};
struct CurrencySymbol {
    const char* code;
    const char* symbol;
    const char* narrow;
};

struct LocaleData {
    const char* tag;
    // [context: format, stand-alone][width: abbreviated, narrow, wide][12 months / 7 days from Sunday]
    const char* months[72];
    const char* days[42];
    const char* day_periods[2]; // abbreviated am, pm (the "a" field)
    const char* eras[6];        // abbreviated BC AD, narrow, wide
    const char* date_formats[4]; // full, long, medium, short
    const char* time_formats[4];
    const char* date_time_formats[4];
    const char* date_time_at_formats[4]; // dateTimeFormats-atTime (ICU's choice for styles and skeletons)
    const SkeletonPattern* skeletons;    // ends with a null skeleton
    const char* append_time_zone;        // appendItems Timezone: "{0} {1}"
    const char* utc_short;
    const char* utc_long;
    const char* decimal;
    const char* group;
    const char* percent_sign;
    const char* plus_sign;
    const char* minus_sign;
    const char* exponential;
    const char* nan;
    int minimum_grouping_digits;
    const char* decimal_pattern;
    const char* percent_pattern;
    const char* currency_pattern;
    const char* accounting_pattern;
    const CompactPattern* compact_short; // ends with a null pattern
    const CompactPattern* compact_long;
    const CurrencySymbol* currencies;    // ends with a null code
};

struct ResolvedLocale {
    std::string tag;                  // what resolvedOptions().locale says
    const LocaleData* data = nullptr; // nullptr: en-US (the hand-written formatters)
};

// The locale for a CanonicalizeLocaleList result: the first entry that has data, by
// BestAvailableLocale (a tag, then its prefixes; a bare language means its entry here:
// "de" is de-DE's data); else en-US. Unicode extensions (-u-…) are dropped.
ResolvedLocale resolve_intl_locale(const std::vector<std::string>& requested);

} // namespace evloop::js
