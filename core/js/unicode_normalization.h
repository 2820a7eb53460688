#pragma once
// Unicode normalization (UAX #15) for String.prototype.normalize, and the decompositions
// localeCompare's collation reads (unicode_normalization.cpp: the generated tables and the
// algorithm).
#include <cstdint>
#include <string>
#include <string_view>

namespace evloop::js {

enum class NormalizationForm { NFC, NFD, NFKC, NFKD };
std::u16string normalize_string(std::u16string_view s, NormalizationForm form);

// The Canonical_Combining_Class of cp (0 for starters).
uint8_t combining_class(char32_t cp);
// Appends the full canonical (or compatibility) decomposition of cp.
void decompose(char32_t cp, bool compat, std::u32string& out);
// A compatibility decomposition (zeros pad the mapping).
struct CompatDecomposition {
    char16_t code_point;
    char16_t mapping[4];
};
// cp's compatibility decomposition, or null.
const CompatDecomposition* find_compat_decomposition(char32_t cp);

} // namespace evloop::js
