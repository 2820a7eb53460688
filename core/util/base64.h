#pragma once
// Base64 (RFC 4648): the standard alphabet with '=' padding (§4, btoa and Node's 'base64')
// and the URL alphabet without padding (§5, Node's 'base64url' and the playground links,
// #code=…).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace evloop {

enum class Base64Alphabet : uint8_t { Standard, Url };

std::string base64_encode(std::string_view bytes, Base64Alphabet alphabet);
inline std::string base64url_encode(std::string_view bytes) { return base64_encode(bytes, Base64Alphabet::Url); }
// Strict base64url: nullopt for characters outside the alphabet or an impossible length.
std::optional<std::string> base64url_decode(std::string_view text);

// The value of a digit of either alphabet ('+' and '-' are 62, '/' and '_' 63); -1 for
// any other character.
inline int base64_digit(char32_t c)
{
    if (c >= U'A' && c <= U'Z')
        return static_cast<int>(c - U'A');
    if (c >= U'a' && c <= U'z')
        return static_cast<int>(c - U'a') + 26;
    if (c >= U'0' && c <= U'9')
        return static_cast<int>(c - U'0') + 52;
    if (c == U'+' || c == U'-')
        return 62;
    if (c == U'/' || c == U'_')
        return 63;
    return -1;
}

// Lenient decoding, as Node's Buffer decodes 'base64' and 'base64url' (and atob once its
// checks passed): digits of both alphabets, every other character skipped, the first '='
// ends the data, leftover bits are dropped.
template<typename Char>
std::string base64_decode_lenient(std::basic_string_view<Char> text)
{
    std::string out;
    out.reserve(text.size() * 3 / 4);
    uint32_t bits = 0;
    int count = 0;
    for (Char c : text) {
        if (c == Char('='))
            break;
        int v = base64_digit(static_cast<char32_t>(c));
        if (v < 0)
            continue;
        bits = (bits << 6) | static_cast<uint32_t>(v);
        count += 6;
        if (count >= 8) {
            count -= 8;
            out.push_back(static_cast<char>((bits >> count) & 0xFF));
        }
    }
    return out;
}

} // namespace evloop
