#include "ui/lesson_blocks.h"
#include "ui/shaped_text.h"
#include "ui/trace_labels.h"
#include "core/util/messages.h"
#include "ui/code_view.h"
#include "ui/compare_view.h"
#include "ui/markdown_view.h"
#include "ui/sim_request.h"
#include "ui/timeline.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace evloop::ui {

namespace {

std::string format_ms(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f ms", v);
    return buf;
}

float text_block(ImFont* font, float size, ImU32 color, const std::string& text, float width)
{
    ImVec2 p = ImGui::GetCursorScreenPos();
    draw_wrapped(ImGui::GetWindowDrawList(), font, size, p, color, text.c_str(), width);
    float h = wrapped_size(font, size, text.c_str(), width).y;
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h));
    return h;
}

// The program of a quiz, highlighted like any example (no caption).
float draw_program(const std::string& code, int id, float width, const Fonts& fonts, const Theme& theme)
{
    static const FenceInfo js { "js", {}, {} };
    CodeBlockView view { code, js, "", id };
    return draw_code_block(view, width, fonts, theme);
}


} // namespace

BlockFrameLayout block_frame_layout(float left, float width, float share_width, bool right_to_left)
{
    BlockFrameLayout l;
    const float right = left + width;
    // The kicker's room: the padded width, less the Share button's corner when there is one.
    const float share_room = share_width > 0 ? kBlockShareInset + share_width + kBlockShareGap : kBlockFramePad;
    l.kicker_width = std::max(1.0f, width - kBlockFramePad - std::max(share_room, kBlockFramePad));
    if (!right_to_left) {
        l.bar_min_x = left;
        l.bar_max_x = left + kBlockFrameBar;
        l.kicker_x = left + kBlockFramePad;
        l.share_x = right - kBlockShareInset - share_width;
    } else {
        l.bar_min_x = right - kBlockFrameBar;
        l.bar_max_x = right;
        l.kicker_x = left + std::max(share_room, kBlockFramePad);
        l.share_x = left + kBlockShareInset;
    }
    return l;
}

BlockFrame::BlockFrame(float width, const Fonts& fonts, const Theme& theme, const char* kicker, const BlockContext& ctx)
    : start(ImGui::GetCursorScreenPos())
    , inner(width - 2 * kBlockFramePad)
    , right_to_left(ctx.right_to_left)
{
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    const BlockFrameLayout l = block_frame_layout(start.x, width, ctx.share_width, ctx.right_to_left);
    // The kicker in its own room (a right-to-left kicker is right-aligned in it by draw_wrapped).
    ImGui::SetCursorScreenPos(ImVec2(l.kicker_x, start.y + pad));
    text_block(fonts.small_bold, fonts.size(fonts.small_bold), theme.link, kicker, l.kicker_width);
    ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 6));
}

float BlockFrame::end(float width, const Theme& theme, ImU32 bar)
{
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float end_y = ImGui::GetCursorScreenPos().y + pad;
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(start, ImVec2(start.x + width, end_y), theme.panel, 10.0f);
    dl->AddRect(start, ImVec2(start.x + width, end_y), theme.border, 10.0f);
    const BlockFrameLayout l = block_frame_layout(start.x, width, 0, right_to_left);
    dl->AddRectFilled(ImVec2(l.bar_min_x, start.y), ImVec2(l.bar_max_x, end_y), bar, 10.0f,
        right_to_left ? ImDrawFlags_RoundCornersRight : ImDrawFlags_RoundCornersLeft);
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(start.x, end_y));
    ImGui::Dummy(ImVec2(width, 1));
    return end_y - start.y + 1;
}

float LessonBlocks::draw(const Block& block, int index, float width, BlockContext& ctx)
{
    if (block.kind != BlockKind::Code)
        return -1;
    if (block.fence.is_runnable())
        return draw_example(block, index, width, ctx);
    if (block.fence.language == "quiz" && block.fence.has_flag("order"))
        return draw_order_quiz(block, index, width, ctx);
    if (block.fence.language == "quiz" && block.fence.has_flag("choice"))
        return draw_choice_quiz(block, index, width, ctx);
    if (block.fence.language == "exercise")
        return m_exercises.draw(block, index, width, ctx);
    return -1;
}

float LessonBlocks::draw_example(const Block& block, int index, float width, BlockContext& ctx)
{
    const Theme& theme = ctx.theme;
    const Fonts& fonts = ctx.fonts;
    ExampleState& st = m_examples[key(ctx.lesson.id, index)];
    if (st.example.code.empty() && st.error.empty())
        if (!tutor::example_from_block(block, ctx.lesson.host, st.example, st.error))
            st.error = msg::text(Msg::ui_example_cannot_run, { { "error", st.error } });
    ImVec2 start = ImGui::GetCursorScreenPos();
    CodeBlockView view { block.code, block.fence, lesson_host_name(ctx.lesson.host), index };
    float h = draw_code_block(view, width, fonts, theme);
    ImGui::SetCursorScreenPos(ImVec2(start.x, start.y + h + 8));
    std::string id = "example:" + std::to_string(index);
    ImGui::PushID(index);
    ImGui::PushFont(fonts.small_bold);
    // The run comes from the simulation service; until it arrives a progress row stands
    // where the output goes. A Visualize click waits for it too, but only while the
    // learner stays here (a block not drawn in the previous frame was left).
    const std::string* title = block.fence.option("title");
    const int frame = ImGui::GetFrameCount();
    if (st.last_drawn_frame != frame - 1)
        st.want_visualize = false;
    st.last_drawn_frame = frame;
    receive(st);
    const bool both = st.example.both_hosts;
    auto ensure_run = [&] {
        if (!st.run && st.error.empty() && !st.request.pending()) {
            st.sim_error.clear();
            st.request.start(*m_sims, tutor::example_job(st.example), ImGui::GetTime());
        }
        if (both && !st.other_run && st.error.empty() && !st.other_request.pending()) {
            st.sim_error.clear();
            st.other_request.start(*m_sims, tutor::example_job(tutor::other_host(st.example)), ImGui::GetTime());
        }
    };
    const bool arrived = st.run && (!both || st.other_run);
    ImGui::BeginDisabled(!st.error.empty());
    bool run_clicked = button(msg::text(Msg::ui_label_run).c_str());
    if ((run_clicked || ctx.dom_action(index, "run")) && st.error.empty()) {
        ensure_run();
        st.show_output = true;
    }
    ctx.record(id + ":run", !st.error.empty());
    ImGui::SameLine();
    bool visualize_clicked = button(msg::text(both ? Msg::example_visualize_both : Msg::example_visualize).c_str());
    if ((visualize_clicked || ctx.dom_action(index, "visualize")) && st.error.empty()) {
        ensure_run();
        st.want_visualize = true;
    }
    ctx.record(id + ":visualize", !st.error.empty());
    ImGui::EndDisabled();
    ImGui::PopFont();
    ImGui::PopID();
    if (st.want_visualize && arrived) {
        st.want_visualize = false;
        std::string name = title ? *title : msg::text(Msg::ui_label_example);
        if (both && ctx.compare)
            ctx.compare({ st.run, st.example.code, name, "", 0, false, index }, { st.other_run, st.example.code, name, "", 0, false, index });
        else
            ctx.visualize({ st.run, st.example.code, name, "", 0, false, index }); // index: App retitles it after a language switch
    }
    if (!st.error.empty()) {
        ImGui::SetCursorScreenPos(ImVec2(start.x, ImGui::GetCursorScreenPos().y + 4));
        text_block(fonts.small, fonts.size(fonts.small), theme.poor, st.error, width);
    }
    if (!st.sim_error.empty()) {
        ImGui::SetCursorScreenPos(ImVec2(start.x, ImGui::GetCursorScreenPos().y + 4));
        text_block(fonts.small, fonts.size(fonts.small), theme.poor, st.sim_error, width);
    }
    if (st.request.pending() || st.other_request.pending()) {
        ImGui::SetCursorScreenPos(ImVec2(start.x, ImGui::GetCursorScreenPos().y + 6));
        const SimRequest& shown = st.request.pending() ? st.request : st.other_request;
        if (draw_sim_progress(shown, msg::text(both && !st.request.pending() ? Msg::ui_simulating_node : Msg::ui_simulating).c_str(), fonts, theme, width, ImGui::GetTime(), ctx.record, id, true)
            || ctx.dom_action(index, "cancel")) {
            st.request.cancel(*m_sims);
            st.other_request.cancel(*m_sims);
            st.want_visualize = false;
            st.show_output = false;
        }
    }
    if (st.show_output && both && arrived) {
        // Both hosts' lines next to each other, the ones that differ marked.
        ImGui::SetCursorScreenPos(ImVec2(start.x, ImGui::GetCursorScreenPos().y + 6));
        draw_output_columns({ st.run->trace->stdout_lines, st.other_run->trace->stdout_lines }, fonts, theme, width);
        ctx.record(id + ":output", false);
    } else if (st.show_output && st.run && !both) {
        ImVec2 p = ImGui::GetCursorScreenPos();
        p.x = start.x; // the text column, not the window's edge where a new line starts
        p.y += 6;
        ImDrawList* dl = ImGui::GetWindowDrawList();
        float size = fonts.size(fonts.mono) * 0.95f;
        float line_h = size * 1.45f;
        const auto& output = st.run->output;
        size_t shown = std::min<size_t>(output.size(), 200);
        std::string summary;
        const trace::Metrics& m = st.run->trace->metrics;
        if (const trace::Metrics::Interaction* inp = m.inp())
            summary = msg::text(Msg::ui_inp_rating, { { "inp", format_ms(inp->duration()) }, { "rating", inp_rating(inp->duration()) } });
        if (!m.long_tasks.empty())
            summary += std::string(summary.empty() ? "" : "  \xC2\xB7  ") + msg::plural(Msg::long_tasks_count, static_cast<long long>(m.long_tasks.size()));
        float box_h = 20 + std::max<size_t>(shown, 1) * line_h + (summary.empty() ? 0 : line_h + 4) + (output.size() > shown ? line_h : 0);
        dl->AddRectFilled(p, ImVec2(p.x + width, p.y + box_h), theme.code_background, 8.0f);
        dl->AddRect(p, ImVec2(p.x + width, p.y + box_h), theme.code_border, 8.0f);
        dl->PushClipRect(p, ImVec2(p.x + width, p.y + box_h), true);
        float y = p.y + 10;
        if (output.empty())
            draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(p.x + 14, y), theme.text_muted, msg::text(Msg::ui_no_output).c_str());
        for (size_t i = 0; i < shown; ++i) {
            const auto& line = output[i];
            draw_label(dl, fonts.mono, size, ImVec2(p.x + 14, y), line.is_stderr ? theme.poor : theme.code_text, shown_output_line(*st.run->trace, line).c_str());
            y += line_h;
        }
        if (output.size() > shown) {
            std::string more = msg::plural(Msg::ui_more_lines, static_cast<long long>(output.size() - shown));
            draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(p.x + 14, y), theme.text_muted, more.c_str());
            y += line_h;
        }
        if (!summary.empty()) {
            const trace::Metrics::Interaction* inp = m.inp();
            draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(p.x + 14, y + 4), inp ? rating_color(theme, inp->duration()) : theme.text_muted, summary.c_str());
        }
        dl->PopClipRect();
        ImGui::ItemAdd(ImRect(p, ImVec2(p.x + width, p.y + box_h)), 0); // its rectangle, for tests
        ctx.record(id + ":output", false);
        ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + box_h));
    }
    ImGui::Dummy(ImVec2(width, 1));
    return ImGui::GetCursorScreenPos().y - start.y;
}

float LessonBlocks::draw_order_quiz(const Block& block, int index, float width, BlockContext& ctx)
{
    const Theme& theme = ctx.theme;
    const Fonts& fonts = ctx.fonts;
    OrderState& st = m_orders[key(ctx.lesson.id, index)];
    // The answer is what the simulation prints: the quiz waits for its run (without
    // holding up the page) and is asked once it has arrived.
    if (!st.run && st.error.empty()) {
        if (!st.prepared) {
            st.prepared = true;
            if (!tutor::example_from_block(block, ctx.lesson.host, st.example, st.error))
                st.error = msg::text(Msg::quiz_cannot_run, { { "error", st.error } });
            else
                st.request.start(*m_sims, tutor::example_job(st.example), ImGui::GetTime());
        }
        receive(st);
    }
    BlockFrame frame(width, fonts, theme, msg::text(Msg::ui_kicker_quiz_order).c_str(), ctx);
    const ImVec2 start = frame.start;
    const float pad = frame.pad, inner = frame.inner;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::string* title = block.fence.option("title");
    text_block(fonts.bold, fonts.size(fonts.bold), theme.heading,
        title ? *title : msg::text(Msg::quiz_order_question), inner);
    ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 4));
    text_block(fonts.small, fonts.size(fonts.small), theme.text_muted,
        msg::text(ctx.touch ? Msg::quiz_order_how_touch : Msg::quiz_order_how),
        inner);
    float program_y = ImGui::GetCursorScreenPos().y + 10;
    ImGui::SetCursorScreenPos(ImVec2(start.x + pad, program_y));
    float ch = draw_program(block.code, 1000 + index, inner, fonts, theme);
    ImGui::SetCursorScreenPos(ImVec2(start.x + pad, program_y + ch + 12));
    std::string id = "quiz:" + std::to_string(index);
    ImGui::PushID(2000 + index);
    if (!st.error.empty()) {
        text_block(fonts.small, fonts.size(fonts.small), theme.poor, st.error, inner);
    } else if (!st.run) {
        draw_sim_progress(st.request, msg::text(Msg::ui_working_out_answer).c_str(), fonts, theme, inner, ImGui::GetTime(), ctx.record, id, false);
    } else {
        // The lines, in the learner's order. Each has a drag handle at its left. With a
        // mouse the whole line drags; on a touch screen only the handle does, so a swipe
        // elsewhere on the line scrolls the page (the line is no ImGui control there, and
        // a tap on it selects it).
        const float row_h = std::round(fonts.size(fonts.mono) * 1.5f + 14);
        const float handle_w = 30.0f;
        float list_y = ImGui::GetCursorScreenPos().y;
        ImGuiIO& io = ImGui::GetIO();
        int n = static_cast<int>(st.order.size());
        // The accessible DOM's Move up / Move down (ui/page_model.h): as the ▲ / ▼ buttons.
        // A line is named by its identity (its index in the answer), not its position, so
        // two presses before the next frame move the line the learner meant.
        for (int i = 0; i < n && !st.submitted; ++i) {
            std::string line = std::to_string(st.order[static_cast<size_t>(i)]);
            if (i > 0 && ctx.dom_action(index, "up:" + line)) {
                std::swap(st.order[static_cast<size_t>(i)], st.order[static_cast<size_t>(i - 1)]);
                st.selected = i - 1;
            } else if (i + 1 < n && ctx.dom_action(index, "down:" + line)) {
                std::swap(st.order[static_cast<size_t>(i)], st.order[static_cast<size_t>(i + 1)]);
                st.selected = i + 1;
                ++i; // the line moved down is not moved again
            }
        }
        for (int i = 0; i < n; ++i) {
            float y = list_y + static_cast<float>(i) * (row_h + 6);
            ImVec2 a(start.x + pad, y), b(start.x + pad + inner, y + row_h);
            ImGui::SetCursorScreenPos(a);
            ImGui::PushID(st.order[static_cast<size_t>(i)]); // the line's own id: a held line stays held as it moves
            float arrows_w = st.selected == i && !st.submitted ? 84.0f : 0.0f;
            bool clicked = false, active = false, hovered = false;
            if (!ctx.touch) {
                clicked = ImGui::InvisibleButton("line", ImVec2(inner - arrows_w, row_h));
                active = ImGui::IsItemActive();
                hovered = ImGui::IsItemHovered();
                ctx.record(id + ":line:" + std::to_string(i), st.submitted);
                ImGui::SetCursorScreenPos(a);
                ImGui::Dummy(ImVec2(handle_w, row_h));
                ctx.record(id + ":handle:" + std::to_string(i), st.submitted);
            } else {
                ImGui::InvisibleButton("handle", ImVec2(handle_w, row_h));
                active = ImGui::IsItemActive();
                hovered = ImGui::IsItemHovered();
                clicked = ImGui::IsItemDeactivated() && io.MouseDragMaxDistanceSqr[0] < 36.0f;
                ctx.record(id + ":handle:" + std::to_string(i), st.submitted);
                ImGui::SetCursorScreenPos(a);
                ImGui::Dummy(ImVec2(inner - arrows_w, row_h));
                ctx.record(id + ":line:" + std::to_string(i), st.submitted);
                // A tap (press and release without moving) on the rest of the line selects it.
                ImRect rest(ImVec2(a.x + handle_w, a.y), ImVec2(b.x - arrows_w, b.y));
                if (!clicked && ImGui::IsMouseReleased(ImGuiMouseButton_Left) && io.MouseDragMaxDistanceSqr[0] < 36.0f
                    && ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows) && rest.Contains(io.MouseClickedPos[0])
                    && rest.Contains(io.MousePos))
                    clicked = true;
            }
            if (!st.submitted) {
                if (clicked && st.dragging < 0)
                    st.selected = st.selected == i ? -1 : i;
                if (active && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
                    st.dragging = i; // the held line; it moves to the row under the mouse (below)
                if (hovered || active)
                    ImGui::SetMouseCursor(ctx.touch ? ImGuiMouseCursor_ResizeNS : ImGuiMouseCursor_Hand);
            }
            ImU32 bg = theme.code_background;
            if (st.submitted)
                bg = st.marks[static_cast<size_t>(i)] ? theme.right_answer : theme.wrong_answer;
            dl->AddRectFilled(a, b, bg, 6.0f);
            dl->AddRect(a, b, st.selected == i && !st.submitted ? theme.selection : theme.code_border, 6.0f, 0, st.selected == i ? 2.0f : 1.0f);
            // The handle: two columns of three dots, like ⋮⋮.
            if (!st.submitted) {
                ImU32 dot = hovered || active ? theme.heading : theme.text_muted;
                float cx = a.x + 11, cy = a.y + row_h * 0.5f;
                for (int col = 0; col < 2; ++col)
                    for (int r = -1; r <= 1; ++r)
                        dl->AddCircleFilled(ImVec2(cx + col * 6.0f, cy + r * 6.0f), 1.8f, dot, 8);
            }
            const float text_x = a.x + handle_w + 28;
            std::string number = std::to_string(i + 1) + ".";
            draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(a.x + handle_w, a.y + (row_h - fonts.size(fonts.small_bold)) * 0.5f), theme.text_muted, number.c_str());
            const std::string& line = st.quiz.answer[static_cast<size_t>(st.order[static_cast<size_t>(i)])];
            dl->PushClipRect(ImVec2(text_x - 4, a.y), ImVec2(b.x - 80 - arrows_w, b.y), true);
            draw_label(dl, fonts.mono, fonts.size(fonts.mono), ImVec2(text_x, a.y + (row_h - fonts.size(fonts.mono)) * 0.5f), theme.code_text, line.c_str());
            dl->PopClipRect();
            if (st.submitted) {
                const std::string mark_text = msg::text(st.marks[static_cast<size_t>(i)] ? Msg::quiz_mark_in_order : Msg::quiz_mark_move);
                const char* mark = mark_text.c_str();
                float mw = label_size(fonts.small_bold, fonts.size(fonts.small_bold), mark).x;
                draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(b.x - mw - 12, a.y + (row_h - fonts.size(fonts.small_bold)) * 0.5f), st.marks[static_cast<size_t>(i)] ? theme.good : theme.poor, mark);
            } else if (st.selected == i) {
                ImGui::SetCursorScreenPos(ImVec2(b.x - arrows_w + 4, a.y + (row_h - ImGui::GetFrameHeight()) * 0.5f));
                ImGui::PushFont(fonts.small_bold);
                ImGui::BeginDisabled(i == 0);
                if (button("\xE2\x96\xB2")) {
                    std::swap(st.order[static_cast<size_t>(i)], st.order[static_cast<size_t>(i - 1)]);
                    st.selected = i - 1;
                }
                ImGui::EndDisabled();
                ctx.record(id + ":up", i == 0);
                ImGui::SameLine();
                ImGui::BeginDisabled(i + 1 == n);
                if (button("\xE2\x96\xBC")) {
                    std::swap(st.order[static_cast<size_t>(i)], st.order[static_cast<size_t>(i + 1)]);
                    st.selected = i + 1;
                }
                ImGui::EndDisabled();
                ctx.record(id + ":down", i + 1 == n);
                ImGui::PopFont();
            }
            ImGui::PopID();
        }
        // Dragging: the held line follows the mouse to the row under it.
        if (st.dragging >= 0) {
            {
                int target = static_cast<int>(std::floor((io.MousePos.y - list_y) / (row_h + 6)));
                target = std::clamp(target, 0, n - 1);
                while (st.dragging < target) {
                    std::swap(st.order[static_cast<size_t>(st.dragging)], st.order[static_cast<size_t>(st.dragging + 1)]);
                    ++st.dragging;
                }
                while (st.dragging > target) {
                    std::swap(st.order[static_cast<size_t>(st.dragging)], st.order[static_cast<size_t>(st.dragging - 1)]);
                    --st.dragging;
                }
                st.selected = st.dragging;
            }
            st.dragging = -1; // set again next frame while the line is still held
        }
        // Keyboard: a selected line moves with Up / Down.
        if (!st.submitted && st.selected >= 0 && !io.WantTextInput) {
            if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow)) && st.selected > 0) {
                std::swap(st.order[static_cast<size_t>(st.selected)], st.order[static_cast<size_t>(st.selected - 1)]);
                --st.selected;
            }
            if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow)) && st.selected + 1 < n) {
                std::swap(st.order[static_cast<size_t>(st.selected)], st.order[static_cast<size_t>(st.selected + 1)]);
                ++st.selected;
            }
        }
        ImGui::SetCursorScreenPos(ImVec2(start.x + pad, list_y + static_cast<float>(n) * (row_h + 6) + 6));
        ImGui::PushFont(fonts.small_bold);
        if (!st.submitted) {
            bool submit_clicked = button(msg::text(Msg::ui_label_submit_order).c_str());
            if (submit_clicked || ctx.dom_action(index, "submit")) {
                st.submitted = true;
                st.selected = -1;
                st.grade = tutor::grade_relative_order(st.quiz, st.order);
                st.marks = st.grade.in_order;
                bool all = st.grade.all_right();
                if (!all)
                    ++st.wrong_tries;
                ctx.progress.record(ctx.lesson.id, index, all);
                ctx.progress_changed();
                if (ctx.answered)
                    ctx.answered({ BlockAnswer::Kind::Order, ctx.lesson.id, index, title ? *title : msg::text(Msg::quiz_order_question),
                        all, st.grade.kept, st.grade.total, st.quiz.answer, st.order, -1, {} });
            }
            ctx.record(id + ":submit", false);
        } else {
            int right = st.grade.kept;
            bool all = st.grade.all_right();
            ImGui::PopFont();
            int to_move = n - right;
            std::string verdict = all ? msg::text(Msg::quiz_order_all_right, { { "count", n } })
                                      : msg::plural(Msg::quiz_order_partly_right, to_move, { { "right", right }, { "total", n } });
            // Partly right is progress, not a failure: red only when no line is in order.
            text_block(fonts.bold, fonts.size(fonts.bold), all ? theme.good : right > 1 ? theme.text : theme.poor, verdict, inner);
            ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 8));
            // The true order only on request, or after a second wrong try: a first Try
            // again is a chance to think, not to copy.
            bool show_answer = !all && (st.show_answer || st.wrong_tries >= 2);
            if (show_answer) {
                text_block(fonts.small_bold, fonts.size(fonts.small_bold), theme.text_muted, msg::text(Msg::quiz_true_order_heading), inner);
                ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 4));
                for (size_t k = 0; k < st.quiz.answer.size(); ++k) {
                    ImVec2 p = ImGui::GetCursorScreenPos();
                    std::string num = std::to_string(k + 1) + ".";
                    draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(p.x, p.y + 2), theme.text_muted, num.c_str());
                    draw_label(dl, fonts.mono, fonts.size(fonts.mono), ImVec2(p.x + 26, p.y), theme.code_text, st.quiz.answer[k].c_str());
                    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + fonts.size(fonts.mono) * 1.5f));
                }
                ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 8));
            }
            ImGui::PushFont(fonts.small_bold);
            bool why_clicked = button(msg::text(all ? Msg::ui_label_watch_it_run : Msg::ui_label_watch_why).c_str());
            if (why_clicked || ctx.dom_action(index, "why")) {
                tutor::Divergence d;
                VisualizerInput in { st.run, st.example.code, title ? *title : msg::text(Msg::ui_label_quiz), "", 0, false, index };
                if (tutor::first_divergence(*st.run->trace, st.quiz, st.order, d)) {
                    in.banner = d.sentence;
                    in.start_event = d.event;
                    in.has_start = true;
                }
                ctx.visualize(in);
            }
            ctx.record(id + ":why", false);
            ImGui::SameLine();
            bool retry_clicked = button(msg::text(Msg::ui_label_try_again).c_str());
            if (retry_clicked || ctx.dom_action(index, "retry")) {
                st.submitted = false;
                st.marks.clear();
            }
            ctx.record(id + ":retry", false);
            if (!all && !show_answer) {
                ImGui::SameLine();
                bool show_clicked = button(msg::text(Msg::ui_label_show_answer).c_str());
                if (show_clicked || ctx.dom_action(index, "show-answer"))
                    st.show_answer = true;
                ctx.record(id + ":show-answer", false);
            }
        }
        ImGui::PopFont();
    }
    ImGui::PopID();
    return frame.end(width, theme, theme.quote_bar);
}

void LessonBlocks::reread_texts()
{
    for (auto& [key, st] : m_choices) {
        st.quiz = {}; // parsed again from the block when drawn; `picked` is an option's index
        st.error.clear();
    }
    m_exercises.reread_texts();
}

float LessonBlocks::draw_choice_quiz(const Block& block, int index, float width, BlockContext& ctx)
{
    const Theme& theme = ctx.theme;
    const Fonts& fonts = ctx.fonts;
    ChoiceState& st = m_choices[key(ctx.lesson.id, index)];
    if (st.quiz.options.empty() && st.error.empty()) {
        std::string error;
        if (auto q = parse_choice_quiz(block.code, error))
            st.quiz = *q;
        else
            st.error = msg::text(Msg::quiz_malformed, { { "error", error } });
    }
    BlockFrame frame(width, fonts, theme, msg::text(Msg::ui_kicker_quiz_choice).c_str(), ctx);
    const ImVec2 start = frame.start;
    const float pad = frame.pad, inner = frame.inner;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    std::string id = "choice:" + std::to_string(index);
    ImGui::PushID(3000 + index);
    if (!st.error.empty()) {
        text_block(fonts.small, fonts.size(fonts.small), theme.poor, st.error, inner);
    } else {
        // The question, the choices and the explanation are Markdown, like the lesson.
        draw_markdown_snippet("**" + st.quiz.question + "**", inner, fonts, theme);
        ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 10));
        st.option_h.resize(st.quiz.options.size(), 0.0f);
        for (size_t i = 0; i < st.quiz.options.size(); ++i) {
            ImVec2 a = ImGui::GetCursorScreenPos();
            float size = fonts.size(fonts.body);
            // The height the text took last frame (the text is drawn over the button).
            float h = st.option_h[i] > 0 ? st.option_h[i]
                                         : wrapped_size(fonts.body, size, st.quiz.options[i].c_str(), inner - 44).y + 16;
            ImGui::PushID(static_cast<int>(i));
            bool clicked = ImGui::InvisibleButton("option", ImVec2(inner, h));
            ctx.record(id + ":option:" + std::to_string(i), st.submitted);
            bool hovered = ImGui::IsItemHovered();
            ImGui::PopID();
            if ((clicked || ctx.dom_action(index, "pick:" + std::to_string(i))) && !st.submitted)
                st.picked = static_cast<int>(i);
            bool picked = st.picked == static_cast<int>(i);
            ImU32 bg = theme.code_background;
            if (st.submitted && static_cast<int>(i) == st.quiz.answer)
                bg = theme.right_answer;
            else if (st.submitted && picked)
                bg = theme.wrong_answer;
            else if (hovered && !st.submitted)
                bg = theme.sidebar_hover;
            dl->AddRectFilled(a, ImVec2(a.x + inner, a.y + h), bg, 6.0f);
            dl->AddRect(a, ImVec2(a.x + inner, a.y + h), picked ? theme.selection : theme.code_border, 6.0f, 0, picked ? 2.0f : 1.0f);
            ImVec2 c(a.x + 18, a.y + h * 0.5f);
            dl->AddCircle(c, 7.0f, theme.text_muted, 16, 1.5f);
            if (picked)
                dl->AddCircleFilled(c, 4.0f, theme.selection);
            ImGui::SetCursorScreenPos(ImVec2(a.x + 36, a.y + 8));
            st.option_h[i] = draw_markdown_snippet(st.quiz.options[i], inner - 44, fonts, theme) + 16;
            ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + h + 6));
        }
        ImGui::PushFont(fonts.small_bold);
        if (!st.submitted) {
            ImGui::BeginDisabled(st.picked < 0);
            bool submit_clicked = button(msg::text(Msg::ui_label_submit_answer).c_str());
            if ((submit_clicked || ctx.dom_action(index, "submit")) && st.picked >= 0) {
                st.submitted = true;
                ctx.progress.record(ctx.lesson.id, index, st.picked == st.quiz.answer);
                ctx.progress_changed();
                if (ctx.answered) {
                    bool right = st.picked == st.quiz.answer;
                    ctx.answered({ BlockAnswer::Kind::Choice, ctx.lesson.id, index, st.quiz.question, right, right ? 1 : 0, 1,
                        st.quiz.options, { st.picked }, st.quiz.answer, {} });
                }
            }
            ImGui::EndDisabled();
            ctx.record(id + ":submit", st.picked < 0);
            ImGui::PopFont();
        } else {
            ImGui::PopFont();
            bool right = st.picked == st.quiz.answer;
            ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 4));
            text_block(fonts.bold, fonts.size(fonts.bold), right ? theme.good : theme.poor, msg::text(right ? Msg::quiz_right : Msg::quiz_not_quite), inner);
            ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 4));
            draw_markdown_snippet(st.quiz.explanation, inner, fonts, theme);
            ImGui::SetCursorScreenPos(ImVec2(start.x + pad, ImGui::GetCursorScreenPos().y + 10));
            ImGui::PushFont(fonts.small_bold);
            bool retry_clicked = button(msg::text(Msg::ui_label_try_again).c_str());
            if (retry_clicked || ctx.dom_action(index, "retry")) {
                st.submitted = false;
                st.picked = -1;
            }
            ctx.record(id + ":retry", false);
            ImGui::PopFont();
        }
    }
    ImGui::PopID();
    return frame.end(width, theme, theme.quote_bar);
}

std::vector<LessonBlocks::OrderQuizView> LessonBlocks::order_quizzes() const
{
    std::vector<OrderQuizView> out;
    for (const auto& [k, st] : m_orders) {
        OrderQuizView v;
        size_t hash = k.find('#');
        v.lesson = k.substr(0, hash);
        v.block = std::stoi(k.substr(hash + 1));
        for (int i : st.order)
            v.shown.push_back(st.quiz.answer[static_cast<size_t>(i)]);
        v.answer = st.quiz.answer;
        v.submitted = st.submitted;
        v.right = static_cast<int>(std::count(st.marks.begin(), st.marks.end(), true));
        v.answer_shown = st.submitted && !st.grade.all_right() && (st.show_answer || st.wrong_tries >= 2);
        v.problem = st.error;
        v.order = st.order;
        v.marks = st.marks;
        v.loading = !st.run && st.error.empty();
        v.total = static_cast<int>(st.order.size());
        v.all_right = st.submitted && st.grade.all_right();
        out.push_back(v);
    }
    return out;
}

std::vector<LessonBlocks::ChoiceQuizView> LessonBlocks::choice_quizzes() const
{
    std::vector<ChoiceQuizView> out;
    for (const auto& [k, st] : m_choices) {
        size_t hash = k.find('#');
        out.push_back({ k.substr(0, hash), std::stoi(k.substr(hash + 1)), st.picked, st.submitted, st.submitted && st.picked == st.quiz.answer });
    }
    return out;
}

std::vector<LessonBlocks::ExampleView> LessonBlocks::example_views() const
{
    std::vector<ExampleView> out;
    for (const auto& [k, st] : m_examples) {
        ExampleView v;
        size_t hash = k.find('#');
        v.lesson = k.substr(0, hash);
        v.block = std::stoi(k.substr(hash + 1));
        v.pending = st.request.pending() || st.other_request.pending();
        v.error = !st.error.empty() ? st.error : st.sim_error;
        v.shown = st.show_output && st.run && (!st.example.both_hosts || st.other_run);
        if (v.shown) {
            const auto& output = st.run->output;
            for (size_t i = 0; i < output.size() && i < 200; ++i)
                v.output.push_back(shown_output_line(*st.run->trace, output[i]));
            const trace::Metrics& m = st.run->trace->metrics;
            if (const trace::Metrics::Interaction* inp = m.inp())
                v.summary = msg::text(Msg::ui_inp_rating, { { "inp", format_ms(inp->duration()) }, { "rating", inp_rating(inp->duration()) } });
            if (!m.long_tasks.empty())
                v.summary += std::string(v.summary.empty() ? "" : " \xC2\xB7 ") + msg::plural(Msg::long_tasks_count, static_cast<long long>(m.long_tasks.size()));
            if (st.example.both_hosts && st.other_run) {
                v.output.push_back("Node.js:");
                for (size_t i = 0; i < st.other_run->output.size() && i < 200; ++i)
                    v.output.push_back(shown_output_line(*st.other_run->trace, st.other_run->output[i]));
            }
        }
        out.push_back(std::move(v));
    }
    return out;
}

bool LessonBlocks::has_selection(const std::string& lesson) const
{
    for (const auto& entry : m_orders)
        if (entry.first.rfind(lesson + "#", 0) == 0 && entry.second.selected >= 0 && !entry.second.submitted)
            return true;
    return false;
}

void LessonBlocks::receive(ExampleState& st)
{
    if (st.other_request.update(*m_sims)) {
        st.other_run = st.other_request.take_result();
        if (!st.other_run) {
            st.sim_error = msg::text(Msg::ui_simulation_failed, { { "error", st.other_request.error() } });
            st.want_visualize = false;
        }
    }
    if (!st.request.update(*m_sims))
        return;
    st.run = st.request.take_result();
    if (!st.run) {
        st.sim_error = msg::text(Msg::ui_simulation_failed, { { "error", st.request.error() } });
        st.want_visualize = false;
    }
}

void LessonBlocks::receive(OrderState& st)
{
    if (!st.request.update(*m_sims))
        return;
    st.run = st.request.take_result();
    if (!st.run) {
        st.error = msg::text(Msg::quiz_answer_failed, { { "error", st.request.error() } });
        return;
    }
    st.quiz = tutor::make_order_quiz(*st.run, tutor::quiz_seed(st.example.code));
    st.order = st.quiz.start;
    if (!st.quiz.problem.empty())
        st.error = msg::text(Msg::quiz_cannot_be_asked, { { "problem", st.quiz.problem } });
}

void LessonBlocks::poll()
{
    if (!m_sims)
        return;
    for (auto& entry : m_examples)
        if (entry.second.request.pending() || entry.second.other_request.pending())
            receive(entry.second);
    for (auto& entry : m_orders)
        if (entry.second.request.pending())
            receive(entry.second);
}

int LessonBlocks::pending() const
{
    int n = 0;
    for (const auto& [k, st] : m_examples)
        n += st.request.pending() + st.other_request.pending();
    for (const auto& [k, st] : m_orders)
        n += st.request.pending();
    return n + m_exercises.pending();
}

void LessonBlocks::cancel_all()
{
    for (auto& [k, st] : m_examples) {
        st.request.cancel(*m_sims);
        st.other_request.cancel(*m_sims);
    }
    for (auto& [k, st] : m_orders)
        st.request.cancel(*m_sims);
    m_exercises.cancel_all();
}

bool LessonBlocks::set_order(const std::string& lesson, int block, const std::vector<int>& order)
{
    auto it = m_orders.find(key(lesson, block));
    if (it == m_orders.end() || order.size() != it->second.order.size())
        return false;
    it->second.order = order;
    return true;
}

} // namespace evloop::ui
