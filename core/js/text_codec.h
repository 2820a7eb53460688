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
    // https://encoding.spec.whatwg.org/#utf-8-decoder state
    uint32_t code_point = 0;
    int bytes_seen = 0;
    int bytes_needed = 0;
    uint8_t lower_boundary = 0x80;
    uint8_t upper_boundary = 0xBF;
    bool bom_seen = false; // the stream's first code point has been looked at
    void reset()
    {
        code_point = 0;
        bytes_seen = bytes_needed = 0;
        lower_boundary = 0x80;
        upper_boundary = 0xBF;
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
