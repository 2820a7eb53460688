#include "core/js/lexer.h"
#include "core/js/bigint.h"
#include "core/js/bigint_ops.h"
#include "core/js/value.h"
#include "core/util/hex.h"
#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace evloop::js {

bool is_identifier_start(uint32_t cp)
{
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '$' || cp == '_' || cp >= 0x80;
}

bool is_identifier_part(uint32_t cp) { return is_identifier_start(cp) || (cp >= '0' && cp <= '9') || cp == 0x200C || cp == 0x200D; }

Lexer::Lexer(std::string_view source, SourceLocation start)
    : m_source(source)
    , m_pos(std::min<size_t>(start.offset, source.size()))
    , m_line(start.line)
    , m_column(start.column)
{
    // A leading #! line (hashbang) is a comment.
    if (m_source.substr(m_pos, 2) == "#!")
        while (m_pos < m_source.size() && m_source[m_pos] != '\n')
            advance();
}

void Lexer::advance(size_t n)
{
    for (size_t i = 0; i < n && m_pos < m_source.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(m_source[m_pos++]);
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++m_column;
        }
    }
}

Token Lexer::error(Token t, std::string message)
{
    t.type = TokenType::Invalid;
    t.text = std::move(message);
    t.range.end = here();
    return t;
}

static bool is_line_terminator_at(std::string_view s, size_t i)
{
    if (s[i] == '\n' || s[i] == '\r')
        return true;
    // U+2028 / U+2029 in UTF-8: E2 80 A8 / E2 80 A9
    return i + 2 < s.size() && static_cast<unsigned char>(s[i]) == 0xE2 && static_cast<unsigned char>(s[i + 1]) == 0x80
        && (static_cast<unsigned char>(s[i + 2]) == 0xA8 || static_cast<unsigned char>(s[i + 2]) == 0xA9);
}

bool Lexer::skip_whitespace_and_comments(Token& error_token)
{
    for (;;) {
        char c = peek();
        if (c == ' ' || c == '\t' || c == '\v' || c == '\f') {
            advance();
        } else if (m_pos < m_source.size() && is_line_terminator_at(m_source, m_pos)) {
            m_newline_before = true;
            advance(c == '\n' || c == '\r' ? 1 : 3);
        } else if (static_cast<unsigned char>(c) == 0xC2 && static_cast<unsigned char>(peek(1)) == 0xA0) {
            advance(2); // no-break space
        } else if (static_cast<unsigned char>(c) == 0xEF && static_cast<unsigned char>(peek(1)) == 0xBB
            && static_cast<unsigned char>(peek(2)) == 0xBF) {
            advance(3); // byte order mark
        } else if (c == '/' && peek(1) == '/') {
            while (m_pos < m_source.size() && !is_line_terminator_at(m_source, m_pos))
                advance();
        } else if (c == '/' && peek(1) == '*') {
            SourceLocation start = here();
            advance(2);
            for (;;) {
                if (m_pos >= m_source.size()) {
                    error_token.range.start = start;
                    return false;
                }
                if (peek() == '*' && peek(1) == '/') {
                    advance(2);
                    break;
                }
                if (is_line_terminator_at(m_source, m_pos))
                    m_newline_before = true;
                advance();
            }
        } else {
            return true;
        }
    }
}

static uint32_t decode_utf8(std::string_view s, size_t pos, size_t& length)
{
    if (pos >= s.size()) { // a backslash that ends the source ('abc\ or `abc\): nothing to read
        length = 0;
        return 0;
    }
    unsigned char c = static_cast<unsigned char>(s[pos]);
    length = 1;
    if (c < 0x80)
        return c;
    int n = (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
    if (n == 1 || pos + n > s.size())
        return 0xFFFD;
    uint32_t cp = c & (0xFF >> (n + 1));
    for (int i = 1; i < n; ++i) {
        unsigned char next = static_cast<unsigned char>(s[pos + i]);
        if ((next & 0xC0) != 0x80)
            return 0xFFFD; // not a continuation byte: the lead byte alone is malformed (never "C2 20" as U+00A0)
        cp = (cp << 6) | (next & 0x3F);
    }
    if (cp < (n == 2 ? 0x80u : n == 3 ? 0x800u : 0x10000u) || cp > 0x10FFFF)
        return 0xFFFD; // an overlong form ("E0 82 A0" is no U+00A0) or past Unicode
    length = static_cast<size_t>(n);
    return cp;
}

Token Lexer::next()
{
    Token t;
    m_newline_before = false;
    if (!skip_whitespace_and_comments(t))
        return error(t, "unterminated /* comment");
    t.newline_before = m_newline_before;
    t.range.start = here();
    if (m_pos >= m_source.size()) {
        t.type = TokenType::EndOfFile;
        t.range.end = here();
        return t;
    }
    char c = peek();
    size_t cp_len;
    uint32_t cp = decode_utf8(m_source, m_pos, cp_len);
    if (is_identifier_start(cp) || c == '\\')
        return scan_identifier(t);
    if (c == '#') {
        advance();
        size_t l;
        // 12.7 PrivateIdentifier :: # IdentifierName (its first code point may be a \u escape)
        if (m_pos < m_source.size() && (is_identifier_start(decode_utf8(m_source, m_pos, l)) || peek() == '\\')) {
            Token id = scan_identifier(t);
            if (id.type == TokenType::Invalid)
                return id;
            id.type = TokenType::PrivateName;
            id.has_escape = false; // an escaped PrivateIdentifier is no keyword: nothing to reject
            return id;
        }
        return error(t, "unexpected character '#'");
    }
    if ((c >= '0' && c <= '9') || (c == '.' && peek(1) >= '0' && peek(1) <= '9'))
        return scan_number(t);
    if (c == '"' || c == '\'')
        return scan_string(t, c);
    if (c == '`') {
        advance();
        return scan_template(t);
    }
    static const char* kPunctuators[] = {
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "\?\?=",
        "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=",
        "&=", "|=", "^=", "<<", ">>", "**",
        "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~",
        "?", ":", "=", ".", "@",
    };
    for (const char* p : kPunctuators) {
        if (p[0] != c)
            continue; // most are ruled out by their first character, without a comparison
        std::string_view pv(p);
        if (m_source.substr(m_pos, pv.size()) == pv) {
            // `?.` followed by a digit is `?` then a number (a ? .5 : 1).
            if (pv == "?." && peek(2) >= '0' && peek(2) <= '9')
                continue;
            t.type = TokenType::Punctuator;
            t.text = std::string(pv);
            advance(pv.size());
            t.range.end = here();
            return t;
        }
    }
    std::string shown(m_source.substr(m_pos, cp_len));
    advance(cp_len);
    return error(t, "unexpected character '" + shown + "'");
}

Token Lexer::scan_identifier(Token t)
{
    t.type = TokenType::Identifier;
    std::string name;
    bool first = true;
    while (m_pos < m_source.size()) {
        if (peek() == '\\') {
            // \uXXXX or \u{...} escapes in identifiers.
            if (peek(1) != 'u')
                return error(t, "invalid escape in identifier");
            advance(2);
            std::u16string out;
            uint32_t value = 0;
            if (peek() == '{') {
                advance();
                int digits = 0;
                while (std::isxdigit(static_cast<unsigned char>(peek()))) {
                    value = value * 16 + static_cast<uint32_t>(std::strtol(std::string(1, peek()).c_str(), nullptr, 16));
                    advance();
                    if (++digits > 6)
                        return error(t, "invalid Unicode escape");
                }
                if (peek() != '}' || digits == 0)
                    return error(t, "invalid Unicode escape");
                advance();
            } else {
                for (int i = 0; i < 4; ++i) {
                    if (!std::isxdigit(static_cast<unsigned char>(peek())))
                        return error(t, "invalid Unicode escape");
                    value = value * 16 + static_cast<uint32_t>(std::strtol(std::string(1, peek()).c_str(), nullptr, 16));
                    advance();
                }
            }
            if (first ? !is_identifier_start(value) : !is_identifier_part(value))
                return error(t, "invalid identifier escape");
            std::u16string one;
            if (value >= 0x10000) {
                one.push_back(static_cast<char16_t>(0xD800 + ((value - 0x10000) >> 10)));
                one.push_back(static_cast<char16_t>(0xDC00 + ((value - 0x10000) & 0x3FF)));
            } else {
                one.push_back(static_cast<char16_t>(value));
            }
            name += utf16_to_utf8(one);
            t.has_escape = true;
            first = false;
            continue;
        }
        size_t len;
        uint32_t cp = decode_utf8(m_source, m_pos, len);
        if (cp == 0x2028 || cp == 0x2029 || cp == 0xA0 || cp == 0xFEFF)
            break;
        if (!(first ? is_identifier_start(cp) : is_identifier_part(cp)))
            break;
        name.append(m_source.substr(m_pos, len));
        advance(len);
        first = false;
    }
    t.text = std::move(name);
    t.range.end = here();
    return t;
}

// 12.9.3 BigIntLiteralSuffix: `n` after the digits (m_pos is at it). The token keeps the
// value as decimal digits; false (with t made an error) if the digits are too many.
bool Lexer::scan_bigint_suffix(Token& t, const std::string& digits, int radix)
{
    advance();
    t.bigint = true;
    // Digits for a value past the size cap are refused unparsed (parsing is quadratic in
    // the digits: a huge literal must not stall the compile, which no budget counts).
    size_t significant = digits.size() - std::min(digits.size(), digits.find_first_not_of('0'));
    if (significant > 1 && static_cast<double>(significant - 1) * std::log2(static_cast<double>(radix)) > static_cast<double>(kMaxBigIntBits)) {
        t = error(t, "Maximum BigInt size exceeded");
        return false;
    }
    auto value = parse(digits, radix);
    if (!value || value->bit_length() > (uint64_t(1) << 20)) {
        t = error(t, "Maximum BigInt size exceeded");
        return false;
    }
    t.text = to_string(*value);
    return true;
}

Token Lexer::scan_number(Token t)
{
    t.type = TokenType::Number;
    size_t start = m_pos;
    auto digits = [&](auto is_digit, std::string& out) -> bool {
        bool any = false;
        while (is_digit(peek()) || peek() == '_') {
            if (peek() == '_') {
                // Numeric separators: only between two digits.
                if (!any || !is_digit(peek(1)))
                    return false;
                advance();
                continue;
            }
            out += peek();
            advance();
            any = true;
        }
        return true;
    };
    auto dec = [](char c) { return c >= '0' && c <= '9'; };
    if (peek() == '0' && (peek(1) == 'x' || peek(1) == 'X' || peek(1) == 'o' || peek(1) == 'O' || peek(1) == 'b' || peek(1) == 'B')) {
        char kind = static_cast<char>(std::tolower(peek(1)));
        advance(2);
        int base = kind == 'x' ? 16 : kind == 'o' ? 8 : 2;
        std::string ds;
        bool ok = digits([base](char c) {
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
            return d < base;
        }, ds);
        if (!ok || ds.empty())
            return error(t, "invalid number literal");
        double v = 0;
        for (char c : ds)
            v = v * base + (c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0');
        t.number = v;
        if (peek() == 'n' && !scan_bigint_suffix(t, ds, base))
            return t;
    } else if (peek() == '0' && dec(peek(1))) {
        // Legacy octal (017) or decimal with a leading zero (019): sloppy-mode only.
        std::string ds;
        while (dec(peek())) {
            ds += peek();
            advance();
        }
        bool octal = ds.find_first_of("89") == std::string::npos;
        t.legacy_octal = true;
        double v = 0;
        for (char c : ds)
            v = v * (octal ? 8 : 10) + (c - '0');
        t.number = v;
        // 12.9.3 NumericLiteral: a BigInt literal has no legacy octal form (V8: 017n is an
        // "Invalid or unexpected token").
        if (peek() == 'n')
            return error(t, "Invalid or unexpected token");
    } else {
        std::string text;
        if (!digits(dec, text))
            return error(t, "numeric separators must be between digits");
        if (peek() == '.') {
            text += '.';
            advance();
            if (!digits(dec, text))
                return error(t, "numeric separators must be between digits");
        }
        if (peek() == 'e' || peek() == 'E') {
            text += 'e';
            advance();
            if (peek() == '+' || peek() == '-') {
                text += peek();
                advance();
            }
            std::string exp;
            if (!digits(dec, exp) || exp.empty())
                return error(t, "invalid number literal: missing exponent");
            text += exp;
        }
        t.number = std::strtod(text.c_str(), nullptr);
        if (peek() == 'n') {
            // DecimalBigIntegerLiteral: digits only (1.5n and 1e3n are errors, as in V8).
            if (text.find_first_of(".e") != std::string::npos)
                return error(t, "Invalid or unexpected token");
            if (!scan_bigint_suffix(t, text, 10))
                return t;
        }
    }
    size_t l;
    if (m_pos < m_source.size() && (is_identifier_start(decode_utf8(m_source, m_pos, l)) || dec(peek())))
        return error(t, "identifier starts immediately after number literal");
    (void)start;
    t.range.end = here();
    return t;
}

// Reads one escape sequence after a backslash (m_pos is at the character after '\').
bool Lexer::scan_escape(std::u16string& out, Token& t, bool in_template)
{
    char c = peek();
    auto hex_value = [](char h) { return hex_digit_value(static_cast<unsigned char>(h)); };
    switch (c) {
    case 'n': out += u'\n'; advance(); return true;
    case 't': out += u'\t'; advance(); return true;
    case 'r': out += u'\r'; advance(); return true;
    case 'b': out += u'\b'; advance(); return true;
    case 'f': out += u'\f'; advance(); return true;
    case 'v': out += u'\v'; advance(); return true;
    case '\r':
        advance();
        if (peek() == '\n')
            advance();
        return true; // line continuation
    case '\n': advance(); return true;
    case 'x': {
        advance();
        int h1 = hex_value(peek()), h2 = hex_value(peek(1));
        if (h1 < 0 || h2 < 0) {
            t.text = "invalid \\x escape";
            return false;
        }
        advance(2);
        out += static_cast<char16_t>(h1 * 16 + h2);
        return true;
    }
    case 'u': {
        advance();
        uint32_t value = 0;
        if (peek() == '{') {
            advance();
            int n = 0;
            while (hex_value(peek()) >= 0) {
                value = value * 16 + static_cast<uint32_t>(hex_value(peek()));
                advance();
                if (value > 0x10FFFF) {
                    t.text = "Unicode escape out of range";
                    return false;
                }
                ++n;
            }
            if (peek() != '}' || n == 0) {
                t.text = "invalid Unicode escape";
                return false;
            }
            advance();
        } else {
            for (int i = 0; i < 4; ++i) {
                int h = hex_value(peek());
                if (h < 0) {
                    t.text = "invalid Unicode escape";
                    return false;
                }
                value = value * 16 + static_cast<uint32_t>(h);
                advance();
            }
        }
        if (value >= 0x10000) {
            out += static_cast<char16_t>(0xD800 + ((value - 0x10000) >> 10));
            out += static_cast<char16_t>(0xDC00 + ((value - 0x10000) & 0x3FF));
        } else {
            out += static_cast<char16_t>(value);
        }
        return true;
    }
    default:
        if (c >= '0' && c <= '9') {
            if (c == '0' && !(peek(1) >= '0' && peek(1) <= '9')) {
                out += u'\0';
                advance();
                return true;
            }
            if (in_template) {
                t.text = "octal escapes are not allowed in template literals";
                return false;
            }
            // Legacy octal escape (sloppy mode): up to three octal digits.
            if (c >= '8') {
                out += static_cast<char16_t>(c);
                advance();
                t.legacy_octal = true;
                return true;
            }
            int v = 0, n = 0;
            while (n < 3 && peek() >= '0' && peek() <= '7' && v * 8 + (peek() - '0') <= 255) {
                v = v * 8 + (peek() - '0');
                advance();
                ++n;
            }
            out += static_cast<char16_t>(v);
            t.legacy_octal = true;
            return true;
        }
        // Any other character escapes to itself (including U+2028/2029 line continuations).
        size_t len;
        uint32_t cp = decode_utf8(m_source, m_pos, len);
        advance(len);
        if (cp == 0x2028 || cp == 0x2029)
            return true;
        std::u16string u = utf8_to_utf16(std::string(m_source.substr(m_pos - len, len)));
        out += u;
        return true;
    }
}

Token Lexer::scan_string(Token t, char quote)
{
    t.type = TokenType::String;
    advance();
    std::u16string value;
    for (;;) {
        if (m_pos >= m_source.size() || peek() == '\n' || peek() == '\r')
            return error(t, "unterminated string literal");
        char c = peek();
        if (c == quote) {
            advance();
            break;
        }
        if (c == '\\') {
            advance();
            t.has_escape = true;
            Token copy = t;
            if (!scan_escape(value, copy, false))
                return error(t, copy.text);
            t.legacy_octal |= copy.legacy_octal;
            continue;
        }
        size_t start = m_pos;
        while (m_pos < m_source.size() && peek() != quote && peek() != '\\' && peek() != '\n' && peek() != '\r')
            advance();
        value += utf8_to_utf16(m_source.substr(start, m_pos - start));
    }
    t.value = std::move(value);
    t.range.end = here();
    return t;
}

Token Lexer::scan_template(Token t)
{
    t.type = TokenType::Template;
    std::u16string value;
    size_t raw_start = m_pos, raw_end = m_pos;
    for (;;) {
        if (m_pos >= m_source.size())
            return error(t, "unterminated template literal");
        char c = peek();
        if (c == '`') {
            raw_end = m_pos;
            advance();
            t.template_tail = true;
            break;
        }
        if (c == '$' && peek(1) == '{') {
            raw_end = m_pos;
            advance(2);
            t.template_tail = false;
            break;
        }
        if (c == '\\') {
            advance();
            Token copy = t;
            if (!scan_escape(value, copy, true)) {
                // 13.2.8.3 / 12.9.6: a NotEscapeSequence is only allowed in tagged templates;
                // the parser reports it for untagged ones.
                if (!t.template_invalid_escape) {
                    t.template_invalid_escape = true;
                    t.template_escape_error = copy.text;
                    t.template_escape_at = t.range.start;
                }
            }
            continue;
        }
        if (c == '\r') { // CRLF and CR are normalised to LF in templates
            advance();
            if (peek() == '\n')
                advance();
            value += u'\n';
            continue;
        }
        size_t start = m_pos;
        while (m_pos < m_source.size() && peek() != '`' && peek() != '\\' && peek() != '\r' && !(peek() == '$' && peek(1) == '{'))
            advance();
        value += utf8_to_utf16(m_source.substr(start, m_pos - start));
    }
    t.value = std::move(value);
    // 13.2.8.4 TRV: the raw text, with <CR><LF> and <CR> normalised to <LF>.
    std::string raw;
    for (size_t i = raw_start; i < raw_end; ++i) {
        if (m_source[i] == '\r') {
            raw += '\n';
            if (i + 1 < raw_end && m_source[i + 1] == '\n')
                ++i;
        } else {
            raw += m_source[i];
        }
    }
    t.template_raw = std::move(raw);
    t.range.end = here();
    return t;
}

// RegExp
// 12.9.5 Regular Expression Literals https://tc39.es/ecma262/#sec-literals-regular-expression-literals
Token Lexer::rescan_regexp(const Token& slash)
{
    m_pos = slash.range.start.offset;
    m_line = slash.range.start.line;
    m_column = slash.range.start.column;
    Token t;
    t.range.start = here();
    t.newline_before = slash.newline_before;
    advance(); // the opening /
    size_t body_start = m_pos;
    bool in_class = false;
    for (;;) {
        // RegularExpressionBody: no line terminators; `\` escapes one character; `/`
        // inside a class does not end the literal.
        if (m_pos >= m_source.size() || is_line_terminator_at(m_source, m_pos))
            return error(t, "Invalid regular expression: missing /");
        char c = peek();
        if (c == '\\') {
            advance();
            if (m_pos >= m_source.size() || is_line_terminator_at(m_source, m_pos))
                return error(t, "Invalid regular expression: missing /");
            advance();
            while (m_pos < m_source.size() && (static_cast<unsigned char>(m_source[m_pos]) & 0xC0) == 0x80)
                advance();
            continue;
        }
        if (c == '/' && !in_class)
            break;
        if (c == '[')
            in_class = true;
        else if (c == ']')
            in_class = false;
        advance();
    }
    t.value = utf8_to_utf16(m_source.substr(body_start, m_pos - body_start));
    advance(); // the closing /
    // RegularExpressionFlags: IdentifierPartChars (checked by the parser).
    size_t flags_start = m_pos;
    while (m_pos < m_source.size()) {
        unsigned char c = static_cast<unsigned char>(peek());
        if (c == '\\')
            return error(t, "Invalid regular expression flags");
        if (c >= 0x80 || !is_identifier_part(c))
            break;
        advance();
    }
    t.text = std::string(m_source.substr(flags_start, m_pos - flags_start));
    t.type = TokenType::RegExp;
    t.range.end = here();
    return t;
}

Token Lexer::rescan_template_continuation(const Token& close_brace)
{
    // The `}` was already consumed by next(); continue right after it.
    m_pos = close_brace.range.end.offset;
    m_line = close_brace.range.end.line;
    m_column = close_brace.range.end.column;
    Token t;
    t.range.start = close_brace.range.start;
    return scan_template(t);
}

} // namespace evloop::js
