#pragma once
// Code blocks of a lesson: a caption (title, host) and the program in a monospace font
// with JavaScript highlighting, scrolling sideways when lines are wider than the page.
#include "core/lesson/fence_info.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <string>
#include <string_view>
#include <vector>

namespace evloop::ui {

enum class TokenKind : uint8_t { Text, Keyword, String, Number, Comment, Punctuation };

struct CodeToken {
    size_t begin, end; // byte range in the line
    TokenKind kind;
};

// Carries multi-line constructs (block comments, template literals) across lines.
struct HighlightState {
    bool in_block_comment = false;
    bool in_template = false;
};

// Splits one line of JavaScript into coloured tokens. Purely lexical (no parsing):
// it only has to look right, and never fails.
std::vector<CodeToken> highlight_js_line(const std::string& line, HighlightState& state);

struct CodeBlockView {
    const std::string& code;
    const FenceInfo& fence;
    const char* default_host; // for runnable blocks without host=
    int id;                   // unique within the document (ImGui ID)
};

// Draws at the cursor, `width` CSS px wide; returns the height used.
float draw_code_block(const CodeBlockView& view, float width, const Fonts& fonts, const Theme& theme);
// The host badge on a runnable block's caption row, in the UI's language: "browser",
// "node", "any host" or "browser + node" (the fence's host=, else `default_host`).
std::string host_badge_label(const FenceInfo& fence, std::string_view default_host);

} // namespace evloop::ui
