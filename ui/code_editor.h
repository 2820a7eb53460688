#pragma once
// An editable program: ImGui's multiline text field in the code font, with a syntax error
// marked on its line (a red bar in the gutter, the line tinted, a wavy underline from the
// error's column to the end of the line), and the check that waits for a pause in typing.
// The exercise editor uses it; it is the Playground's editor approach as a reusable piece.
#include "core/loop/syntax_check.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <optional>
#include <string>

namespace evloop::ui {

// Draws the editor at the cursor, `size` CSS px; returns true when the text changed.
// `code` is cut to `max_bytes`. `problem` (may be null) is marked if it still fits the text.
bool draw_code_editor(const char* label, std::string& code, ImVec2 size, size_t max_bytes, const Fonts& fonts, const Theme& theme,
    const loop::SyntaxProblem* problem);

// Marks `problem` on the editor `label` drawn last (its rectangle editor_min..editor_max):
// the line tinted, a red bar in the gutter, a wavy underline from the error's column.
void draw_syntax_marker(const char* label, const std::string& code, const loop::SyntaxProblem& problem, const Fonts& fonts,
    const Theme& theme, ImVec2 editor_min, ImVec2 editor_max);

// The syntax check of an editor's program: re-run once the typing has paused for
// kPauseSeconds (never per keystroke), or at once before a run.
class SyntaxWatch {
public:
    static constexpr double kPauseSeconds = 0.35;
    // Each frame: `key` names the program as it is now (its text and how it runs).
    void update(const std::string& code, const loop::Settings& settings, double now_seconds);
    void check_now(const std::string& code, const loop::Settings& settings);
    const std::optional<loop::SyntaxProblem>& problem() const { return m_problem; }
    bool waiting() const { return m_pending_key != m_checked_key; } // a check is due after the pause
    std::string message() const; // "Line 2, column 16: SyntaxError: …", or ""

private:
    static std::string key_of(const std::string& code, const loop::Settings& settings);
    std::optional<loop::SyntaxProblem> m_problem;
    std::string m_checked_key, m_pending_key;
    double m_changed_at = 0;
};

} // namespace evloop::ui
