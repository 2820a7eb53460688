#pragma once
#include <string>
#include <string_view>

namespace evloop {

bool is_valid_utf8(std::string_view text);
// Appends code point `cp` as UTF-8 (U+FFFD for surrogates and out-of-range values).
void append_utf8(std::string& out, unsigned cp);

} // namespace evloop
