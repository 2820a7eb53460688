#include "ui/theme.h"

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
    .syntax_comment = rgb(0x6F7787), .syntax_punctuation = rgb(0x9AA3B5),
    .panel = rgb(0x1B1E25), .panel_header = rgb(0x979DAA), .current_line = rgb(0x2F4A7A), .hover_line = rgb(0x4A3D1E),
    .work_script = rgb(0xE0B64D), .work_timer = rgb(0x5B9BF0), .work_input = rgb(0xE0724D), .work_render = rgb(0x4CB97A),
    .work_microtask = rgb(0xB784E8), .work_tick = rgb(0xE87FB4), .work_idle = rgb(0x7F8896), .work_network = rgb(0x48B8C8),
    .work_message = rgb(0x8FA6F5), .work_io = rgb(0x48B8C8), .work_immediate = rgb(0xD9A441), .work_other = rgb(0x8D94A3),
    .work_threadpool = rgb(0x62C08E),
    .long_task = rgb(0xE5484D), .good = rgb(0x3DBE72), .needs_improvement = rgb(0xE8A23A), .poor = rgb(0xE5484D),
    .right_answer = rgb(0x1E4D33), .wrong_answer = rgb(0x5A2326), .selection = rgb(0x4E8DF5),
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
    .syntax_comment = rgb(0x6E7781), .syntax_punctuation = rgb(0x57606A),
    .panel = rgb(0xF6F7F9), .panel_header = rgb(0x5F6573), .current_line = rgb(0xCFE0FB), .hover_line = rgb(0xFCEBC2),
    .work_script = rgb(0xD49A1C), .work_timer = rgb(0x2F6FDB), .work_input = rgb(0xD9572C), .work_render = rgb(0x23985A),
    .work_microtask = rgb(0x8A4FCC), .work_tick = rgb(0xC94F8E), .work_idle = rgb(0x9AA1AD), .work_network = rgb(0x1E95A6),
    .work_message = rgb(0x5A78E0), .work_io = rgb(0x1E95A6), .work_immediate = rgb(0xB7831C), .work_other = rgb(0x8D94A3),
    .work_threadpool = rgb(0x2E9E62),
    .long_task = rgb(0xD92D33), .good = rgb(0x1F9D55), .needs_improvement = rgb(0xC77A0A), .poor = rgb(0xD92D33),
    .right_answer = rgb(0xD5F2DF), .wrong_answer = rgb(0xF9D9DA), .selection = rgb(0x2F6FDB),
};

const Theme& theme_for(bool dark) { return dark ? kDark : kLight; }

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

    ImVec4* c = style.Colors;
    auto v = [](ImU32 col) { return ImGui::ColorConvertU32ToFloat4(col); };
    c[ImGuiCol_WindowBg] = v(t.background);
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_PopupBg] = v(t.sidebar);
    c[ImGuiCol_Text] = v(t.text);
    c[ImGuiCol_TextDisabled] = v(t.text_muted);
    c[ImGuiCol_Border] = v(t.border);
    c[ImGuiCol_Button] = v(t.sidebar_hover);
    c[ImGuiCol_ButtonHovered] = v(t.sidebar_selected);
    c[ImGuiCol_ButtonActive] = v(t.quote_bar);
    c[ImGuiCol_Header] = v(t.sidebar_selected);
    c[ImGuiCol_HeaderHovered] = v(t.sidebar_hover);
    c[ImGuiCol_HeaderActive] = v(t.sidebar_selected);
    c[ImGuiCol_ScrollbarBg] = ImVec4(0, 0, 0, 0);
    if (!t.dark) {
        // ImGui's light frames are white: on the white page a radio button, a checkbox, a
        // slider or a text field would be invisible.
        c[ImGuiCol_FrameBg] = v(t.sidebar_hover);
        c[ImGuiCol_FrameBgHovered] = v(t.sidebar_selected);
        c[ImGuiCol_FrameBgActive] = v(t.sidebar_selected);
    }
}

} // namespace evloop::ui
