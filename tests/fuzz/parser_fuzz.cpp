// parser_fuzz — the lexer and the parser (with its early errors) alone, fast: the input
// is JavaScript source, parsed as a script and as a module; the lexer also runs on its
// own over the whole input. Seeds: the corpus programs; dictionary: tests/fuzz/js.dict.
// Bugs: a crash, a sanitizer report, a hang, a lexer that stops advancing, an error
// without a message or with a position outside the source.
// Run: scripts/fuzz parser SECONDS.
#include "core/js/lexer.h"
#include "core/js/parser.h"
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop::js;
    std::string_view source(reinterpret_cast<const char*>(data), size);

    Lexer lexer(source);
    uint32_t last = 0;
    for (size_t n = 0;; ++n) {
        Token t = lexer.next();
        if (t.type == TokenType::EndOfFile || t.type == TokenType::Invalid) {
            if (t.type == TokenType::Invalid && t.text.empty())
                __builtin_trap(); // a lexer error must say why
            break;
        }
        if (t.range.end.offset > size || t.range.start.offset > t.range.end.offset || t.range.end.offset <= last
            || n > size)
            __builtin_trap(); // every token is inside the source and the lexer moves on
        last = t.range.end.offset;
    }

    for (SourceType type : { SourceType::Script, SourceType::Module }) {
        ParseResult r = parse_program(source, type);
        if (!r.program == !r.error)
            __builtin_trap(); // exactly one of a tree and an error
        if (r.error && (r.error->message.empty() || r.error->location.offset > size || r.error->location.line < 1))
            __builtin_trap();
    }
    return 0;
}
