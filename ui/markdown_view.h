#pragma once
// Draws a lesson Document (core/lesson/markdown.h) as a readable article: wrapped
// proportional text with bold, italic, inline code and links; headings; lists; block
// quotes; code blocks in a monospace font with JavaScript highlighting.
#include "core/lesson/markdown.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <functional>
#include <string>

namespace evloop::ui {

struct ArticleResult {
    float height = 0.0f;     // CSS pixels drawn
    std::string clicked_link; // href of a link clicked this frame, or empty
};

// Draws a code block itself (runnable examples, quizzes): called with the cursor at the
// block's place; returns the height it drew, or a negative value to leave the block to
// the document (plain code).
using CodeBlockHook = std::function<float(const Block& block, int index, float width)>;

// Draws at the current cursor position of the current ImGui window, `width` CSS pixels
// wide, and advances the cursor past it. `default_host` labels runnable blocks that do
// not name a host.
ArticleResult draw_document(const Document& doc, float width, const Fonts& fonts, const Theme& theme,
    const char* default_host, const CodeBlockHook* hook = nullptr);

// A short Markdown text (a quiz's question, choice or explanation), drawn at the cursor
// like lesson text but without the gap after its last paragraph; returns its height and
// leaves the cursor just below it.
float draw_markdown_snippet(const std::string& text, float width, const Fonts& fonts, const Theme& theme);

} // namespace evloop::ui
