#pragma once
// 21.4 Date Objects (builtins_date.cpp): what other parts of the engine need of a Date.
#include "core/js/object.h"
#include <string>

namespace evloop::js {

// What util.inspect shows for a Date (Node's formatRaw): the original
// Date.prototype.toISOString of its time value, or "Invalid Date" (toString) when it is NaN.
std::string date_inspect_text(const Object* date);

} // namespace evloop::js
