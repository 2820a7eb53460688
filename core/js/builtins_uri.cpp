// 19.2.6 URI Handling Functions https://tc39.es/ecma262/#sec-uri-handling-functions
// encodeURI, encodeURIComponent, decodeURI, decodeURIComponent, and Annex B's escape and
// unescape. Strings are UTF-16; percent-escapes are of UTF-8 bytes.
#include "core/js/vm.h"
#include "core/util/hex.h"

namespace evloop::js {

namespace {

constexpr std::u16string_view kHex = u"0123456789ABCDEF";
// 19.2.6.2 uriReserved, and the unreserved marks (alphanumerics are added in code).
constexpr std::u16string_view kUriReserved = u";/?:@&=+$,";
constexpr std::u16string_view kUriMarks = u"-_.!~*'()";

bool is_alnum(char16_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

Thrown uri_error(VM& vm) { return vm.throw_error(vm.intrinsic("URIError.prototype"), "URI malformed"); }

// 19.2.6.5 Encode ( string, extraUnescaped )
ThrowOr<Value> encode(VM& vm, const std::u16string& s, std::u16string_view extra_unescaped)
{
    std::u16string out;
    out.reserve(s.size());
    for (size_t k = 0; k < s.size(); ++k) {
        char16_t c = s[k];
        // 3.c. If C is in unescapedSet, append it.
        if (is_alnum(c) || kUriMarks.find(c) != std::u16string_view::npos || extra_unescaped.find(c) != std::u16string_view::npos) {
            out += c;
            continue;
        }
        // 3.d.i. Let cp be CodePointAt(string, k); a lone surrogate is a URIError.
        uint32_t cp = c;
        if (c >= 0xDC00 && c <= 0xDFFF)
            return uri_error(vm);
        if (c >= 0xD800 && c <= 0xDBFF) {
            if (k + 1 >= s.size() || s[k + 1] < 0xDC00 || s[k + 1] > 0xDFFF)
                return uri_error(vm);
            cp = 0x10000 + ((c - 0xD800) << 10) + (s[k + 1] - 0xDC00);
            ++k;
        }
        // 3.d.iv-v. The UTF-8 bytes of cp, each as %XY.
        unsigned char bytes[4];
        int n;
        if (cp < 0x80) {
            bytes[0] = static_cast<unsigned char>(cp);
            n = 1;
        } else if (cp < 0x800) {
            bytes[0] = static_cast<unsigned char>(0xC0 | (cp >> 6));
            bytes[1] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
            n = 2;
        } else if (cp < 0x10000) {
            bytes[0] = static_cast<unsigned char>(0xE0 | (cp >> 12));
            bytes[1] = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
            bytes[2] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
            n = 3;
        } else {
            bytes[0] = static_cast<unsigned char>(0xF0 | (cp >> 18));
            bytes[1] = static_cast<unsigned char>(0x80 | ((cp >> 12) & 0x3F));
            bytes[2] = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
            bytes[3] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
            n = 4;
        }
        for (int i = 0; i < n; ++i) {
            out += u'%';
            out += kHex[bytes[i] >> 4];
            out += kHex[bytes[i] & 0xF];
        }
    }
    return Value(vm.make_string(std::move(out)));
}

// 19.2.6.6 Decode ( string, preserveEscapeSet )
ThrowOr<Value> decode(VM& vm, const std::u16string& s, std::u16string_view preserve_escape_set)
{
    std::u16string out;
    out.reserve(s.size());
    // The byte of the %XY escape at k, or -1 if there is none.
    auto byte_at = [&](size_t k) -> int {
        if (k + 2 >= s.size() || s[k] != u'%')
            return -1;
        int hi = hex_digit_value(s[k + 1]), lo = hex_digit_value(s[k + 2]);
        return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
    };
    for (size_t k = 0; k < s.size(); ++k) {
        char16_t c = s[k];
        if (c != u'%') {
            out += c;
            continue;
        }
        // 4.b. A % must start a full %XY escape.
        int b = byte_at(k);
        if (b < 0)
            return uri_error(vm);
        size_t start = k;
        k += 2;
        if (b < 0x80) {
            // 4.d.iv. An ASCII byte: kept escaped if it is in preserveEscapeSet.
            if (preserve_escape_set.find(static_cast<char16_t>(b)) != std::u16string_view::npos)
                out.append(s, start, 3);
            else
                out += static_cast<char16_t>(b);
            continue;
        }
        // 4.d.v. A multi-byte UTF-8 sequence: its length from the leading byte.
        int n = (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : (b & 0xF8) == 0xF0 ? 4 : 0;
        if (n == 0)
            return uri_error(vm);
        uint32_t cp = static_cast<uint32_t>(b & (0xFF >> (n + 1)));
        for (int j = 1; j < n; ++j) {
            ++k;
            int cont = byte_at(k);
            if (cont < 0 || (cont & 0xC0) != 0x80)
                return uri_error(vm);
            cp = (cp << 6) | static_cast<uint32_t>(cont & 0x3F);
            k += 2;
        }
        // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
        static constexpr uint32_t kMinimum[] = { 0, 0, 0x80, 0x800, 0x10000 };
        if (cp < kMinimum[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return uri_error(vm);
        if (cp < 0x10000) {
            out += static_cast<char16_t>(cp);
        } else {
            cp -= 0x10000;
            out += static_cast<char16_t>(0xD800 + (cp >> 10));
            out += static_cast<char16_t>(0xDC00 + (cp & 0x3FF));
        }
    }
    return Value(vm.make_string(std::move(out)));
}

ThrowOr<Value> global_encode_uri(VM& vm, CallArgs& args)
{
    // 19.2.6.3 encodeURI ( uri ): extraUnescaped is uriReserved plus "#".
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    return encode(vm, s, u";/?:@&=+$,#");
}

ThrowOr<Value> global_encode_uri_component(VM& vm, CallArgs& args)
{
    // 19.2.6.4 encodeURIComponent ( uriComponent ): extraUnescaped is empty.
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    return encode(vm, s, u"");
}

ThrowOr<Value> global_decode_uri(VM& vm, CallArgs& args)
{
    // 19.2.6.1 decodeURI ( encodedURI ): preserveEscapeSet is uriReserved plus "#".
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    return decode(vm, s, u";/?:@&=+$,#");
}

ThrowOr<Value> global_decode_uri_component(VM& vm, CallArgs& args)
{
    // 19.2.6.2 decodeURIComponent ( encodedURIComponent )
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    return decode(vm, s, u"");
}

ThrowOr<Value> global_escape(VM& vm, CallArgs& args)
{
    // B.2.1.1 escape ( string ): unescaped are A-Z a-z 0-9 @*_+-./
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    std::u16string out;
    for (char16_t c : s) {
        if (is_alnum(c) || std::u16string_view(u"@*_+-./").find(c) != std::u16string_view::npos) {
            out += c;
        } else if (c < 256) {
            out += u'%';
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        } else {
            out += u"%u";
            out += kHex[(c >> 12) & 0xF];
            out += kHex[(c >> 8) & 0xF];
            out += kHex[(c >> 4) & 0xF];
            out += kHex[c & 0xF];
        }
    }
    return Value(vm.make_string(std::move(out)));
}

ThrowOr<Value> global_unescape(VM& vm, CallArgs& args)
{
    // B.2.1.2 unescape ( string )
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    std::u16string out;
    for (size_t k = 0; k < s.size(); ++k) {
        char16_t c = s[k];
        if (c == u'%') {
            if (k + 6 <= s.size() && s[k + 1] == u'u') {
                int v = 0;
                bool ok = true;
                for (size_t j = 2; j < 6; ++j) {
                    int h = hex_digit_value(s[k + j]);
                    ok &= h >= 0;
                    v = v * 16 + (h < 0 ? 0 : h);
                }
                if (ok) {
                    out += static_cast<char16_t>(v);
                    k += 5;
                    continue;
                }
            }
            if (k + 3 <= s.size()) {
                int hi = hex_digit_value(s[k + 1]), lo = hex_digit_value(s[k + 2]);
                if (hi >= 0 && lo >= 0) {
                    out += static_cast<char16_t>(hi * 16 + lo);
                    k += 2;
                    continue;
                }
            }
        }
        out += c;
    }
    return Value(vm.make_string(std::move(out)));
}

} // namespace

void install_uri_builtins(VM& vm)
{
    Object* g = vm.global_object();
    vm.define_native(g, "encodeURI", global_encode_uri, 1);
    vm.define_native(g, "encodeURIComponent", global_encode_uri_component, 1);
    vm.define_native(g, "decodeURI", global_decode_uri, 1);
    vm.define_native(g, "decodeURIComponent", global_decode_uri_component, 1);
    vm.define_native(g, "escape", global_escape, 1);
    vm.define_native(g, "unescape", global_unescape, 1);
}

} // namespace evloop::js
