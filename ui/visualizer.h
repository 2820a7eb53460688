#pragma once
// The step-through visualizer: a run drawn at a cursor. It holds a finished run (the trace
// is never changed) and a cursor over its step points; everything on screen — the
// highlighted statement, the call stack, the queues, host work, the console, the page —
// is rebuilt from the trace at the cursor, so stepping back is just moving it.
#include "core/loop/run.h"
#include "core/trace/trace_state.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/timeline.h"
#include <functional>
#include <utility>
#include <memory>
#include <string>

namespace evloop::ui {

struct VisualizerInput {
    std::shared_ptr<const loop::RunResult> run;
    std::string code;
    std::string title;
    std::string banner; // a sentence shown above the explanation (a quiz's "why")
    size_t start_event = 0;
    bool has_start = false;
};

class Visualizer {
public:
    void open(VisualizerInput input);
    bool is_open() const { return static_cast<bool>(m_run); }
    void close() { m_run.reset(); }

    // Draws into `width` x (as tall as it needs). `record` names controls for tests.
    void draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
        const std::function<void(const std::string&, bool)>& record);

    // Stepping (also for tests and keyboard shortcuts).
    void step_to(size_t step);
    void step_forward() { step_to(m_step + 1); }
    void step_back() { step_to(m_step == 0 ? 0 : m_step - 1); }
    void restart() { step_to(0); }
    void to_end() { step_to(m_points.empty() ? 0 : m_points.size() - 1); }
    void set_playing(bool playing) { m_playing = playing; }
    void step_to_time(double time);

    size_t step() const { return m_step; }
    size_t step_count() const { return m_points.size(); }
    bool playing() const { return m_playing; }
    const trace::Trace* trace() const { return m_run ? m_run->trace.get() : nullptr; }
    const loop::RunResult* run() const { return m_run.get(); }
    // At a step where the run picked an order Node does not promise, "Show the other
    // order" asks for the run with the other one; the owner takes the request and opens it.
    bool at_unpromised_order() const;
    bool take_other_order_request() { return std::exchange(m_other_order_wanted, false); }
    // Only an owner that takes the request shows the button (not the side-by-side view's).
    void offer_other_order(bool offer) { m_offer_other_order = offer; }
    std::string explanation() const;
    double time() const { return m_state ? m_state->time : 0; }
    const std::string& title() const { return m_title; }
    bool transcript_shown() const { return m_show_transcript; }
    const trace::State* state() const { return m_state; }
    Timeline& timeline() { return m_timeline; }
    const std::string& copy_feedback() const { return m_copy_feedback; }

private:
    void sync();
    void draw_controls(const Fonts& fonts, const Theme& theme, float width, const std::function<void(const std::string&, bool)>& record);
    void draw_code(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_stack(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_queues(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_console(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_page(const Fonts& fonts, const Theme& theme, float width, float height);

    std::shared_ptr<const loop::RunResult> m_run;
    std::unique_ptr<trace::StateCursor> m_cursor;
    const trace::State* m_state = nullptr;
    std::vector<size_t> m_points;
    std::vector<std::string> m_code_lines;
    size_t m_step = 0;
    std::string m_title, m_banner;
    bool m_playing = false;
    bool m_other_order_wanted = false;
    bool m_offer_other_order = false;
    float m_speed = 4.0f; // steps per second
    double m_last_time = -1;
    double m_accumulated = 0;
    int m_hover_line = 0; // a queued item's origin under the mouse
    bool m_scroll_code = false;
    bool m_scroll_console = false;
    bool m_show_transcript = false;
    int m_copy_ticket = 0;       // the transcript's Copy (ui/clipboard.h)
    std::string m_copy_feedback; // what the Copy button says now (tests)
    Timeline m_timeline;
};

} // namespace evloop::ui
