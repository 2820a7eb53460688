#pragma once
// Drawing text that needs shaping (issue 17): Bengali, Devanagari and Arabic-script
// characters go through HarfBuzz (ui/text/shaper.h), the bidi algorithm and the rich-text
// layout (ui/text/layout.h), and their glyphs are drawn from the GlyphAtlas, a texture of
// its own next to ImGui's font atlas. Every widget draws text through these helpers;
// text without such characters is handed to ImGui unchanged (AddText, Button), so English
// is drawn exactly as before.
//
// Faces: each ImGui font built by build_fonts() is registered with the file it came
// from, so the layout shapes Latin words inside Bengali or Persian prose with the same
// Inter or JetBrains Mono; script faces are <font dir>/{bn,hi,fa}/Noto*.ttf (or the
// native build's locale-fonts/ folder next to it), loaded the first time they are needed
// and looked for again whenever the fonts are rebuilt. Layouts are cached per (text,
// fonts, width): a frame that draws the same page again shapes nothing.
//
// The platform (web/main_native.cpp, web/main_web.cpp) owns the GL texture: it uploads
// glyph_atlas().take_dirty() and tells set_glyph_texture() which texture to draw with.
#include "ui/text/glyph_atlas.h"
#include "ui/text/layout.h"
#include <functional>
#include <imgui.h>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::ui {

// --- setup (fonts.cpp, the platform) ---
// Forgets the previous fonts' registrations and cached layouts; `dpr` is the ratio the
// new fonts are rasterised for.
void shaped_text_begin_fonts(const std::string& font_dir, float dpr);
// `font` was loaded from `path` at `css_size` (ImGui's pixel height, in CSS pixels).
void shaped_text_register_font(ImFont* font, const std::string& path, float css_size);
text::GlyphAtlas& glyph_atlas();
// A right-to-left UI (Persian; the app sets it with the language): a paragraph with any
// right-to-left character is laid out right to left, even when it begins with a Latin
// term ("Thread اصلی"); text without one stays left to right (text::Direction::AnyRtl).
void shaped_text_set_right_to_left(bool right_to_left);
// Whether any text has been drawn shaped: the platform creates the atlas's texture only
// then (the English page never needs it). The frame that first wants it draws its
// shaped glyphs on the next one, which the page draws anyway (it settles for a few).
bool shaped_text_wanted();
void set_glyph_texture(ImTextureID texture);
// Statistics for tests and the frame-time measurement.
struct ShapedTextStats {
    size_t layouts = 0;      // paragraphs laid out (cache misses)
    size_t layout_hits = 0;  // paragraphs drawn from the cache
    size_t shaped_runs = 0;  // runs in the shaper's cache
};
ShapedTextStats shaped_text_stats();

// --- single-line labels (ImDrawList::AddText, ImGui::CalcTextSize, ImGui::Button) ---
// Width and height of `text` drawn on one line in `font` at `size` CSS pixels.
ImVec2 label_size(ImFont* font, float size, std::string_view text);
// Draws `text` with its top-left at `pos` (as ImDrawList::AddText does).
void draw_label(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 color, std::string_view text);
// The current font at its current size, like ImGui::CalcTextSize / ImGui::TextUnformatted.
ImVec2 label_size(std::string_view text);
void text_label(std::string_view text);
// ImGui::TextColored(color, "%s", text) with a shaped label.
void text_colored(ImU32 color, std::string_view text);
// ImGui::Button with a shaped label ("##id" suffixes as in ImGui).
bool button(const char* label, const ImVec2& size = ImVec2(0, 0));
// ImGui::RadioButton and ImGui::Checkbox with shaped labels ("##id" suffixes as in ImGui):
// ImGui's circle or box without text, then the label, which takes clicks too.
bool radio_button(const char* label, bool active);
bool checkbox(const char* label, bool* value);
// ImGui::TextWrapped("%s", text): wrapped at the window's content width; a right-to-left
// paragraph is right-aligned.
void text_wrapped(std::string_view text);
// printf into a string, for the ImGui::Text/TextWrapped calls that formatted.
std::string printf_string(const char* format, ...) IM_FMTARGS(1);

// --- wrapped text at a position (ImDrawList::AddText with a wrap width) ---
// Draws `text` wrapped at `wrap_width`; returns its height. Shaped lines are
// round(size * 1.3) apart (conjuncts and vowel signs need the room); unshaped ones `size`,
// as ImGui.
float draw_wrapped(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 color, std::string_view text, float wrap_width);
// What draw_wrapped() would cover (ImFont::CalcTextSizeA with a wrap width).
ImVec2 wrapped_size(ImFont* font, float size, std::string_view text, float wrap_width);

// --- rich paragraphs (the lesson reader) ---
struct RichFonts {
    ImFont* regular = nullptr;
    ImFont* bold = nullptr;
    ImFont* italic = nullptr;
    ImFont* code = nullptr;
    float size = 0;      // CSS pixels
    float code_size = 0; // CSS pixels
    float code_pad = 0;
};
// A span of a paragraph to lay out, viewing the caller's text (text::StyledSpan owns it).
struct SpanRef {
    std::string_view text;
    text::SpanRole role = text::SpanRole::Regular;
    int tag = 0;
};
// Whether a paragraph with these spans is drawn shaped (it has characters that need
// shaping, and the shaper is there); if not, the caller draws it as before.
bool use_shaping(std::span<const SpanRef> spans);
// Whether the paragraph's first strong character (outside code) is right to left.
bool starts_right_to_left(std::span<const SpanRef> spans);
// The cached layout of a paragraph in CSS pixels, `width` wide.
const text::ParagraphLayout& layout_rich(std::span<const SpanRef> spans, const RichFonts& fonts, float width);
// Draws one laid-out line's glyphs with their left edge at x and baseline at `baseline`
// (CSS pixels, snapped to device pixels here), each glyph in color_of(its span's tag).
void draw_glyphs(ImDrawList* dl, const text::LaidLine& line, float x, float baseline,
    const std::function<ImU32(int tag)>& color_of);

} // namespace evloop::ui
