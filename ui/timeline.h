#pragma once
// The frame timeline (Tracy-style): virtual time left to right; tracks for what the user
// saw (a filmstrip of the page at each paint), frames (vsyncs, presented or dropped), the
// main thread (tasks coloured by source, microtasks under them, rendering, long tasks
// marked past their 50 ms), input, Node's phases and threadpool threads. Zoom with the
// wheel, pan by dragging, hover for details, click to move the stepper's cursor.
// Draw records are built once per trace; each frame only the visible ones are drawn,
// at most one per pixel column and track.
#include "core/trace/trace.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <functional>
#include <string>
#include <vector>

namespace evloop::ui {

class Timeline {
public:
    void set_trace(const trace::Trace* trace);
    // Draws `width` × its own height at the cursor. `cursor_time` is the stepper's time;
    // returns a time the learner clicked (to move the stepper there), or a negative value.
    double draw(const Fonts& fonts, const Theme& theme, float width, double cursor_time,
        const std::function<void(const std::string&)>& record);
    void fit() { m_view_start = 0; m_view_end = m_end; }
    double view_start() const { return m_view_start; }
    double view_end() const { return m_view_end; }
    size_t record_count() const { return m_records.size(); }
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
    struct Record {
        double start, end;
        int track;
        ImU32 (*color)(const Theme&);
        uint32_t label; // trace string index
        uint8_t kind;   // 0 slice, 1 marker, 2 long-task overflow, 3 frame presented, 4 frame dropped, 5 filmstrip
        const char* fixed = nullptr; // a label of our own (phase names) instead of a trace string
    };
    void build();
    const trace::Trace* m_trace = nullptr;
    std::vector<Record> m_records;   // sorted by start
    std::vector<std::string> m_track_names;
    double m_end = 100;
    double m_view_start = 0, m_view_end = 100;
    bool m_dragging = false;
};

// Each interaction as a stacked bar (input delay, processing, presentation delay) against
// the 200 ms and 500 ms thresholds, the page's INP with its rating, and the long tasks.
// Each part is a segment of its own colour, with a legend giving its milliseconds and a
// tooltip; `record` (if given) names each segment's rectangle ("inp:0:processing") for
// tests. Returns the height drawn.
float draw_inp_bars(const trace::Metrics& metrics, const Fonts& fonts, const Theme& theme, float width,
    const std::function<void(const std::string&)>& record = {});

ImU32 rating_color(const Theme& theme, double inp_ms);

} // namespace evloop::ui
