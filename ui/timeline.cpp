#include "ui/timeline.h"
#include "ui/shaped_text.h"
#include "ui/trace_labels.h"
#include "core/util/messages.h"
#include "core/trace/trace_state.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cctype>
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

namespace {

using timeline::Context;
using timeline::Record;
using timeline::Track;
using timeline::TrackKind;

// One thread's trace as records, by the lane they go to.
struct ThreadRecords {
    std::vector<Record> tasks, jobs, frames, film, input, phases;
    std::vector<std::vector<Record>> pool; // by threadpool thread
    double end = 0;                        // its last event's time
};

ThreadRecords collect(const trace::Trace& t)
{
    ThreadRecords out;
    // Open slices by id, and the labels of jobs and host work queued but not yet begun
    // (forgotten once begun, so a flood of 100 000 jobs keeps these maps small).
    std::unordered_map<uint32_t, size_t> open_task, open_job, open_work;
    std::unordered_map<uint32_t, uint32_t> job_label, work_label;
    std::unordered_map<uint32_t, uint8_t> work_thread;
    double last_phase_time = -1;
    uint8_t last_phase = 0;
    double last_frame_time = -1;
    uint32_t last_frame_text = 0;
    double end = 0;
    for (const trace::Event& e : t.events()) {
        end = std::max(end, e.time);
        switch (e.kind) {
        case EventKind::TaskBegin:
            open_task[e.id] = out.tasks.size();
            out.tasks.push_back({ e.time, e.time, source_color(static_cast<TaskSource>(e.sub)), e.text, 0 });
            out.tasks.back().task = e.id;
            break;
        case EventKind::TaskEnd: {
            auto it = open_task.find(e.id);
            if (it == open_task.end())
                break;
            Record& r = out.tasks[it->second];
            r.end = e.time;
            if (e.time - r.start > trace::kLongTaskMs) { // a long task: the part past the threshold is what blocks
                out.tasks.push_back({ r.start + trace::kLongTaskMs, e.time, [](const Theme& th) { return th.long_task; }, r.label, 2 });
                out.tasks.back().task = e.id;
            }
            open_task.erase(it);
            break;
        }
        case EventKind::JobQueued:
            job_label[e.id] = e.text;
            break;
        case EventKind::JobBegin: {
            open_job[e.id] = out.jobs.size();
            bool tick = (e.id & 0x80000000u) != 0;
            auto it = job_label.find(e.id);
            out.jobs.push_back({ e.time, e.time,
                tick ? ColorFn([](const Theme& th) { return th.work_tick; }) : ColorFn([](const Theme& th) { return th.work_microtask; }),
                it == job_label.end() ? 0u : it->second, 0 });
            if (it != job_label.end())
                job_label.erase(it);
            break;
        }
        case EventKind::JobEnd: {
            auto it = open_job.find(e.id);
            if (it != open_job.end()) {
                out.jobs[it->second].end = e.time;
                open_job.erase(it);
            }
            break;
        }
        case EventKind::Frame:
            out.frames.push_back({ e.time, e.time,
                e.sub ? ColorFn([](const Theme& th) { return th.good; }) : ColorFn([](const Theme& th) { return th.poor; }), 0,
                static_cast<uint8_t>(e.sub ? 3 : 4) });
            if (e.sub) {
                if (last_frame_time >= 0)
                    out.film.push_back({ last_frame_time, e.time, [](const Theme& th) { return th.panel; }, last_frame_text, 5 });
                last_frame_time = e.time;
                last_frame_text = e.text;
            }
            break;
        case EventKind::Input:
            out.input.push_back({ e.time, e.time, [](const Theme& th) { return th.work_input; }, e.text, 1 });
            break;
        case EventKind::Phase:
            if (last_phase_time >= 0 && e.time > last_phase_time)
                out.phases.push_back({ last_phase_time, e.time, [](const Theme& th) { return th.work_other; }, 0, 0,
                    trace::phase_name(static_cast<trace::Phase>(last_phase)) });
            last_phase_time = e.time;
            last_phase = std::min<uint8_t>(e.sub, 6);
            break;
        case EventKind::HostAdd:
            work_label[e.id] = e.text;
            break;
        case EventKind::WorkBegin: {
            if (out.pool.size() < static_cast<size_t>(e.sub) + 1)
                out.pool.resize(static_cast<size_t>(e.sub) + 1);
            auto& lane = out.pool[e.sub];
            open_work[e.id] = lane.size();
            work_thread[e.id] = e.sub;
            auto it = work_label.find(e.id);
            lane.push_back({ e.time, e.time, [](const Theme& th) { return th.work_threadpool; }, it == work_label.end() ? 0u : it->second, 0 });
            break;
        }
        case EventKind::WorkEnd: {
            auto it = open_work.find(e.id);
            if (it != open_work.end()) {
                out.pool[work_thread[e.id]][it->second].end = e.time;
                open_work.erase(it);
            }
            break;
        }
        default:
            break;
        }
    }
    if (last_frame_time >= 0)
        out.film.push_back({ last_frame_time, std::max(end, last_frame_time + 16.7), [](const Theme& th) { return th.panel; }, last_frame_text, 5 });
    // A task still running when the run stopped (a runaway stop) lasts to the end; past
    // kLongTaskMs it is a long task like any other (the metrics list it "never finished").
    std::vector<size_t> unfinished;
    for (auto& [id, index] : open_task)
        unfinished.push_back(index);
    std::sort(unfinished.begin(), unfinished.end());
    for (size_t index : unfinished) {
        Record& r = out.tasks[index];
        r.end = end;
        if (end - r.start > trace::kLongTaskMs)
            out.tasks.push_back({ r.start + trace::kLongTaskMs, end, [](const Theme& th) { return th.long_task; }, r.label, 2 });
    }
    auto by_start = [](const Record& x, const Record& y) { return x.start < y.start; };
    for (auto* lane : { &out.tasks, &out.jobs, &out.frames, &out.film, &out.input, &out.phases })
        if (!std::is_sorted(lane->begin(), lane->end(), by_start))
            std::stable_sort(lane->begin(), lane->end(), by_start);
    for (auto& lane : out.pool)
        if (!std::is_sorted(lane.begin(), lane.end(), by_start))
            std::stable_sort(lane.begin(), lane.end(), by_start);
    out.end = end;
    return out;
}

// The records of one lane from y to y + h: only the visible ones, at most one per pixel
// column; slice labels are drawn after every fill, so no slice covers them. Sets the
// hover of the context when the mouse is over one.
void draw_records(const Track& track, const std::vector<Record>& records, float y, float h, Context& c)
{
    ImDrawList* dl = c.dl;
    const Theme& theme = c.theme;
    float last_px = -1e9f;
    struct Label {
        ImVec2 min, max;
        std::string text;
    };
    std::vector<Label> labels;
    // No record lasts longer than the whole run: start from the first one that may still
    // reach the view.
    auto first = std::lower_bound(records.begin(), records.end(), c.view_start - c.reach, [](const Record& r, double v) { return r.start < v; });
    const double view_end = c.view_end();
    for (auto it = first; it != records.end() && it->start <= view_end; ++it) {
        const Record& r = *it;
        if (r.end < c.view_start)
            continue;
        float x0 = std::max(c.x_at(r.start), c.plot_x - 2), x1 = std::min(c.x_at(r.end), c.plot_x + c.plot_w + 2);
        ImU32 color = r.color(theme);
        bool is_marker = r.kind == 1 || r.kind == 3 || r.kind == 4;
        if (!is_marker && r.kind != 5 && x1 - x0 < 1.0f) {
            if (std::floor(x0) == last_px && r.kind != 2)
                continue; // this column of this lane is already drawn
            last_px = std::floor(x0);
            x1 = x0 + 1.0f;
        }
        if (r.kind == 5) { // a filmstrip frame: the page's text as painted
            dl->AddRectFilled(ImVec2(x0 + 1, y), ImVec2(x1 - 1, y + h), theme.code_background, 3.0f);
            dl->AddRect(ImVec2(x0 + 1, y), ImVec2(x1 - 1, y + h), theme.code_border, 3.0f);
            if (x1 - x0 > 24) {
                std::string text = visible_text(track.trace->string(r.label));
                dl->PushClipRect(ImVec2(x0 + 3, y), ImVec2(x1 - 3, y + h), true);
                draw_wrapped(dl, c.fonts.small, c.small * 0.85f, ImVec2(x0 + 4, y + 3), theme.text, text.c_str(), std::max(20.0f, x1 - x0 - 8));
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
            if (x1 - x0 > 40 && (r.label || r.fixed) && h >= 14)
                labels.push_back({ ImVec2(std::max(x0, c.plot_x), y), ImVec2(x1, y + h - 6.0f), r.fixed ? std::string(r.fixed) : shown_label(*track.trace, track.trace->string(r.label)) });
        }
        if (c.hovered && c.mouse.y >= y && c.mouse.y <= y + h && c.mouse.x >= x0 - (is_marker ? 5 : 0) && c.mouse.x <= x1 + (is_marker ? 5 : 0)) {
            c.hover = &r;
            c.hover_track = &track;
        }
    }
    for (const Label& l : labels) {
        dl->PushClipRect(l.min, l.max, true);
        draw_label(dl, c.fonts.small, c.small * 0.85f, ImVec2(l.min.x + 3, l.min.y + 1), c.theme.bar_text, l.text);
        dl->PopClipRect();
    }
}

// A lane of slices or markers: the main thread, microtasks, input, phases, a threadpool thread.
void draw_lane(const Track& track, float y, Context& c)
{
    draw_records(track, track.records, y, track.h, c);
}

void draw_filmstrip(const Track& track, float y, Context& c)
{
    draw_records(track, track.records, y, track.h, c);
}

// Frames: the vsync ticks when zoomed in enough to see them, then each frame's marker.
void draw_frames(const Track& track, float y, Context& c)
{
    const double interval = track.trace->refresh_interval_ms;
    if (c.plot_w / c.span * interval > 6)
        for (double v = std::ceil(c.view_start / interval) * interval; v <= c.view_end(); v += interval)
            c.dl->AddLine(ImVec2(c.x_at(v), y), ImVec2(c.x_at(v), y + 6), c.theme.text_muted);
    draw_records(track, track.records, y, track.h, c);
}

// A worker thread: a band for its lifetime, its tasks (long ones marked as on the main
// thread) and, in a thin lane under them, its microtasks.
constexpr float kWorkerTasksH = 18, kWorkerJobsY = 20, kWorkerJobsH = 9;
void draw_worker(const Track& track, float y, Context& c)
{
    if (track.end >= track.start && track.end >= c.view_start && track.start <= c.view_end()) {
        float x0 = std::max(c.x_at(track.start), c.plot_x - 2), x1 = std::min(c.x_at(track.end), c.plot_x + c.plot_w + 2);
        c.dl->AddRectFilled(ImVec2(x0, y - 1), ImVec2(std::max(x1, x0 + 1), y + track.h + 1), c.theme.frame, 2.0f);
    }
    draw_records(track, track.records, y, kWorkerTasksH, c);
    draw_records(track, track.microtasks, y + kWorkerJobsY, kWorkerJobsH, c);
}

// "worker 1 (worker.js)" → "Worker 1" over "worker.js".
void split_thread_name(const std::string& name, std::string& head, std::string& detail)
{
    size_t open = name.find(" (");
    if (open != std::string::npos && name.size() > open + 2 && name.back() == ')') {
        head = name.substr(0, open);
        detail = name.substr(open + 2, name.size() - open - 3);
    } else {
        head = name;
        detail.clear();
    }
    if (!head.empty())
        head[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(head[0])));
}

} // namespace

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
    m_tracks.clear();
    if (!m_trace)
        return;
    const trace::Trace& t = *m_trace;
    constexpr float kRow = 24, kFilm = 46;
    auto lane = [&](TrackKind kind, std::string name, const trace::Trace& of, std::vector<Record> records,
                    void (*draw_fn)(const Track&, float, Context&) = draw_lane) {
        bool film = kind == TrackKind::Filmstrip;
        Track tr;
        tr.kind = kind;
        tr.name = std::move(name);
        tr.trace = &of;
        tr.row_h = film ? kFilm : kRow;
        tr.h = film ? kFilm - 4 : kRow - 6;
        tr.records = std::move(records);
        tr.draw = draw_fn;
        m_tracks.push_back(std::move(tr));
    };
    ThreadRecords main = collect(t);
    double end = main.end;
    if (t.host == "node") {
        lane(TrackKind::Phases, msg::text(Msg::timeline_lane_phase), t, std::move(main.phases));
        lane(TrackKind::MainThread, msg::text(Msg::viz_main_thread), t, std::move(main.tasks));
        lane(TrackKind::Microtasks, msg::text(Msg::timeline_lane_microtasks), t, std::move(main.jobs));
    } else {
        lane(TrackKind::Filmstrip, msg::text(Msg::timeline_lane_filmstrip), t, std::move(main.film), draw_filmstrip);
        lane(TrackKind::Frames, msg::text(Msg::timeline_lane_frames), t, std::move(main.frames), draw_frames);
        lane(TrackKind::MainThread, msg::text(Msg::viz_main_thread), t, std::move(main.tasks));
        lane(TrackKind::Microtasks, msg::text(Msg::timeline_lane_microtasks), t, std::move(main.jobs));
        lane(TrackKind::Input, msg::text(Msg::timeline_lane_input), t, std::move(main.input));
    }
    for (size_t w = 0; w < main.pool.size(); ++w)
        lane(TrackKind::Threadpool, msg::text(Msg::timeline_lane_threadpool, { { "number", w + 1 } }), t, std::move(main.pool[w]));
    auto messages_of = [](const trace::Trace& of) {
        std::unordered_map<uint32_t, std::string> out;
        for (const trace::MessageLink& link : trace::message_links(of))
            if (link.task)
                out.emplace(link.task, shown_message(of, link));
        return out;
    };
    for (Track& tr : m_tracks)
        if (tr.kind == TrackKind::MainThread)
            tr.messages = messages_of(t);
    // Each worker: its tasks over its microtasks, then its own threadpool threads if it used any.
    for (const trace::ThreadTrace& th : t.threads) {
        if (!th.trace)
            continue;
        ThreadRecords r = collect(*th.trace);
        end = std::max({ end, r.end, th.end });
        Track tr;
        tr.kind = TrackKind::Worker;
        tr.trace = th.trace.get();
        tr.row_h = kWorkerJobsY + kWorkerJobsH + 7;
        tr.h = kWorkerJobsY + kWorkerJobsH;
        tr.records = std::move(r.tasks);
        split_thread_name(shown_label(t, th.name), tr.name, tr.detail);
        tr.microtasks = std::move(r.jobs);
        tr.start = th.start;
        tr.end = th.end;
        tr.thread = th.index;
        tr.messages = messages_of(*th.trace);
        tr.draw = draw_worker;
        std::string head = tr.name;
        m_tracks.push_back(std::move(tr));
        for (size_t w = 0; w < r.pool.size(); ++w) {
            lane(TrackKind::Threadpool, msg::text(Msg::timeline_lane_worker_threadpool, { { "thread", head }, { "number", w + 1 } }), *th.trace, std::move(r.pool[w]));
            m_tracks.back().thread = th.index;
        }
    }
    // "Fit all" shows the events that exist: a run without timers or frames lasts a few
    // microseconds, and a fixed 1 ms view would leave its lanes empty.
    m_end = std::max(end * 1.04, kMinSpan);
}

size_t Timeline::record_count() const
{
    size_t n = 0;
    for (const Track& t : m_tracks)
        n += t.records.size() + t.microtasks.size();
    return n;
}

double Timeline::blocking_ms() const
{
    double sum = 0;
    for (const Track& t : m_tracks)
        if (t.kind == TrackKind::MainThread)
            for (const Record& r : t.records)
                if (r.kind == 2)
                    sum += r.end - r.start;
    return sum;
}

Timeline::FrameCounts Timeline::frames_until(double time) const
{
    FrameCounts counts;
    for (const Track& t : m_tracks) {
        if (t.kind != TrackKind::Frames)
            continue;
        for (const Record& r : t.records) {
            if (r.start > time)
                break;
            counts.presented += r.kind == 3;
            counts.dropped += r.kind == 4;
        }
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
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float plot_x = origin.x + label_w;
    float plot_w = std::max(40.0f, width - label_w);
    float total_h = axis_h + 6;
    for (const Track& t : m_tracks)
        total_h += t.row_h;

    // Interaction: wheel zooms around the mouse, drag pans, click picks a time.
    ImGui::SetCursorScreenPos(ImVec2(plot_x, origin.y));
    ImGui::InvisibleButton("timeline-plot", ImVec2(plot_w, total_h));
    record("timeline");
    bool hovered = ImGui::IsItemHovered();
    double span = std::max(kMinSpan / 4, m_view_end - m_view_start);
    auto time_at = [&](float x) { return m_view_start + (x - plot_x) / plot_w * span; };
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
    const bool released = ImGui::IsItemDeactivated();
    bool click = false;
    if (released) {
        if (!m_dragging) {
            clicked = time_at(io.MousePos.x);
            click = true;
            m_clicked_thread = 0;
        }
        m_dragging = false;
    }
    span = std::max(kMinSpan / 4, m_view_end - m_view_start);

    Context c { dl, fonts, theme, plot_x, plot_w, m_view_start, span, hovered, io.MousePos, fonts.size(fonts.small), m_end };
    auto x_at = [&](double time) { return c.x_at(time); };

    // Axis with ticks.
    dl->PushClipRect(ImVec2(origin.x, origin.y), ImVec2(origin.x + width, origin.y + total_h), true);
    double step = nice_step(span, plot_w);
    const float small = c.small;
    for (double tick = std::ceil(m_view_start / step) * step; tick <= m_view_end; tick += step) {
        float x = x_at(tick);
        dl->AddLine(ImVec2(x, origin.y + axis_h - 5), ImVec2(x, origin.y + total_h), theme.border);
        std::string label = format_tick(tick, step);
        draw_label(dl, fonts.small, small * 0.9f, ImVec2(x + 3, origin.y + 2), theme.text_muted, label.c_str());
    }
    // Track labels (clipped to their column; a worker's script on a second line) and bands.
    const Track* hovered_label = nullptr;
    {
        float y = origin.y + axis_h;
        for (const Track& t : m_tracks) {
            const bool worker = t.trace != m_trace; // a worker's name may be longer than the column
            if (worker)
                dl->PushClipRect(ImVec2(origin.x, y), ImVec2(plot_x - 4, y + t.row_h), true);
            draw_label(dl, fonts.small, small * 0.9f, ImVec2(origin.x + 4, y + 3), theme.text_muted, t.name.c_str());
            if (!t.detail.empty())
                draw_label(dl, fonts.small, small * 0.8f, ImVec2(origin.x + 4, y + 3 + small * 0.95f), theme.text_muted, t.detail.c_str());
            if (worker)
                dl->PopClipRect();
            dl->AddLine(ImVec2(plot_x, y + t.h + 2), ImVec2(plot_x + plot_w, y + t.h + 2), theme.border);
            if (t.kind == TrackKind::Worker && ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(ImVec2(origin.x, y), ImVec2(plot_x, y + t.row_h)))
                hovered_label = &t;
            y += t.row_h;
        }
    }
    // Each track draws its records: only the visible ones, at most one per pixel column per lane.
    dl->PushClipRect(ImVec2(plot_x, origin.y), ImVec2(plot_x + plot_w, origin.y + total_h), true);
    {
        float y = origin.y + axis_h;
        for (const Track& t : m_tracks) {
            t.draw(t, y, c);
            if (click && io.MousePos.y >= y && io.MousePos.y < y + t.row_h)
                m_clicked_thread = t.thread;
            y += t.row_h;
        }
    }
    // The stepper's cursor.
    if (cursor_time >= m_view_start && cursor_time <= m_view_end) {
        float x = x_at(cursor_time);
        dl->AddLine(ImVec2(x, origin.y), ImVec2(x, origin.y + total_h), theme.selection, 2.0f);
    }
    dl->PopClipRect();
    dl->PopClipRect();

    m_hover_text.clear();
    if (const Record* hover = c.hover) {
        const trace::Trace& of = *c.hover_track->trace;
        begin_tooltip();
        // A task that delivered a message from another thread: whose, and when it was posted.
        std::string message;
        if (hover->task && (hover->kind == 0 || hover->kind == 2))
            if (auto it = c.hover_track->messages.find(hover->task); it != c.hover_track->messages.end())
                message = "\n" + it->second;
        ImGui::PushFont(fonts.small);
        std::string text;
        std::string label = hover->fixed ? std::string(hover->fixed) : hover->label ? shown_label(of, of.string(hover->label)) : std::string();
        if (c.hover_track->kind == TrackKind::Worker)
            label = c.hover_track->name + ": " + (label.empty() ? msg::text(Msg::timeline_microtask) : label);
        if (hover->kind == 5)
            text = msg::text(Msg::timeline_painted, { { "text", visible_text(label) } });
        else if (hover->kind == 3)
            text = msg::text(Msg::timeline_frame_presented, { { "time", format_ms(hover->start) } });
        else if (hover->kind == 4)
            text = msg::text(Msg::timeline_frame_dropped, { { "time", format_ms(hover->start) } });
        else if (hover->kind == 1)
            text = msg::text(Msg::timeline_at, { { "label", label }, { "time", format_ms(hover->start) } });
        else if (hover->kind == 2 && c.hover_track->kind == TrackKind::Worker)
            text = msg::text(Msg::timeline_worker_long_task, { { "track", c.hover_track->name },
                { "duration", format_ms(hover->end - hover->start) }, { "threshold", static_cast<int>(trace::kLongTaskMs) } });
        else if (hover->kind == 2)
            text = msg::text(Msg::timeline_long_task, { { "duration", format_ms(hover->end - hover->start) },
                { "threshold", static_cast<int>(trace::kLongTaskMs) } });
        else
            text = label + "\n" + format_ms(hover->start) + " - " + format_ms(hover->end) + "  (" + format_ms(hover->end - hover->start) + ")";
        text += message;
        text_label(text.c_str());
        m_hover_text = text;
        ImGui::PopFont();
        end_tooltip();
    } else if (hovered_label) {
        begin_tooltip();
        ImGui::PushFont(fonts.small);
        std::string text = msg::text(hovered_label->detail.empty() ? Msg::timeline_thread : Msg::timeline_thread_detail,
            { { "thread", hovered_label->name }, { "detail", hovered_label->detail }, { "start", format_ms(hovered_label->start) },
              { "end", format_ms(hovered_label->end) } });
        text_label(text.c_str());
        ImGui::PopFont();
        end_tooltip();
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + total_h + 4));
    return clicked;
}

float draw_inp_bars(const trace::Trace& run, const Fonts& fonts, const Theme& theme, float width,
    const std::function<void(const std::string&)>& record)
{
    const trace::Metrics& m = run.metrics;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float y = origin.y;
    float small = fonts.size(fonts.small);
    const trace::Metrics::Interaction* inp = m.inp();
    std::string head = inp ? msg::text(Msg::ui_inp_rating, { { "inp", format_ms(inp->duration()) }, { "rating", inp_rating(inp->duration()) } })
                           : msg::text(Msg::timeline_no_interaction);
    draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(origin.x, y), inp ? rating_color(theme, inp->duration()) : theme.text_muted, head.c_str());
    y += small + 8;
    double scale_max = 600;
    for (const auto& i : m.interactions)
        if (i.complete)
            scale_max = std::max(scale_max, i.duration() * 1.1);
    const float label_w = std::min(150.0f, width * 0.3f);
    const float total_w = label_size(fonts.small_bold, small, "0000 ms").x + 8; // the total, right of the bar
    float bar_x = origin.x + label_w, bar_w = std::max(60.0f, width - label_w - total_w);
    auto px = [&](double ms) { return static_cast<float>(std::max(ms, 0.0) / scale_max) * bar_w; };
    const float bar_h = 20.0f;
    bool window_hovered = ImGui::IsWindowHovered();

    // The thresholds: labelled once above the bars, then a short tick through each bar's
    // row only, so no line runs through the captions.
    struct Limit {
        double ms;
        std::string label;
        ImU32 color;
    };
    const Limit limits[] = { { 200.0, msg::text(Msg::timeline_inp_good, { { "ms", 200 } }), theme.good },
        { 500.0, msg::text(Msg::timeline_inp_poor, { { "ms", 500 } }), theme.poor } };
    if (!m.interactions.empty()) {
        for (const Limit& l : limits) {
            float x = bar_x + px(l.ms);
            if (x > bar_x + bar_w)
                continue;
            float tw = label_size(fonts.small, small * 0.85f, l.label).x;
            draw_label(dl, fonts.small, small * 0.85f, ImVec2(std::min(x - tw * 0.5f, origin.x + width - tw), y), l.color, l.label);
        }
        y += small + 4;
    }

    // The three parts of an interaction, as the web-vitals attribution names them.
    struct Part {
        const char* id;
        std::string name;
        std::string meaning;
        ImU32 color;
    };
    const Part parts[] = {
        { "input-delay", msg::text(Msg::timeline_part_input_delay), msg::text(Msg::timeline_input_delay), theme.work_other },
        { "processing", msg::text(Msg::timeline_part_processing), msg::text(Msg::timeline_processing), theme.work_input },
        { "presentation", msg::text(Msg::timeline_part_presentation), msg::text(Msg::timeline_presentation), theme.work_render },
    };
    int index = 0;
    for (const auto& i : m.interactions) {
        std::string prefix = "inp:" + std::to_string(index++) + ":";
        draw_wrapped(dl, fonts.small, small, ImVec2(origin.x, y + 2), theme.text, i.label.c_str(), label_w - 8);
        if (!i.complete) {
            draw_label(dl, fonts.small, small, ImVec2(bar_x, y + 2), theme.text_muted, msg::text(Msg::timeline_no_paint).c_str());
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
            float tw = label_size(fonts.small, small * 0.85f, text.c_str()).x;
            if (tw + 8 < w)
                draw_label(dl, fonts.small, small * 0.85f, ImVec2(a.x + (w - tw) * 0.5f, a.y + (bar_h - small * 0.85f) * 0.5f), theme.bar_text, text.c_str());
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
        draw_label(dl, fonts.small_bold, small, ImVec2(x + 4, y + (bar_h - small) * 0.5f), rating_color(theme, i.duration()), total.c_str());
        if (hovered_part >= 0) {
            begin_tooltip();
            ImGui::PushFont(fonts.small);
            text_label(parts[hovered_part].name + ": " + format_ms(ms[hovered_part]));
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.text_muted));
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 320.0f);
            text_label(parts[hovered_part].meaning.c_str());
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
            float tw = label_size(fonts.small, lsize, text.c_str()).x + 16;
            if (lx > bar_x && lx + tw > origin.x + width) {
                lx = bar_x;
                ly += lsize + 6;
            }
            dl->AddRectFilled(ImVec2(lx, ly + 2), ImVec2(lx + 10, ly + 2 + 10), parts[k].color, 2.0f);
            draw_label(dl, fonts.small, lsize, ImVec2(lx + 14, ly), theme.text_muted, text.c_str());
            lx += tw + 10;
        }
        y = ly + lsize + 12;
    }
    y += 4;
    std::string lt = m.long_tasks.empty() ? msg::text(Msg::timeline_long_tasks, { { "count", m.long_tasks.size() } })
        : msg::text(Msg::timeline_long_tasks_tbt, { { "count", m.long_tasks.size() }, { "tbt", format_ms(m.total_blocking_time) } });
    draw_label(dl, fonts.small_bold, fonts.size(fonts.small_bold), ImVec2(origin.x, y), theme.text, lt.c_str());
    y += small + 6;
    for (const auto& t : m.long_tasks) {
        std::string line = msg::text(Msg::timeline_long_task_row, { { "start", format_ms(t.start) }, { "duration", format_ms(t.duration) },
            { "blocking", format_ms(t.duration - trace::kLongTaskMs) }, { "label", shown_label(run, t.label) } });
        float lh = wrapped_size(fonts.small, small, line.c_str(), width - 12).y;
        draw_wrapped(dl, fonts.small, small, ImVec2(origin.x + 12, y), theme.text_muted, line.c_str(), width - 12);
        y += lh + 6;
    }
    std::string frames = msg::text(Msg::timeline_frames_whole_run, { { "presented", m.frames_presented }, { "dropped", m.frames_skipped } });
    draw_wrapped(dl, fonts.small, small, ImVec2(origin.x, y), theme.text_muted, frames.c_str(), width);
    y += wrapped_size(fonts.small, small, frames.c_str(), width).y + 8;
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y));
    ImGui::Dummy(ImVec2(width, 1));
    return y - origin.y;
}

} // namespace evloop::ui
