#pragma once
// The step-through visualizer: a run drawn at a cursor. It holds a finished run (the trace
// is never changed) and a cursor over its step points; everything on screen — the
// highlighted statement, the call stack, the queues, host work, the console, the page —
// is rebuilt from the trace at the cursor, so stepping back is just moving it.
#include "core/loop/run.h"
#include "core/trace/trace_state.h"
#include "core/util/messages.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/timeline.h"
#include <algorithm>
#include <functional>
#include <utility>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace evloop::ui {

struct VisualizerInput {
    std::shared_ptr<const loop::RunResult> run;
    std::string code;
    std::string title;
    std::string banner; // a sentence shown above the explanation (a quiz's "why")
    size_t start_event = 0;
    bool has_start = false;
    int block = -1; // the lesson block it came from: App retitles it after a language switch
    // A title from the catalogue (the Playground's "Your program", a compare view's
    // "Browser"): shown in whatever language is chosen when it is drawn, instead of `title`.
    // Messages without placeholders only (msg::unfilled_text).
    std::optional<Msg> title_message {};
    std::optional<Msg> banner_message {}; // likewise, instead of `banner`
};

class Visualizer {
public:
    void open(VisualizerInput input);
    // The same program's run again (after a language switch: what it printed in the new
    // language; its labels, notes and stop reason follow the language by their message ids
    // anyway; App::set_language asks for it). Every thread keeps
    // its step, and the shown thread, the transcript, Play and the timeline's view stay.
    void replace_run(std::shared_ptr<const loop::RunResult> run);
    bool is_open() const { return static_cast<bool>(m_run); }
    void close() { m_run.reset(); }

    // Draws into `width` x (as tall as it needs). `record` names controls for tests.
    void draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
        const std::function<void(const std::string&, bool)>& record);

    // Stepping (also for tests and keyboard shortcuts), through the shown thread's steps.
    void step_to(size_t step);
    void step_forward() { step_to(view().before_start ? 0 : view().step + 1); }
    void step_back() { step_to(view().step == 0 ? 0 : view().step - 1); }
    void restart() { step_to(0); }
    void to_end() { step_to(view().points.empty() ? 0 : view().points.size() - 1); }
    void set_playing(bool playing) { m_playing = playing; }
    // Play's speed in steps per second, as the speed slider keeps it (1 to 60).
    float speed() const { return m_speed; }
    void set_speed(float steps_per_second) { m_speed = std::clamp(steps_per_second, 1.0f, 60.0f); }
    // Whether space and the arrows step this visualizer (not one of a page of many).
    void take_keyboard(bool take) { m_keyboard = take; }
    void step_to_time(double time);

    size_t step() const { return m_views.empty() ? 0 : view().step; }
    size_t step_count() const { return m_views.empty() ? 0 : view().points.size(); }
    bool playing() const { return m_playing; }
    // The run's trace (the main thread's, with its workers' in trace()->threads).
    const trace::Trace* trace() const { return m_run ? m_run->trace.get() : nullptr; }

    // Threads: the main thread (0), then each worker of the run in trace()->threads order.
    // The stepper, code, stack, queues, console and sentence follow the shown thread; all
    // threads share the virtual clock, so showing another thread at time t shows it at
    // its last step at or before t (or before its first, if it had not started by then).
    size_t thread_count() const { return m_views.size(); }
    size_t shown_thread() const { return m_view; }
    void show_thread(size_t thread);
    const std::string& thread_name(size_t thread) const { return m_views[thread].name; }
    uint32_t thread_index(size_t thread) const { return m_views[thread].index; } // in the run (Node's threadId)
    const trace::Trace* shown_trace() const { return m_views.empty() ? nullptr : m_views[m_view].trace; }
    // Whether the shown thread had not started at the time it is shown at.
    bool before_thread_start() const { return !m_views.empty() && view().before_start; }
    // For a task of the shown thread that delivered a message from another thread: "message
    // from worker 1 (pricing.js), posted at 900.5 ms"; "" otherwise.
    std::string task_message(uint32_t task_id) const;
    const loop::RunResult* run() const { return m_run.get(); }
    // At a step where the run picked an order Node does not promise, "Show the other
    // order" asks for the run with the other one; the owner takes the request and opens it.
    bool at_unpromised_order() const;
    bool take_other_order_request() { return std::exchange(m_other_order_wanted, false); }
    // Only an owner that takes the request shows the button (not the side-by-side view's).
    void offer_other_order(bool offer) { m_offer_other_order = offer; }
    // Whether the button shows now, and its click (the accessible page's button).
    bool offers_other_order() const { return m_offer_other_order && at_unpromised_order(); }
    void request_other_order() { m_other_order_wanted = offers_other_order(); }
    std::string explanation() const;
    double time() const
    {
        if (!m_views.empty() && (view().before_start || view().pinned))
            return view().pinned_time;
        return m_state ? m_state->time : 0;
    }
    std::string title() const { return m_title_message ? msg::unfilled_text(*m_title_message) : m_title; }
    // The lesson block it was opened from (-1: none), and its title in a new language.
    int block() const { return m_block; }
    void set_title(std::string title) { m_title = std::move(title); }
    bool transcript_shown() const { return m_show_transcript; }
    void show_transcript(bool shown) { m_show_transcript = shown; }
    // The transcript lists at most this many steps (of the shown thread), one line each:
    // "    1.500 ms  <the step's sentence>".
    static constexpr size_t kTranscriptSteps = 2000;
    std::string transcript_line(size_t step) const;
    // The transcript's Copy: the whole run's transcript to the clipboard (copy_feedback() follows).
    void copy_transcript(double now_seconds);
    const trace::State* state() const { return m_state; }
    Timeline& timeline() { return m_timeline; }
    const std::string& copy_feedback() const { return m_copy_feedback; }

private:
    // One thread as the stepper shows it: its trace, its step points and its state there.
    struct ThreadView {
        const trace::Trace* trace = nullptr;
        uint32_t index = 0;       // the thread's index in the run (0: the main thread)
        std::string name;         // "Main thread", "Worker 1 (pricing.js)"
        std::unique_ptr<trace::StateCursor> cursor;
        std::vector<size_t> points;
        std::vector<std::string> code_lines;
        std::unordered_map<uint32_t, trace::MessageLink> messages; // by the delivering task's id
        size_t step = 0;
        bool before_start = false; // shown at a time before its first step
        // Shown at a time (a switch of thread, a click on the timeline) rather than at a
        // step: the clock reads that time, so switching back and forth does not drift.
        bool pinned = false;
        double pinned_time = 0;
    };
    ThreadView& view() { return m_views[m_view]; }
    const ThreadView& view() const { return m_views[m_view]; }
    const trace::MessageLink* message_of(uint32_t task_id) const;
    void draw_threads(const Fonts& fonts, const Theme& theme, float width, const std::function<void(const std::string&, bool)>& record);
    void sync();
    void draw_controls(const Fonts& fonts, const Theme& theme, float width, const std::function<void(const std::string&, bool)>& record);
    void draw_code(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_stack(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_queues(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_console(const Fonts& fonts, const Theme& theme, float width, float height);
    void draw_page(const Fonts& fonts, const Theme& theme, float width, float height);

    std::shared_ptr<const loop::RunResult> m_run;
    std::vector<ThreadView> m_views; // the main thread first
    size_t m_view = 0;               // the shown one
    const trace::State* m_state = nullptr;
    std::string m_title, m_banner;
    std::optional<Msg> m_title_message, m_banner_message;
    int m_block = -1;
    std::string m_code; // the program as open() got it (replace_run opens it again)
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
    bool m_keyboard = true;
    int m_copy_ticket = 0;       // the transcript's Copy (ui/clipboard.h)
    std::string m_copy_feedback; // what the Copy button says now (tests)
    Timeline m_timeline;
    const std::function<void(const std::string&, bool)>* m_record = nullptr; // while draw() runs
    std::optional<trace::MessageLink> m_goto_sender; // "Show worker 1 then" was clicked
    std::string m_hover_message; // the message of the queued task under the mouse (tests)

public:
    const std::string& hovered_message() const { return m_hover_message; }
};

} // namespace evloop::ui
