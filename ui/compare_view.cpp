#include "ui/compare_view.h"
#include "ui/shaped_text.h"
#include "core/util/messages.h"
#include "imgui.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>

namespace evloop::ui {

namespace {

const char* const kSideNames[2] = { "browser", "node" };
std::string side_label(int side) { return side == 0 ? msg::text(Msg::ui_host_browser) : std::string("Node.js"); }

float text_height(ImFont* font, float size, float width, const std::string& text)
{
    return wrapped_size(font, size, text.c_str(), width).y;
}

} // namespace

OutputComparison compare_outputs(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    OutputComparison c;
    c.differs[0].assign(a.size(), false);
    c.differs[1].assign(b.size(), false);
    size_t n = std::max(a.size(), b.size());
    c.first_difference = n;
    for (size_t i = 0; i < n; ++i) {
        bool same = i < a.size() && i < b.size() && a[i] == b[i];
        if (same)
            continue;
        if (i < a.size())
            c.differs[0][i] = true;
        if (i < b.size())
            c.differs[1][i] = true;
        if (c.same) {
            c.same = false;
            c.first_difference = i;
        }
    }
    return c;
}

void CompareView::open(VisualizerInput browser, VisualizerInput node)
{
    m_title = browser.title;
    m_title_message = browser.title_message;
    m_block = browser.block;
    VisualizerInput inputs[2] = { std::move(browser), std::move(node) };
    for (int i = 0; i < 2; ++i) {
        m_lines[i] = inputs[i].run && inputs[i].run->trace ? inputs[i].run->trace->stdout_lines : std::vector<std::string> {};
        // Each side is titled by its host; the browser's in the language shown when it is drawn.
        inputs[i].title = side_label(i);
        inputs[i].title_message = i == 0 ? std::optional<Msg>(Msg::ui_host_browser) : std::nullopt;
        inputs[i].block = -1;
        m_viz[i].open(std::move(inputs[i]));
    }
    m_comparison = compare_outputs(m_lines[0], m_lines[1]);
    m_shown = 0;
}

void CompareView::close()
{
    m_viz[0].close();
    m_viz[1].close();
}

std::string CompareView::heading() const
{
    std::string title = m_title_message ? msg::unfilled_text(*m_title_message) : m_title;
    return msg::text(Msg::compare_heading, { { "title", title.empty() ? msg::text(Msg::compare_this_program) : title } });
}

std::string CompareView::summary() const
{
    const OutputComparison& c = m_comparison;
    if (c.same)
        return msg::text(Msg::compare_same, { { "count", m_lines[0].size() } });
    size_t i = c.first_difference;
    auto quoted = [](const std::vector<std::string>& lines, size_t k) {
        return k < lines.size() ? "\"" + lines[k] + "\"" : msg::text(Msg::compare_nothing_more);
    };
    return msg::text(Msg::compare_differ, { { "line", i + 1 }, { "browser", quoted(m_lines[0], i) }, { "node", quoted(m_lines[1], i) } });
}

void draw_output_columns(const OutputColumns& columns, const Fonts& fonts, const Theme& theme, float width)
{
    const std::vector<std::string>* lines[2] = { &columns.browser, &columns.node };
    OutputComparison comparison = compare_outputs(columns.browser, columns.node);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float gap = 12, pad = 12;
    const bool stacked = width < 520; // a phone: one above the other
    const float col_w = stacked ? width : std::floor((width - gap) * 0.5f);
    const float size = fonts.size(fonts.mono) * 0.92f;
    const float line_h = std::round(size * 1.5f);
    const size_t limit = 60;
    const float header_h = fonts.size(fonts.small_bold) + 10;
    auto box_height = [&](size_t n) { return pad + header_h + std::max<size_t>(std::min(n, limit), 1) * line_h + (n > limit ? line_h : 0) + pad; };
    const float row_h = std::max(box_height(lines[0]->size()), box_height(lines[1]->size()));
    ImVec2 p = ImGui::GetCursorScreenPos();
    float total_h = stacked ? box_height(lines[0]->size()) + gap + box_height(lines[1]->size()) : row_h;
    for (int side = 0; side < 2; ++side) {
        ImVec2 a = stacked ? ImVec2(p.x, side == 0 ? p.y : p.y + box_height(lines[0]->size()) + gap) : ImVec2(p.x + side * (col_w + gap), p.y);
        ImVec2 b(a.x + col_w, a.y + (stacked ? box_height(lines[side]->size()) : row_h));
        dl->AddRectFilled(a, b, theme.code_background, 8.0f);
        dl->AddRect(a, b, theme.code_border, 8.0f);
        dl->PushClipRect(a, b, true);
        std::string header = side_label(side) + " \xC2\xB7 " + msg::plural(Msg::compare_lines, static_cast<long long>(lines[side]->size()));
        // The host's badge colour as a dot (the pale badge colours are no text colour).
        const float hs = fonts.size(fonts.small_bold);
        dl->AddCircleFilled(ImVec2(a.x + pad + 5, a.y + pad + hs * 0.55f), 5.0f, side == 0 ? theme.badge_browser : theme.badge_node);
        draw_label(dl, fonts.small_bold, hs, ImVec2(a.x + pad + 16, a.y + pad), theme.heading, header.c_str());
        float y = a.y + pad + header_h;
        if (lines[side]->empty())
            draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(a.x + pad, y), theme.text_muted, msg::text(Msg::ui_no_output).c_str());
        for (size_t i = 0; i < std::min(lines[side]->size(), limit); ++i) {
            bool differs = comparison.differs[side][i];
            if (differs)
            {
                // Marked like the visualizer's current line, with a bar in the host's colour.
                dl->AddRectFilled(ImVec2(a.x + 4, y - 2), ImVec2(b.x - 4, y + line_h - 3), theme.current_line, 4.0f);
                dl->AddRectFilled(ImVec2(a.x + 4, y - 2), ImVec2(a.x + 7, y + line_h - 3), side == 0 ? theme.badge_browser : theme.badge_node);
            }
            std::string number = std::to_string(i + 1);
            draw_label(dl, fonts.mono, size * 0.85f, ImVec2(a.x + pad, y + 1), theme.text_muted, number.c_str());
            draw_label(dl, fonts.mono, size, ImVec2(a.x + pad + 28, y), differs ? theme.heading : theme.code_text, (*lines[side])[i].c_str());
            y += line_h;
        }
        if (lines[side]->size() > limit) {
            std::string more = msg::plural(Msg::ui_more_lines, static_cast<long long>(lines[side]->size() - limit));
            draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(a.x + pad, y), theme.text_muted, more.c_str());
        }
        dl->PopClipRect();
    }
    ImGui::SetCursorScreenPos(p);
    ImGui::ItemSize(ImVec2(width, total_h));
    ImGui::ItemAdd(ImRect(p, ImVec2(p.x + width, p.y + total_h)), 0);
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + total_h + 10));
}

void CompareView::draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
    const std::function<void(const std::string&, bool)>& record)
{
    if (!is_open())
        return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float x0 = ImGui::GetCursorScreenPos().x;
    float y = ImGui::GetCursorScreenPos().y;
    // The heading and the sentence that says where to look.
    std::string heading = this->heading();
    float hs = fonts.size(fonts.bold);
    draw_wrapped(dl, fonts.bold, hs, ImVec2(x0, y), theme.heading, heading.c_str(), width);
    y += text_height(fonts.bold, hs, width, heading) + 8;
    std::string sentence = summary();
    const float pad = 12, bs = fonts.size(fonts.body);
    float sh = text_height(fonts.body, bs, width - 2 * pad, sentence) + 2 * pad;
    dl->AddRectFilled(ImVec2(x0, y), ImVec2(x0 + width, y + sh), theme.inline_code_background, 8.0f);
    dl->AddRectFilled(ImVec2(x0, y), ImVec2(x0 + 4, y + sh), m_comparison.same ? theme.good : theme.quote_bar);
    draw_wrapped(dl, fonts.body, bs, ImVec2(x0 + pad, y + pad), theme.heading, sentence.c_str(), width - 2 * pad);
    ImGui::SetCursorScreenPos(ImVec2(x0, y));
    ImGui::ItemAdd(ImRect(ImVec2(x0, y), ImVec2(x0 + width, y + sh)), 0);
    record("cmp:summary", false);
    y += sh + 10;
    ImGui::SetCursorScreenPos(ImVec2(x0, y));
    draw_output_columns({ m_lines[0], m_lines[1] }, fonts, theme, width);
    record("cmp:outputs", false);
    y = ImGui::GetCursorScreenPos().y + 6;

    // Two visualizers next to each other when there is room for two compact ones.
    const float gap = 20;
    const bool side_by_side = !narrow && width >= 900;
    auto draw_side = [&](int side, float x, float w) {
        ImGui::PushID(kSideNames[side]);
        ImGui::SetCursorScreenPos(ImVec2(x, y));
        std::string prefix = std::string("cmp:") + kSideNames[side] + ":";
        m_viz[side].draw(fonts, theme, w, true, now_seconds,
            [&](const std::string& name, bool disabled) { record(prefix + name, disabled); });
        ImGui::PopID();
        return ImGui::GetCursorScreenPos().y;
    };
    if (side_by_side) {
        float col_w = std::floor((width - gap) * 0.5f);
        float end_left = draw_side(0, x0, col_w);
        float end_right = draw_side(1, x0 + col_w + gap, col_w);
        ImGui::SetCursorScreenPos(ImVec2(x0, std::max(end_left, end_right)));
    } else {
        // A switch: Browser | Node.js.
        ImGui::SetCursorScreenPos(ImVec2(x0, y));
        ImGui::PushFont(fonts.small_bold);
        for (int side = 0; side < 2; ++side) {
            if (side)
                ImGui::SameLine(0, 6);
            bool on = m_shown == side;
            // As the theme switch: the one shown is filled.
            if (on) {
                ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme.selection));
                ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::ColorConvertU32ToFloat4(theme.selection));
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(IM_COL32(255, 255, 255, 255)));
            }
            if (button(side_label(side).c_str()))
                m_shown = side;
            if (on)
                ImGui::PopStyleColor(3);
            record(std::string("cmp:show-") + kSideNames[side], false);
        }
        ImGui::PopFont();
        y = ImGui::GetCursorScreenPos().y + 8;
        float end = draw_side(m_shown, x0, width);
        ImGui::SetCursorScreenPos(ImVec2(x0, end));
    }
    ImGui::Dummy(ImVec2(width, 1));
}

} // namespace evloop::ui
