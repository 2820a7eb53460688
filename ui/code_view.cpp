#include "ui/code_view.h"
#include "core/util/messages.h"
#include "ui/shaped_text.h"
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>

namespace evloop::ui {

std::string host_badge_label(const FenceInfo& fence, std::string_view default_host)
{
    const std::string* host_opt = fence.option("host");
    const std::string host = host_opt ? *host_opt : std::string(default_host);
    if (host_opt && *host_opt == "both")
        return msg::text(Msg::ui_badge_both_hosts); // runs in both, side by side
    if (host == "neutral" || host == "both")
        return msg::text(Msg::ui_badge_any_host);
    if (host == "browser")
        return msg::text(Msg::ui_badge_browser);
    return host; // node
}

static bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || (c & 0x80); }
static bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

static bool is_keyword(const std::string& w)
{
    static const char* kKeywords[] = { "async", "await", "break", "case", "catch", "class", "const", "continue",
        "default", "delete", "do", "else", "export", "extends", "false", "finally", "for", "from", "function",
        "if", "import", "in", "instanceof", "let", "new", "null", "of", "return", "static", "super", "switch",
        "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while", "yield" };
    for (const char* k : kKeywords)
        if (w == k)
            return true;
    return false;
}

std::vector<CodeToken> highlight_js_line(const std::string& line, HighlightState& state)
{
    std::vector<CodeToken> tokens;
    size_t i = 0, n = line.size();
    auto push = [&](size_t b, size_t e, TokenKind k) {
        if (e > b)
            tokens.push_back({ b, e, k });
    };
    while (i < n) {
        size_t start = i;
        if (state.in_block_comment) {
            size_t close = line.find("*/", i);
            i = close == std::string::npos ? n : close + 2;
            state.in_block_comment = close == std::string::npos;
            push(start, i, TokenKind::Comment);
            continue;
        }
        if (state.in_template) {
            while (i < n && line[i] != '`')
                i += line[i] == '\\' ? 2 : 1;
            state.in_template = i >= n;
            i = std::min(i + 1, n);
            push(start, i, TokenKind::String);
            continue;
        }
        char c = line[i];
        if (c == '/' && i + 1 < n && line[i + 1] == '/') {
            push(i, n, TokenKind::Comment);
            break;
        }
        if (c == '/' && i + 1 < n && line[i + 1] == '*') {
            state.in_block_comment = true;
            i += 2;
            size_t close = line.find("*/", i);
            if (close != std::string::npos) {
                state.in_block_comment = false;
                i = close + 2;
            } else {
                i = n;
            }
            push(start, i, TokenKind::Comment);
            continue;
        }
        if (c == '\'' || c == '"') {
            ++i;
            while (i < n && line[i] != c)
                i += line[i] == '\\' ? 2 : 1;
            i = std::min(i + 1, n);
            push(start, i, TokenKind::String);
            continue;
        }
        if (c == '`') {
            state.in_template = true;
            ++i;
            while (i < n && line[i] != '`')
                i += line[i] == '\\' ? 2 : 1;
            if (i < n) {
                state.in_template = false;
                ++i;
            }
            push(start, std::min(i, n), TokenKind::String);
            continue;
        }
        if ((c >= '0' && c <= '9') || (c == '.' && i + 1 < n && line[i + 1] >= '0' && line[i + 1] <= '9')) {
            while (i < n && (is_ident_char(line[i]) || line[i] == '.'))
                ++i;
            push(start, i, TokenKind::Number);
            continue;
        }
        if (is_ident_start(c)) {
            while (i < n && is_ident_char(line[i]))
                ++i;
            push(start, i, is_keyword(line.substr(start, i - start)) ? TokenKind::Keyword : TokenKind::Text);
            continue;
        }
        if (c == ' ' || c == '\t') {
            while (i < n && (line[i] == ' ' || line[i] == '\t'))
                ++i;
            push(start, i, TokenKind::Text);
            continue;
        }
        ++i;
        push(start, i, TokenKind::Punctuation);
    }
    return tokens;
}

static ImU32 token_color(TokenKind kind, const Theme& t)
{
    switch (kind) {
    case TokenKind::Keyword: return t.syntax_keyword;
    case TokenKind::String: return t.syntax_string;
    case TokenKind::Number: return t.syntax_number;
    case TokenKind::Comment: return t.syntax_comment;
    case TokenKind::Punctuation: return t.syntax_punctuation;
    case TokenKind::Text: break;
    }
    return t.code_text;
}

static std::vector<std::string> split_lines(const std::string& code)
{
    std::vector<std::string> lines;
    size_t start = 0;
    for (;;) {
        size_t nl = code.find('\n', start);
        std::string line = code.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        // Tabs become 4 spaces so columns line up in the monospace font.
        std::string expanded;
        for (char c : line)
            expanded += c == '\t' ? std::string("    ") : std::string(1, c);
        lines.push_back(std::move(expanded));
        if (nl == std::string::npos)
            break;
        start = nl + 1;
    }
    return lines;
}

float draw_code_block(const CodeBlockView& view, float width, const Fonts& fonts, const Theme& theme)
{
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float y = origin.y;
    const float pad = metrics::kCodePadding;
    const bool is_js = view.fence.language == "js" || view.fence.language == "javascript"
        || view.fence.language == "mjs" || view.fence.language == "cjs";

    // Caption: what the block is and which host runs it.
    if (view.fence.is_runnable()) {
        const std::string* title = view.fence.option("title");
        const std::string* host_opt = view.fence.option("host");
        std::string caption = title ? *title : msg::text(Msg::ui_label_example);
        const std::string kind = host_opt ? *host_opt : std::string(view.default_host);
        const std::string host = host_badge_label(view.fence, view.default_host);
        float size = fonts.size(fonts.small_bold);
        draw_label(dl, fonts.small_bold, size, ImVec2(origin.x + 2.0f, y), theme.text_muted, caption);
        float hw = label_size(fonts.small, fonts.size(fonts.small), host).x;
        ImU32 badge = kind == "node" ? theme.badge_node : kind == "browser" ? theme.badge_browser : theme.badge_neutral;
        ImVec2 bmin(origin.x + width - hw - 16.0f, y - 1.0f), bmax(origin.x + width, y + size + 3.0f);
        dl->AddRectFilled(bmin, bmax, badge, 8.0f);
        draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(bmin.x + 8.0f, y), theme.badge_text, host);
        y += size + 10.0f;
    }

    std::vector<std::string> lines = split_lines(view.code);
    const float size = fonts.size(fonts.mono);
    const float line_height = std::round(size * 1.5f);
    float content_width = 0;
    for (const std::string& line : lines)
        content_width = std::max(content_width, label_size(fonts.mono, size, line).x);
    bool scrolls = content_width + 2 * pad > width;
    float scrollbar = scrolls ? ImGui::GetStyle().ScrollbarSize : 0.0f;
    float height = lines.size() * line_height + 2 * pad + scrollbar;

    ImVec2 box_min(origin.x, y), box_max(origin.x + width, y + height);
    dl->AddRectFilled(box_min, box_max, theme.code_background, 8.0f);
    dl->AddRect(box_min, box_max, theme.code_border, 8.0f);

    // A child window gives sideways scrolling for long lines; vertical wheel goes to the page.
    ImGui::SetCursorScreenPos(box_min);
    ImGui::PushID(view.id);
    ImGui::BeginChild("code", ImVec2(width, height), false,
        ImGuiWindowFlags_HorizontalScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
    ImDrawList* cdl = ImGui::GetWindowDrawList();
    ImVec2 start = ImGui::GetCursorScreenPos();
    HighlightState state;
    float ly = start.y + pad;
    for (const std::string& line : lines) {
        float x = start.x + pad;
        if (is_js) {
            for (const CodeToken& tok : highlight_js_line(line, state)) {
                const char* b = line.c_str() + tok.begin;
                const char* e = line.c_str() + tok.end;
                // A string literal in Bengali or Persian is shaped (and reads right to left) as one token.
                draw_label(cdl, fonts.mono, size, ImVec2(x, ly), token_color(tok.kind, theme), std::string_view(b, static_cast<size_t>(e - b)));
                x += label_size(fonts.mono, size, std::string_view(b, static_cast<size_t>(e - b))).x;
            }
        } else {
            draw_label(cdl, fonts.mono, size, ImVec2(x, ly), theme.code_text, line);
        }
        ly += line_height;
    }
    ImGui::Dummy(ImVec2(content_width + 2 * pad, lines.size() * line_height + 2 * pad));
    if (scrolls) {
        // Lines wider than the block: a sideways wheel or trackpad swipe scrolls it, and a
        // fade at the cut edge says there is more (the scrollbar alone is easy to miss).
        ImGuiIO& io = ImGui::GetIO();
        if (io.MouseWheelH != 0 && ImGui::IsWindowHovered()) {
            ImGui::SetScrollX(ImGui::GetScrollX() - io.MouseWheelH * 5 * size);
            io.MouseWheelH = 0;
        }
        float fade = 36.0f;
        ImU32 solid = theme.code_background, clear = theme.code_background & ~IM_COL32_A_MASK;
        ImVec2 wmin = ImGui::GetWindowPos();
        float inner_h = height - scrollbar - 2.0f;
        cdl->PushClipRect(ImVec2(wmin.x + 1, wmin.y + 1), ImVec2(wmin.x + width - 1, wmin.y + inner_h), false);
        if (ImGui::GetScrollX() < ImGui::GetScrollMaxX() - 0.5f) {
            float r = wmin.x + width - 1;
            cdl->AddRectFilledMultiColor(ImVec2(r - fade, wmin.y + 1), ImVec2(r, wmin.y + inner_h), clear, solid, solid, clear);
            cdl->AddText(fonts.mono, size, ImVec2(r - size * 0.9f, wmin.y + pad), theme.text_muted, "\xE2\x80\xA6"); // …
        }
        if (ImGui::GetScrollX() > 0.5f) {
            float l = wmin.x + 1;
            cdl->AddRectFilledMultiColor(ImVec2(l, wmin.y + 1), ImVec2(l + fade, wmin.y + inner_h), solid, clear, clear, solid);
        }
        cdl->PopClipRect();
    }
    ImGui::EndChild();
    ImGui::PopID();
    return (y - origin.y) + height;
}

} // namespace evloop::ui
