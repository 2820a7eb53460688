#pragma once
// The one place colours and spacing live. Two palettes (dark, light); everything the
// UI draws takes its colours from the active Theme, never from literals.
#include <imgui.h>
#include <vector>

namespace evloop::ui {

enum class ThemeMode { Auto, Dark, Light }; // Auto follows prefers-color-scheme

struct Theme {
    bool dark = true;
    ImU32 background, sidebar, sidebar_selected, sidebar_hover, border;
    ImU32 text, text_muted, heading, link, link_hover;
    ImU32 code_background, code_border, code_text, inline_code_background, inline_code_text;
    ImU32 quote_bar, quote_text;
    ImU32 notice_background, notice_text;
    ImU32 badge_browser, badge_node, badge_neutral, badge_text;
    // JavaScript syntax colours in code blocks.
    ImU32 syntax_keyword, syntax_string, syntax_number, syntax_comment, syntax_punctuation;
    // The visualizer and timeline: panels, the current line, and one colour per kind of work.
    ImU32 panel, panel_header, current_line, hover_line;
    ImU32 work_script, work_timer, work_input, work_render, work_microtask, work_tick, work_idle, work_network,
        work_message, work_io, work_immediate, work_other, work_threadpool;
    ImU32 long_task, good, needs_improvement, poor, right_answer, wrong_answer, selection;
    // Form controls (sliders, check boxes, radio buttons, combos, text fields): a track or
    // field with a visible edge on either background, and the handle or mark on it.
    ImU32 frame, frame_hover, frame_border, grab, grab_active, tooltip_background;
    // Small labels on the timeline's coloured bars; the label of a button coloured `poor`.
    ImU32 bar_text, danger_text;
};

const Theme& theme_for(bool dark);

// WCAG 2.1 contrast: every pair of colours the UI draws one on the other, and the ratio
// it must reach (4.5:1 for text, 3:1 for controls and graphics, SC 1.4.3 and 1.4.11).
// tests/ui/theme_tests.cpp checks both palettes against it.
struct ContrastPair {
    const char* what;
    ImU32 Theme::*foreground;
    ImU32 Theme::*background;
    double minimum;
};
const std::vector<ContrastPair>& contrast_pairs();
double contrast_ratio(ImU32 a, ImU32 b);
// Sets ImGui's own style (buttons, scrollbars, windows) to match `theme`.
void apply_theme_to_imgui(const Theme& theme);

// A tooltip with room around its text (the app's windows have no padding of their own).
void begin_tooltip();
inline void end_tooltip() { ImGui::EndTooltip(); }

// Spacing in CSS pixels.
namespace metrics {
inline constexpr float kSidebarWidth = 280.0f;
inline constexpr float kNarrowBreakpoint = 760.0f; // below: sidebar becomes a menu
inline constexpr float kArticleMaxWidth = 720.0f;
inline constexpr float kArticlePadding = 40.0f;
inline constexpr float kArticlePaddingNarrow = 16.0f;
inline constexpr float kTopBarHeight = 52.0f;
inline constexpr float kBodySize = 17.0f;
inline constexpr float kLineHeight = 1.55f; // × font size
inline constexpr float kParagraphGap = 14.0f;
inline constexpr float kListIndent = 26.0f;
inline constexpr float kQuoteIndent = 18.0f;
inline constexpr float kCodePadding = 14.0f;
// The smallest control a finger or a shaky hand can hit (WCAG 2.2 SC 2.5.8: 24 × 24 CSS px).
inline constexpr float kMinTarget = 24.0f;
// A button's or slider's vertical padding at `font_size`: `wanted`, or more so the control
// is at least kMinTarget tall.
inline float target_padding_y(float font_size, float wanted)
{
    float needed = (kMinTarget - font_size) * 0.5f;
    return wanted > needed ? wanted : needed;
}
}

} // namespace evloop::ui
