#pragma once
// 21.4 Date Objects (builtins_date.cpp): what other parts of the engine need of a Date.
#include "core/js/object.h"
#include "core/js/completion.h"
#include <string>

namespace evloop::js {
class VM;
}

namespace evloop::js {

// What util.inspect shows for a Date (Node's formatRaw): the original
// Date.prototype.toISOString of its time value, or "Invalid Date" (toString) when it is NaN.
std::string date_inspect_text(const Object* date);

// The en-US text Intl.DateTimeFormat gives time value tv (not NaN) for its options (an
// object holding the options it was made with): ECMA-402 ToDateTimeOptions(options,
// "any", "date"), formatted as Date.prototype.toLocaleString does.
ThrowOr<std::string> format_date_time_format(VM& vm, double tv, Value options);
// The time value `new Date()` would have (evloop's virtual clock).
double date_current_time_value(VM& vm);

} // namespace evloop::js
