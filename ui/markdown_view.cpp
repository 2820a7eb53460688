#include "ui/markdown_view.h"
#include "ui/code_view.h"
#include "ui/shaped_text.h"
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <imgui_internal.h>
#include <vector>

namespace evloop::ui {

namespace {

// One unbreakable piece of inline text (a word, or part of a too-long word).
struct Piece {
    const char* begin;
    const char* end;
    ImFont* font;
    float size;
    const Span* span;
    float width;       // of the text
    float space_after; // width of the whitespace that follows (dropped at line end)
    bool break_after;  // a hard line break follows
};

struct InlineFonts {
    ImFont* regular;
    ImFont* bold;
    ImFont* italic;
    ImFont* code;
    float size;      // text size, CSS px
    float code_size; // inline code size, CSS px
    ImU32 color;
};

float ascent(const ImFont* font, float size) { return font->Ascent * size / font->FontSize; }
float text_width(ImFont* font, float size, const char* b, const char* e)
{
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e).x;
}
float snap(float v, float dpr) { return std::round(v * dpr) / dpr; }

constexpr float kCodePad = 4.0f; // an inline-code pill's background either side of its text

// Splits every span into pieces at spaces and hard breaks; words wider than `max_width`
// are cut into pieces that fit.
std::vector<Piece> make_pieces(const std::vector<Span>& spans, const InlineFonts& f, float max_width)
{
    std::vector<Piece> pieces;
    for (const Span& span : spans) {
        ImFont* font = f.regular;
        float size = f.size;
        if (span.style & kSpanCode) {
            font = f.code;
            size = f.code_size;
        } else if (span.style & kSpanStrong) {
            font = f.bold;
        } else if (span.style & kSpanEmphasis) {
            font = f.italic;
        }
        const char* p = span.text.data();
        const char* end = p + span.text.size();
        while (p < end) {
            if (*p == '\n') {
                if (!pieces.empty())
                    pieces.back().break_after = true;
                else
                    pieces.push_back({ p, p, font, size, &span, 0, 0, true });
                ++p;
                continue;
            }
            const char* word_end = p;
            while (word_end < end && *word_end != ' ' && *word_end != '\n')
                ++word_end;
            const char* space_end = word_end;
            while (space_end < end && *space_end == ' ')
                ++space_end;
            if (word_end == p) { // leading spaces: attach to the previous piece
                if (!pieces.empty())
                    pieces.back().space_after += text_width(font, size, p, space_end);
                p = space_end;
                continue;
            }
            float width = text_width(font, size, p, word_end);
            // Cut words that cannot fit on any line (long URLs, long identifiers); a piece
            // of inline code also needs room for its pill's pads.
            float fit = (span.style & kSpanCode) ? max_width - 2 * kCodePad : max_width;
            while (width > fit && fit > 0) {
                const char* cut = p;
                float w = 0;
                while (cut < word_end) {
                    unsigned c;
                    int n = ImTextCharFromUtf8(&c, cut, word_end);
                    float cw = text_width(font, size, cut, cut + std::max(n, 1));
                    if (w + cw > fit && cut > p)
                        break;
                    w += cw;
                    cut += std::max(n, 1);
                }
                pieces.push_back({ p, cut, font, size, &span, w, 0, true });
                p = cut;
                width = text_width(font, size, p, word_end);
            }
            pieces.push_back({ p, word_end, font, size, &span, width, text_width(font, size, word_end, space_end), false });
            p = space_end;
        }
    }
    return pieces;
}

struct InlineLayoutResult {
    float height = 0.0f;
    float first_baseline = 0.0f; // offset from the top, for list markers
};

// The paragraph's spans for the shaped layout (issue 17); tag = the span's index.
std::vector<SpanRef> styled_spans(const std::vector<Span>& spans)
{
    std::vector<SpanRef> out;
    out.reserve(spans.size());
    for (size_t i = 0; i < spans.size(); ++i) {
        const Span& span = spans[i];
        text::SpanRole role = (span.style & kSpanCode) ? text::SpanRole::Code
            : (span.style & kSpanStrong)               ? text::SpanRole::Bold
            : (span.style & kSpanEmphasis)             ? text::SpanRole::Italic
                                                       : text::SpanRole::Regular;
        out.push_back({ span.text, role, static_cast<int>(i) });
    }
    return out;
}

bool spans_need_shaping(const std::vector<Span>& spans)
{
    for (const Span& span : spans)
        if (text::needs_shaping(span.text))
            return use_shaping(styled_spans(spans)); // and the shaper is there
    return false;
}

RichFonts rich_fonts(const InlineFonts& f) { return { f.regular, f.bold, f.italic, f.code, f.size, f.code_size, kCodePad }; }

// A paragraph with Bengali, Devanagari or Persian text: shaped, bidi-ordered lines from
// ui/shaped_text (cached), right-aligned when the paragraph is right to left. Code pills
// and links as in draw_inline().
InlineLayoutResult draw_inline_shaped(const std::vector<Span>& spans, const text::ParagraphLayout& layout, const InlineFonts& f,
    float x0, float y0, const Theme& theme, std::string& clicked_link)
{
    InlineLayoutResult result;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float dpr = ImGui::GetIO().DisplayFramebufferScale.x;
    const bool window_hovered = ImGui::IsWindowHovered();
    const float line_height = std::round(f.size * metrics::kLineHeight);
    float y = y0;
    for (size_t li = 0; li < layout.lines.size(); ++li) {
        const text::LaidLine& line = layout.lines[li];
        const float baseline = snap(y + (line_height - f.size) * 0.5f + ascent(f.regular, f.size), dpr);
        if (li == 0)
            result.first_baseline = baseline - y0;
        const float left = x0 + line.x;
        std::vector<int> hovered_links;
        for (const text::SpanBox& box : line.boxes) {
            const Span& span = spans[static_cast<size_t>(box.tag)];
            if (span.style & kSpanCode) {
                const float top = baseline - ascent(f.code, f.code_size) - 1.0f;
                dl->AddRectFilled(ImVec2(snap(left + box.x0, dpr), top), ImVec2(snap(left + box.x1, dpr), top + f.code_size + 4.0f),
                    theme.inline_code_background, 4.0f);
            }
            if (span.style & kSpanLink) {
                ImVec2 min(left + box.x0, y), max(left + box.x1, y + line_height);
                bool hovered = window_hovered && ImGui::IsMouseHoveringRect(min, max);
                ImU32 color = hovered ? theme.link_hover : theme.link;
                float underline = snap(baseline + 2.0f, dpr);
                dl->AddLine(ImVec2(min.x, underline), ImVec2(max.x, underline), color, 1.0f);
                if (hovered) {
                    hovered_links.push_back(box.tag);
                    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
                    begin_tooltip();
                    ImGui::TextUnformatted(span.href.c_str());
                    end_tooltip();
                    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left))
                        clicked_link = span.href;
                }
            }
        }
        draw_glyphs(dl, line, left, baseline, [&](int tag) -> ImU32 {
            const Span& span = spans[static_cast<size_t>(tag)];
            if (span.style & kSpanCode)
                return theme.inline_code_text;
            if (span.style & kSpanLink)
                return std::find(hovered_links.begin(), hovered_links.end(), tag) != hovered_links.end() ? theme.link_hover : theme.link;
            return f.color;
        });
        y += line_height;
    }
    result.height = y - y0;
    return result;
}

// Lays out and draws pieces in [x0, x0 + width) starting at y0.
InlineLayoutResult draw_inline(const std::vector<Span>& spans, const InlineFonts& f, float x0, float y0, float width,
    const Theme& theme, std::string& clicked_link)
{
    InlineLayoutResult result;
    std::vector<Piece> pieces = make_pieces(spans, f, width);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float dpr = ImGui::GetIO().DisplayFramebufferScale.x;
    bool window_hovered = ImGui::IsWindowHovered();
    float line_height = std::round(f.size * metrics::kLineHeight);
    float y = y0;
    size_t i = 0;
    bool first_line = true;
    // Inline code is a pill: kCodePad of background either side of its text, inside the
    // column. The pad is part of the layout (not drawn over the neighbouring space), so
    // "the `then` call" keeps its spaces and a pill never reaches past the margin.
    auto is_code = [&](size_t k) { return (pieces[k].span->style & kSpanCode) != 0; };
    auto starts_span = [&](size_t k, size_t line_start) { return k == line_start || pieces[k - 1].span != pieces[k].span; };
    auto ends_span = [&](size_t k) { return k + 1 == pieces.size() || pieces[k + 1].span != pieces[k].span; };
    while (i < pieces.size()) {
        // Fill one line.
        size_t line_end = i;
        float x = 0;
        while (line_end < pieces.size()) {
            const Piece& pc = pieces[line_end];
            float lead = is_code(line_end) && starts_span(line_end, i) ? kCodePad : 0.0f;
            float trail = is_code(line_end) ? kCodePad : 0.0f; // if the line ends here, the pill closes here
            if (line_end > i && x + lead + pc.width + trail > width) {
                // Pieces with no space between them ("(`fs.readFile`," where a code span
                // meets punctuation) stay together: break at the last space instead,
                // unless the whole line is one such run.
                size_t at = line_end;
                while (at > i + 1 && pieces[at - 1].space_after == 0)
                    --at;
                if (pieces[at - 1].space_after > 0)
                    line_end = at;
                break;
            }
            x += lead + pc.width + pc.space_after + (is_code(line_end) && ends_span(line_end) ? kCodePad : 0.0f);
            ++line_end;
            if (pc.break_after)
                break;
        }
        float baseline = snap(y + (line_height - f.size) * 0.5f + ascent(f.regular, f.size), dpr);
        if (first_line)
            result.first_baseline = baseline - y0;
        first_line = false;
        x = x0;
        for (size_t k = i; k < line_end; ++k) {
            const Piece& pc = pieces[k];
            bool last = k + 1 == line_end;
            // Pieces of one span on one line share a background or an underline.
            bool joins_next = !last && pieces[k + 1].span == pc.span;
            bool joins_prev = k > i && pieces[k - 1].span == pc.span;
            ImU32 color = f.color;
            if (pc.span->style & kSpanCode) {
                float lead = joins_prev ? 0.0f : kCodePad;
                float trail = joins_next ? pc.space_after : kCodePad;
                float left = x, right = x + lead + pc.width + trail;
                float top = baseline - ascent(pc.font, pc.size) - 1.0f;
                ImDrawFlags corners = (joins_prev ? 0 : ImDrawFlags_RoundCornersLeft) | (joins_next ? 0 : ImDrawFlags_RoundCornersRight);
                dl->AddRectFilled(ImVec2(snap(left, dpr), top), ImVec2(snap(right, dpr), top + pc.size + 4.0f), theme.inline_code_background,
                    corners ? 4.0f : 0.0f, corners ? corners : ImDrawFlags_RoundCornersNone);
                color = theme.inline_code_text;
                x += lead;
            }
            ImVec2 pos(snap(x, dpr), snap(baseline - ascent(pc.font, pc.size), dpr));
            if (pc.span->style & kSpanLink) {
                float extent = pc.width + (joins_next ? pc.space_after : 0.0f);
                ImVec2 min(pos.x, y), max(pos.x + extent, y + line_height);
                bool hovered = window_hovered && ImGui::IsMouseHoveringRect(min, max);
                color = hovered ? theme.link_hover : theme.link;
                float underline = snap(baseline + 2.0f, dpr);
                dl->AddLine(ImVec2(pos.x, underline), ImVec2(pos.x + extent, underline), color, 1.0f);
                if (hovered) {
                    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
                    begin_tooltip();
                    ImGui::TextUnformatted(pc.span->href.c_str());
                    end_tooltip();
                    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left))
                        clicked_link = pc.span->href;
                }
            }
            dl->AddText(pc.font, pc.size, pos, color, pc.begin, pc.end);
            x += pc.width + pc.space_after;
            if ((pc.span->style & kSpanCode) && !joins_next)
                x += kCodePad;
        }
        y += line_height;
        i = line_end;
    }
    result.height = y - y0;
    return result;
}

InlineFonts fonts_for_block(const Block& b, const Fonts& fonts, const Theme& theme)
{
    InlineFonts f { fonts.body, fonts.bold, fonts.italic, fonts.mono, metrics::kBodySize, 15.0f, theme.text };
    if (b.kind == BlockKind::Heading) {
        ImFont* h = b.heading_level <= 1 ? fonts.h1 : b.heading_level == 2 ? fonts.h2 : fonts.h3;
        f.regular = f.bold = f.italic = h;
        f.size = fonts.size(h);
        f.code_size = std::round(f.size * 0.88f);
        f.color = theme.heading;
    }
    if (b.quote_depth > 0)
        f.color = theme.quote_text;
    return f;
}

float space_before(const Block& b, bool first)
{
    if (first)
        return 0.0f;
    if (b.kind == BlockKind::Heading)
        return b.heading_level <= 2 ? 20.0f : 12.0f; // on top of the previous block's gap
    return 0.0f;
}

float space_after(const Block& b, const Block* next)
{
    if (b.kind == BlockKind::Heading)
        return b.heading_level <= 2 ? 10.0f : 6.0f;
    bool next_in_same_tight_list = next && b.tight && next->list_depth > 0 && next->kind != BlockKind::Heading;
    return next_in_same_tight_list ? 5.0f : metrics::kParagraphGap;
}

} // namespace

ArticleResult draw_document(const Document& doc, float width, const Fonts& fonts, const Theme& theme,
    const char* default_host, const CodeBlockHook* hook)
{
    ArticleResult result;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float y = origin.y;
    for (size_t bi = 0; bi < doc.blocks.size(); ++bi) {
        const Block& b = doc.blocks[bi];
        const Block* next = bi + 1 < doc.blocks.size() ? &doc.blocks[bi + 1] : nullptr;
        y += space_before(b, bi == 0);
        float indent = b.quote_depth * metrics::kQuoteIndent + b.list_depth * metrics::kListIndent;
        float x = origin.x + indent;
        float w = std::max(width - indent, 80.0f);
        float top = y;
        // Shaped (Bengali, Devanagari, Persian text): laid out here, cached. A right-to-left
        // paragraph (its first strong character: Persian) mirrors: text right-aligned,
        // indent, list marker and quote bars on the right (issue 17).
        const bool shaped = (b.kind == BlockKind::Paragraph || b.kind == BlockKind::Heading) && spans_need_shaping(b.spans);
        const InlineFonts inline_fonts = fonts_for_block(b, fonts, theme);
        const text::ParagraphLayout* laid = shaped ? &layout_rich(styled_spans(b.spans), rich_fonts(inline_fonts), w) : nullptr;
        const bool rtl = laid && laid->rtl;

        switch (b.kind) {
        case BlockKind::Paragraph:
        case BlockKind::Heading: {
            const InlineFonts& f = inline_fonts;
            if (rtl) // indents, bullets and quote bars on the right
                x = origin.x;
            InlineLayoutResult r = laid ? draw_inline_shaped(b.spans, *laid, f, x, y, theme, result.clicked_link)
                                        : draw_inline(b.spans, f, x, y, w, theme, result.clicked_link);
            if (!b.marker.empty()) {
                ImFont* mf = b.marker[0] >= '0' && b.marker[0] <= '9' ? fonts.body : fonts.bold;
                float mw = text_width(mf, f.size, b.marker.data(), b.marker.data() + b.marker.size());
                float mx = rtl ? x + w + 9.0f : x - 9.0f - mw;
                dl->AddText(mf, f.size, ImVec2(mx, y + r.first_baseline - ascent(mf, f.size)),
                    theme.text_muted, b.marker.data(), b.marker.data() + b.marker.size());
            }
            y += r.height;
            break;
        }
        case BlockKind::Code: {
            ImGui::SetCursorScreenPos(ImVec2(x, y));
            if (hook) {
                float drawn = (*hook)(b, static_cast<int>(bi), w);
                if (drawn >= 0) {
                    y += drawn;
                    break;
                }
                ImGui::SetCursorScreenPos(ImVec2(x, y));
            }
            CodeBlockView view { b.code, b.fence, default_host, static_cast<int>(bi) };
            y += draw_code_block(view, w, fonts, theme);
            break;
        }
        case BlockKind::Rule:
            y += 10.0f;
            dl->AddLine(ImVec2(x, y), ImVec2(x + w, y), theme.border, 1.0f);
            y += 10.0f;
            break;
        }

        float gap = space_after(b, next);
        // Block-quote bars, joined across the gap when the next block is quoted too.
        for (int q = 0; q < b.quote_depth; ++q) {
            float bar_x = rtl ? origin.x + width - q * metrics::kQuoteIndent - 5.0f : origin.x + q * metrics::kQuoteIndent + 2.0f;
            float bottom = next && next->quote_depth > q ? y + gap : y;
            dl->AddRectFilled(ImVec2(bar_x, top - 2.0f), ImVec2(bar_x + 3.0f, bottom), theme.quote_bar);
        }
        y += gap;
    }
    ImGui::SetCursorScreenPos(origin);
    ImGui::Dummy(ImVec2(width, y - origin.y));
    result.height = y - origin.y;
    return result;
}

float draw_markdown_snippet(const std::string& text, float width, const Fonts& fonts, const Theme& theme)
{
    Document doc = parse_markdown(text);
    ImVec2 origin = ImGui::GetCursorScreenPos();
    ArticleResult r = draw_document(doc, width, fonts, theme, "");
    float h = r.height;
    if (!doc.blocks.empty())
        h = std::max(0.0f, h - space_after(doc.blocks.back(), nullptr));
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + h));
    return h;
}

} // namespace evloop::ui
