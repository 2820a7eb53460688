#include "core/util/url_params.h"
#include "core/util/messages.h"
#include "core/util/hex.h"
#include "core/util/utf8.h"

namespace evloop {

const std::string* UrlParams::find(std::string_view key) const
{
    for (const UrlParam& p : items)
        if (p.key == key)
            return &p.value;
    return nullptr;
}

bool percent_decode(std::string_view in, std::string& out)
{
    out.clear();
    for (size_t i = 0; i < in.size(); ++i) {
        char c = in[i];
        if (c == '%') {
            if (i + 2 >= in.size())
                return false;
            int hi = hex_digit_value(static_cast<unsigned char>(in[i + 1])), lo = hex_digit_value(static_cast<unsigned char>(in[i + 2]));
            if (hi < 0 || lo < 0)
                return false;
            out.push_back(static_cast<char>(hi * 16 + lo));
            i += 2;
        } else if (c == '+') {
            out.push_back(' ');
        } else {
            out.push_back(c);
        }
    }
    return is_valid_utf8(out);
}

std::string percent_encode_component(std::string_view in)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : in) {
        bool unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '-' || c == '_' || c == '.' || c == '~';
        if (unreserved) {
            out.push_back(static_cast<char>(c));
        } else {
            out.push_back('%');
            out.push_back(hex[c >> 4]);
            out.push_back(hex[c & 15]);
        }
    }
    return out;
}

static std::string shorten(std::string_view s)
{
    constexpr size_t kMax = 40;
    std::string out(s.substr(0, kMax));
    if (s.size() > kMax)
        out += "...";
    // Keep the message printable even if the raw text is not valid UTF-8.
    for (char& c : out)
        if (static_cast<unsigned char>(c) >= 0x80 || static_cast<unsigned char>(c) < 0x20)
            c = '?';
    return out;
}

UrlParams parse_fragment(std::string_view fragment)
{
    UrlParams result;
    if (!fragment.empty() && fragment.front() == '#')
        fragment.remove_prefix(1);
    if (fragment.size() > kMaxFragmentLength) {
        result.problems.push_back(msg::text(Msg::url_fragment_too_long, { { "length", fragment.size() }, { "max", kMaxFragmentLength } }));
        return result;
    }
    while (!fragment.empty()) {
        size_t amp = fragment.find('&');
        std::string_view part = fragment.substr(0, amp);
        fragment = amp == std::string_view::npos ? std::string_view {} : fragment.substr(amp + 1);
        if (part.empty())
            continue;
        size_t eq = part.find('=');
        std::string key, value;
        if (!percent_decode(part.substr(0, eq), key)
            || (eq != std::string_view::npos && !percent_decode(part.substr(eq + 1), value))) {
            result.problems.push_back(msg::text(Msg::url_part_not_utf8, { { "part", shorten(part) } }));
            continue;
        }
        if (key.empty()) {
            result.problems.push_back(msg::text(Msg::url_part_no_name, { { "part", shorten(part) } }));
            continue;
        }
        if (result.find(key))
            continue;
        result.items.push_back({ std::move(key), std::move(value) });
    }
    return result;
}

std::string build_fragment(const std::vector<UrlParam>& params)
{
    std::string out;
    for (const UrlParam& p : params) {
        out += out.empty() ? "#" : "&";
        out += percent_encode_component(p.key);
        out += '=';
        out += percent_encode_component(p.value);
    }
    return out;
}

} // namespace evloop
