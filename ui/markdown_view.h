#pragma once
// Draws a lesson Document (core/lesson/markdown.h) as a readable article: wrapped
// proportional text with bold, italic, inline code and links; headings; lists; block
// quotes; code blocks in a monospace font with JavaScript highlighting.
#include "core/lesson/markdown.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <string>

namespace evloop::ui {

struct ArticleResult {
    float height = 0.0f;     // CSS pixels drawn
    std::string clicked_link; // href of a link clicked this frame, or empty
};

// Draws at the current cursor position of the current ImGui window, `width` CSS pixels
// wide, and advances the cursor past it. `default_host` labels runnable blocks that do
// not name a host.
ArticleResult draw_document(const Document& doc, float width, const Fonts& fonts, const Theme& theme,
    const char* default_host);

} // namespace evloop::ui
