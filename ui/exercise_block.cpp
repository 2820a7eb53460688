#include "ui/exercise_block.h"
#include "ui/shaped_text.h"
#include "core/util/messages.h"
#include "ui/code_view.h"
#include "ui/lesson_blocks.h"
#include "ui/markdown_view.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>
#include <cmath>

namespace evloop::ui {

namespace {

constexpr size_t kMaxCode = 64 * 1024;     // as the Playground's editor
constexpr double kSaveAfterSeconds = 0.5;  // typing is saved once it pauses

float text_block(ImFont* font, float size, ImU32 color, const std::string& text, float width)
{
    ImVec2 p = ImGui::GetCursorScreenPos();
    draw_wrapped(ImGui::GetWindowDrawList(), font, size, p, color, text.c_str(), width);
    float h = wrapped_size(font, size, text.c_str(), width).y;
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h));
    return h;
}

// A goal's mark: an empty ring (not checked yet), a green tick or a red cross.
void draw_mark(ImDrawList* dl, ImVec2 c, int state, const Theme& theme)
{
    const float r = 8.0f;
    if (state < 0) {
        dl->AddCircle(c, r, theme.text_muted, 20, 1.5f);
        return;
    }
    ImU32 color = state ? theme.good : theme.poor;
    dl->AddCircleFilled(c, r, color, 20);
    ImU32 ink = theme.dark ? IM_COL32(20, 22, 28, 255) : IM_COL32(255, 255, 255, 255);
    if (state) {
        ImVec2 pts[3] = { ImVec2(c.x - 4, c.y), ImVec2(c.x - 1, c.y + 3.5f), ImVec2(c.x + 4.5f, c.y - 3.5f) };
        dl->AddPolyline(pts, 3, ink, 0, 2.0f);
    } else {
        dl->AddLine(ImVec2(c.x - 3.5f, c.y - 3.5f), ImVec2(c.x + 3.5f, c.y + 3.5f), ink, 2.0f);
        dl->AddLine(ImVec2(c.x + 3.5f, c.y - 3.5f), ImVec2(c.x - 3.5f, c.y + 3.5f), ink, 2.0f);
    }
}

loop::Settings settings_for_check(const tutor::ExerciseBlock& block)
{
    loop::Settings s;
    s.host = block.settings.host;
    s.module = false;
    return s;
}

int count_lines(const std::string& s) { return 1 + static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

} // namespace

void ExerciseBlocks::reread_texts()
{
    for (auto& [key, st] : m_states)
        st.reread = st.prepared;
}

void ExerciseBlocks::prepare(State& st, const Block& block, int index, BlockContext& ctx)
{
    st.prepared = true;
    if (!tutor::exercise_from_block(block, ctx.lesson.host, st.block, st.error)) {
        st.error = msg::text(Msg::exercise_unusable, { { "error", st.error } });
        return;
    }
    st.fingerprint = tutor::exercise_fingerprint(st.block.exercise);
    st.code = st.block.exercise.start;
    // Where the learner left it, if it was this exercise.
    if (const tutor::ExerciseState* saved = ctx.progress.exercise(ctx.lesson.id, index); saved && saved->fingerprint == st.fingerprint) {
        if (!saved->code.empty())
            st.code = saved->code;
        st.ever_passed = saved->ever_passed;
        st.hints_shown = std::min<int>(saved->hints, static_cast<int>(st.block.exercise.hints.size()));
        tutor::ExerciseGrade g;
        if (!saved->grade.empty() && tutor::parse_grade(saved->grade, g)) {
            st.grade = std::move(g);
            st.checked = true;
        }
    }
}

// The learner's state into the progress; `store` also writes it to storage.
void ExerciseBlocks::save(State& st, int index, BlockContext& ctx, bool store)
{
    tutor::ExerciseState& e = ctx.progress.exercises[{ ctx.lesson.id, index }];
    if (e.fingerprint != st.fingerprint)
        e = {};
    e.fingerprint = st.fingerprint;
    e.code = st.code == st.block.exercise.start ? std::string() : st.code;
    e.hints = st.hints_shown;
    e.grade = st.checked ? tutor::serialize_grade(st.grade) : std::string();
    if (store) {
        st.edited_at = -1;
        ctx.progress_changed();
    }
}

bool ExerciseBlocks::start_run(State& st, bool check)
{
    tutor::Example ex;
    std::string error;
    st.run_message.clear();
    if (!tutor::exercise_example(st.block, st.code, ex, error)) {
        st.run_message = msg::text(Msg::exercise_cannot_run, { { "error", error } });
        return false;
    }
    st.request.start(*m_sims, tutor::example_job(ex), ImGui::GetTime());
    st.request_is_check = check;
    st.run_code = st.code;
    return true;
}

void ExerciseBlocks::arrived(State& st, int index, BlockContext& ctx)
{
    std::shared_ptr<loop::RunResult> result = st.request.take_result();
    if (!result) {
        st.run_message = msg::text(Msg::exercise_simulation_failed, { { "error", st.request.error() } });
        st.want_visualize = false;
        st.run.reset();
        return;
    }
    st.run = std::move(result);
    if (st.request_is_check) {
        st.grade = tutor::grade_exercise(st.block.exercise, *st.run);
        st.checked = true;
        tutor::ExerciseState& e = ctx.progress.exercises[{ ctx.lesson.id, index }];
        if (e.fingerprint != st.fingerprint)
            e = {};
        e.fingerprint = st.fingerprint;
        e.passed = st.grade.passed;
        e.ever_passed = e.ever_passed || st.grade.passed;
        st.ever_passed = e.ever_passed;
        if (e.attempts < 99999)
            ++e.attempts;
        save(st, index, ctx, true);
        if (ctx.answered) {
            BlockAnswer answer { BlockAnswer::Kind::Exercise, ctx.lesson.id, index, st.block.title, st.grade.passed, 0,
                static_cast<int>(st.grade.goals.size()), {}, {}, -1, {} };
            for (const tutor::GoalResult& g : st.grade.goals) {
                answer.raw += g.passed ? 1 : 0;
                answer.items.push_back(g.goal);
                answer.response.push_back(g.passed ? 1 : 0);
                answer.measured.push_back(g.measured);
            }
            if (answer.title.empty())
                answer.title = answer.items.empty() ? msg::text(Msg::ui_label_exercise) : answer.items[0];
            ctx.answered(answer);
        }
    }
}

float ExerciseBlocks::draw(const Block& block, int index, float width, BlockContext& ctx)
{
    const Theme& theme = ctx.theme;
    const Fonts& fonts = ctx.fonts;
    State& st = m_states[key(ctx.lesson.id, index)];
    if (!st.prepared)
        prepare(st, block, index, ctx);
    if (st.reread) {
        st.reread = false;
        tutor::ExerciseBlock words;
        std::string error;
        if (st.error.empty() && tutor::exercise_from_block(block, ctx.lesson.host, words, error)
            && tutor::exercise_fingerprint(words.exercise) == st.fingerprint)
            st.block = std::move(words);
    }
    const std::string id = "exercise:" + std::to_string(index);
    const double now = ImGui::GetTime();
    const int frame_no = ImGui::GetFrameCount();
    if (st.last_drawn_frame != frame_no - 1)
        st.want_visualize = false; // the learner left and came back: no surprise visualizer
    st.last_drawn_frame = frame_no;
    if (st.request.update(*m_sims))
        arrived(st, index, ctx);
    if (st.want_visualize && st.run && !st.request.pending()) {
        st.want_visualize = false;
        VisualizerInput in { st.run, st.run_code, st.block.title.empty() ? msg::text(Msg::ui_label_exercise) : st.block.title, "", 0, false, index };
        if (st.checked && st.run_code == st.code)
            for (const tutor::GoalResult& r : st.grade.goals)
                if (!r.passed && !r.why.empty()) {
                    in.banner = r.goal + ": " + r.why;
                    break;
                }
        ctx.visualize(std::move(in));
    }

    BlockFrame frame(width, fonts, theme, msg::text(Msg::ui_kicker_exercise).c_str(), ctx);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 start = frame.start;
    const float pad = frame.pad, inner = frame.inner;
    const float left = start.x + pad;
    ImGui::PushID(4000 + index);

    if (!st.error.empty()) {
        text_block(fonts.small, fonts.size(fonts.small), theme.poor, st.error, inner);
    } else {
        const Exercise& ex = st.block.exercise;
        text_block(fonts.bold, fonts.size(fonts.bold), theme.heading, st.block.title.empty() ? msg::text(Msg::exercise_title) : st.block.title, inner);
        ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 4));
        text_block(fonts.small, fonts.size(fonts.small), theme.text_muted,
            msg::text(Msg::exercise_how), inner);
        ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 12));

        // The goals, with what the last Check measured. A result for another program
        // than the one in the editor is shown muted ("before your last edit").
        const bool stale = st.checked && !st.run_code.empty() && st.run_code != st.code;
        const float mark_w = 26;
        for (size_t i = 0; i < ex.goals.size(); ++i) {
            const tutor::GoalResult* r = st.checked && i < st.grade.goals.size() ? &st.grade.goals[i] : nullptr;
            ImVec2 row = ImGui::GetCursorScreenPos();
            float mono = fonts.size(fonts.mono);
            draw_mark(dl, ImVec2(row.x + 9, row.y + mono * 0.5f + 2), r ? (r->passed ? 1 : 0) : -1, theme);
            ImGui::SetCursorScreenPos(ImVec2(row.x + mark_w, row.y));
            ImGui::PushFont(fonts.mono);
            text_block(fonts.mono, mono, theme.code_text, ex.goals[i].text, inner - mark_w);
            ImGui::PopFont();
            if (r) {
                ImGui::SetCursorScreenPos(ImVec2(row.x + mark_w, ImGui::GetCursorScreenPos().y + 2));
                ImU32 color = stale ? theme.text_muted : r->passed ? theme.good : theme.poor;
                text_block(fonts.small_bold, fonts.size(fonts.small_bold), color, r->measured + (stale ? msg::text(Msg::exercise_before_last_edit) : std::string()), inner - mark_w);
                if (!r->passed && !r->why.empty()) {
                    ImGui::SetCursorScreenPos(ImVec2(row.x + mark_w, ImGui::GetCursorScreenPos().y + 2));
                    text_block(fonts.small, fonts.size(fonts.small), theme.text, r->why, inner - mark_w);
                }
            }
            ImVec2 end = ImGui::GetCursorScreenPos();
            ImGui::SetCursorScreenPos(row);
            ImGui::Dummy(ImVec2(inner, std::max(1.0f, end.y - row.y)));
            ctx.record(id + ":goal:" + std::to_string(i), false);
            ImGui::SetCursorScreenPos(ImVec2(left, end.y + 10));
        }

        // The editor: the learner's copy of the program.
        const loop::Settings check_settings = settings_for_check(st.block);
        const float line_h = fonts.size(fonts.mono);
        const int lines = std::clamp(count_lines(st.code) + 1, 6, 26);
        const float editor_h = static_cast<float>(lines) * line_h + 2 * ImGui::GetStyle().FramePadding.y + 4;
        ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 2));
        const auto& problem = st.syntax.problem();
        if (draw_code_editor("##exercise-code", st.code, ImVec2(inner, editor_h), kMaxCode, fonts, theme, problem ? &*problem : nullptr)) {
            st.undo_code.clear();
            st.edited_at = now;
            save(st, index, ctx, false);
        }
        ctx.record(id + ":editor", false);
        st.syntax.update(st.code, check_settings, now);
        if (st.edited_at >= 0 && now - st.edited_at >= kSaveAfterSeconds)
            save(st, index, ctx, true);
        if (problem) {
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 4));
            ImVec2 p = ImGui::GetCursorScreenPos();
            float h = text_block(fonts.small_bold, fonts.size(fonts.small_bold), theme.poor, st.syntax.message(), inner);
            ImGui::ItemAdd(ImRect(p, ImVec2(p.x + inner, p.y + h)), 0);
            ctx.record(id + ":syntax-error", false);
        }

        // The buttons, wrapping onto a second row on a narrow page.
        ImGui::PushFont(fonts.small_bold);
        const ImGuiStyle& style = ImGui::GetStyle();
        float bx = left, by = ImGui::GetCursorScreenPos().y + 10;
        const float row_h = ImGui::GetFrameHeight();
        auto button = [&](const std::string& label, const std::string& name, bool disabled, bool primary = false) {
            float w = label_size(label.c_str()).x + style.FramePadding.x * 2;
            if (bx > left && bx + w > left + inner) {
                bx = left;
                by += row_h + 8;
            }
            ImGui::SetCursorScreenPos(ImVec2(bx, by));
            if (primary)
                ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme.link));
            if (primary)
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.background));
            ImGui::BeginDisabled(disabled);
            bool clicked = evloop::ui::button(label.c_str());
            ImGui::EndDisabled();
            if (primary)
                ImGui::PopStyleColor(2);
            ctx.record(id + ":" + name, disabled);
            bx += w + 8;
            return (clicked || ctx.dom_action(index, name)) && !disabled; // or the accessible DOM's (ui/page_model.h)
        };
        if (button(msg::text(Msg::ui_label_check), "check", false, true)) {
            st.syntax.check_now(st.code, check_settings);
            st.want_visualize = false;
            if (!st.syntax.problem()) {
                save(st, index, ctx, true);
                start_run(st, true);
            } else {
                st.run_message.clear();
            }
        }
        if (button(msg::text(Msg::ui_label_visualize), "visualize", false)) {
            st.syntax.check_now(st.code, check_settings);
            if (!st.syntax.problem()) {
                st.want_visualize = true;
                if (!(st.run && st.run_code == st.code) && !st.request.pending())
                    start_run(st, false);
            }
        }
        const int hint_count = static_cast<int>(ex.hints.size());
        if (hint_count > 0) {
            std::string label = st.hints_shown == 0 ? msg::text(Msg::exercise_hint)
                : st.hints_shown < hint_count  ? msg::plural(Msg::exercise_another_hint, hint_count, { { "number", st.hints_shown + 1 } })
                                               : msg::text(Msg::exercise_no_more_hints);
            if (button(label, "hint", st.hints_shown >= hint_count)) {
                ++st.hints_shown;
                save(st, index, ctx, true);
            }
        }
        if (button(msg::text(st.solution_shown ? Msg::exercise_hide_solution : Msg::exercise_show_solution), "solution", false))
            st.solution_shown = !st.solution_shown;
        if (!st.undo_code.empty()) {
            if (button(msg::text(Msg::ui_label_undo_reset), "undo-reset", false)) {
                st.code = st.undo_code;
                st.undo_code.clear();
                save(st, index, ctx, true);
            }
        } else if (button(msg::text(Msg::ui_label_reset), "reset", st.code == ex.start)) {
            st.undo_code = st.code;
            st.code = ex.start;
            save(st, index, ctx, true);
        }
        ImGui::PopFont();
        ImGui::SetCursorScreenPos(ImVec2(left, by + row_h + 10));

        if (!st.run_message.empty()) {
            text_block(fonts.small, fonts.size(fonts.small), theme.poor, st.run_message, inner);
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 8));
        }
        if (st.request.pending()) {
            if (draw_sim_progress(st.request, msg::text(st.request_is_check ? Msg::ui_checking : Msg::ui_simulating).c_str(), fonts, theme, inner, now, ctx.record, id, true)
                || ctx.dom_action(index, "cancel")) {
                st.request.cancel(*m_sims);
                st.want_visualize = false;
            }
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 8));
        } else if (st.checked) {
            // The verdict, and what stopped the run if it did not finish.
            int met = 0;
            for (const auto& r : st.grade.goals)
                met += r.passed;
            int total = static_cast<int>(st.grade.goals.size());
            std::string verdict = st.grade.passed ? msg::plural(Msg::exercise_all_met, total)
                                                  : msg::plural(Msg::exercise_some_met, total, { { "met", met } });
            ImVec2 p = ImGui::GetCursorScreenPos();
            text_block(fonts.bold, fonts.size(fonts.bold), stale ? theme.text_muted : st.grade.passed ? theme.good : theme.poor, verdict, inner);
            ImGui::ItemAdd(ImRect(p, ImVec2(p.x + inner, ImGui::GetCursorScreenPos().y)), 0);
            ctx.record(id + ":verdict", false);
            std::string stop = !st.grade.problem.empty() ? st.grade.problem : st.grade.stop;
            if (!stop.empty()) {
                ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 4));
                text_block(fonts.small, fonts.size(fonts.small), theme.poor, stop, inner);
            }
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 10));
        }

        // Hints, one at a time, as Markdown.
        for (int h = 0; h < st.hints_shown && h < hint_count; ++h) {
            ImVec2 p = ImGui::GetCursorScreenPos();
            dl->AddRectFilled(ImVec2(p.x, p.y), ImVec2(p.x + 3, p.y + 1), theme.quote_bar); // grows below
            std::string label = msg::text(Msg::exercise_hint_heading, { { "number", h + 1 } });
            text_block(fonts.small_bold, fonts.size(fonts.small_bold), theme.text_muted, label, inner);
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 2));
            draw_markdown_snippet(ex.hints[static_cast<size_t>(h)], inner, fonts, theme);
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 10));
        }
        if (st.solution_shown) {
            text_block(fonts.small_bold, fonts.size(fonts.small_bold), theme.text_muted, msg::text(Msg::exercise_solution_heading), inner);
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 4));
            static const FenceInfo js { "js", {}, {} };
            CodeBlockView view { ex.solution, js, "", 5000 + index };
            float h = draw_code_block(view, inner, fonts, theme);
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y));
            (void)h;
            ctx.record(id + ":solution-code", false);
            ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 8));
        }
    }
    ImGui::PopID();

    return frame.end(width, theme, theme.link);
}

bool ExerciseBlocks::waiting() const
{
    for (const auto& entry : m_states)
        if (entry.second.syntax.waiting() || entry.second.edited_at >= 0)
            return true;
    return false;
}

int ExerciseBlocks::pending() const
{
    int n = 0;
    for (const auto& [k, st] : m_states)
        n += st.request.pending();
    return n;
}

void ExerciseBlocks::cancel_all()
{
    for (auto& [k, st] : m_states)
        st.request.cancel(*m_sims);
}

std::vector<ExerciseBlocks::View> ExerciseBlocks::views() const
{
    std::vector<View> out;
    for (const auto& [k, st] : m_states) {
        View v;
        size_t hash = k.find('#');
        v.lesson = k.substr(0, hash);
        v.block = std::stoi(k.substr(hash + 1));
        v.code = st.code;
        v.syntax_error = st.syntax.message();
        v.checked = st.checked;
        v.passed = st.checked && st.grade.passed;
        v.ever_passed = st.ever_passed;
        v.pending = st.request.pending();
        v.hints_shown = st.hints_shown;
        v.hints = static_cast<int>(st.block.exercise.hints.size());
        v.solution_shown = st.solution_shown;
        v.can_undo_reset = !st.undo_code.empty();
        v.problem = !st.error.empty() ? st.error : st.run_message;
        v.grade = st.grade;
        out.push_back(std::move(v));
    }
    return out;
}

bool ExerciseBlocks::set_code(const std::string& lesson, int block, const std::string& code)
{
    auto it = m_states.find(key(lesson, block));
    if (it == m_states.end() || !it->second.error.empty())
        return false;
    it->second.code = code.substr(0, kMaxCode);
    it->second.undo_code.clear();
    it->second.edited_at = ImGui::GetTime();
    return true;
}

} // namespace evloop::ui
