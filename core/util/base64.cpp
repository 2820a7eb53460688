#include "core/util/base64.h"

namespace evloop {

std::string base64_encode(std::string_view bytes, Base64Alphabet alphabet)
{
    const char* digits = alphabet == Base64Alphabet::Url ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
                                                         : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    bool pad = alphabet == Base64Alphabet::Standard;
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (size_t i = 0; i < bytes.size(); i += 3) {
        auto byte = [&](size_t k) { return k < bytes.size() ? static_cast<uint32_t>(static_cast<unsigned char>(bytes[k])) : 0u; };
        uint32_t n = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
        out += digits[(n >> 18) & 63];
        out += digits[(n >> 12) & 63];
        if (i + 1 < bytes.size())
            out += digits[(n >> 6) & 63];
        else if (pad)
            out += '=';
        if (i + 2 < bytes.size())
            out += digits[n & 63];
        else if (pad)
            out += '=';
    }
    return out;
}

std::optional<std::string> base64url_decode(std::string_view text)
{
    if (text.size() % 4 == 1)
        return std::nullopt;
    for (char c : text)
        if (base64_digit(static_cast<unsigned char>(c)) < 0 || c == '+' || c == '/')
            return std::nullopt;
    return base64_decode_lenient(text);
}

} // namespace evloop
