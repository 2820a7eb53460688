#pragma once
// Code points in UTF-16 strings (ECMA-262 §11.1.4 CodePointAt, §11.1.1 UTF16EncodeCodePoint)
// and whole-string conversions, for the String builtins and the Unicode algorithms
// (unicode_case.cpp, unicode_normalization.cpp). Unpaired surrogates stay as they are.
#include <cstddef>
#include <string>
#include <string_view>

namespace evloop::js {

inline bool is_high_surrogate(char32_t c) { return c >= 0xD800 && c <= 0xDBFF; }
inline bool is_low_surrogate(char32_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

// 11.1.4 CodePointAt ( string, position )
struct CodePointInfo {
    char32_t code_point;
    size_t code_unit_count;
    bool is_unpaired_surrogate;
};

inline CodePointInfo code_point_at(std::u16string_view s, size_t position)
{
    char16_t first = s[position];
    if (!is_high_surrogate(first) && !is_low_surrogate(first))
        return { first, 1, false };
    if (is_low_surrogate(first) || position + 1 == s.size())
        return { first, 1, true };
    char16_t second = s[position + 1];
    if (!is_low_surrogate(second))
        return { first, 1, true };
    return { 0x10000 + ((static_cast<char32_t>(first) - 0xD800) << 10) + (second - 0xDC00), 2, false };
}

// UTF-16 to code points; unpaired surrogates stay as they are.
inline std::u32string to_code_points(std::u16string_view s)
{
    std::u32string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size();) {
        CodePointInfo cp = code_point_at(s, i);
        out.push_back(cp.code_point);
        i += cp.code_unit_count;
    }
    return out;
}

// 11.1.1 Static Semantics: UTF16EncodeCodePoint ( cp )
inline void append_utf16(std::u16string& out, char32_t cp)
{
    if (cp < 0x10000) {
        out.push_back(static_cast<char16_t>(cp));
        return;
    }
    cp -= 0x10000;
    out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
    out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
}

inline std::u16string from_code_points(std::u32string_view cps)
{
    std::u16string out;
    out.reserve(cps.size());
    for (char32_t cp : cps)
        append_utf16(out, cp);
    return out;
}

} // namespace evloop::js
