#include "ui/theme.h"
#include <algorithm>
#include <cmath>

namespace evloop::ui {

static constexpr ImU32 rgb(unsigned hex, unsigned alpha = 255)
{
    return IM_COL32((hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF, alpha);
}

static const Theme kDark {
    .dark = true,
    .background = rgb(0x15171C), .sidebar = rgb(0x1B1E25), .sidebar_selected = rgb(0x2A3140),
    .sidebar_hover = rgb(0x232833), .border = rgb(0x2C313C),
    .text = rgb(0xDCDFE5), .text_muted = rgb(0x979DAA), .heading = rgb(0xF2F4F7),
    .link = rgb(0x7CB7FF), .link_hover = rgb(0xA8D0FF),
    .code_background = rgb(0x0F1115), .code_border = rgb(0x2A2F3A), .code_text = rgb(0xD6DAE2),
    .inline_code_background = rgb(0x262B35), .inline_code_text = rgb(0xE8C79A),
    .quote_bar = rgb(0x4E8DF5), .quote_text = rgb(0xC4C9D3),
    .notice_background = rgb(0x3A2F14), .notice_text = rgb(0xF5DDA0),
    .badge_browser = rgb(0x2F5FA8), .badge_node = rgb(0x2E7D4F), .badge_neutral = rgb(0x4A5060),
    .badge_text = rgb(0xF4F6FA),
    .syntax_keyword = rgb(0xC792EA), .syntax_string = rgb(0xA5D6A7), .syntax_number = rgb(0xF7B46B),
    .syntax_comment = rgb(0x858D9C), .syntax_punctuation = rgb(0x9AA3B5),
    .panel = rgb(0x1B1E25), .panel_header = rgb(0x979DAA), .current_line = rgb(0x2F4A7A), .hover_line = rgb(0x4A3D1E),
    .work_script = rgb(0xE0B64D), .work_timer = rgb(0x5B9BF0), .work_input = rgb(0xE0724D), .work_render = rgb(0x4CB97A),
    .work_microtask = rgb(0xB784E8), .work_tick = rgb(0xE87FB4), .work_idle = rgb(0x7F8896), .work_network = rgb(0x48B8C8),
    .work_message = rgb(0x8FA6F5), .work_io = rgb(0x48B8C8), .work_immediate = rgb(0xD9A441), .work_other = rgb(0x8D94A3),
    .work_threadpool = rgb(0x62C08E),
    .long_task = rgb(0xE5484D), .good = rgb(0x3DBE72), .needs_improvement = rgb(0xE8A23A), .poor = rgb(0xEC6468),
    .right_answer = rgb(0x1E4D33), .wrong_answer = rgb(0x5A2326), .selection = rgb(0x4E8DF5),
    .frame = rgb(0x262B35), .frame_hover = rgb(0x2E3440), .frame_border = rgb(0x656D7E), // edge 3:1 on the background and panels
    .grab = rgb(0x6FA3F7), .grab_active = rgb(0x9CC0FF), .tooltip_background = rgb(0x2A2F3A),
    .bar_text = rgb(0x141418), .danger_text = rgb(0x141418),
};

static const Theme kLight {
    .dark = false,
    .background = rgb(0xFFFFFF), .sidebar = rgb(0xF4F5F7), .sidebar_selected = rgb(0xDCE6F7),
    .sidebar_hover = rgb(0xE8EBF0), .border = rgb(0xDDE0E6),
    .text = rgb(0x23262D), .text_muted = rgb(0x5F6573), .heading = rgb(0x111318),
    .link = rgb(0x0B5CC4), .link_hover = rgb(0x08449A),
    .code_background = rgb(0xF6F7F9), .code_border = rgb(0xE0E3E8), .code_text = rgb(0x24292F),
    .inline_code_background = rgb(0xEEF0F3), .inline_code_text = rgb(0x9A3412),
    .quote_bar = rgb(0x2F6FDB), .quote_text = rgb(0x3B404A),
    .notice_background = rgb(0xFFF3CD), .notice_text = rgb(0x5C4400),
    .badge_browser = rgb(0xD6E6FF), .badge_node = rgb(0xD3F0DD), .badge_neutral = rgb(0xE4E6EA),
    .badge_text = rgb(0x1D2430),
    .syntax_keyword = rgb(0x8531B8), .syntax_string = rgb(0x1A7F37), .syntax_number = rgb(0xB35900),
    .syntax_comment = rgb(0x666F78), .syntax_punctuation = rgb(0x57606A),
    .panel = rgb(0xF6F7F9), .panel_header = rgb(0x5F6573), .current_line = rgb(0xCFE0FB), .hover_line = rgb(0xFCEBC2),
    .work_script = rgb(0xAD7D17), .work_timer = rgb(0x4E84E0), .work_input = rgb(0xD9572C), .work_render = rgb(0x23985A),
    .work_microtask = rgb(0x9F6FD5), .work_tick = rgb(0xCE5F98), .work_idle = rgb(0x7C8695), .work_network = rgb(0x1E95A6),
    .work_message = rgb(0x6380E2), .work_io = rgb(0x1E95A6), .work_immediate = rgb(0xB7831C), .work_other = rgb(0x7E8697),
    .work_threadpool = rgb(0x2E9E62),
    .long_task = rgb(0xD92D33), .good = rgb(0x197E44), .needs_improvement = rgb(0x9D6008), .poor = rgb(0xD4262C),
    .right_answer = rgb(0xD5F2DF), .wrong_answer = rgb(0xF9D9DA), .selection = rgb(0x2F6FDB),
    // Light frames: a grey well with a darker edge, so a slider's track or an empty check
    // box is visible on the white page (ImGui's light style draws them white on white).
    .frame = rgb(0xE9ECF1), .frame_hover = rgb(0xDDE2EA), .frame_border = rgb(0x838A96), // edge 3:1 on white and panels
    .grab = rgb(0x2F6FDB), .grab_active = rgb(0x1F56B5), .tooltip_background = rgb(0xFFFFFF),
    .bar_text = rgb(0x141418), .danger_text = rgb(0xFFFFFF),
};

const Theme& theme_for(bool dark) { return dark ? kDark : kLight; }

double contrast_ratio(ImU32 a, ImU32 b)
{
    // WCAG 2.1 relative luminance of an sRGB colour (alpha ignored), then (L1 + 0.05) / (L2 + 0.05).
    auto luminance = [](ImU32 c) {
        auto channel = [](unsigned v) {
            double x = v / 255.0;
            return x <= 0.03928 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel((c >> IM_COL32_R_SHIFT) & 0xFF) + 0.7152 * channel((c >> IM_COL32_G_SHIFT) & 0xFF)
            + 0.0722 * channel((c >> IM_COL32_B_SHIFT) & 0xFF);
    };
    double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

const std::vector<ContrastPair>& contrast_pairs()
{
    constexpr double kText = 4.5, kGraphic = 3.0;
    static const std::vector<ContrastPair> pairs {
        // Prose, headings, links and notes on the page, the sidebar and panels.
        { "text on the page", &Theme::text, &Theme::background, kText },
        { "muted text on the page", &Theme::text_muted, &Theme::background, kText },
        { "heading on the page", &Theme::heading, &Theme::background, kText },
        { "link on the page", &Theme::link, &Theme::background, kText },
        { "hovered link on the page", &Theme::link_hover, &Theme::background, kText },
        { "quote on the page", &Theme::quote_text, &Theme::background, kText },
        { "text in the sidebar", &Theme::text, &Theme::sidebar, kText },
        { "muted text in the sidebar", &Theme::text_muted, &Theme::sidebar, kText },
        { "link in the sidebar", &Theme::link, &Theme::sidebar, kText },
        { "the selected lesson", &Theme::text, &Theme::sidebar_selected, kText },
        { "a button's label", &Theme::text, &Theme::sidebar_hover, kText },
        { "text in a panel", &Theme::text, &Theme::panel, kText },
        { "muted text in a panel", &Theme::text_muted, &Theme::panel, kText },
        { "a panel's header", &Theme::panel_header, &Theme::panel, kText },
        { "a tooltip", &Theme::text, &Theme::tooltip_background, kText },
        { "text in a field", &Theme::text, &Theme::frame, kText },
        { "a notice", &Theme::notice_text, &Theme::notice_background, kText },
        { "a host badge (browser)", &Theme::badge_text, &Theme::badge_browser, kText },
        { "a host badge (Node.js)", &Theme::badge_text, &Theme::badge_node, kText },
        { "a host badge (any host)", &Theme::badge_text, &Theme::badge_neutral, kText },
        // Code: plain, highlighted, inline, and the visualizer's current and hovered line.
        { "code", &Theme::code_text, &Theme::code_background, kText },
        { "muted text on code", &Theme::text_muted, &Theme::code_background, kText },
        { "a keyword", &Theme::syntax_keyword, &Theme::code_background, kText },
        { "a string", &Theme::syntax_string, &Theme::code_background, kText },
        { "a number", &Theme::syntax_number, &Theme::code_background, kText },
        { "a comment", &Theme::syntax_comment, &Theme::code_background, kText },
        { "punctuation", &Theme::syntax_punctuation, &Theme::code_background, kText },
        { "inline code", &Theme::inline_code_text, &Theme::inline_code_background, kText },
        { "the current line", &Theme::code_text, &Theme::current_line, kText },
        { "the hovered line", &Theme::code_text, &Theme::hover_line, kText },
        // Verdicts and results, written in their colour on the page and in panels.
        { "a right answer's text", &Theme::good, &Theme::background, kText },
        { "a wrong answer's text", &Theme::poor, &Theme::background, kText },
        { "a right answer's text in a panel", &Theme::good, &Theme::panel, kText },
        { "a wrong answer's text in a panel", &Theme::poor, &Theme::panel, kText },
        { "needs improvement, in a panel", &Theme::needs_improvement, &Theme::panel, kText },
        { "a right answer's row", &Theme::text, &Theme::right_answer, kText },
        { "a wrong answer's row", &Theme::text, &Theme::wrong_answer, kText },
        { "the Reset button", &Theme::danger_text, &Theme::poor, kText },
        // Labels on the timeline's bars and the INP bars (small text on each colour).
        { "a label on a script bar", &Theme::bar_text, &Theme::work_script, kText },
        { "a label on a timer bar", &Theme::bar_text, &Theme::work_timer, kText },
        { "a label on an input bar", &Theme::bar_text, &Theme::work_input, kText },
        { "a label on a rendering bar", &Theme::bar_text, &Theme::work_render, kText },
        { "a label on a microtask bar", &Theme::bar_text, &Theme::work_microtask, kText },
        { "a label on a nextTick bar", &Theme::bar_text, &Theme::work_tick, kText },
        { "a label on an idle bar", &Theme::bar_text, &Theme::work_idle, kText },
        { "a label on a network bar", &Theme::bar_text, &Theme::work_network, kText },
        { "a label on a message bar", &Theme::bar_text, &Theme::work_message, kText },
        { "a label on an I/O bar", &Theme::bar_text, &Theme::work_io, kText },
        { "a label on a setImmediate bar", &Theme::bar_text, &Theme::work_immediate, kText },
        { "a label on another bar", &Theme::bar_text, &Theme::work_other, kText },
        { "a label on a threadpool bar", &Theme::bar_text, &Theme::work_threadpool, kText },
        // Controls and graphics: edges, handles and bars against what is behind them.
        { "a field's edge", &Theme::frame_border, &Theme::background, kGraphic },
        { "a field's edge in a panel", &Theme::frame_border, &Theme::panel, kGraphic },
        { "a slider's handle", &Theme::grab, &Theme::frame, kGraphic },
        { "the selection", &Theme::selection, &Theme::background, kGraphic },
        { "a quote's bar", &Theme::quote_bar, &Theme::background, kGraphic },
        { "a long task's band", &Theme::long_task, &Theme::panel, kGraphic },
        { "a script bar", &Theme::work_script, &Theme::panel, kGraphic },
        { "a timer bar", &Theme::work_timer, &Theme::panel, kGraphic },
        { "an input bar", &Theme::work_input, &Theme::panel, kGraphic },
        { "a rendering bar", &Theme::work_render, &Theme::panel, kGraphic },
        { "a microtask bar", &Theme::work_microtask, &Theme::panel, kGraphic },
        { "a nextTick bar", &Theme::work_tick, &Theme::panel, kGraphic },
        { "an idle bar", &Theme::work_idle, &Theme::panel, kGraphic },
        { "a network bar", &Theme::work_network, &Theme::panel, kGraphic },
        { "a message bar", &Theme::work_message, &Theme::panel, kGraphic },
        { "a setImmediate bar", &Theme::work_immediate, &Theme::panel, kGraphic },
        { "another bar", &Theme::work_other, &Theme::panel, kGraphic },
        { "a threadpool bar", &Theme::work_threadpool, &Theme::panel, kGraphic },
    };
    return pairs;
}

void apply_theme_to_imgui(const Theme& t)
{
    ImGuiStyle& style = ImGui::GetStyle();
    if (t.dark)
        ImGui::StyleColorsDark(&style);
    else
        ImGui::StyleColorsLight(&style);
    style.WindowRounding = 0.0f;
    style.ChildRounding = 6.0f;
    style.FrameRounding = 6.0f;
    style.GrabRounding = 4.0f;
    style.ScrollbarRounding = 6.0f;
    style.ScrollbarSize = 12.0f;
    style.WindowBorderSize = 0.0f;
    style.ChildBorderSize = 0.0f;
    style.FramePadding = ImVec2(12.0f, 7.0f);
    style.ItemSpacing = ImVec2(8.0f, 6.0f);
    style.WindowPadding = ImVec2(0.0f, 0.0f);
    style.FrameBorderSize = 1.0f; // every field, track and box has an edge
    style.PopupBorderSize = 1.0f;
    style.GrabMinSize = 12.0f;

    ImVec4* c = style.Colors;
    auto v = [](ImU32 col) { return ImGui::ColorConvertU32ToFloat4(col); };
    c[ImGuiCol_WindowBg] = v(t.background);
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_Text] = v(t.text);
    c[ImGuiCol_TextDisabled] = v(t.text_muted);
    c[ImGuiCol_Button] = v(t.sidebar_hover);
    c[ImGuiCol_ButtonHovered] = v(t.sidebar_selected);
    c[ImGuiCol_ButtonActive] = v(t.quote_bar);
    c[ImGuiCol_Header] = v(t.sidebar_selected);
    c[ImGuiCol_HeaderHovered] = v(t.sidebar_hover);
    c[ImGuiCol_HeaderActive] = v(t.sidebar_selected);
    c[ImGuiCol_ScrollbarBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_FrameBg] = v(t.frame);
    c[ImGuiCol_FrameBgHovered] = v(t.frame_hover);
    c[ImGuiCol_FrameBgActive] = v(t.frame_hover);
    c[ImGuiCol_SliderGrab] = v(t.grab);
    c[ImGuiCol_SliderGrabActive] = v(t.grab_active);
    c[ImGuiCol_CheckMark] = v(t.grab);
    c[ImGuiCol_BorderShadow] = ImVec4(0, 0, 0, 0);
    // Borders of frames (FrameBorderSize) use ImGuiCol_Border: the frame edge, which is
    // also what separators and popups get.
    c[ImGuiCol_Border] = v(t.frame_border);
    c[ImGuiCol_PopupBg] = v(t.tooltip_background);
}

void begin_tooltip()
{
    // Padding and rounded corners; the background and edge are the popup colours.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10.0f, 7.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 6.0f);
    ImGui::BeginTooltip();
    ImGui::PopStyleVar(2);
}

} // namespace evloop::ui
