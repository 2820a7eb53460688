#include "ui/share_dialog.h"
#include "ui/shaped_text.h"
#include "ui/clipboard.h"
#include "core/util/messages.h"
#include <imgui.h>
#include <imgui_stdlib.h>
#include <algorithm>
#include <utility>

namespace evloop::ui {

namespace {

std::string html_attribute(const std::string& s)
{
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '"': out += "&quot;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        default: out += c;
        }
    }
    return out;
}

const char* kPopup = "Share and embed";

} // namespace

std::string iframe_snippet(const std::string& url, const std::string& title, int height)
{
    // allow-scripts and allow-same-origin: the WebAssembly app, its worker and its saved
    // progress; allow-popups(-to-escape-sandbox): "Open in evloop" opens a normal tab.
    // One attribute group a line, so the dialog's text box shows all of it.
    return "<iframe src=\"" + html_attribute(url) + "\"\n  title=\"" + html_attribute(title) + "\"\n  width=\"100%\" height=\""
        + std::to_string(height)
        + "\" style=\"border:0\" loading=\"lazy\"\n"
          "  sandbox=\"allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox\"\n"
          "  allow=\"clipboard-write\"></iframe>";
}

void ShareDialog::open(std::string what, std::string link, std::string embed_url, std::string title, int height)
{
    m_open = true;
    m_just_opened = true;
    m_what = std::move(what);
    m_link = std::move(link);
    m_snippet = iframe_snippet(embed_url, title, height);
    m_link_ticket = m_snippet_ticket = 0;
    m_last_copied = 0;
    m_feedback.clear();
    m_close_wanted = false;
}

void ShareDialog::copy(int which, double now_seconds)
{
    (which == 1 ? m_link_ticket : m_snippet_ticket) = clipboard::copy(which == 1 ? m_link : m_snippet, now_seconds);
    m_last_copied = which;
}

void ShareDialog::draw(const Fonts& fonts, const Theme& theme, float display_w, float display_h, double now_seconds,
    const std::function<void(const std::string&, bool)>& record)
{
    if (m_just_opened) {
        ImGui::OpenPopup(kPopup);
        m_just_opened = false;
    }
    if (!m_open)
        return;
    const float width = std::min(640.0f, display_w - 24.0f);
    ImGui::SetNextWindowPos(ImVec2(display_w * 0.5f, std::min(display_h * 0.5f, 80.0f + display_h * 0.25f)), ImGuiCond_Always, ImVec2(0.5f, 0.3f));
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(20, 18));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10.0f);
    ImGui::PushStyleColor(ImGuiCol_PopupBg, ImGui::ColorConvertU32ToFloat4(theme.panel));
    bool shown = ImGui::BeginPopupModal(kPopup, nullptr,
        ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings
            | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    if (!shown) {
        m_open = false;
        return;
    }
    const float inner = ImGui::GetContentRegionAvail().x;
    ImGui::PushFont(fonts.bold);
    text_colored(theme.heading, msg::text(Msg::share_dialog_title).c_str());
    ImGui::PopFont();
    ImGui::PushFont(fonts.small);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.text_muted));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    text_label(m_what.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(1, 6));

    auto copy_row = [&](const std::string& label, std::string& text, bool multiline, int& ticket, int which, const char* name) {
        text_colored(theme.heading, label.c_str());
        std::string field_text = text; // read-only: ImGui gets a copy
        ImGui::PushID(name);
        if (multiline)
            ImGui::InputTextMultiline("##text", &field_text, ImVec2(inner, ImGui::GetTextLineHeight() * 5 + 8), ImGuiInputTextFlags_ReadOnly);
        else {
            ImGui::SetNextItemWidth(inner);
            ImGui::InputText("##text", &field_text, ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
        }
        record(std::string("share:") + name + "-text", false);
        ImGui::PushFont(fonts.small_bold);
        if (button(msg::text(which == 1 ? Msg::share_copy_link : Msg::share_copy_snippet).c_str()))
            this->copy(which, now_seconds);
        ImGui::PopFont();
        record(std::string("share:copy-") + name, false);
        clipboard::State st = clipboard::state(ticket, now_seconds);
        if (st != clipboard::State::None) {
            ImGui::SameLine();
            ImGui::AlignTextToFramePadding();
            ImU32 color = st == clipboard::State::Failed ? theme.poor : theme.good;
            std::string text_shown = msg::text(st == clipboard::State::Pending ? Msg::viz_copying
                    : st == clipboard::State::Copied                          ? Msg::viz_copied
                                                                              : Msg::share_copy_refused);
            text_colored(color, text_shown.c_str());
            if (m_last_copied == which)
                m_feedback = text_shown;
        }
        ImGui::PopID();
        ImGui::Dummy(ImVec2(1, 8));
    };
    copy_row(msg::text(Msg::share_link_label), m_link, false, m_link_ticket, 1, "link");
    if (m_link.size() > kLongLink) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
        text_colored(theme.poor, msg::text(Msg::share_long_link, { { "length", m_link.size() }, { "max", kLongLink } }).c_str());
        ImGui::PopTextWrapPos();
        ImGui::Dummy(ImVec2(1, 6));
    }
    copy_row(msg::text(Msg::share_snippet_label), m_snippet, true, m_snippet_ticket, 2, "snippet");
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.text_muted));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    text_label(msg::text(Msg::share_parent_origin_hint).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(1, 6));
    ImGui::PushFont(fonts.small_bold);
    bool close = button(msg::text(Msg::ui_label_close).c_str()) || std::exchange(m_close_wanted, false);
    ImGui::PopFont();
    record("share:close", false);
    ImGui::PopFont();
    if (close || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        m_open = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

} // namespace evloop::ui
