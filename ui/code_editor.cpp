#include "ui/code_editor.h"
#include "core/util/messages.h"
#include <algorithm>
#include <cfloat>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

namespace evloop::ui {

void draw_syntax_marker(const char* label, const std::string& code, const loop::SyntaxProblem& problem, const Fonts& fonts,
    const Theme& theme, ImVec2 editor_min, ImVec2 editor_max)
{
    ImGuiWindow* parent = ImGui::GetCurrentWindow();
    // InputTextMultiline draws into a child window named like this (imgui 1.86,
    // BeginChildEx); its vertical scroll is the editor's.
    char name[512];
    ImFormatString(name, IM_ARRAYSIZE(name), "%s/%s_%08X", parent->Name, label, ImGui::GetID(label));
    float scroll_y = 0, scroll_x = 0;
    if (ImGuiWindow* child = ImGui::FindWindowByName(name))
        scroll_y = child->Scroll.y;
    if (ImGuiInputTextState* state = ImGui::GetInputTextState(ImGui::GetID(label)))
        scroll_x = state->ScrollX;
    const ImVec2 pad = ImGui::GetStyle().FramePadding;
    const float size = fonts.size(fonts.mono);
    size_t offset = std::min(problem.offset, code.size());
    size_t line_start = offset == 0 ? 0 : code.rfind('\n', offset - 1);
    line_start = line_start == std::string::npos ? 0 : (offset == 0 ? 0 : line_start + 1);
    size_t line_end = code.find('\n', offset);
    if (line_end == std::string::npos)
        line_end = code.size();
    float line_top = editor_min.y + pad.y + static_cast<float>(problem.line - 1) * size - scroll_y;
    float x0 = editor_min.x + pad.x - scroll_x + fonts.mono->CalcTextSizeA(size, FLT_MAX, 0, code.data() + line_start, code.data() + offset).x;
    float x1 = editor_min.x + pad.x - scroll_x + fonts.mono->CalcTextSizeA(size, FLT_MAX, 0, code.data() + line_start, code.data() + line_end).x;
    float char_w = fonts.mono->CalcTextSizeA(size, FLT_MAX, 0, "m").x;
    x1 = std::max(x1, x0 + char_w); // at the end of a line: one character's width
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(editor_min, editor_max, true);
    ImU32 tint = (theme.poor & 0x00FFFFFFu) | 0x26000000u;
    dl->AddRectFilled(ImVec2(editor_min.x + 1, line_top), ImVec2(editor_max.x - 1, line_top + size), tint);
    dl->AddRectFilled(ImVec2(editor_min.x + 1, line_top), ImVec2(editor_min.x + 4, line_top + size), theme.poor);
    float y = line_top + size - 1.0f;
    const float step = 3.0f;
    for (float x = x0; x < x1; x += step) {
        bool up = static_cast<int>((x - x0) / step) % 2 == 0;
        dl->AddLine(ImVec2(x, y + (up ? 0.0f : 2.0f)), ImVec2(std::min(x + step, x1), y + (up ? 2.0f : 0.0f)), theme.poor, 1.5f);
    }
    dl->PopClipRect();
}

namespace {

// Lines wider than the editor: ImGui's text field scrolls sideways only with its text
// cursor and shows no scrollbar for it, so a fade and "…" at a cut edge say there is more
// (as code blocks do).
void draw_overflow_hint(const char* label, const std::string& code, const Fonts& fonts, const Theme& theme, ImVec2 editor_min,
    ImVec2 editor_max)
{
    const float size = fonts.size(fonts.mono);
    const ImVec2 pad = ImGui::GetStyle().FramePadding;
    float widest = 0;
    int lines = 0;
    for (size_t begin = 0; begin <= code.size(); ++lines) {
        size_t end = code.find('\n', begin);
        if (end == std::string::npos)
            end = code.size();
        widest = std::max(widest, fonts.mono->CalcTextSizeA(size, FLT_MAX, 0, code.data() + begin, code.data() + end).x);
        begin = end + 1;
    }
    float scrollbar = static_cast<float>(lines) * size + 2 * pad.y > editor_max.y - editor_min.y ? ImGui::GetStyle().ScrollbarSize : 0.0f;
    float inner_w = editor_max.x - editor_min.x - 2 * pad.x - scrollbar;
    float scroll_x = 0;
    if (ImGuiInputTextState* state = ImGui::GetInputTextState(ImGui::GetID(label)))
        scroll_x = state->ScrollX;
    const bool more_right = widest - scroll_x > inner_w + 0.5f, more_left = scroll_x > 0.5f;
    if (!more_right && !more_left)
        return;
    const float fade = 28.0f;
    ImU32 solid = theme.code_background, clear = theme.code_background & ~IM_COL32_A_MASK;
    float right = editor_max.x - 1 - scrollbar;
    // Over the text: into the text field's own child window (see draw_syntax_marker), which
    // is drawn after this window; clipped to what of it is visible.
    char name[512];
    ImFormatString(name, IM_ARRAYSIZE(name), "%s/%s_%08X", ImGui::GetCurrentWindow()->Name, label, ImGui::GetID(label));
    ImGuiWindow* child = ImGui::FindWindowByName(name);
    if (!child)
        return;
    ImDrawList* dl = child->DrawList;
    dl->PushClipRect(child->ClipRect.Min, child->ClipRect.Max, false);
    if (more_right) {
        // A solid strip for the "…" at the edge, and a fade before it.
        float strip = size * 0.9f;
        dl->AddRectFilled(ImVec2(right - strip, editor_min.y + 1), ImVec2(right, editor_max.y - 1), solid);
        dl->AddRectFilledMultiColor(ImVec2(right - strip - fade, editor_min.y + 1), ImVec2(right - strip, editor_max.y - 1), clear, solid, solid,
            clear);
        dl->AddText(fonts.mono, size, ImVec2(right - strip, editor_min.y + pad.y), theme.text_muted, "\xE2\x80\xA6"); // …
    }
    if (more_left) {
        float l = editor_min.x + 1;
        dl->AddRectFilledMultiColor(ImVec2(l, editor_min.y + 1), ImVec2(l + fade, editor_max.y - 1), solid, clear, clear, solid);
    }
    dl->PopClipRect();
}

} // namespace

bool draw_code_editor(const char* label, std::string& code, ImVec2 size, size_t max_bytes, const Fonts& fonts, const Theme& theme,
    const loop::SyntaxProblem* problem)
{
    ImGui::PushFont(fonts.mono);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, ImGui::ColorConvertU32ToFloat4(theme.code_background));
    bool changed = ImGui::InputTextMultiline(label, &code, size, ImGuiInputTextFlags_AllowTabInput);
    ImGui::PopStyleColor();
    ImVec2 editor_min = ImGui::GetItemRectMin(), editor_max = ImGui::GetItemRectMax();
    if (code.size() > max_bytes)
        code.resize(max_bytes);
    draw_overflow_hint(label, code, fonts, theme, editor_min, editor_max);
    // A mark that no longer matches the text (typed since) stays until the next check.
    if (problem && problem->offset <= code.size())
        draw_syntax_marker(label, code, *problem, fonts, theme, editor_min, editor_max);
    ImGui::PopFont();
    return changed;
}

std::string SyntaxWatch::key_of(const std::string& code, const loop::Settings& settings)
{
    return std::string(settings.host == loop::HostKind::Node ? "n" : "b") + (settings.module ? "m" : "s") + code;
}

void SyntaxWatch::update(const std::string& code, const loop::Settings& settings, double now_seconds)
{
    std::string key = key_of(code, settings);
    if (key != m_pending_key) {
        m_pending_key = std::move(key);
        m_changed_at = now_seconds;
    } else if (m_pending_key != m_checked_key && now_seconds - m_changed_at >= kPauseSeconds) {
        check_now(code, settings);
    }
}

void SyntaxWatch::check_now(const std::string& code, const loop::Settings& settings)
{
    std::string key = key_of(code, settings);
    if (key == m_checked_key)
        return;
    m_checked_key = key;
    m_pending_key = key;
    m_problem = loop::check_syntax(code, settings);
}

std::string SyntaxWatch::message() const
{
    if (!m_problem)
        return "";
    return msg::text(Msg::ui_syntax_error_at, { { "line", m_problem->line }, { "column", m_problem->column }, { "message", m_problem->message } });
}

} // namespace evloop::ui
