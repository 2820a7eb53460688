#include "ui/timeline.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <unordered_map>

namespace evloop::ui {

using trace::EventKind;
using trace::TaskSource;

namespace {

using ColorFn = ImU32 (*)(const Theme&);

ColorFn source_color(TaskSource s)
{
    switch (s) {
    case TaskSource::Script: return [](const Theme& t) { return t.work_script; };
    case TaskSource::Timer: return [](const Theme& t) { return t.work_timer; };
    case TaskSource::UserInteraction: return [](const Theme& t) { return t.work_input; };
    case TaskSource::Rendering: return [](const Theme& t) { return t.work_render; };
    case TaskSource::Idle: return [](const Theme& t) { return t.work_idle; };
    case TaskSource::Networking: return [](const Theme& t) { return t.work_network; };
    case TaskSource::PostedMessage: return [](const Theme& t) { return t.work_message; };
    case TaskSource::IO: return [](const Theme& t) { return t.work_io; };
    case TaskSource::Immediate: return [](const Theme& t) { return t.work_immediate; };
    default: return [](const Theme& t) { return t.work_other; };
    }
}

std::string format_ms(double v)
{
    if (std::fabs(v) < 5e-4)
        v = 0; // no "-0.000 ms"
    char buf[32];
    if (std::fabs(v) >= 100)
        std::snprintf(buf, sizeof buf, "%.0f ms", v);
    else if (std::fabs(v) >= 1)
        std::snprintf(buf, sizeof buf, "%.1f ms", v);
    else
        std::snprintf(buf, sizeof buf, "%.3f ms", v);
    return buf;
}

// The page snapshot as the text a person would read (tags removed).
std::string visible_text(const std::string& html)
{
    std::string out;
    bool in_tag = false;
    for (char c : html) {
        if (c == '<') {
            in_tag = true;
            if (!out.empty() && out.back() != ' ')
                out += ' ';
        } else if (c == '>')
            in_tag = false;
        else if (!in_tag)
            out += c;
    }
    size_t a = out.find_first_not_of(' ');
    return a == std::string::npos ? std::string() : out.substr(a);
}

// An axis label: as many decimals as the tick step needs, in µs below 0.1 ms (a run
// without timers lasts microseconds).
std::string format_tick(double v, double step)
{
    char buf[32];
    if (step < 0.1) {
        double us = v * 1000.0, step_us = step * 1000.0;
        int decimals = step_us >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step_us) - 1e-9));
        std::snprintf(buf, sizeof buf, "%.*f \xC2\xB5s", std::clamp(decimals, 0, 3), std::fabs(us) < 1e-9 ? 0.0 : us);
        return buf;
    }
    int decimals = step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step) - 1e-9));
    std::snprintf(buf, sizeof buf, "%.*f ms", std::clamp(decimals, 0, 3), std::fabs(v) < 1e-9 ? 0.0 : v);
    return buf;
}

double nice_step(double span_ms, float width_px)
{
    double raw = span_ms / std::max(1.0f, width_px / 90.0f);
    double p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : { 1.0, 2.0, 5.0, 10.0 })
        if (p * m >= raw)
            return p * m;
    return p * 10;
}

} // namespace

ImU32 rating_color(const Theme& theme, double inp_ms)
{
    return inp_ms <= 200 ? theme.good : inp_ms <= 500 ? theme.needs_improvement : theme.poor;
}

void Timeline::set_trace(const trace::Trace* trace)
{
    if (trace == m_trace)
        return;
    m_trace = trace;
    build();
    fit();
}

void Timeline::build()
{
    m_records.clear();
    m_track_names.clear();
    if (!m_trace)
        return;
    const trace::Trace& t = *m_trace;
    bool node = t.host == "node";
    int track_film = -1, track_frames = -1, track_main, track_jobs, track_input = -1, track_phases = -1, track_pool = -1;
    if (node) {
        track_phases = 0;
        track_main = 1;
        track_jobs = 2;
        track_pool = 3;
        m_track_names = { "Loop phase", "Main thread", "Microtasks" };
    } else {
        track_film = 0;
        track_frames = 1;
        track_main = 2;
        track_jobs = 3;
        track_input = 4;
        m_track_names = { "What the user saw", "Frames", "Main thread", "Microtasks", "Input" };
    }
    // Open slices by id, and the labels of jobs and host work queued but not yet begun
    // (forgotten once begun, so a flood of 100 000 jobs keeps these maps small).
    std::unordered_map<uint32_t, size_t> open_task, open_job, open_work;
    std::unordered_map<uint32_t, uint32_t> job_label, work_label;
    double last_phase_time = -1;
    uint8_t last_phase = 0;
    double last_frame_time = -1;
    uint32_t last_frame_text = 0;
    double end = 0;
    int workers = 0;
    for (const trace::Event& e : t.events()) {
        end = std::max(end, e.time);
        switch (e.kind) {
        case EventKind::TaskBegin:
            open_task[e.id] = m_records.size();
            m_records.push_back({ e.time, e.time, track_main, source_color(static_cast<TaskSource>(e.sub)), e.text, 0 });
            break;
        case EventKind::TaskEnd: {
            auto it = open_task.find(e.id);
            if (it == open_task.end())
                break;
            Record& r = m_records[it->second];
            r.end = e.time;
            if (e.time - r.start > trace::kLongTaskMs) // a long task: the part past the threshold is what blocks
                m_records.push_back({ r.start + trace::kLongTaskMs, e.time, track_main, [](const Theme& th) { return th.long_task; }, r.label, 2 });
            open_task.erase(it);
            break;
        }
        case EventKind::JobQueued:
            job_label[e.id] = e.text;
            break;
        case EventKind::JobBegin: {
            open_job[e.id] = m_records.size();
            bool tick = (e.id & 0x80000000u) != 0;
            auto it = job_label.find(e.id);
            m_records.push_back({ e.time, e.time, track_jobs,
                tick ? ColorFn([](const Theme& th) { return th.work_tick; }) : ColorFn([](const Theme& th) { return th.work_microtask; }),
                it == job_label.end() ? 0u : it->second, 0 });
            if (it != job_label.end())
                job_label.erase(it);
            break;
        }
        case EventKind::JobEnd: {
            auto it = open_job.find(e.id);
            if (it != open_job.end()) {
                m_records[it->second].end = e.time;
                open_job.erase(it);
            }
            break;
        }
        case EventKind::Frame:
            if (track_frames < 0)
                break;
            m_records.push_back({ e.time, e.time, track_frames,
                e.sub ? ColorFn([](const Theme& th) { return th.good; }) : ColorFn([](const Theme& th) { return th.poor; }), 0,
                static_cast<uint8_t>(e.sub ? 3 : 4) });
            if (e.sub) {
                if (last_frame_time >= 0)
                    m_records.push_back({ last_frame_time, e.time, track_film, [](const Theme& th) { return th.panel; }, last_frame_text, 5 });
                last_frame_time = e.time;
                last_frame_text = e.text;
            }
            break;
        case EventKind::Input:
            if (track_input >= 0)
                m_records.push_back({ e.time, e.time, track_input, [](const Theme& th) { return th.work_input; }, e.text, 1 });
            break;
        case EventKind::Phase:
            if (last_phase_time >= 0 && e.time > last_phase_time)
                m_records.push_back({ last_phase_time, e.time, track_phases, [](const Theme& th) { return th.work_other; }, 0, 0, trace::phase_name(static_cast<trace::Phase>(last_phase)) });
            last_phase_time = e.time;
            last_phase = std::min<uint8_t>(e.sub, 6);
            break;
        case EventKind::HostAdd:
            work_label[e.id] = e.text;
            break;
        case EventKind::WorkBegin: {
            workers = std::max(workers, e.sub + 1);
            open_work[e.id] = m_records.size();
            auto it = work_label.find(e.id);
            m_records.push_back({ e.time, e.time, track_pool + e.sub, [](const Theme& th) { return th.work_threadpool; },
                it == work_label.end() ? 0u : it->second, 0 });
            break;
        }
        case EventKind::WorkEnd: {
            auto it = open_work.find(e.id);
            if (it != open_work.end()) {
                m_records[it->second].end = e.time;
                open_work.erase(it);
            }
            break;
        }
        default:
            break;
        }
    }
    if (last_frame_time >= 0 && track_film >= 0)
        m_records.push_back({ last_frame_time, std::max(end, last_frame_time + 16.7), track_film, [](const Theme& th) { return th.panel; }, last_frame_text, 5 });
    // A task still running when the run stopped (a runaway stop) lasts to the end; past
    // kLongTaskMs it is a long task like any other (the metrics list it "never finished").
    std::vector<size_t> unfinished;
    for (auto& [id, index] : open_task)
        unfinished.push_back(index);
    std::sort(unfinished.begin(), unfinished.end());
    for (size_t index : unfinished) {
        Record& r = m_records[index];
        r.end = end;
        if (end - r.start > trace::kLongTaskMs)
            m_records.push_back({ r.start + trace::kLongTaskMs, end, track_main, [](const Theme& th) { return th.long_task; }, r.label, 2 });
    }
    for (int w = 0; w < workers; ++w)
        m_track_names.push_back("Threadpool " + std::to_string(w + 1));
    auto by_start = [](const Record& a, const Record& b) { return a.start < b.start; };
    if (!std::is_sorted(m_records.begin(), m_records.end(), by_start))
        std::stable_sort(m_records.begin(), m_records.end(), by_start);
    // "Fit all" shows the events that exist: a run without timers or frames lasts a few
    // microseconds, and a fixed 1 ms view would leave its lanes empty.
    m_end = std::max(end * 1.04, kMinSpan);
}

double Timeline::blocking_ms() const
{
    double sum = 0;
    for (const Record& r : m_records)
        if (r.kind == 2)
            sum += r.end - r.start;
    return sum;
}

Timeline::FrameCounts Timeline::frames_until(double time) const
{
    FrameCounts counts;
    for (const Record& r : m_records) {
        if (r.start > time)
            break;
        counts.presented += r.kind == 3;
        counts.dropped += r.kind == 4;
    }
    return counts;
}

double Timeline::draw(const Fonts& fonts, const Theme& theme, float width, double cursor_time,
    const std::function<void(const std::string&)>& record)
{
    double clicked = -1;
    if (!m_trace)
        return clicked;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float label_w = std::min(130.0f, width * 0.28f);
    const float axis_h = 22.0f;
    const float row_h = 24.0f;
    const float film_h = 46.0f;
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float plot_x = origin.x + label_w;
    float plot_w = std::max(40.0f, width - label_w);
    int tracks = static_cast<int>(m_track_names.size());
    bool has_film = m_trace->host != "node";
    auto track_y = [&](int track) {
        float y = origin.y + axis_h;
        for (int i = 0; i < track; ++i)
            y += (has_film && i == 0) ? film_h : row_h;
        return y;
    };
    auto track_h = [&](int track) { return (has_film && track == 0) ? film_h - 4 : row_h - 6; };
    float total_h = track_y(tracks) - origin.y + 6;

    // Interaction: wheel zooms around the mouse, drag pans, click picks a time.
    ImGui::SetCursorScreenPos(ImVec2(plot_x, origin.y));
    ImGui::InvisibleButton("timeline-plot", ImVec2(plot_w, total_h));
    record("timeline");
    bool hovered = ImGui::IsItemHovered();
    double span = std::max(kMinSpan / 4, m_view_end - m_view_start);
    auto time_at = [&](float x) { return m_view_start + (x - plot_x) / plot_w * span; };
    auto x_at = [&](double time) { return plot_x + static_cast<float>((time - m_view_start) / span) * plot_w; };
    ImGuiIO& io = ImGui::GetIO();
    // Ctrl + wheel (and a trackpad pinch, which browsers send as one) zooms; the plain
    // wheel scrolls the page, so scrolling past the timeline does not zoom it.
    if (hovered && io.MouseWheel != 0 && (io.KeyCtrl || io.KeySuper)) {
        double at = time_at(io.MousePos.x);
        double factor = io.MouseWheel > 0 ? 0.8 : 1.25;
        double new_span = std::clamp(span * factor, kMinSpan / 4, m_end * 1.5);
        m_view_start = at - (at - m_view_start) * (new_span / span);
        m_view_end = m_view_start + new_span;
        io.MouseWheel = 0;
    }
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3.0f)) {
        m_dragging = true;
        double dt = -io.MouseDelta.x / plot_w * span;
        m_view_start += dt;
        m_view_end += dt;
    }
    if (ImGui::IsItemDeactivated()) {
        if (!m_dragging)
            clicked = time_at(io.MousePos.x);
        m_dragging = false;
    }
    span = std::max(kMinSpan / 4, m_view_end - m_view_start);

    // Axis with ticks.
    dl->PushClipRect(ImVec2(origin.x, origin.y), ImVec2(origin.x + width, origin.y + total_h), true);
    double step = nice_step(span, plot_w);
    float small = fonts.size(fonts.small);
    for (double tick = std::ceil(m_view_start / step) * step; tick <= m_view_end; tick += step) {
        float x = x_at(tick);
        dl->AddLine(ImVec2(x, origin.y + axis_h - 5), ImVec2(x, origin.y + total_h), theme.border);
        std::string label = format_tick(tick, step);
        dl->AddText(fonts.small, small * 0.9f, ImVec2(x + 3, origin.y + 2), theme.text_muted, label.c_str());
    }
    // Track labels and bands.
    for (int i = 0; i < tracks; ++i) {
        float y = track_y(i);
        dl->AddText(fonts.small, small * 0.9f, ImVec2(origin.x + 4, y + 3), theme.text_muted, m_track_names[static_cast<size_t>(i)].c_str());
        dl->AddLine(ImVec2(plot_x, y + track_h(i) + 2), ImVec2(plot_x + plot_w, y + track_h(i) + 2), theme.border);
    }
    // Records: only the visible ones, at most one per pixel column per track.
    dl->PushClipRect(ImVec2(plot_x, origin.y), ImVec2(plot_x + plot_w, origin.y + total_h), true);
    // vsync ticks on the frames track when zoomed in enough to see them.
    if (has_film && plot_w / span * m_trace->refresh_interval_ms > 6) {
        float y = track_y(1);
        for (double v = std::ceil(m_view_start / m_trace->refresh_interval_ms) * m_trace->refresh_interval_ms; v <= m_view_end;
             v += m_trace->refresh_interval_ms)
            dl->AddLine(ImVec2(x_at(v), y), ImVec2(x_at(v), y + 6), theme.text_muted);
    }

    std::vector<float> last_px(static_cast<size_t>(std::max(tracks, 1)), -1e9f);
    const Record* hover = nullptr;
    struct Label {
        ImVec2 min, max;
        const char* text;
    };
    std::vector<Label> labels; // drawn after every fill, so no stripe or slice covers them
    auto first = std::lower_bound(m_records.begin(), m_records.end(), m_view_start - m_end,
        [](const Record& r, double v) { return r.start < v; });
    for (auto it = first; it != m_records.end() && it->start <= m_view_end; ++it) {
        const Record& r = *it;
        if (r.end < m_view_start || r.track < 0 || r.track >= tracks)
            continue;
        float x0 = std::max(x_at(r.start), plot_x - 2), x1 = std::min(x_at(r.end), plot_x + plot_w + 2);
        float y = track_y(r.track), h = track_h(r.track);
        ImU32 color = r.color(theme);
        bool is_marker = r.kind == 1 || r.kind == 3 || r.kind == 4;
        if (!is_marker && r.kind != 5 && x1 - x0 < 1.0f) {
            if (std::floor(x0) == last_px[static_cast<size_t>(r.track)] && r.kind != 2)
                continue; // this column of this track is already drawn
            last_px[static_cast<size_t>(r.track)] = std::floor(x0);
            x1 = x0 + 1.0f;
        }
        if (r.kind == 5) { // a filmstrip frame: the page's text as painted
            dl->AddRectFilled(ImVec2(x0 + 1, y), ImVec2(x1 - 1, y + h), theme.code_background, 3.0f);
            dl->AddRect(ImVec2(x0 + 1, y), ImVec2(x1 - 1, y + h), theme.code_border, 3.0f);
            if (x1 - x0 > 24) {
                std::string text = visible_text(m_trace->string(r.label));
                dl->PushClipRect(ImVec2(x0 + 3, y), ImVec2(x1 - 3, y + h), true);
                dl->AddText(fonts.small, small * 0.85f, ImVec2(x0 + 4, y + 3), theme.text, text.c_str(), nullptr, std::max(20.0f, x1 - x0 - 8));
                dl->PopClipRect();
            }
        } else if (r.kind == 1) { // input: a triangle
            dl->AddTriangleFilled(ImVec2(x0 - 6, y + h), ImVec2(x0 + 6, y + h), ImVec2(x0, y + 2), color);
        } else if (r.kind == 3 || r.kind == 4) { // frame presented / dropped
            dl->AddRectFilled(ImVec2(x0 - 1.5f, y + (r.kind == 3 ? 2 : 8)), ImVec2(x0 + 1.5f, y + h), color);
        } else if (r.kind == 2) { // the blocking part of a long task: a red band along the slice's foot,
            // set off by a line of background so it reads on an orange or red slice too
            dl->AddRectFilled(ImVec2(x0, y + h - 6.0f), ImVec2(x1, y + h), theme.background);
            dl->AddRectFilled(ImVec2(x0, y + h - 5.0f), ImVec2(x1, y + h), color);
        } else {
            dl->AddRectFilled(ImVec2(x0, y), ImVec2(x1, y + h), color, 2.0f);
            if (x1 - x0 > 40 && (r.label || r.fixed))
                labels.push_back({ ImVec2(std::max(x0, plot_x), y), ImVec2(x1, y + h - 6.0f), r.fixed ? r.fixed : m_trace->string(r.label).c_str() });
        }
        if (hovered && io.MousePos.y >= y && io.MousePos.y <= y + h && io.MousePos.x >= x0 - (is_marker ? 5 : 0)
            && io.MousePos.x <= x1 + (is_marker ? 5 : 0))
            hover = &r;
    }
    for (const Label& l : labels) {
        dl->PushClipRect(l.min, l.max, true);
        dl->AddText(fonts.small, small * 0.85f, ImVec2(l.min.x + 3, l.min.y + 1), IM_COL32(20, 20, 24, 255), l.text);
        dl->PopClipRect();
    }
    // The stepper's cursor.
    if (cursor_time >= m_view_start && cursor_time <= m_view_end) {
        float x = x_at(cursor_time);
        dl->AddLine(ImVec2(x, origin.y), ImVec2(x, origin.y + total_h), theme.selection, 2.0f);
    }
    dl->PopClipRect();
    dl->PopClipRect();

    if (hover) {
        begin_tooltip();
        ImGui::PushFont(fonts.small);
        std::string label = hover->fixed ? std::string(hover->fixed) : hover->label ? m_trace->string(hover->label) : std::string();
        if (hover->kind == 5)
            ImGui::TextUnformatted(("Painted: " + visible_text(label)).c_str());
        else if (hover->kind == 3)
            ImGui::TextUnformatted(("Frame presented at " + format_ms(hover->start)).c_str());
        else if (hover->kind == 4)
            ImGui::TextUnformatted(("Frame dropped at " + format_ms(hover->start) + ": the main thread was busy").c_str());
        else if (hover->kind == 1)
            ImGui::TextUnformatted((label + " at " + format_ms(hover->start)).c_str());
        else if (hover->kind == 2)
            ImGui::TextUnformatted(("Long task: " + format_ms(hover->end - hover->start) + " past the " + std::to_string(static_cast<int>(trace::kLongTaskMs)) + " ms budget").c_str());
        else
            ImGui::TextUnformatted((label + "\n" + format_ms(hover->start) + " - " + format_ms(hover->end) + "  (" + format_ms(hover->end - hover->start) + ")").c_str());
        ImGui::PopFont();
        end_tooltip();
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + total_h + 4));
    return clicked;
}

float draw_inp_bars(const trace::Metrics& m, const Fonts& fonts, const Theme& theme, float width,
    const std::function<void(const std::string&)>& record)
{
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float y = origin.y;
    float small = fonts.size(fonts.small);
    const trace::Metrics::Interaction* inp = m.inp();
    std::string head = inp ? "INP " + format_ms(inp->duration()) + " (" + trace::Metrics::rating(inp->duration()) + ")"
                           : std::string("INP: no interaction yet");
    dl->AddText(fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(origin.x, y), inp ? rating_color(theme, inp->duration()) : theme.text_muted,
        head.c_str());
    y += small + 8;
    double scale_max = 600;
    for (const auto& i : m.interactions)
        if (i.complete)
            scale_max = std::max(scale_max, i.duration() * 1.1);
    const float label_w = std::min(150.0f, width * 0.3f);
    const float total_w = fonts.small_bold->CalcTextSizeA(small, FLT_MAX, 0, "0000 ms").x + 8; // the total, right of the bar
    float bar_x = origin.x + label_w, bar_w = std::max(60.0f, width - label_w - total_w);
    auto px = [&](double ms) { return static_cast<float>(std::max(ms, 0.0) / scale_max) * bar_w; };
    const float bar_h = 20.0f;
    bool window_hovered = ImGui::IsWindowHovered();

    // The thresholds: labelled once above the bars, then a short tick through each bar's
    // row only, so no line runs through the captions.
    struct Limit {
        double ms;
        const char* label;
        ImU32 color;
    };
    const Limit limits[] = { { 200.0, "200 ms good", theme.good }, { 500.0, "500 ms poor", theme.poor } };
    if (!m.interactions.empty()) {
        for (const Limit& l : limits) {
            float x = bar_x + px(l.ms);
            if (x > bar_x + bar_w)
                continue;
            float tw = fonts.small->CalcTextSizeA(small * 0.85f, FLT_MAX, 0, l.label).x;
            dl->AddText(fonts.small, small * 0.85f, ImVec2(std::min(x - tw * 0.5f, origin.x + width - tw), y), l.color, l.label);
        }
        y += small + 4;
    }

    // The three parts of an interaction, as the web-vitals attribution names them.
    struct Part {
        const char* id;
        const char* name;
        const char* meaning;
        ImU32 color;
    };
    const Part parts[] = {
        { "input-delay", "input delay", "the input waited for the main thread (another task was running)", theme.work_other },
        { "processing", "processing", "the event handlers ran, with their microtasks", theme.work_input },
        { "presentation", "presentation delay", "from the handlers' end until the next frame was painted (rendering and any task before it)", theme.work_render },
    };
    int index = 0;
    for (const auto& i : m.interactions) {
        std::string prefix = "inp:" + std::to_string(index++) + ":";
        dl->AddText(fonts.small, small, ImVec2(origin.x, y + 2), theme.text, i.label.c_str(), nullptr, label_w - 8);
        if (!i.complete) {
            dl->AddText(fonts.small, small, ImVec2(bar_x, y + 2), theme.text_muted, "no paint followed it before the run ended");
            y += 26;
            continue;
        }
        const double ms[3] = { i.input_delay(), i.processing(), i.presentation_delay() };
        // Each segment at least 3 px wide, so a 0.2 ms part is still a visible piece; a
        // 2 px gap of background between segments keeps them apart.
        float x = bar_x;
        int hovered_part = -1;
        for (int k = 0; k < 3; ++k) {
            float w = std::max(px(ms[k]), 3.0f);
            ImVec2 a(x, y), b(x + w, y + bar_h);
            dl->AddRectFilled(a, b, parts[k].color, 3.0f);
            if (k == 0) // waiting, not working: hatched
                for (float hx = a.x - bar_h; hx < b.x; hx += 6.0f) {
                    float x0 = std::max(hx, a.x), x1 = std::min(hx + bar_h, b.x);
                    if (x1 > x0)
                        dl->AddLine(ImVec2(x0, a.y + (x0 - hx)), ImVec2(x1, a.y + (x1 - hx)), theme.panel, 1.0f);
                }
            std::string text = format_ms(ms[k]);
            float tw = fonts.small->CalcTextSizeA(small * 0.85f, FLT_MAX, 0, text.c_str()).x;
            if (tw + 8 < w)
                dl->AddText(fonts.small, small * 0.85f, ImVec2(a.x + (w - tw) * 0.5f, a.y + (bar_h - small * 0.85f) * 0.5f), IM_COL32(20, 20, 24, 255),
                    text.c_str());
            if (record) {
                ImGui::ItemAdd(ImRect(a, b), 0); // a rectangle for tests, not a control
                record(prefix + parts[k].id);
            }
            if (window_hovered && ImGui::IsMouseHoveringRect(a, ImVec2(b.x + 2, b.y)))
                hovered_part = k;
            x += w + 2.0f;
        }
        for (const Limit& l : limits) {
            float lx = bar_x + px(l.ms);
            if (lx <= bar_x + bar_w)
                dl->AddLine(ImVec2(lx, y - 3), ImVec2(lx, y + bar_h + 3), l.color, 1.5f);
        }
        std::string total = format_ms(i.duration());
        dl->AddText(fonts.small_bold, small, ImVec2(x + 4, y + (bar_h - small) * 0.5f),
            rating_color(theme, i.duration()), total.c_str());
        if (hovered_part >= 0) {
            begin_tooltip();
            ImGui::PushFont(fonts.small);
            ImGui::Text("%s: %s", parts[hovered_part].name, format_ms(ms[hovered_part]).c_str());
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.text_muted));
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 320.0f);
            ImGui::TextUnformatted(parts[hovered_part].meaning);
            ImGui::PopTextWrapPos();
            ImGui::PopStyleColor();
            ImGui::PopFont();
            end_tooltip();
        }
        y += bar_h + 6;
        // The legend: a swatch per part with its milliseconds, wrapping on a phone.
        float lx = bar_x, ly = y;
        float lsize = small * 0.9f;
        for (int k = 0; k < 3; ++k) {
            std::string text = std::string(parts[k].name) + " " + format_ms(ms[k]);
            float tw = fonts.small->CalcTextSizeA(lsize, FLT_MAX, 0, text.c_str()).x + 16;
            if (lx > bar_x && lx + tw > origin.x + width) {
                lx = bar_x;
                ly += lsize + 6;
            }
            dl->AddRectFilled(ImVec2(lx, ly + 2), ImVec2(lx + 10, ly + 2 + 10), parts[k].color, 2.0f);
            dl->AddText(fonts.small, lsize, ImVec2(lx + 14, ly), theme.text_muted, text.c_str());
            lx += tw + 10;
        }
        y = ly + lsize + 12;
    }
    y += 4;
    std::string lt = "Long tasks: " + std::to_string(m.long_tasks.size());
    if (!m.long_tasks.empty())
        lt += ", total blocking time " + format_ms(m.total_blocking_time);
    dl->AddText(fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(origin.x, y), theme.text, lt.c_str());
    y += small + 6;
    for (const auto& t : m.long_tasks) {
        std::string line = "at " + format_ms(t.start) + ": " + format_ms(t.duration) + ", blocking " + format_ms(t.duration - trace::kLongTaskMs) + " \xE2\x80\x94 " + t.label;
        float lh = fonts.small->CalcTextSizeA(small, FLT_MAX, width - 12, line.c_str()).y;
        dl->AddText(fonts.small, small, ImVec2(origin.x + 12, y), theme.text_muted, line.c_str(), nullptr, width - 12);
        y += lh + 6;
    }
    std::string frames = "Frames in the whole run: " + std::to_string(m.frames_presented) + " presented, " + std::to_string(m.frames_skipped) + " dropped";
    dl->AddText(fonts.small, small, ImVec2(origin.x, y), theme.text_muted, frames.c_str(), nullptr, width);
    y += fonts.small->CalcTextSizeA(small, FLT_MAX, width, frames.c_str()).y + 8;
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y));
    ImGui::Dummy(ImVec2(width, 1));
    return y - origin.y;
}

} // namespace evloop::ui
