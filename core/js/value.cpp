#include "core/js/value.h"
#include "core/util/utf8.h"
#include <cstdlib>

namespace evloop::js {

std::string PrimitiveString::utf8() const { return utf16_to_utf8(string()); }

void PrimitiveString::flatten() const
{
    // Left to right through the rope without recursion (a rope of a million `+=` is a
    // million levels deep); flat parts, and ropes flattened earlier, are copied whole.
    std::u16string out;
    out.reserve(m_length);
    std::vector<const PrimitiveString*> pending { m_right, m_left };
    while (!pending.empty()) {
        const PrimitiveString* s = pending.back();
        pending.pop_back();
        if (s->m_left) {
            pending.push_back(s->m_right);
            pending.push_back(s->m_left);
        } else {
            out += s->m_string;
        }
    }
    m_string = std::move(out);
    m_left = nullptr;
    m_right = nullptr;
}

std::u16string utf8_to_utf16(std::string_view s)
{
    std::u16string out;
    out.reserve(s.size());
    size_t i = 0;
    while (i < s.size()) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        uint32_t cp;
        size_t n;
        if (c < 0x80) {
            cp = c;
            n = 1;
        } else if ((c >> 5) == 0x6) {
            cp = c & 0x1F;
            n = 2;
        } else if ((c >> 4) == 0xE) {
            cp = c & 0x0F;
            n = 3;
        } else if ((c >> 3) == 0x1E) {
            cp = c & 0x07;
            n = 4;
        } else {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        if (i + n > s.size()) {
            out.push_back(0xFFFD);
            break;
        }
        bool ok = true;
        for (size_t k = 1; k < n; ++k) {
            unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80) {
                ok = false;
                break;
            }
            cp = (cp << 6) | (cc & 0x3F);
        }
        if (!ok) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        i += n;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(cp));
        }
    }
    return out;
}

std::string utf16_to_utf8(std::u16string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size(); ++i) {
        uint32_t cp = s[i];
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (s[i + 1] - 0xDC00);
            ++i;
        }
        append_utf8(out, cp); // a lone surrogate becomes U+FFFD there
    }
    return out;
}

static bool is_js_whitespace(char16_t c)
{
    return c == 0x09 || c == 0x0A || c == 0x0B || c == 0x0C || c == 0x0D || c == 0x20 || c == 0xA0 || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000
        || c == 0xFEFF;
}

double string_to_number(std::u16string_view s)
{
    size_t b = 0, e = s.size();
    while (b < e && is_js_whitespace(s[b]))
        ++b;
    while (e > b && is_js_whitespace(s[e - 1]))
        --e;
    if (b == e)
        return 0; // the empty string (after trimming) is 0
    std::string ascii;
    for (size_t i = b; i < e; ++i) {
        if (s[i] > 0x7F)
            return NAN;
        ascii += static_cast<char>(s[i]);
    }
    if (ascii.size() > 2 && ascii[0] == '0' && (ascii[1] == 'x' || ascii[1] == 'X' || ascii[1] == 'o' || ascii[1] == 'O' || ascii[1] == 'b' || ascii[1] == 'B')) {
        int base = (ascii[1] == 'x' || ascii[1] == 'X') ? 16 : (ascii[1] == 'o' || ascii[1] == 'O') ? 8 : 2;
        double v = 0;
        for (size_t i = 2; i < ascii.size(); ++i) {
            char c = ascii[i];
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
            if (digit >= base)
                return NAN;
            v = v * base + digit;
        }
        return v;
    }
    std::string_view body = ascii;
    bool negative = false;
    if (body[0] == '+' || body[0] == '-') {
        negative = body[0] == '-';
        body.remove_prefix(1);
    }
    if (body == "Infinity")
        return negative ? -INFINITY : INFINITY;
    // StrUnsignedDecimalLiteral: digits [. digits] [e[+-]digits] | . digits [...]
    size_t i = 0;
    bool any_digit = false;
    while (i < body.size() && body[i] >= '0' && body[i] <= '9') {
        ++i;
        any_digit = true;
    }
    if (i < body.size() && body[i] == '.') {
        ++i;
        while (i < body.size() && body[i] >= '0' && body[i] <= '9') {
            ++i;
            any_digit = true;
        }
    }
    if (!any_digit)
        return NAN;
    if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
        ++i;
        if (i < body.size() && (body[i] == '+' || body[i] == '-'))
            ++i;
        size_t start = i;
        while (i < body.size() && body[i] >= '0' && body[i] <= '9')
            ++i;
        if (i == start)
            return NAN;
    }
    if (i != body.size())
        return NAN;
    double v = std::strtod(std::string(body).c_str(), nullptr);
    return negative ? -v : v;
}

bool is_array_index(std::u16string_view s, uint32_t& index)
{
    if (s.empty() || s.size() > 10 || (s.size() > 1 && s[0] == u'0'))
        return false;
    uint64_t v = 0;
    for (char16_t c : s) {
        if (c < u'0' || c > u'9')
            return false;
        v = v * 10 + (c - u'0');
    }
    if (v >= 4294967295ull)
        return false;
    index = static_cast<uint32_t>(v);
    return true;
}

} // namespace evloop::js
