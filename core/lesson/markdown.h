#pragma once
// Lesson Markdown → a flat list of blocks with styled inline spans, ready to lay out.
//
// Supported (CommonMark via md4c): headings, paragraphs, *emphasis*, **strong**,
// `code`, fenced and indented code blocks, bullet and numbered lists (nested),
// [links](url), > block quotes, thematic breaks, hard line breaks. Raw HTML, images
// and tables are reported as problems: lessons are data, and the reader draws them
// itself, so anything it cannot draw must be caught by `evloop check`, not shown wrong.
#include "core/lesson/fence_info.h"
#include "core/util/diagnostic.h"
#include <cstdint>
#include <string>
#include <vector>

namespace evloop {

enum SpanStyle : uint8_t {
    kSpanStrong = 1 << 0,
    kSpanEmphasis = 1 << 1,
    kSpanCode = 1 << 2,
    kSpanLink = 1 << 3,
};

struct Span {
    std::string text; // UTF-8; '\n' only for a hard line break
    uint8_t style = 0;
    std::string href; // for kSpanLink
};

enum class BlockKind : uint8_t { Paragraph, Heading, Code, Rule };

struct Block {
    BlockKind kind = BlockKind::Paragraph;
    int heading_level = 0; // 1..6 for Heading
    int list_depth = 0;    // how many list items contain this block
    int quote_depth = 0;   // how many block quotes contain this block
    std::string marker;    // first block of a list item: "•" or "3."
    bool tight = false;    // inside a tight list: less space after it
    std::vector<Span> spans; // Paragraph, Heading
    std::string code;        // Code: the text, ending without a trailing newline
    FenceInfo fence;         // Code: parsed info string (empty for indented code)
    int line = 0;            // 1-based line in the source file where the block's text starts
};

struct Document {
    std::vector<Block> blocks;
    std::vector<Diagnostic> problems; // unsupported or malformed constructs, with lines

    // All text of the document's paragraphs and headings (for tests and search).
    std::string plain_text() const;
};

// Parses text[offset, end) as Markdown; line numbers refer to `text` as a whole.
Document parse_markdown(const std::string& text, size_t offset = 0);

} // namespace evloop
