// Node's Buffer string encodings, in C++ as in Node (src/string_bytes.cc): the natives
// `encode` and `decode` that Buffer.from(string, encoding), buf.toString(encoding),
// buf.write, StringDecoder and crypto's inputs and outputs in js/node/ are built on.
//
// Index:
//   encode    string → bytes: utf8, hex, base64 / base64url, utf16le, latin1 / ascii
//   decode    bytes → string: the same encodings
//   define_buffer_natives
//
// The JavaScript half normalises the encoding name first ('utf8', 'hex', 'base64',
// 'base64url', 'ascii', 'latin1', 'utf16le'). Both directions cost buffer_byte_ps per byte
// of the longer side (cost_model.cpp), as Node's are native loops too.
#include "core/js/array_buffer.h"
#include "core/js/code_points.h"
#include "core/js/cost_model.h"
#include "core/js/text_codec.h"
#include "core/loop/node/buffer.h"
#include "core/util/base64.h"
#include "core/util/hex.h"
#include <algorithm>
#include <string_view>

namespace evloop::loop::node {

using namespace evloop::js;

namespace {

enum class Encoding : uint8_t { Utf8, Hex, Base64, Base64Url, Ascii, Latin1, Utf16le };

std::optional<Encoding> encoding_named(const std::u16string& name)
{
    if (name == u"utf8")
        return Encoding::Utf8;
    if (name == u"hex")
        return Encoding::Hex;
    if (name == u"base64")
        return Encoding::Base64;
    if (name == u"base64url")
        return Encoding::Base64Url;
    if (name == u"ascii")
        return Encoding::Ascii;
    if (name == u"latin1")
        return Encoding::Latin1;
    if (name == u"utf16le")
        return Encoding::Utf16le;
    return std::nullopt;
}

// --- encode ---------------------------------------------------------------------------------------

// Node's decoders are lenient: hex stops at the first pair that is not two hex digits (an
// odd last digit is dropped); base64 takes both alphabets, skips every other character
// and stops at the first '='.
std::string bytes_of(std::u16string_view s, Encoding encoding)
{
    std::string out;
    switch (encoding) {
    case Encoding::Utf8:
        return utf16_to_utf8(s); // a lone surrogate becomes U+FFFD (EF BF BD), as in Node
    case Encoding::Hex:
        out.reserve(s.size() / 2);
        for (size_t i = 0; i + 1 < s.size(); i += 2) {
            int high = hex_digit_value(s[i]), low = hex_digit_value(s[i + 1]);
            if (high < 0 || low < 0)
                break;
            out.push_back(static_cast<char>(high << 4 | low));
        }
        return out;
    case Encoding::Base64:
    case Encoding::Base64Url:
        return base64_decode_lenient(s);
    case Encoding::Utf16le:
        out.reserve(s.size() * 2);
        for (char16_t c : s) {
            out.push_back(static_cast<char>(c & 0xFF));
            out.push_back(static_cast<char>(c >> 8));
        }
        return out;
    case Encoding::Ascii:
    case Encoding::Latin1:
        out.reserve(s.size());
        for (char16_t c : s)
            out.push_back(static_cast<char>(c & 0xFF));
        return out;
    }
    return out;
}

// --- decode ---------------------------------------------------------------------------------------

std::u16string string_of(const uint8_t* bytes, size_t count, Encoding encoding)
{
    std::u16string out;
    switch (encoding) {
    case Encoding::Utf8: {
        // V8's String::NewFromUtf8: WHATWG decoding with U+FFFD for each maximal bad
        // subpart; a leading BOM stays (unlike TextDecoder).
        out.reserve(count);
        Utf8Decoder decoder;
        decoder.decode(bytes, count, true, false, [&](uint32_t cp) { append_utf16(out, cp); });
        return out;
    }
    case Encoding::Hex: {
        static const char digits[] = "0123456789abcdef";
        out.reserve(count * 2);
        for (size_t i = 0; i < count; ++i) {
            out.push_back(static_cast<char16_t>(digits[bytes[i] >> 4]));
            out.push_back(static_cast<char16_t>(digits[bytes[i] & 15]));
        }
        return out;
    }
    case Encoding::Base64:
    case Encoding::Base64Url: {
        std::string text = base64_encode(std::string_view(reinterpret_cast<const char*>(bytes), count),
            encoding == Encoding::Base64Url ? Base64Alphabet::Url : Base64Alphabet::Standard);
        return std::u16string(text.begin(), text.end());
    }
    case Encoding::Utf16le:
        out.reserve(count / 2);
        for (size_t i = 0; i + 1 < count; i += 2)
            out.push_back(static_cast<char16_t>(bytes[i] | bytes[i + 1] << 8));
        return out;
    case Encoding::Ascii: // Node 20 clears the high bit
        out.reserve(count);
        for (size_t i = 0; i < count; ++i)
            out.push_back(static_cast<char16_t>(bytes[i] & 0x7F));
        return out;
    case Encoding::Latin1:
        out.assign(bytes, bytes + count);
        return out;
    }
    return out;
}

ThrowOr<Encoding> encoding_argument(VM& vm, Value v)
{
    std::optional<Encoding> encoding;
    if (v.is_string())
        encoding = encoding_named(v.as_string()->string());
    if (!encoding)
        return vm.throw_type_error("evloop: unknown Buffer encoding " + vm.describe_for_message(v));
    return *encoding;
}

// encode(string, encoding) → an ArrayBuffer with the string's bytes.
ThrowOr<Value> n_encode(VM& vm, CallArgs& a)
{
    if (!a.arg(0).is_string())
        return vm.throw_type_error("evloop: encode() takes a string");
    Encoding encoding = TRY(encoding_argument(vm, a.arg(1)));
    const std::u16string& s = a.arg(0).as_string()->string();
    std::string bytes = bytes_of(s, encoding);
    vm.charge_ps(kCpu.buffer_byte_ps * std::max(s.size(), bytes.size()));
    ArrayBufferObject* buffer = TRY(allocate_array_buffer(vm, bytes.size()));
    std::copy(bytes.begin(), bytes.end(), buffer->data());
    return Value(buffer);
}

// decode(view, encoding) → the string of a typed array's (or an ArrayBuffer's) bytes; null
// when it would be longer than the engine's strings (js/node/ throws ERR_STRING_TOO_LONG).
ThrowOr<Value> n_decode(VM& vm, CallArgs& a)
{
    const uint8_t* bytes = nullptr;
    size_t count = 0;
    if (TypedArrayObject* view = as_typed_array(a.arg(0))) {
        count = view->byte_length();
        bytes = view->buffer()->data() + view->byte_offset();
    } else if (ArrayBufferObject* buffer = as_array_buffer(a.arg(0))) {
        count = buffer->byte_length();
        bytes = buffer->data();
    } else {
        return vm.throw_type_error("evloop: decode() takes a typed array or an ArrayBuffer");
    }
    Encoding encoding = TRY(encoding_argument(vm, a.arg(1)));
    size_t longest = encoding == Encoding::Hex ? count * 2 : encoding == Encoding::Base64 || encoding == Encoding::Base64Url ? (count + 2) / 3 * 4 : count;
    if (longest > kMaxStringLength)
        return Value::null();
    std::u16string s = string_of(bytes, count, encoding);
    vm.charge_ps(kCpu.buffer_byte_ps * std::max(s.size(), count));
    return Value(vm.make_string(std::move(s)));
}

} // namespace

void define_buffer_natives(VM& vm, Object* binding)
{
    vm.define_native(binding, "encode", n_encode, 2);
    vm.define_native(binding, "decode", n_decode, 2);
}

} // namespace evloop::loop::node
