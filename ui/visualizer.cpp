#include "ui/visualizer.h"
#include "ui/shaped_text.h"
#include "ui/trace_labels.h"
#include "core/util/messages.h"
#include "ui/clipboard.h"
#include "ui/code_view.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace evloop::ui {

using trace::HostWork;
using trace::TaskSource;

namespace {

std::string format_ms(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f ms" : "%.1f ms", v);
    return buf;
}

std::vector<std::string> split_lines(const std::string& s)
{
    std::vector<std::string> out;
    size_t pos = 0;
    while (pos <= s.size()) {
        size_t end = s.find('\n', pos);
        if (end == std::string::npos) {
            out.push_back(s.substr(pos));
            break;
        }
        out.push_back(s.substr(pos, end - pos));
        pos = end + 1;
    }
    return out;
}

std::string strip_tags(const std::string& html)
{
    std::string out;
    bool in_tag = false;
    for (size_t i = 0; i < html.size(); ++i) {
        char c = html[i];
        if (c == '<') {
            in_tag = true;
            // Block-ish elements start a new line in the text view of the page.
            if (html.compare(i, 3, "<p>") == 0 || html.compare(i, 3, "<p ") == 0 || html.compare(i, 4, "<div") == 0
                || html.compare(i, 3, "<li") == 0 || html.compare(i, 3, "<h1") == 0 || html.compare(i, 3, "<h2") == 0)
                if (!out.empty() && out.back() != '\n')
                    out += '\n';
        } else if (c == '>') {
            in_tag = false;
        } else if (!in_tag) {
            out += c;
        }
    }
    return out;
}

// A panel: a framed child window with a small caps header. Returns false if clipped.
// On a phone the page scrolls under the finger or wheel; panels then scroll only by their
// scrollbars (the code panel follows the current line by itself).
bool g_panels_pass_wheel = false;

bool begin_panel(const char* id, const char* title, const Fonts& fonts, const Theme& theme, float width, float height)
{
    ImVec2 pos = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(pos, ImVec2(pos.x + width, pos.y + height), theme.panel, 8.0f);
    dl->AddRect(pos, ImVec2(pos.x + width, pos.y + height), theme.border, 8.0f);
    draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold) * 0.9f, ImVec2(pos.x + 10, pos.y + 7), theme.panel_header, title);
    ImGui::SetCursorScreenPos(ImVec2(pos.x + 1, pos.y + 28));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 4));
    bool open = ImGui::BeginChild(id, ImVec2(width - 2, height - 30), false,
        ImGuiWindowFlags_AlwaysUseWindowPadding | (g_panels_pass_wheel ? ImGuiWindowFlags_NoScrollWithMouse : 0));
    ImGui::PopStyleVar();
    return open;
}

void end_panel()
{
    ImGui::EndChild();
}

std::string source_title(TaskSource s)
{
    switch (s) {
    case TaskSource::Timer: return msg::text(Msg::viz_source_timer);
    case TaskSource::UserInteraction: return msg::text(Msg::viz_source_input);
    case TaskSource::Networking: return msg::text(Msg::viz_source_networking);
    case TaskSource::PostedMessage: return msg::text(Msg::viz_source_message);
    case TaskSource::DOMManipulation: return msg::text(Msg::viz_source_dom);
    case TaskSource::Rendering: return msg::text(Msg::viz_source_rendering);
    case TaskSource::Idle: return msg::text(Msg::viz_source_idle);
    case TaskSource::Scheduler: return msg::text(Msg::viz_source_scheduler);
    default: return trace::task_source_name(s);
    }
}

} // namespace

void Visualizer::open(VisualizerInput input)
{
    m_run = std::move(input.run);
    m_title = input.title;
    m_title_message = input.title_message;
    m_banner_message = input.banner_message;
    m_block = input.block;
    m_banner = input.banner;
    m_code = input.code;
    m_views.clear();
    m_view = 0;
    auto add_view = [&](const trace::Trace& t, uint32_t index, std::string name, std::vector<std::string> code) {
        ThreadView v;
        v.trace = &t;
        v.index = index;
        v.name = std::move(name);
        v.cursor = std::make_unique<trace::StateCursor>(t);
        v.points = trace::step_points(t);
        v.code_lines = std::move(code);
        for (const trace::MessageLink& link : trace::message_links(t))
            if (link.task)
                v.messages.emplace(link.task, link);
        m_views.push_back(std::move(v));
    };
    const trace::Trace& main = *m_run->trace;
    add_view(main, 0, msg::text(Msg::viz_main_thread), split_lines(input.code));
    for (const trace::ThreadTrace& th : main.threads) {
        if (!th.trace)
            continue;
        std::string name = shown_label(*m_run->trace, th.name);
        if (!name.empty() && static_cast<unsigned char>(name[0]) < 0x80)
            name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
        // A worker's events point into its own text: the program's, and what it appended
        // (eval code); without one, the main thread's code.
        add_view(*th.trace, th.index, name, th.trace->source.empty() ? split_lines(input.code) : split_lines(th.trace->source));
    }
    m_timeline = Timeline();
    m_timeline.set_trace(m_run->trace.get());
    m_playing = false;
    m_show_transcript = false;
    ThreadView& v = view();
    v.step = 0;
    if (input.has_start) {
        auto it = std::lower_bound(v.points.begin(), v.points.end(), input.start_event);
        v.step = it == v.points.end() ? (v.points.empty() ? 0 : v.points.size() - 1) : static_cast<size_t>(it - v.points.begin());
    }
    sync();
}

void Visualizer::replace_run(std::shared_ptr<const loop::RunResult> run)
{
    if (!m_run || !run || !run->trace)
        return;
    struct Kept {
        size_t step;
        bool before_start, pinned;
        double pinned_time;
    };
    std::vector<Kept> kept;
    for (const ThreadView& v : m_views)
        kept.push_back({ v.step, v.before_start, v.pinned, v.pinned_time });
    const size_t shown = m_view;
    const bool transcript = m_show_transcript, playing = m_playing;
    const double view_start = m_timeline.view_start(), view_end = m_timeline.view_end();
    open({ std::move(run), m_code, m_title, m_banner, 0, false, m_block, m_title_message, m_banner_message });
    for (size_t i = 0; i < kept.size() && i < m_views.size(); ++i) {
        ThreadView& v = m_views[i];
        v.step = v.points.empty() ? 0 : std::min(kept[i].step, v.points.size() - 1);
        v.before_start = kept[i].before_start;
        v.pinned = kept[i].pinned;
        v.pinned_time = kept[i].pinned_time;
    }
    m_view = shown < m_views.size() ? shown : 0;
    m_show_transcript = transcript;
    m_playing = playing;
    m_timeline.set_view(view_start, view_end);
    sync();
}

void Visualizer::sync()
{
    if (!m_run)
        return;
    ThreadView& v = view();
    size_t cursor = v.before_start ? 0
        : v.points.empty()         ? v.trace->events().size()
                                   : v.points[std::min(v.step, v.points.size() - 1)] + 1;
    m_state = &v.cursor->seek(cursor);
    m_scroll_code = true;
    m_scroll_console = true;
}

void Visualizer::step_to(size_t step)
{
    ThreadView& v = view();
    if (v.points.empty())
        return;
    v.before_start = false;
    v.pinned = false;
    v.step = std::min(step, v.points.size() - 1);
    sync();
}

void Visualizer::step_to_time(double time)
{
    ThreadView& v = view();
    const auto& events = v.trace->events();
    size_t best = 0;
    bool any = false;
    for (size_t i = 0; i < v.points.size(); ++i) {
        if (events[v.points[i]].time > time)
            break;
        best = i;
        any = true;
    }
    if (!any && m_view != 0 && !v.points.empty()) {
        // A worker that had not started by then: shown before its first step.
        v.before_start = true;
        v.pinned_time = time;
        v.step = 0;
        sync();
        return;
    }
    step_to(best);
}

void Visualizer::show_thread(size_t thread)
{
    if (!m_run || thread >= m_views.size() || thread == m_view)
        return;
    double t = time();
    m_view = thread;
    step_to_time(t);
    // The clock stays where it was: the thread is shown as it was at that time.
    ThreadView& v = view();
    if (!v.before_start && m_state && m_state->time < t) {
        v.pinned = true;
        v.pinned_time = t;
    }
}

const trace::MessageLink* Visualizer::message_of(uint32_t task_id) const
{
    if (m_views.empty() || task_id == 0)
        return nullptr;
    auto it = view().messages.find(task_id);
    return it == view().messages.end() ? nullptr : &it->second;
}

std::string Visualizer::task_message(uint32_t task_id) const
{
    const trace::MessageLink* link = message_of(task_id);
    return link ? shown_message(*m_run->trace, *link) : std::string();
}

bool Visualizer::at_unpromised_order() const
{
    if (!m_run || view().points.empty() || view().before_start)
        return false;
    const ThreadView& v = view();
    const trace::Event& e = v.trace->events()[v.points[std::min(v.step, v.points.size() - 1)]];
    return e.kind == trace::EventKind::Note && e.sub == trace::kNoteUnpromisedOrder;
}

std::string Visualizer::explanation() const
{
    if (!m_run || view().points.empty())
        return msg::text(Msg::viz_did_nothing);
    const ThreadView& v = view();
    if (v.before_start)
        return msg::text(Msg::viz_thread_not_started, { { "thread", v.name }, { "at", format_ms(v.pinned_time) },
                                                         { "start", format_ms(v.trace->events()[v.points.front()].time) } });
    size_t index = v.points[std::min(v.step, v.points.size() - 1)];
    std::string sentence = trace::explain(*v.trace, index);
    // A task that delivers a message from another thread says whose it is.
    const trace::Event& e = v.trace->events()[index];
    if (e.kind == trace::EventKind::TaskQueued || e.kind == trace::EventKind::TaskBegin)
        if (const trace::MessageLink* link = message_of(e.id))
            sentence += msg::text(Msg::viz_carries_message, { { "message", shown_message(*m_run->trace, *link) } });
    return sentence;
}

std::string Visualizer::transcript_line(size_t step) const
{
    const ThreadView& v = view();
    char time[32];
    std::snprintf(time, sizeof time, "%9.3f ms  ", v.trace->events()[v.points[step]].time);
    return time + trace::explain(*v.trace, v.points[step]);
}

void Visualizer::copy_transcript(double now_seconds)
{
    m_copy_ticket = clipboard::copy(trace::transcript(*view().trace), now_seconds);
}

void Visualizer::draw_controls(const Fonts& fonts, const Theme& theme, float width,
    const std::function<void(const std::string&, bool)>& record)
{
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    const trace::Trace& t = *m_run->trace;
    std::string heading = title();
    if (heading.empty())
        heading = msg::text(Msg::viz_title);
    draw_label(dl, fonts.h3, fonts.size(fonts.h3), origin, theme.heading, heading.c_str());
    std::string host = t.host == "node" ? std::string("Node.js 20") : msg::text(Msg::viz_browser_tab);
    float hw = label_size(host.c_str()).x;
    ImU32 badge = t.host == "node" ? theme.badge_node : theme.badge_browser;
    ImVec2 bmin(origin.x + width - hw - 18, origin.y + 2);
    dl->AddRectFilled(bmin, ImVec2(origin.x + width, origin.y + fonts.size(fonts.small) + 8), badge, 8.0f);
    draw_label(dl, fonts.small, fonts.size(fonts.small), ImVec2(bmin.x + 9, origin.y + 4), theme.badge_text, host.c_str());
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + fonts.size(fonts.h3) + 12));

    ImGui::PushFont(fonts.small_bold);
    auto button = [&](const char* label, const char* control, bool disabled) {
        // A button that would pass the right edge (a phone) starts the next line.
        float w = label_size(label).x + 2 * ImGui::GetStyle().FramePadding.x;
        if (ImGui::GetCursorScreenPos().x > origin.x + 1 && ImGui::GetCursorScreenPos().x + w > origin.x + width)
            ImGui::NewLine();
        ImGui::BeginDisabled(disabled);
        bool clicked = evloop::ui::button(label);
        ImGui::EndDisabled();
        record(control, disabled);
        ImGui::SameLine();
        return clicked && !disabled;
    };
    const ThreadView& v = view();
    bool at_start = v.before_start || v.step == 0, at_end = v.points.empty() || (!v.before_start && v.step + 1 >= v.points.size());
    if (button(msg::text(Msg::viz_label_restart).c_str(), "viz:restart", at_start))
        restart();
    if (button(msg::text(Msg::viz_label_back).c_str(), "viz:back", at_start))
        step_back();
    if (button(msg::text(Msg::viz_label_step).c_str(), "viz:step", at_end))
        step_forward();
    if (button(msg::text(m_playing ? Msg::viz_label_pause : Msg::viz_label_play).c_str(), "viz:play", at_end && !m_playing))
        m_playing = !m_playing;
    if (button(msg::text(Msg::viz_label_end).c_str(), "viz:end", at_end))
        to_end();
    ImGui::PopFont();
    ImGui::PushFont(fonts.small);
    // The speed: a short track with its value beside it (inside, the handle would cover it).
    const std::string speed = msg::text(Msg::viz_speed, { { "count", static_cast<int>(std::lround(m_speed)) } });
    float speed_w = label_size(msg::text(Msg::viz_speed, { { "count", 60 } })).x;
    float room = width - (ImGui::GetCursorScreenPos().x - origin.x) - speed_w - 16;
    if (room < 70) { // no room left on this line (a phone): the next one
        ImGui::NewLine();
        room = std::min(150.0f, width - speed_w - 16);
    }
    ImGui::SetNextItemWidth(std::min(130.0f, room));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8.0f, 5.0f));
    ImGui::SliderFloat("##speed", &m_speed, 1.0f, 60.0f, "", ImGuiSliderFlags_Logarithmic);
    ImGui::PopStyleVar();
    record("viz:speed", false);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    text_colored(theme.text_muted, speed);
    ImGui::PopFont();

    // The scrubber: where the stepper is, said above the track (not inside it, where the
    // handle would cover it).
    ImGui::SetCursorScreenPos(ImVec2(origin.x, ImGui::GetCursorScreenPos().y + 4));
    int step = static_cast<int>(view().step);
    int last = static_cast<int>(view().points.empty() ? 0 : view().points.size() - 1);
    const std::string label = msg::text(Msg::viz_step_of, { { "step", step + 1 }, { "steps", last + 1 }, { "time", format_ms(time()) } });
    ImVec2 lp = ImGui::GetCursorScreenPos();
    draw_label(dl, fonts.small, fonts.size(fonts.small), lp, theme.text_muted, label);
    ImGui::SetCursorScreenPos(ImVec2(lp.x, lp.y + fonts.size(fonts.small) + 4));
    ImGui::SetNextItemWidth(width);
    ImGui::PushFont(fonts.small);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8.0f, metrics::target_padding_y(fonts.size(fonts.small), 3.0f)));
    if (ImGui::SliderInt("##scrub", &step, 0, std::max(last, 0), ""))
        step_to(static_cast<size_t>(step));
    ImGui::PopStyleVar();
    record("viz:scrubber", false);
    ImGui::PopFont();
}

void Visualizer::draw_code(const Fonts& fonts, const Theme& theme, float width, float height)
{
    if (begin_panel("viz-code", msg::text(Msg::viz_panel_code).c_str(), fonts, theme, width, height)) {
        ImDrawList* dl = ImGui::GetWindowDrawList();
        float size = fonts.size(fonts.mono) * 0.95f;
        float line_h = std::round(size * 1.45f);
        ImVec2 start = ImGui::GetCursorScreenPos();
        uint32_t from = m_state ? m_state->statement.line : 0;
        uint32_t to = m_state ? std::max(m_state->statement.end_line, from) : 0;
        if (to > from + 6)
            to = from; // long statements (a whole if / for): the first line is enough
        float gutter = label_size(fonts.mono, size, "000").x + 12;
        HighlightState hs;
        float max_w = 0;
        for (size_t i = 0; i < view().code_lines.size(); ++i) {
            uint32_t line = static_cast<uint32_t>(i + 1);
            float y = start.y + static_cast<float>(i) * line_h;
            float row_w = std::max(width, max_w + gutter + 40);
            if (line >= from && line <= to && from > 0)
                dl->AddRectFilled(ImVec2(start.x - 10, y), ImVec2(start.x + row_w, y + line_h), theme.current_line);
            else if (static_cast<int>(line) == m_hover_line)
                dl->AddRectFilled(ImVec2(start.x - 10, y), ImVec2(start.x + row_w, y + line_h), theme.hover_line);
            char num[16];
            std::snprintf(num, sizeof num, "%3u", line);
            draw_label(dl, fonts.mono, size, ImVec2(start.x, y + 2), theme.syntax_comment, num);
            const std::string& text = view().code_lines[i];
            float x = start.x + gutter;
            for (const CodeToken& tok : highlight_js_line(text, hs)) {
                const char* b = text.c_str() + tok.begin;
                const char* e = text.c_str() + tok.end;
                ImU32 color = tok.kind == TokenKind::Keyword ? theme.syntax_keyword : tok.kind == TokenKind::String ? theme.syntax_string
                    : tok.kind == TokenKind::Number ? theme.syntax_number : tok.kind == TokenKind::Comment ? theme.syntax_comment
                    : tok.kind == TokenKind::Punctuation ? theme.syntax_punctuation : theme.code_text;
                dl->AddText(fonts.mono, size, ImVec2(x, y + 2), color, b, e);
                x += fonts.mono->CalcTextSizeA(size, FLT_MAX, 0, b, e).x;
            }
            max_w = std::max(max_w, x - start.x);
        }
        ImGui::Dummy(ImVec2(max_w + gutter, static_cast<float>(view().code_lines.size()) * line_h + 6));
        if (m_scroll_code && from > 0) {
            float target = (static_cast<float>(from) - 1) * line_h;
            float visible = ImGui::GetWindowHeight();
            if (target < ImGui::GetScrollY() || target > ImGui::GetScrollY() + visible - line_h * 2)
                ImGui::SetScrollY(std::max(0.0f, target - visible * 0.3f));
            m_scroll_code = false;
        }
    }
    end_panel();
}

void Visualizer::draw_stack(const Fonts& fonts, const Theme& theme, float width, float height)
{
    if (begin_panel("viz-stack", msg::text(Msg::viz_panel_stack).c_str(), fonts, theme, width, height)) {
        ImGui::PushFont(fonts.small);
        const trace::State& s = *m_state;
        if (s.stack.empty()) {
            text_colored(theme.text_muted, msg::text(Msg::viz_stack_empty));
        } else {
            for (size_t i = s.stack.size(); i-- > 0;) {
                const trace::StackEntry& f = s.stack[i];
                std::string text = shown_label(*m_run->trace, f.name) + (f.statement.line ? "  " + msg::text(Msg::viz_at_line, { { "line", f.statement.line } }) : std::string());
                ImVec2 p = ImGui::GetCursorScreenPos();
                float w = ImGui::GetContentRegionAvail().x;
                ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + w, p.y + ImGui::GetTextLineHeight() + 6),
                    i + 1 == s.stack.size() ? theme.current_line : theme.sidebar_hover, 4.0f);
                ImGui::SetCursorScreenPos(ImVec2(p.x + 6, p.y + 3));
                text_label(text.c_str());
                ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + ImGui::GetTextLineHeight() + 9));
            }
        }
        ImGui::Spacing();
        ImGui::PushFont(fonts.small_bold);
        text_colored(theme.panel_header, msg::text(Msg::viz_panel_running));
        ImGui::PopFont();
        if (s.in_task) {
            text_wrapped(msg::text(Msg::viz_running_task, { { "label", shown_label(*m_run->trace, s.task_label) } }));
            if (const trace::MessageLink* link = message_of(s.task_id)) {
                // The message it delivers, and a way to the thread that sent it, then.
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.text_muted));
                text_wrapped(msg::text(Msg::viz_queue_item_message, { { "message", shown_message(*m_run->trace, *link) } }));
                ImGui::PopStyleColor();
                // The sender, at its step when it posted (the sentence above says who and when).
                if (m_views.size() > 1) { // ImGui::SmallButton's padding, with a shaped label
                    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, 0.0f));
                    if (button(msg::text(Msg::viz_show_sender).c_str()))
                        m_goto_sender = *link;
                    ImGui::PopStyleVar();
                }
                if (m_record)
                    (*m_record)("viz:sender", false);
            }
        }
        if (s.in_job)
            text_wrapped(msg::text(Msg::viz_running_microtask, { { "label", shown_label(*m_run->trace, s.job_label) } }));
        if (!s.in_task && !s.in_job)
            text_colored(theme.text_muted, msg::text(s.ended ? Msg::viz_run_ended : Msg::viz_loop_waiting));
        ImGui::PopFont();
    }
    end_panel();
}

void Visualizer::draw_queues(const Fonts& fonts, const Theme& theme, float width, float height)
{
    const trace::State& s = *m_state;
    const bool node = m_run->trace->host == "node";
    int hover_line = 0;
    if (begin_panel("viz-queues", msg::text(node ? Msg::viz_panel_queues_node : Msg::viz_panel_queues).c_str(), fonts, theme, width, height)) {
        ImGui::PushFont(fonts.small);
        ImVec4 muted = ImGui::ColorConvertU32ToFloat4(theme.text_muted);
        auto header = [&](const std::string& title, size_t count) {
            ImGui::PushFont(fonts.small_bold);
            // U+200E (LRM): the count stays right of a title that ends in Persian ("Timerها (0)",
            // not "Timer(0) ها": digits after Arabic letters would join their run). Only in
            // text that is shaped: ImGui's Latin fonts have no U+200E and drew it as "?".
            std::string mark = text::needs_shaping(title) ? "\u200E" : "";
            text_colored(theme.panel_header, title + mark + " (" + std::to_string(count) + ")");
            ImGui::PopFont();
        };
        // `link`: the message from another thread a task delivers (said on it, and in full on hover).
        auto item = [&](const trace::QueuedItem& q, ImU32 color, const std::string& extra, const trace::MessageLink* link = nullptr) {
            ImVec2 p = ImGui::GetCursorScreenPos();
            float w = ImGui::GetContentRegionAvail().x;
            std::string text = shown_label(*m_run->trace, q.label) + extra + (link ? " \xC2\xB7 " + msg::text(Msg::viz_item_from, { { "sender", shown_label(*m_run->trace, link->sender) } }) : std::string())
                + (q.origin.line ? "  \xC2\xB7 " + msg::text(Msg::viz_at_line, { { "line", q.origin.line } }) : std::string());
            float h = wrapped_size(ImGui::GetFont(), ImGui::GetFontSize(), text, w - 16).y + 6;
            ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + 4, p.y + h), color);
            ImGui::SetCursorScreenPos(ImVec2(p.x + 10, p.y + 3));
            ImGui::PushTextWrapPos(p.x + w);
            text_label(text.c_str());
            ImGui::PopTextWrapPos();
            ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h + 3));
            bool hovered = ImGui::IsMouseHoveringRect(p, ImVec2(p.x + w, p.y + h)) && ImGui::IsWindowHovered();
            if (hovered && q.origin.line)
                hover_line = static_cast<int>(q.origin.line); // highlight the line that created it
            if (hovered && link) {
                begin_tooltip();
                text_label(msg::text(Msg::viz_message_received, { { "message", shown_message(*m_run->trace, *link) }, { "at", format_ms(link->arrived) } }).c_str());
                ImGui::EndTooltip();
                m_hover_message = shown_message(*m_run->trace, *link);
            }
        };
        if (node) {
            // The phase ring.
            int current = s.phase < 0 ? -1 : trace::phase_step(static_cast<trace::Phase>(s.phase));
            ImDrawList* dl = ImGui::GetWindowDrawList();
            ImVec2 p = ImGui::GetCursorScreenPos();
            float x = p.x;
            for (int i = 0; i < trace::kPhaseSteps; ++i) {
                const char* name = trace::phase_step_name(i);
                float w = label_size(name).x + 14;
                if (x + w > p.x + ImGui::GetContentRegionAvail().x) {
                    x = p.x;
                    p.y += ImGui::GetTextLineHeight() + 10;
                }
                dl->AddRectFilled(ImVec2(x, p.y), ImVec2(x + w, p.y + ImGui::GetTextLineHeight() + 6), i == current ? theme.selection : theme.sidebar_hover, 10.0f);
                dl->AddText(ImVec2(x + 7, p.y + 3), i == current ? theme.badge_text : theme.text, name);
                x += w + 4;
            }
            ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + ImGui::GetTextLineHeight() + 12));
            if (s.phase < 0)
                text_colored(ImGui::ColorConvertFloat4ToU32(muted), msg::text(Msg::viz_main_module_first));
            header(msg::text(Msg::viz_queue_next_tick), s.ticks.size());
            for (const auto& q : s.ticks)
                item(q, theme.work_tick, "");
            header(msg::text(Msg::viz_queue_promise_jobs), s.microtasks.size());
            for (const auto& q : s.microtasks)
                item(q, theme.work_microtask, "");
            std::vector<const trace::QueuedItem*> timers, immediates, io;
            for (const auto& q : s.host_work) {
                auto k = static_cast<HostWork>(q.kind);
                (k == HostWork::Timer || k == HostWork::Interval ? timers : k == HostWork::Immediate ? immediates : io).push_back(&q);
            }
            header(msg::text(Msg::viz_queue_timers), timers.size());
            for (auto* q : timers)
                item(*q, theme.work_timer, " \xC2\xB7 " + msg::text(Msg::viz_item_due, { { "time", format_ms(q->due) } }));
            header(msg::text(Msg::viz_queue_check), immediates.size());
            for (auto* q : immediates)
                item(*q, theme.work_immediate, "");
            header(msg::text(Msg::viz_queue_io), io.size());
            for (auto* q : io)
                item(*q, theme.work_io, static_cast<HostWork>(q->kind) == HostWork::Message ? " \xC2\xB7 " + msg::text(Msg::viz_item_posted_at, { { "time", format_ms(q->due) } }) : std::string());
            if (!s.workers.empty()) {
                int busy = 0;
                for (const auto& w : s.workers)
                    busy += w.busy;
                header(msg::text(Msg::viz_queue_pool_busy), static_cast<size_t>(busy));
                for (size_t i = 0; i < s.workers.size(); ++i)
                    text_wrapped(std::to_string(i + 1) + ": " + (s.workers[i].busy ? shown_label(*m_run->trace, s.workers[i].label) : msg::text(Msg::viz_pool_idle)));
            }
        } else {
            header(msg::text(Msg::viz_queue_microtasks), s.microtasks.size());
            for (const auto& q : s.microtasks)
                item(q, theme.work_microtask, "");
            size_t tasks = s.tasks.size();
            header(msg::text(Msg::viz_queue_tasks), tasks);
            for (int src = 0; src < static_cast<int>(TaskSource::Count); ++src) {
                bool any = false;
                for (const auto& q : s.tasks) {
                    if (q.kind != src)
                        continue;
                    if (!any)
                        text_colored(ImGui::ColorConvertFloat4ToU32(muted), source_title(static_cast<TaskSource>(src)));
                    any = true;
                    item(q, theme.work_timer, "", message_of(q.id));
                }
            }
            header(msg::text(Msg::viz_queue_waiting_browser), s.host_work.size());
            for (const auto& q : s.host_work) {
                auto k = static_cast<HostWork>(q.kind);
                std::string extra = (k == HostWork::Timer || k == HostWork::Interval || k == HostWork::Fetch) ? " \xC2\xB7 " + msg::text(Msg::viz_item_due, { { "time", format_ms(q.due) } })
                    : k == HostWork::Message ? " \xC2\xB7 " + msg::text(Msg::viz_item_posted_at, { { "time", format_ms(q.due) } })
                                             : std::string();
                item(q, k == HostWork::AnimationFrame ? theme.work_render : k == HostWork::IdleCallback ? theme.work_idle : theme.work_other, extra);
            }
            ImGui::PushFont(fonts.small_bold);
            text_colored(theme.panel_header, msg::text(Msg::viz_panel_rendering));
            ImGui::PopFont();
            auto step_name = [](int step) {
                switch (step) {
                case 0: return msg::text(Msg::viz_render_animation_frames);
                case 1: return msg::text(Msg::viz_render_style);
                case 2: return msg::text(Msg::viz_render_layout);
                default: return msg::text(Msg::viz_render_paint);
                }
            };
            if (s.rendering && view().index == 0) {
                text_wrapped(s.render_step >= 0 ? msg::text(Msg::viz_updating_rendering_step, { { "step", step_name(s.render_step) } })
                                                : msg::text(Msg::viz_updating_rendering));
            } else {
                ImGui::PushStyleColor(ImGuiCol_Text, muted); // wrapped: a narrow panel must not cut it
                text_wrapped(msg::text(view().index != 0 ? Msg::viz_worker_no_rendering : Msg::viz_next_frame));
                ImGui::PopStyleColor();
            }
        }
        ImGui::PopFont();
    }
    end_panel();
    m_hover_line = hover_line;
}

void Visualizer::draw_console(const Fonts& fonts, const Theme& theme, float width, float height)
{
    if (begin_panel("viz-console", msg::text(Msg::viz_panel_console).c_str(), fonts, theme, width, height)) {
        ImGui::PushFont(fonts.mono);
        const trace::Trace& shown = *view().trace;
        const auto& events = shown.events();
        if (m_state->console.empty())
            text_colored(theme.text_muted, msg::text(Msg::viz_nothing_printed).c_str());
        for (size_t index : m_state->console) {
            const trace::Event& e = events[index];
            bool err = e.sub == 2 || e.sub == 3;
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(err ? theme.poor : theme.code_text));
            text_label(shown.string(e.text).c_str());
            ImGui::PopStyleColor();
        }
        if (m_scroll_console) {
            ImGui::SetScrollHereY(1.0f);
            m_scroll_console = false;
        }
        ImGui::PopFont();
    }
    end_panel();
}

void Visualizer::draw_page(const Fonts& fonts, const Theme& theme, float width, float height)
{
    if (begin_panel("viz-page", msg::text(Msg::viz_panel_page).c_str(), fonts, theme, width, height)) {
        ImGui::PushFont(fonts.small);
        if (view().index != 0) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.text_muted));
            text_wrapped(msg::text(Msg::viz_worker_no_dom));
            ImGui::PopStyleColor();
        } else if (m_state->page.empty())
            text_colored(theme.text_muted, msg::text(m_state->frames_presented ? Msg::viz_empty_page : Msg::viz_nothing_painted).c_str());
        else
            text_wrapped(strip_tags(m_state->page));
        // Counted like the frames lane: the vsyncs and paints up to the cursor.
        if (view().index == 0)
            text_colored(theme.text_muted, msg::text(Msg::viz_frames_so_far, { { "presented", m_state->frames_presented }, { "dropped", m_state->frames_skipped } }).c_str());
        ImGui::PopFont();
    }
    end_panel();
}

void Visualizer::draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
    const std::function<void(const std::string&, bool)>& record)
{
    if (!m_run)
        return;
    // Playback.
    if (m_playing) {
        if (m_last_time >= 0)
            m_accumulated += (now_seconds - m_last_time) * m_speed;
        int steps = static_cast<int>(m_accumulated);
        if (steps > 0) {
            m_accumulated -= steps;
            step_to(view().before_start ? static_cast<size_t>(steps) - 1 : view().step + static_cast<size_t>(steps));
        }
        if (!view().before_start && view().step + 1 >= view().points.size())
            m_playing = false;
    } else {
        m_accumulated = 0;
    }
    m_last_time = now_seconds;
    // Keyboard: space plays or pauses, left and right step.
    if (m_keyboard && !ImGui::GetIO().WantTextInput) {
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false))
            m_playing = !m_playing;
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow), true))
            step_forward();
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow), true))
            step_back();
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home), false))
            restart();
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_End), false))
            to_end();
    }

    // New lines start at our left edge, not the window's: indent by what separates them
    // now (the Playground has already indented its own content, so not from the window).
    const float x0 = ImGui::GetCursorScreenPos().x;
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float line_start = window->Pos.x + window->DC.Indent.x + window->DC.ColumnsOffset.x;
    const float indent = std::max(0.0f, x0 - line_start);
    ImGui::Indent(indent);
    ImGui::SetCursorScreenPos(ImVec2(x0, ImGui::GetCursorScreenPos().y));
    m_record = &record;
    m_hover_message.clear();
    draw_controls(fonts, theme, width, record);
    if (m_views.size() > 1) {
        ImGui::SetCursorScreenPos(ImVec2(x0, ImGui::GetCursorScreenPos().y + 6));
        draw_threads(fonts, theme, width, record);
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p(x0, ImGui::GetCursorScreenPos().y + 6);
    // The sentence: what the loop does now and why.
    float y = p.y;
    const float pad = 12;
    std::string sentence = explanation();
    float size = fonts.size(fonts.body);
    const std::string banner = m_banner_message ? msg::unfilled_text(*m_banner_message) : m_banner;
    if (!banner.empty()) {
        float bh = wrapped_size(fonts.bold, size, banner.c_str(), width - 2 * pad).y + 2 * pad;
        dl->AddRectFilled(ImVec2(p.x, y), ImVec2(p.x + width, y + bh), theme.notice_background, 8.0f);
        draw_wrapped(dl, fonts.bold, size, ImVec2(p.x + pad, y + pad), theme.notice_text, banner.c_str(), width - 2 * pad);
        y += bh + 8;
    }
    float eh = wrapped_size(fonts.body, size, sentence.c_str(), width - 2 * pad).y + 2 * pad;
    dl->AddRectFilled(ImVec2(p.x, y), ImVec2(p.x + width, y + eh), theme.inline_code_background, 8.0f);
    dl->AddRectFilled(ImVec2(p.x, y), ImVec2(p.x + 4, y + eh), theme.quote_bar);
    draw_wrapped(dl, fonts.body, size, ImVec2(p.x + pad, y + pad), theme.heading, sentence.c_str(), width - 2 * pad);
    y += eh + 10;
    ImGui::SetCursorScreenPos(ImVec2(p.x, y));
    if (m_offer_other_order && at_unpromised_order()) {
        // Real Node may take either order here: one click shows the run with the other.
        ImGui::PushFont(fonts.small_bold);
        if (button(msg::text(Msg::viz_show_other_order).c_str()))
            m_other_order_wanted = true;
        record("viz:other-order", false);
        ImGui::PopFont();
        y = ImGui::GetCursorScreenPos().y + 6;
        ImGui::SetCursorScreenPos(ImVec2(p.x, y));
    }

    const bool node = m_run->trace->host == "node";
    const float gap = 10;
    g_panels_pass_wheel = narrow;
    if (!narrow) {
        float h = 330;
        float code_w = std::floor(width * 0.42f), stack_w = std::floor(width * 0.22f), queue_w = width - code_w - stack_w - 2 * gap;
        draw_code(fonts, theme, code_w, h);
        ImGui::SetCursorScreenPos(ImVec2(p.x + code_w + gap, y));
        draw_stack(fonts, theme, stack_w, h);
        ImGui::SetCursorScreenPos(ImVec2(p.x + code_w + stack_w + 2 * gap, y));
        draw_queues(fonts, theme, queue_w, h);
        y += h + gap;
        ImGui::SetCursorScreenPos(ImVec2(p.x, y));
        float h2 = 150;
        if (node) {
            draw_console(fonts, theme, width, h2);
        } else {
            float cw = std::floor((width - gap) * 0.5f);
            draw_console(fonts, theme, cw, h2);
            ImGui::SetCursorScreenPos(ImVec2(p.x + cw + gap, y));
            draw_page(fonts, theme, width - cw - gap, h2);
        }
        y += h2 + gap;
    } else {
        draw_code(fonts, theme, width, 230);
        y += 230 + gap;
        ImGui::SetCursorScreenPos(ImVec2(p.x, y));
        draw_stack(fonts, theme, width, 150);
        y += 150 + gap;
        ImGui::SetCursorScreenPos(ImVec2(p.x, y));
        draw_queues(fonts, theme, width, 260);
        y += 260 + gap;
        ImGui::SetCursorScreenPos(ImVec2(p.x, y));
        draw_console(fonts, theme, width, 130);
        y += 130 + gap;
        if (!node) {
            ImGui::SetCursorScreenPos(ImVec2(p.x, y));
            draw_page(fonts, theme, width, 110);
            y += 110 + gap;
        }
    }
    // Timeline and the responsiveness metrics.
    ImGui::SetCursorScreenPos(ImVec2(p.x, y));
    draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(p.x, y), theme.panel_header, msg::text(Msg::viz_panel_timeline));
    {
        const std::string hint_text = msg::text(narrow ? Msg::viz_timeline_hint_touch : Msg::viz_timeline_hint);
        const char* hint = hint_text.c_str();
        float hx = p.x + label_size(fonts.small_bold, fonts.size(fonts.small_bold), msg::text(Msg::viz_panel_timeline)).x + 12;
        draw_label(dl, fonts.small, fonts.size(fonts.small) * 0.9f, ImVec2(hx, y + 1), theme.text_muted, hint);
    }
    ImGui::PushFont(fonts.small);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8.0f, metrics::target_padding_y(fonts.size(fonts.small), 2.0f)));
    const std::string fit_all = msg::text(Msg::viz_fit_all);
    ImGui::SetCursorScreenPos(ImVec2(p.x + width - label_size(fit_all).x - 16.0f, y - 6));
    if (button(fit_all.c_str()))
        m_timeline.fit();
    ImGui::PopStyleVar();
    record("viz:fit", false);
    ImGui::PopFont();
    ImGui::SetCursorScreenPos(ImVec2(p.x, y + fonts.size(fonts.small_bold) + 8));
    double picked = m_timeline.draw(fonts, theme, width, time(), [&](const std::string& name) { record(name, false); });
    if (picked >= 0) {
        // A click on a worker's track shows that worker there.
        for (size_t k = 0; k < m_views.size(); ++k)
            if (m_views[k].index == m_timeline.clicked_thread())
                m_view = k;
        step_to_time(picked);
    }
    const trace::Metrics& metrics = m_run->trace->metrics;
    if (!node && (!metrics.interactions.empty() || !metrics.long_tasks.empty())) {
        ImGui::SetCursorScreenPos(ImVec2(p.x, ImGui::GetCursorScreenPos().y + 10));
        draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImGui::GetCursorScreenPos(), theme.panel_header, msg::text(Msg::viz_panel_responsiveness));
        ImGui::SetCursorScreenPos(ImVec2(p.x, ImGui::GetCursorScreenPos().y + fonts.size(fonts.small_bold) + 8));
        draw_inp_bars(*m_run->trace, fonts, theme, width, [&](const std::string& name) { record(name, false); });
    }
    if (node && !metrics.requests.empty()) {
        ImGui::SetCursorScreenPos(ImVec2(p.x, ImGui::GetCursorScreenPos().y + 8));
        ImGui::PushFont(fonts.small);
        for (const auto& r : metrics.requests)
            text_label(msg::text(r.status ? Msg::viz_request_answered : Msg::viz_request_unanswered,
                { { "request", r.label }, { "sent", format_ms(r.sent) }, { "duration", format_ms(r.responded - r.sent) } }).c_str());
        ImGui::PopFont();
    }
    // The transcript: every step as text, to read or copy.
    ImGui::SetCursorScreenPos(ImVec2(p.x, ImGui::GetCursorScreenPos().y + 12));
    ImGui::PushFont(fonts.small_bold);
    if (button(msg::text(m_show_transcript ? Msg::viz_hide_transcript : Msg::viz_show_transcript).c_str()))
        m_show_transcript = !m_show_transcript;
    record("viz:transcript", false);
    if (m_show_transcript) {
        ImGui::SameLine();
        if (button(msg::text(Msg::viz_copy).c_str()))
            copy_transcript(now_seconds);
        record("viz:copy", false);
        clipboard::State copied = clipboard::state(m_copy_ticket, now_seconds);
        if (copied != clipboard::State::None) {
            ImGui::SameLine();
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(copied == clipboard::State::Failed ? theme.poor : theme.good));
            ImGui::AlignTextToFramePadding();
            text_label(msg::text(copied == clipboard::State::Pending ? Msg::viz_copying
                    : copied == clipboard::State::Copied                          ? Msg::viz_copied
                                                                                  : Msg::viz_copy_refused).c_str());
            ImGui::PopStyleColor();
            m_copy_feedback = copied == clipboard::State::Copied ? "Copied" : copied == clipboard::State::Failed ? "Failed" : "Copying";
        } else {
            m_copy_feedback.clear();
        }
    }
    ImGui::PopFont();
    if (m_show_transcript) {
        ImGui::PushFont(fonts.small);
        const ThreadView& v = view();
        for (size_t i = 0; i < v.points.size() && i < kTranscriptSteps; ++i) {
            ImVec4 color = ImGui::ColorConvertU32ToFloat4(i == v.step && !v.before_start ? theme.heading : theme.text_muted);
            ImGui::PushStyleColor(ImGuiCol_Text, color);
            ImGui::PushTextWrapPos(ImGui::GetCursorScreenPos().x + width);
            text_label(transcript_line(i).c_str());
            ImGui::PopTextWrapPos();
            ImGui::PopStyleColor();
        }
        if (v.points.size() > kTranscriptSteps)
            text_wrapped(msg::text(Msg::viz_more_steps, { { "count", v.points.size() - kTranscriptSteps } }));
        ImGui::PopFont();
    }
    ImGui::Unindent(indent);
    m_record = nullptr;
    if (m_goto_sender) {
        // "Show worker 1 then": the sender, at its last step when it posted the message.
        trace::MessageLink link = *m_goto_sender;
        m_goto_sender.reset();
        for (size_t k = 0; k < m_views.size(); ++k)
            if (m_views[k].index == link.from) {
                m_view = k;
                step_to_time(link.posted);
            }
    }
}

void Visualizer::draw_threads(const Fonts& fonts, const Theme& theme, float width, const std::function<void(const std::string&, bool)>& record)
{
    // The thread chooser: which thread's stack, queues and code the stepper shows.
    const float x0 = ImGui::GetCursorScreenPos().x;
    ImGui::PushFont(fonts.small_bold);
    ImGui::AlignTextToFramePadding();
    text_colored(theme.panel_header, msg::text(Msg::viz_panel_thread));
    ImGui::SameLine();
    for (size_t k = 0; k < m_views.size(); ++k) {
        const ThreadView& v = m_views[k];
        std::string label = v.name + "##thread" + std::to_string(k);
        float w = label_size(v.name.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
        if (ImGui::GetCursorScreenPos().x + w > x0 + width)
            ImGui::NewLine(); // a phone: the next line
        const bool shown = k == m_view;
        if (shown) {
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme.selection));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::ColorConvertU32ToFloat4(theme.selection));
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.badge_text));
        }
        if (button(label.c_str()))
            show_thread(k);
        if (shown)
            ImGui::PopStyleColor(3);
        if (ImGui::IsItemHovered()) {
            begin_tooltip();
            ImGui::PushFont(fonts.small);
            text_label(k == 0 ? msg::text(Msg::viz_main_thread_tip).c_str()
                                          : msg::text(Msg::viz_worker_thread_tip, { { "thread", v.name } }).c_str());
            ImGui::PopFont();
            ImGui::EndTooltip();
        }
        record("viz:thread:" + std::to_string(k), false);
        ImGui::SameLine();
    }
    ImGui::NewLine();
    ImGui::PopFont();
}

} // namespace evloop::ui
