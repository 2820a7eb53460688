#pragma once
// Lexer: UTF-8 source → tokens with line/column positions. The parser pulls tokens
// one at a time and re-scans template continuations itself (after a `}` inside ${…}).
#include <cstdint>
#include <string>
#include <string_view>

namespace evloop::js {

struct SourceLocation {
    uint32_t offset = 0;
    uint32_t line = 1;
    uint32_t column = 1; // 1-based, in code points
};

struct SourceRange {
    SourceLocation start;
    SourceLocation end;
};

enum class TokenType : uint8_t {
    EndOfFile,
    Identifier,   // includes keywords; the parser tells them apart by text
    PrivateName,  // #name
    Number,
    String,
    Template,     // a template chunk: `…` or `…${ or }…${ or }…`
    Punctuator,
    Invalid,      // the lexer's error message is in `text`
    RegExp,       // a regular expression literal: pattern in `value`, flags in `text`
};

struct Token {
    TokenType type = TokenType::EndOfFile;
    std::string text;      // identifier name, punctuator, or error message (UTF-8)
    std::u16string value;  // cooked string / template value
    double number = 0;
    bool newline_before = false;
    bool template_tail = false;   // Template: ends with ` (not ${)
    bool has_escape = false;      // identifier or string contained escapes
    bool legacy_octal = false;    // 017-style number or \0NN-style escape
    bool bigint = false;          // Number: a BigInt literal (10n); `text` has its decimal digits
    SourceRange range;
    // Template chunks: the raw text (UTF-8, line ends normalised to \n) and an invalid
    // escape, which only a tagged template allows (its cooked value is undefined).
    std::string template_raw;
    bool template_invalid_escape = false;
    std::string template_escape_error;
    SourceLocation template_escape_at;

    bool is(TokenType t, std::string_view s) const { return type == t && text == s; }
    bool is_punct(std::string_view s) const { return type == TokenType::Punctuator && text == s; }
    bool is_ident(std::string_view s) const { return type == TokenType::Identifier && text == s && !has_escape; }
};

class Lexer {
public:
    // Scans `source` from `start` (a file of a program of several files begins at a line of
    // the program's text: positions stay the text's, core/loop/program_files.h).
    explicit Lexer(std::string_view source, SourceLocation start = {});

    Token next();
    // After the parser consumed the `}` that closes a template substitution, scan the
    // template chunk that follows. `close_brace` is that `}` token.
    Token rescan_template_continuation(const Token& close_brace);
    // RegExp: where the parser expects an expression, a `/` or `/=` token starts a regular
    // expression literal instead; scan it from that token's start.
    Token rescan_regexp(const Token& slash);

    std::string_view source() const { return m_source; }

private:
    SourceLocation here() const { return { static_cast<uint32_t>(m_pos), m_line, m_column }; }
    char peek(size_t ahead = 0) const { return m_pos + ahead < m_source.size() ? m_source[m_pos + ahead] : '\0'; }
    void advance(size_t n = 1);
    bool skip_whitespace_and_comments(Token& error); // false: unterminated comment
    Token scan_identifier(Token t);
    Token scan_number(Token t);
    bool scan_bigint_suffix(Token& t, const std::string& digits, int radix);
    Token scan_string(Token t, char quote);
    Token scan_template(Token t); // m_pos is just after ` or }
    bool scan_escape(std::u16string& out, Token& t, bool in_template);
    Token error(Token t, std::string message);

    std::string_view m_source;
    size_t m_pos = 0;
    uint32_t m_line = 1;
    uint32_t m_column = 1;
    bool m_newline_before = false;
};

bool is_identifier_start(uint32_t cp);
bool is_identifier_part(uint32_t cp);

} // namespace evloop::js
