#pragma once
// 21.4 Date Objects (builtins_date.cpp): what other parts of the engine need of a Date.
#include "core/js/object.h"
#include "core/js/completion.h"
#include "core/js/intl_date_pattern.h"
#include <string>

namespace evloop::js {
class VM;
}

namespace evloop::js {

// What util.inspect shows for a Date (Node's formatRaw): the original
// Date.prototype.toISOString of its time value, or "Invalid Date" (toString) when it is NaN.
std::string date_inspect_text(const Object* date);

// What a CLDR locale's format was made of (for formatToParts and resolvedOptions);
// `localized` stays false for en-US, whose text builtins_date.cpp writes itself.
struct LocaleDateText {
    bool localized = false;
    std::string pattern;
    std::string hour_cycle;
    std::vector<DatePart> parts;
};
// The text Intl.DateTimeFormat gives time value tv (not NaN) in `locale` for its options
// (an object holding the options it was made with): ECMA-402 ToDateTimeOptions(options,
// "any", "date"), formatted as Date.prototype.toLocaleString does.
ThrowOr<std::string> format_date_time_format(VM& vm, double tv, Value options, const std::string& locale, LocaleDateText* detail = nullptr);
// The time value `new Date()` would have (evloop's virtual clock).
double date_current_time_value(VM& vm);

} // namespace evloop::js
