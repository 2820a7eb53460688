#pragma once
// Hexadecimal digits: the value of one, for the lexer's escapes, URI and URL percent
// decoding and Node's 'hex' Buffer encoding.

namespace evloop {

// 0-15 for '0'-'9', 'a'-'f', 'A'-'F'; -1 for any other character.
constexpr int hex_digit_value(char32_t c)
{
    if (c >= U'0' && c <= U'9')
        return static_cast<int>(c - U'0');
    if (c >= U'a' && c <= U'f')
        return static_cast<int>(c - U'a') + 10;
    if (c >= U'A' && c <= U'F')
        return static_cast<int>(c - U'A') + 10;
    return -1;
}

} // namespace evloop
