#pragma once
// Unicode helpers of the regular-expression compiler (regexp_unicode.cpp).
#include "core/js/regexp.h"
#include <string_view>
#include <utility>
#include <vector>

namespace evloop::js::regexp {

using Ranges = std::vector<std::pair<uint32_t, uint32_t>>;

// Sorts and merges overlapping or adjacent ranges.
void normalize_ranges(Ranges& ranges);
// The complement within 0..max_char.
void invert_ranges(Ranges& ranges, uint32_t max_char);
// Adds every code point whose Canonicalize equals that of a member (so a closed class
// can be tested without canonicalising the input: 22.2.2.9 CharacterSetMatcher).
void close_over_case(Ranges& ranges, bool unicode);
// \p{name} or \p{name=value}: appends the ranges; false if the property is unknown.
// Which properties exist: every General_Category value and group (L, LC, Lu, Ll, Lt, Lm,
// Lo, M, Mn, Mc, Me, N, Nd, Nl, No, P and its 7 values, S and its 4, Z, Zs, Zl, Zp, C, Cc,
// Cf, Cs, Co, Cn, with long names), Script and Script_Extensions for 36 common scripts
// (scripts/gen-regexp-unicode.mjs lists them) and 38 binary properties (ASCII, Alphabetic,
// Any, Assigned, White_Space, Emoji, Extended_Pictographic, ID_Start, ...).
bool lookup_property(std::string_view name, std::string_view value, Ranges& out);
bool is_id_start(uint32_t cp);
bool is_id_continue(uint32_t cp);

} // namespace evloop::js::regexp
