#pragma once
// Unicode case mapping for toUpperCase / toLowerCase (unicode_case.cpp: the generated tables
// and the algorithm).
#include <string>
#include <string_view>

namespace evloop::js {

// The full (not simple) Unicode case conversion: one-to-many mappings and Final_Sigma.
// SIMPLIFIED: no language-specific rules (toLocaleUpperCase/toLocaleLowerCase use this too).
std::u16string convert_case(std::u16string_view s, bool upper);
// The simple (one code point to one) lowercase mapping, or cp itself.
char32_t simple_lower(char32_t cp);
// Unicode "Cased": letters with case (approximated by having a case mapping).
bool is_cased(char32_t cp);

} // namespace evloop::js
