#pragma once
// The frame timeline (Tracy-style): virtual time left to right; a list of tracks, each
// drawn by its own small function with a shared context (the view's zoom and pan, the
// time → x mapping, the mouse): what the user saw (a filmstrip of the page at each
// paint), frames (vsyncs, presented or dropped), the main thread (tasks coloured by
// source, long tasks marked past their 50 ms), its microtasks, input, Node's phases,
// threadpool threads, and one track per worker thread (its tasks, long tasks and
// microtasks, on the main thread's clock, over a band for its lifetime). Zoom with the
// wheel, pan by dragging, hover for details, click to move the stepper's cursor.
// Draw records are built once per trace; each frame only the visible ones are drawn,
// at most one per pixel column and lane.
#include "core/trace/trace.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <algorithm>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace evloop::ui {

namespace timeline {

// Something drawn on a track: a slice from start to end, or a marker at start.
struct Record {
    double start, end;
    ImU32 (*color)(const Theme&);
    uint32_t label; // a string index of the track's trace
    uint8_t kind;   // 0 slice, 1 marker, 2 long-task overflow, 3 frame presented, 4 frame dropped, 5 filmstrip
    const char* fixed = nullptr; // a label of our own (phase names) instead of a trace string
    uint32_t task = 0;           // a task's slice: its id (what delivered a message says so on hover)
};

// What every track draws with (Tracy's TimelineContext): where the plot is, the view
// (zoom and pan) and the time → x mapping, the mouse, and what it hovers.
struct Context {
    ImDrawList* dl;
    const Fonts& fonts;
    const Theme& theme;
    float plot_x, plot_w;      // the plot's left edge and width (px)
    double view_start, span;   // the visible time (ms)
    bool hovered;              // the mouse is over the plot
    ImVec2 mouse;
    float small;               // the small font's size
    double reach;              // no record lasts longer (the run's length): where a lane's search starts
    float x_at(double time) const { return plot_x + static_cast<float>((time - view_start) / span) * plot_w; }
    double time_at(float x) const { return view_start + (x - plot_x) / plot_w * span; }
    double view_end() const { return view_start + span; }
    // Set by a track's draw function: the record under the mouse and its track.
    const Record* hover = nullptr;
    const struct Track* hover_track = nullptr;
};

enum class TrackKind : uint8_t { Filmstrip, Frames, MainThread, Microtasks, Input, Phases, Threadpool, Worker };

struct Track {
    TrackKind kind = TrackKind::MainThread;
    std::string name;          // its label, left of the plot
    std::string detail;        // a second, muted line of the label (a worker's script)
    const trace::Trace* trace = nullptr; // whose string table its records' labels index
    float row_h = 24;          // its row, px (the next track starts below it)
    float h = 18;              // the height of its drawing (a line of border below)
    std::vector<Record> records;   // sorted by start
    std::vector<Record> microtasks; // a worker's, in a lane under its tasks
    double start = 0, end = -1;     // a worker's lifetime (a band behind its slices)
    uint32_t thread = 0;            // whose: the thread's index in the run (0: the main thread)
    // Its tasks that delivered a message from another thread: "message from worker 1
    // (pricing.js), posted at 900.5 ms", by task id.
    std::unordered_map<uint32_t, std::string> messages;
    void (*draw)(const Track& track, float y, Context& c) = nullptr;
};

} // namespace timeline

class Timeline {
public:
    void set_trace(const trace::Trace* trace);
    // Draws `width` × its own height at the cursor. `cursor_time` is the stepper's time;
    // returns a time the learner clicked (to move the stepper there), or a negative value.
    double draw(const Fonts& fonts, const Theme& theme, float width, double cursor_time,
        const std::function<void(const std::string&)>& record);
    void fit() { m_view_start = 0; m_view_end = m_end; }
    // Shows [start, end] (a view kept across a re-run of the same program).
    void set_view(double start, double end)
    {
        m_view_start = start;
        m_view_end = std::max(end, start + kMinSpan);
    }
    // The thread whose track the last click returned by draw() was on (0: the main thread's).
    uint32_t clicked_thread() const { return m_clicked_thread; }
    // The tooltip of the record under the mouse in the last draw() ("" if none; tests).
    const std::string& hover_text() const { return m_hover_text; }
    double view_start() const { return m_view_start; }
    double view_end() const { return m_view_end; }
    size_t record_count() const;
    const std::vector<timeline::Track>& tracks() const { return m_tracks; }
    // The red part of the main thread: long tasks past their first 50 ms, summed.
    double blocking_ms() const;
    // The frames lane's markers at or before `time` (what the page panel must agree with).
    struct FrameCounts {
        int presented = 0, dropped = 0;
    };
    FrameCounts frames_until(double time) const;
    // The narrowest "Fit all" view and zoom (virtual ms): a couple of microseconds.
    static constexpr double kMinSpan = 0.002;

private:
    void build();
    const trace::Trace* m_trace = nullptr;
    std::vector<timeline::Track> m_tracks;
    double m_end = 100;
    double m_view_start = 0, m_view_end = 100;
    bool m_dragging = false;
    uint32_t m_clicked_thread = 0;
    std::string m_hover_text;
};

// Each interaction as a stacked bar (input delay, processing, presentation delay) against
// the 200 ms and 500 ms thresholds, the page's INP with its rating, and the long tasks.
// Each part is a segment of its own colour, with a legend giving its milliseconds and a
// tooltip; `record` (if given) names each segment's rectangle ("inp:0:processing") for
// tests. Returns the height drawn. `run`: the run's main trace (its metrics, its labels).
float draw_inp_bars(const trace::Trace& run, const Fonts& fonts, const Theme& theme, float width,
    const std::function<void(const std::string&)>& record = {});

ImU32 rating_color(const Theme& theme, double inp_ms);

} // namespace evloop::ui
