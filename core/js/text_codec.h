#pragma once
// WHATWG Encoding's TextEncoder / TextDecoder (UTF-8, UTF-16LE, windows-1252) and WebIDL's DOMException,
// shared by both hosts (Node and browsers have them as globals). text_codec.cpp also has
// HTML's atob / btoa.
#include "core/js/vm.h"

namespace evloop::js {

class TextEncoderObject final : public Object {
public:
    explicit TextEncoderObject(Object* prototype)
        : Object(prototype)
    {
    }
    const char* class_name() const override { return "TextEncoder"; }
};

// The encodings TextDecoder knows. Node 20 decodes "windows-1252" (the label "latin1"
// and friends) as ISO-8859-1: each byte is the code point.
enum class TextEncoding : uint8_t { Utf8, Utf16le, Windows1252 };

// https://encoding.spec.whatwg.org/#utf-8-decoder: its state between bytes, and decode()
// feeding it bytes. Each code point goes to emit(cp); each error to emit(0xFFFD) or, when
// `fatal`, ends decode() with false. `flush` ends the stream (a sequence cut short is an
// error). TextDecoder and Node's buf.toString() share it.
struct Utf8Decoder {
    uint32_t code_point = 0;
    int bytes_seen = 0;
    int bytes_needed = 0;
    uint8_t lower_boundary = 0x80;
    uint8_t upper_boundary = 0xBF;

    template<typename Emit>
    bool decode(const uint8_t* bytes, size_t count, bool flush, bool fatal, Emit&& emit)
    {
        for (size_t i = 0; i < count;) {
            uint8_t b = bytes[i];
            if (bytes_needed == 0) {
                ++i;
                if (b <= 0x7F) {
                    emit(uint32_t(b));
                } else if (b >= 0xC2 && b <= 0xDF) {
                    bytes_needed = 1;
                    code_point = b & 0x1F;
                } else if (b >= 0xE0 && b <= 0xEF) {
                    if (b == 0xE0)
                        lower_boundary = 0xA0;
                    if (b == 0xED)
                        upper_boundary = 0x9F;
                    bytes_needed = 2;
                    code_point = b & 0xF;
                } else if (b >= 0xF0 && b <= 0xF4) {
                    if (b == 0xF0)
                        lower_boundary = 0x90;
                    if (b == 0xF4)
                        upper_boundary = 0x8F;
                    bytes_needed = 3;
                    code_point = b & 0x7;
                } else {
                    if (fatal)
                        return false;
                    emit(uint32_t(0xFFFD));
                }
                continue;
            }
            if (b < lower_boundary || b > upper_boundary) {
                // The byte starts over ("prepend byte to stream"), after an error for the sequence.
                *this = Utf8Decoder {};
                if (fatal)
                    return false;
                emit(uint32_t(0xFFFD));
                continue;
            }
            ++i;
            lower_boundary = 0x80;
            upper_boundary = 0xBF;
            code_point = (code_point << 6) | (b & 0x3F);
            if (++bytes_seen == bytes_needed) {
                uint32_t cp = code_point;
                *this = Utf8Decoder {};
                emit(cp);
            }
        }
        if (flush && bytes_needed != 0) {
            // End of queue in the middle of a sequence: one error.
            *this = Utf8Decoder {};
            if (fatal)
                return false;
            emit(uint32_t(0xFFFD));
        }
        return true;
    }
};

// A decoder with the state that `{ stream: true }` keeps between decode() calls.
class TextDecoderObject final : public Object {
public:
    TextDecoderObject(Object* prototype, TextEncoding text_encoding, bool is_fatal, bool ignores_bom)
        : Object(prototype)
        , encoding(text_encoding)
        , fatal(is_fatal)
        , ignore_bom(ignores_bom)
    {
    }
    const char* class_name() const override { return "TextDecoder"; }
    const char* encoding_name() const
    {
        return encoding == TextEncoding::Utf8 ? "utf-8" : encoding == TextEncoding::Utf16le ? "utf-16le" : "windows-1252";
    }
    TextEncoding encoding;
    bool fatal;
    bool ignore_bom;
    // https://encoding.spec.whatwg.org/#shared-utf-16-decoder state
    int utf16_lead_byte = -1;
    char16_t utf16_lead_surrogate = 0;
    Utf8Decoder utf8;
    bool bom_seen = false; // the stream's first code point has been looked at
    void reset()
    {
        utf8 = Utf8Decoder {};
        bom_seen = false;
        utf16_lead_byte = -1;
        utf16_lead_surrogate = 0;
    }
};

// https://webidl.spec.whatwg.org/#idl-DOMException: name and message in slots; `code`
// comes from the name.
class DOMExceptionObject final : public Object {
public:
    DOMExceptionObject(Object* prototype, Value name_value, Value message_value)
        : Object(prototype, ObjectClass::Error)
        , name(name_value)
        , message(message_value)
    {
    }
    const char* class_name() const override { return "DOMException"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(name);
        v.visit(message);
    }
    Value name;
    Value message;
};

// A new DOMException (with a stack like an Error's) to throw from builtins.
Object* make_dom_exception(VM& vm, const std::string& message, const std::string& name);

} // namespace evloop::js
