// TextEncoder and TextDecoder https://encoding.spec.whatwg.org/#interface-textencoder
// atob and btoa https://html.spec.whatwg.org/multipage/webappapis.html#atob
// DOMException https://webidl.spec.whatwg.org/#idl-DOMException
//
// Index:
//   helpers                Node-style argument errors (ERR_INVALID_ARG_TYPE, ...)
//   DOMException           constructor, name / message / code, the legacy code constants
//   TextEncoder            encode, encodeInto, encoding
//   TextDecoder            UTF-8, UTF-16LE and windows-1252 decoders (fatal, ignoreBOM, stream)
//   atob / btoa            forgiving-base64 decode, base64 encode, as Node 20 words errors
//   install_text_codec_builtins
//
// Error messages follow Node 20 (lib/internal/encoding.js, lib/buffer.js), which both
// hosts use; Chromium words a few differently.
#include "core/js/text_codec.h"
#include "core/js/array_buffer.h"
#include "core/js/code_points.h"
#include "core/util/base64.h"
#include "core/util/utf8.h"
#include <array>
#include <optional>

namespace evloop::js {

namespace {

// --- helpers -------------------------------------------------------------------------------------

// The "Received ..." tail of Node's ERR_INVALID_ARG_TYPE messages (lib/internal/errors.js
// determineSpecificType), for the common kinds of values.
std::string received(VM& vm, Value v)
{
    if (v.is_nullish())
        return std::string(" Received ") + (v.is_null() ? "null" : "undefined");
    if (v.is_object()) {
        if (VM::is_callable(v)) {
            auto name = vm.get(v, "name");
            std::string n = !name.is_throw() && name.value().is_string() ? name.value().as_string()->utf8() : "";
            if (name.is_throw())
                vm.take_exception();
            return n.empty() ? " Received function " : " Received function " + n;
        }
        std::string c = vm.constructor_name(v.as_object());
        if (!c.empty())
            return " Received an instance of " + c;
        return " Received " + vm.describe_for_message(v);
    }
    std::string text = vm.describe_for_message(v);
    if (v.is_string()) {
        std::u16string s = v.as_string()->string();
        if (s.size() > 28)
            text = utf16_to_utf8(s.substr(0, 25)) + "...";
        text = "'" + text + "'";
    }
    const char* type = v.is_string() ? "string" : v.is_number() ? "number" : v.is_boolean() ? "boolean" : "symbol";
    return std::string(" Received type ") + type + " (" + text + ")";
}

// A Node error: `prototype`'s kind, with a `code` property.
Thrown throw_node_error(VM& vm, Object* prototype, const std::string& message, const char* code)
{
    Object* error = vm.make_error(prototype, message);
    error->put_direct(vm.key("code"), vm.string_value(code), kDefaultAttributes & ~kEnumerable);
    // Node's errors show the code in the name part of their stack: "TypeError [CODE]: ...".
    auto stack = error->get_own_property(vm.names().stack);
    if (stack && stack->value.is_string()) {
        std::string s = stack->value.as_string()->utf8();
        std::string name = s.substr(0, s.find(':'));
        if (s.compare(0, name.size(), name) == 0 && name.find('\n') == std::string::npos)
            s = name + " [" + code + "]" + s.substr(name.size());
        error->put_direct(vm.names().stack, vm.string_value(s), kBuiltinAttributes);
    }
    return vm.throw_value(Value(error));
}

ThrowOr<Value> require_new(VM& vm, CallArgs& args, const char* name)
{
    if (!args.new_target)
        return vm.throw_type_error(std::string("Class constructor ") + name + " cannot be invoked without 'new'");
    return Value();
}

ThrowOr<Object*> prototype_from_constructor(VM& vm, Object* constructor, const char* intrinsic_default)
{
    Value proto = TRY(constructor->get(vm, vm.key("prototype")));
    return proto.is_object() ? proto.as_object() : vm.intrinsic(intrinsic_default);
}

// --- DOMException ------------------------------------------------------------------------------

// https://webidl.spec.whatwg.org/#dfn-error-names-table: the names with a legacy code,
// in code order (code = index + 1), and the constants named after them.
constexpr std::array<std::pair<const char*, const char*>, 25> kLegacyCodes = { {
    { "IndexSizeError", "INDEX_SIZE_ERR" },
    { "DOMStringSizeError", "DOMSTRING_SIZE_ERR" },
    { "HierarchyRequestError", "HIERARCHY_REQUEST_ERR" },
    { "WrongDocumentError", "WRONG_DOCUMENT_ERR" },
    { "InvalidCharacterError", "INVALID_CHARACTER_ERR" },
    { "NoDataAllowedError", "NO_DATA_ALLOWED_ERR" },
    { "NoModificationAllowedError", "NO_MODIFICATION_ALLOWED_ERR" },
    { "NotFoundError", "NOT_FOUND_ERR" },
    { "NotSupportedError", "NOT_SUPPORTED_ERR" },
    { "InUseAttributeError", "INUSE_ATTRIBUTE_ERR" },
    { "InvalidStateError", "INVALID_STATE_ERR" },
    { "SyntaxError", "SYNTAX_ERR" },
    { "InvalidModificationError", "INVALID_MODIFICATION_ERR" },
    { "NamespaceError", "NAMESPACE_ERR" },
    { "InvalidAccessError", "INVALID_ACCESS_ERR" },
    { "ValidationError", "VALIDATION_ERR" },
    { "TypeMismatchError", "TYPE_MISMATCH_ERR" },
    { "SecurityError", "SECURITY_ERR" },
    { "NetworkError", "NETWORK_ERR" },
    { "AbortError", "ABORT_ERR" },
    { "URLMismatchError", "URL_MISMATCH_ERR" },
    { "QuotaExceededError", "QUOTA_EXCEEDED_ERR" },
    { "TimeoutError", "TIMEOUT_ERR" },
    { "InvalidNodeTypeError", "INVALID_NODE_TYPE_ERR" },
    { "DataCloneError", "DATA_CLONE_ERR" },
} };

Object* new_dom_exception(VM& vm, Object* prototype, PrimitiveString* message, PrimitiveString* name)
{
    auto* e = vm.heap().allocate<DOMExceptionObject>(prototype, Value(name), Value(message));
    // Node captures a stack like Error's (Error.captureStackTrace): "Name: message\n    at …".
    std::string header = name->utf8();
    if (!message->string().empty())
        header += ": " + message->utf8();
    std::string trace = vm.current_stack_trace();
    e->put_direct(vm.names().stack, vm.string_value(trace.empty() ? header : header + "\n" + trace), kBuiltinAttributes);
    return e;
}

// new DOMException ( [ message [ , name ] ] )
ThrowOr<Value> dom_exception_constructor(VM& vm, CallArgs& args)
{
    TRY(require_new(vm, args, "DOMException"));
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, "DOMException.prototype"));
    PrimitiveString* message = args.arg(0).is_undefined() ? vm.make_string(u"") : TRY(vm.to_string(args.arg(0)));
    PrimitiveString* name = args.arg(1).is_undefined() ? vm.make_string(u"Error") : TRY(vm.to_string(args.arg(1)));
    return Value(new_dom_exception(vm, proto, message, name));
}

ThrowOr<DOMExceptionObject*> this_dom_exception(VM& vm, Value v)
{
    if (v.is_object())
        if (auto* e = dynamic_cast<DOMExceptionObject*>(v.as_object()))
            return e;
    return vm.throw_type_error("Value of \"this\" must be of type DOMException");
}

ThrowOr<Value> dom_exception_name(VM& vm, CallArgs& args) { return TRY(this_dom_exception(vm, args.this_value))->name; }
ThrowOr<Value> dom_exception_message(VM& vm, CallArgs& args) { return TRY(this_dom_exception(vm, args.this_value))->message; }

ThrowOr<Value> dom_exception_code(VM& vm, CallArgs& args)
{
    DOMExceptionObject* e = TRY(this_dom_exception(vm, args.this_value));
    std::string name = e->name.is_string() ? e->name.as_string()->utf8() : "";
    for (size_t i = 0; i < kLegacyCodes.size(); ++i)
        if (name == kLegacyCodes[i].first)
            return Value(static_cast<double>(i + 1));
    return Value(0);
}

// --- TextEncoder ---------------------------------------------------------------------------------

ThrowOr<Value> text_encoder_constructor(VM& vm, CallArgs& args)
{
    TRY(require_new(vm, args, "TextEncoder"));
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, "TextEncoder.prototype"));
    return Value(vm.heap().allocate<TextEncoderObject>(proto));
}

ThrowOr<TextEncoderObject*> this_encoder(VM& vm, Value v)
{
    if (v.is_object())
        if (auto* e = dynamic_cast<TextEncoderObject*>(v.as_object()))
            return e;
    return throw_node_error(vm, vm.type_error_prototype(), "Value of \"this\" must be of type TextEncoder", "ERR_INVALID_THIS");
}

ThrowOr<Value> text_encoder_encoding(VM& vm, CallArgs& args)
{
    TRY(this_encoder(vm, args.this_value));
    return vm.string_value("utf-8");
}

// https://encoding.spec.whatwg.org/#dom-textencoder-encode
ThrowOr<Value> text_encoder_encode(VM& vm, CallArgs& args)
{
    TRY(this_encoder(vm, args.this_value));
    std::u16string input = args.arg(0).is_undefined() ? std::u16string() : TRY(vm.to_u16string(args.arg(0)));
    std::string utf8 = utf16_to_utf8(input); // lone surrogates become U+FFFD
    return Value(TRY(make_uint8_array(vm, std::vector<uint8_t>(utf8.begin(), utf8.end()))));
}

// https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto: whole code points only.
ThrowOr<Value> text_encoder_encode_into(VM& vm, CallArgs& args)
{
    TRY(this_encoder(vm, args.this_value));
    if (!args.arg(0).is_string())
        return throw_node_error(vm, vm.type_error_prototype(),
            "The \"src\" argument must be of type string." + received(vm, args.arg(0)), "ERR_INVALID_ARG_TYPE");
    TypedArrayObject* dest = as_typed_array(args.arg(1));
    if (!dest || dest->type() != ElementType::Uint8)
        return throw_node_error(vm, vm.type_error_prototype(),
            "The \"dest\" argument must be an instance of Uint8Array." + received(vm, args.arg(1)), "ERR_INVALID_ARG_TYPE");
    const std::u16string& s = args.arg(0).as_string()->string();
    size_t capacity = dest->length();
    size_t read = 0, written = 0;
    while (read < s.size()) {
        uint32_t cp = s[read];
        size_t units = 1;
        if (cp >= 0xD800 && cp <= 0xDBFF && read + 1 < s.size() && s[read + 1] >= 0xDC00 && s[read + 1] <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (s[read + 1] - 0xDC00);
            units = 2;
        }
        std::string bytes;
        append_utf8(bytes, cp);
        if (written + bytes.size() > capacity)
            break;
        for (char b : bytes)
            *dest->element_pointer(written++) = static_cast<uint8_t>(b);
        read += units;
    }
    Object* result = vm.make_object();
    result->put_direct(vm.key("read"), Value(static_cast<double>(read)));
    result->put_direct(vm.key("written"), Value(static_cast<double>(written)));
    return Value(result);
}

// --- TextDecoder ---------------------------------------------------------------------------------

// https://encoding.spec.whatwg.org/#concept-encoding-get for the labels of the encodings
// evloop decodes; nothing for any other label.
std::optional<TextEncoding> encoding_for_label(std::u16string label)
{
    // Strip leading and trailing ASCII whitespace; ASCII lowercase.
    auto is_space = [](char16_t c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\f' || c == u'\r'; };
    while (!label.empty() && is_space(label.back()))
        label.pop_back();
    size_t start = 0;
    while (start < label.size() && is_space(label[start]))
        ++start;
    label = label.substr(start);
    for (char16_t& c : label)
        if (c >= u'A' && c <= u'Z')
            c = static_cast<char16_t>(c + 32);
    static const char16_t* const utf8[] = { u"unicode-1-1-utf-8", u"unicode11utf8", u"unicode20utf8", u"utf-8", u"utf8",
        u"x-unicode20utf8" };
    static const char16_t* const utf16le[] = { u"csunicode", u"iso-10646-ucs-2", u"ucs-2", u"unicode", u"unicodefeff",
        u"utf-16", u"utf-16le" };
    static const char16_t* const windows1252[] = { u"ansi_x3.4-1968", u"ascii", u"cp1252", u"cp819", u"csisolatin1",
        u"ibm819", u"iso-8859-1", u"iso-ir-100", u"iso8859-1", u"iso88591", u"iso_8859-1", u"iso_8859-1:1987", u"l1",
        u"latin1", u"us-ascii", u"windows-1252", u"x-cp1252" };
    for (const char16_t* l : utf8)
        if (label == l)
            return TextEncoding::Utf8;
    for (const char16_t* l : utf16le)
        if (label == l)
            return TextEncoding::Utf16le;
    for (const char16_t* l : windows1252)
        if (label == l)
            return TextEncoding::Windows1252;
    return std::nullopt;
}

// new TextDecoder ( [ label [ , options ] ] )
ThrowOr<Value> text_decoder_constructor(VM& vm, CallArgs& args)
{
    TRY(require_new(vm, args, "TextDecoder"));
    std::u16string label = args.arg(0).is_undefined() ? std::u16string(u"utf-8") : TRY(vm.to_u16string(args.arg(0)));
    // FIXME: Node (with full ICU) decodes many more encodings (utf-16be, iso-8859-2, shift_jis, ...).
    std::optional<TextEncoding> encoding = encoding_for_label(label);
    if (!encoding)
        return throw_node_error(vm, vm.range_error_prototype(),
            "The \"" + utf16_to_utf8(label) + "\" encoding is not supported", "ERR_ENCODING_NOT_SUPPORTED");
    bool fatal = false, ignore_bom = false;
    Value options = args.arg(1);
    if (!options.is_nullish()) {
        if (!options.is_object())
            return throw_node_error(vm, vm.type_error_prototype(),
                "The \"options\" argument must be of type object." + received(vm, options), "ERR_INVALID_ARG_TYPE");
        fatal = VM::to_boolean(TRY(options.as_object()->get(vm, vm.key("fatal"))));
        ignore_bom = VM::to_boolean(TRY(options.as_object()->get(vm, vm.key("ignoreBOM"))));
    }
    Object* proto = TRY(prototype_from_constructor(vm, args.new_target, "TextDecoder.prototype"));
    return Value(vm.heap().allocate<TextDecoderObject>(proto, *encoding, fatal, ignore_bom));
}

ThrowOr<TextDecoderObject*> this_decoder(VM& vm, Value v)
{
    if (v.is_object())
        if (auto* d = dynamic_cast<TextDecoderObject*>(v.as_object()))
            return d;
    return throw_node_error(vm, vm.type_error_prototype(), "Value of \"this\" must be of type TextDecoder", "ERR_INVALID_THIS");
}

ThrowOr<Value> text_decoder_encoding(VM& vm, CallArgs& args)
{
    return vm.string_value(TRY(this_decoder(vm, args.this_value))->encoding_name());
}
ThrowOr<Value> text_decoder_fatal(VM& vm, CallArgs& args) { return Value(TRY(this_decoder(vm, args.this_value))->fatal); }
ThrowOr<Value> text_decoder_ignore_bom(VM& vm, CallArgs& args) { return Value(TRY(this_decoder(vm, args.this_value))->ignore_bom); }

// https://encoding.spec.whatwg.org/#concept-td-serialize: a decoded code point, without
// the stream's leading BOM (unless ignoreBOM; only UTF-8 and UTF-16 have one).
void emit_code_point(TextDecoderObject& d, std::u16string& out, uint32_t cp)
{
    if (!d.bom_seen) {
        d.bom_seen = true;
        if (cp == 0xFEFF && !d.ignore_bom && d.encoding != TextEncoding::Windows1252)
            return;
    }
    append_utf16(out, cp);
}

// https://encoding.spec.whatwg.org/#shared-utf-16-decoder (little-endian); false on an
// error when the decoder is fatal.
bool utf16le_decode(TextDecoderObject& d, const std::vector<uint8_t>& bytes, bool flush, std::u16string& out)
{
    for (uint8_t b : bytes) {
        if (d.utf16_lead_byte < 0) {
            d.utf16_lead_byte = b;
            continue;
        }
        auto unit = static_cast<char16_t>(d.utf16_lead_byte | (b << 8));
        d.utf16_lead_byte = -1;
        if (d.utf16_lead_surrogate) {
            char16_t lead = d.utf16_lead_surrogate;
            d.utf16_lead_surrogate = 0;
            if (unit >= 0xDC00 && unit <= 0xDFFF) {
                emit_code_point(d, out, 0x10000 + ((lead - 0xD800) << 10) + (unit - 0xDC00));
                continue;
            }
            // The unit after a lone lead surrogate is decoded again after the error.
            if (d.fatal)
                return false;
            emit_code_point(d, out, 0xFFFD);
        }
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            d.utf16_lead_surrogate = unit;
        } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
            if (d.fatal)
                return false;
            emit_code_point(d, out, 0xFFFD);
        } else {
            emit_code_point(d, out, unit);
        }
    }
    if (flush && (d.utf16_lead_byte >= 0 || d.utf16_lead_surrogate)) {
        d.utf16_lead_byte = -1;
        d.utf16_lead_surrogate = 0;
        if (d.fatal)
            return false;
        emit_code_point(d, out, 0xFFFD);
    }
    return true;
}

// https://encoding.spec.whatwg.org/#utf-8-decoder (text_codec.h); false on an error when
// the decoder is fatal.
bool utf8_decode(TextDecoderObject& d, const std::vector<uint8_t>& bytes, bool flush, std::u16string& out)
{
    return d.utf8.decode(bytes.data(), bytes.size(), flush, d.fatal, [&](uint32_t cp) { emit_code_point(d, out, cp); });
}

// https://encoding.spec.whatwg.org/#dom-textdecoder-decode
ThrowOr<Value> text_decoder_decode(VM& vm, CallArgs& args)
{
    TextDecoderObject* d = TRY(this_decoder(vm, args.this_value));
    std::vector<uint8_t> bytes;
    Value input = args.arg(0);
    if (!input.is_undefined()) {
        auto source = bytes_of_buffer_source(input);
        if (!source)
            return throw_node_error(vm, vm.type_error_prototype(),
                // Node 20 names the argument "list" here (lib/internal/encoding.js).
                "The \"list\" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.",
                "ERR_INVALID_ARG_TYPE");
        bytes = std::move(*source);
    }
    bool stream = false;
    Value options = args.arg(1);
    if (!options.is_nullish()) {
        if (!options.is_object())
            return throw_node_error(vm, vm.type_error_prototype(),
                "The \"options\" argument must be of type object." + received(vm, options), "ERR_INVALID_ARG_TYPE");
        stream = VM::to_boolean(TRY(options.as_object()->get(vm, vm.key("stream"))));
    }
    std::u16string out;
    bool ok = true;
    switch (d->encoding) {
    case TextEncoding::Utf8: ok = utf8_decode(*d, bytes, !stream, out); break;
    case TextEncoding::Utf16le: ok = utf16le_decode(*d, bytes, !stream, out); break;
    case TextEncoding::Windows1252:
        for (uint8_t b : bytes)
            emit_code_point(*d, out, b);
        break;
    }
    if (!stream || !ok)
        d->reset(); // the next decode() starts a new stream
    if (!ok)
        return throw_node_error(vm, vm.type_error_prototype(),
            std::string("The encoded data was not valid for encoding ") + d->encoding_name(), "ERR_ENCODING_INVALID_ENCODED_DATA");
    return Value(vm.make_string(std::move(out)));
}

// --- atob / btoa ---------------------------------------------------------------------------------

// A digit of the standard alphabet (atob refuses '-' and '_').
bool is_standard_base64_digit(char16_t c) { return base64_digit(c) >= 0 && c != u'-' && c != u'_'; }

bool is_ascii_whitespace(char16_t c) { return c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D || c == 0x20; }

// atob ( data ): https://infra.spec.whatwg.org/#forgiving-base64-decode, with the checks
// in Node 20's order (lib/buffer.js) so that the same inputs fail with the same message.
ThrowOr<Value> atob(VM& vm, CallArgs& args)
{
    if (args.count() == 0)
        return throw_node_error(vm, vm.type_error_prototype(), "The \"input\" argument must be specified", "ERR_MISSING_ARGS");
    std::u16string input = TRY(vm.to_u16string(args.arg(0)));
    size_t non_whitespace = 0, equals = 0;
    for (char16_t c : input) {
        bool is_equals = c == u'=';
        if (is_standard_base64_digit(c) || is_equals) {
            ++non_whitespace;
            if (is_equals)
                ++equals;
            else if (equals) // `=` is only allowed at the end
                return vm.throw_value(Value(make_dom_exception(vm, "Invalid character", "InvalidCharacterError")));
            if (equals > 2)
                return vm.throw_value(Value(make_dom_exception(vm, "Invalid character", "InvalidCharacterError")));
        } else if (!is_ascii_whitespace(c)) {
            return vm.throw_value(Value(make_dom_exception(vm, "Invalid character", "InvalidCharacterError")));
        }
    }
    size_t remainder = non_whitespace % 4;
    if (remainder == 0)
        remainder = (non_whitespace - equals) % 4;
    else if (equals)
        return vm.throw_value(Value(make_dom_exception(vm, "Invalid character", "InvalidCharacterError")));
    if (remainder == 1)
        return vm.throw_value(Value(make_dom_exception(vm, "The string to be decoded is not correctly encoded.", "InvalidCharacterError")));
    // The alphabet's characters, 6 bits each; leftover bits at the end are dropped.
    std::string bytes = base64_decode_lenient(std::u16string_view(input));
    std::u16string out(bytes.size(), u'\0');
    for (size_t i = 0; i < bytes.size(); ++i)
        out[i] = static_cast<unsigned char>(bytes[i]); // each byte a code unit
    return Value(vm.make_string(std::move(out)));
}

// btoa ( data ): each code unit is a byte (Latin-1); anything above U+00FF is refused.
ThrowOr<Value> btoa(VM& vm, CallArgs& args)
{
    if (args.count() == 0)
        return throw_node_error(vm, vm.type_error_prototype(), "The \"input\" argument must be specified", "ERR_MISSING_ARGS");
    std::u16string input = TRY(vm.to_u16string(args.arg(0)));
    for (char16_t c : input)
        if (c > 0xFF)
            return vm.throw_value(Value(make_dom_exception(vm, "Invalid character", "InvalidCharacterError")));
    std::string text = base64_encode(std::string(input.begin(), input.end()), Base64Alphabet::Standard);
    return Value(vm.make_string(std::u16string(text.begin(), text.end())));
}

// Node defines these interfaces as JavaScript classes: util.inspect shows `[class TextEncoder]`.
class NativeClass final : public NativeFunction {
public:
    NativeClass(Object* prototype, NativeFn function)
        : NativeFunction(prototype, function, true)
    {
    }
    bool is_class_constructor() const override { return true; }
};

NativeFunction* make_class(VM& vm, std::string_view name, NativeFn fn, uint32_t length, Object* proto)
{
    NativeFunction* ctor = vm.heap().allocate<NativeClass>(vm.function_prototype(), fn);
    ctor->set_length_and_name(length, vm.intern(name), vm.names().length.as_string(), vm.names().name.as_string());
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(ctor), kBuiltinAttributes);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value(name), kConfigurable);
    vm.define_value(vm.global_object(), name, Value(ctor));
    vm.set_intrinsic(std::string(name), ctor);
    vm.set_intrinsic(std::string(name) + ".prototype", proto);
    return ctor;
}

// Node defines these classes' members enumerable (lib/internal/encoding.js, per WebIDL).
void make_enumerable(VM& vm, Object* o, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        PropertyKey key = vm.key(name);
        if (auto p = o->get_own_property(key)) {
            p->attributes |= kEnumerable;
            o->define_own_property(key, *p);
        }
    }
}

} // namespace

Object* make_dom_exception(VM& vm, const std::string& message, const std::string& name)
{
    return new_dom_exception(vm, vm.intrinsic("DOMException.prototype"), vm.make_string(utf8_to_utf16(message)),
        vm.make_string(utf8_to_utf16(name)));
}

void install_text_codec_builtins(VM& vm)
{
    // DOMException: its prototype inherits from Error.prototype (WebIDL).
    Object* dom_proto = vm.heap().allocate<Object>(vm.error_prototype());
    NativeFunction* dom = make_class(vm, "DOMException", dom_exception_constructor, 0, dom_proto);
    vm.define_getter(dom_proto, "name", dom_exception_name);
    vm.define_getter(dom_proto, "message", dom_exception_message);
    vm.define_getter(dom_proto, "code", dom_exception_code);
    make_enumerable(vm, dom_proto, { "name", "message", "code" });
    for (size_t i = 0; i < kLegacyCodes.size(); ++i) {
        Value code(static_cast<double>(i + 1));
        dom->put_direct(vm.key(kLegacyCodes[i].second), code, kEnumerable);
        dom_proto->put_direct(vm.key(kLegacyCodes[i].second), code, kEnumerable);
    }

    Object* encoder_proto = vm.make_object();
    make_class(vm, "TextEncoder", text_encoder_constructor, 0, encoder_proto);
    vm.define_getter(encoder_proto, "encoding", text_encoder_encoding);
    vm.define_native(encoder_proto, "encode", text_encoder_encode, 0);
    vm.define_native(encoder_proto, "encodeInto", text_encoder_encode_into, 2);
    make_enumerable(vm, encoder_proto, { "encoding", "encode", "encodeInto" });

    Object* decoder_proto = vm.make_object();
    make_class(vm, "TextDecoder", text_decoder_constructor, 0, decoder_proto);
    vm.define_native(decoder_proto, "decode", text_decoder_decode, 0);
    vm.define_getter(decoder_proto, "encoding", text_decoder_encoding);
    vm.define_getter(decoder_proto, "fatal", text_decoder_fatal);
    vm.define_getter(decoder_proto, "ignoreBOM", text_decoder_ignore_bom);
    make_enumerable(vm, decoder_proto, { "decode", "encoding", "fatal", "ignoreBOM" });

    // Enumerable globals, as in Node (and in browsers, where they are Window's operations).
    vm.define_value(vm.global_object(), "atob", Value(vm.make_native_function("atob", atob, 1)), kDefaultAttributes);
    vm.define_value(vm.global_object(), "btoa", Value(vm.make_native_function("btoa", btoa, 1)), kDefaultAttributes);
}

} // namespace evloop::js
