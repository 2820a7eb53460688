#pragma once
// One run the UI is waiting for. The simulation itself happens elsewhere (core/sim: a
// thread on the desktop, a Web Worker in the page); a SimRequest holds only the job's id,
// what the last poll said, and the result once it arrived. Each frame the view polls it;
// while it is pending the view draws draw_sim_progress() instead of the result.
#include "core/sim/service.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include <functional>
#include <memory>
#include <string>

namespace evloop::ui {

class SimRequest {
public:
    // Starts `job`, cancelling the one this request was waiting for (a new Run supersedes it).
    void start(sim::Service& service, sim::Job job, double now_seconds);
    // Polls the service; true once, in the frame the run (or a failure) arrives.
    bool update(sim::Service& service);
    void cancel(sim::Service& service);

    bool pending() const { return m_id != 0; }
    const sim::Status& status() const { return m_status; }
    double started() const { return m_started; }
    // After update() returned true: the run, or null with error() saying why there is none.
    std::shared_ptr<loop::RunResult> take_result() { return std::move(m_result); }
    const std::string& error() const { return m_error; }

private:
    sim::JobId m_id = 0;
    sim::Status m_status;
    double m_started = 0;
    std::shared_ptr<loop::RunResult> m_result;
    std::string m_error;
};

// Runs longer than this get a Cancel button (shorter ones are over before a hand moves).
inline constexpr double kCancelAfterSeconds = 0.3;

// The row drawn while a run is pending, at the cursor: a spinner, "Simulating… 412 ms of
// virtual time", and (if `cancellable`) a Cancel button once it has taken kCancelAfterSeconds. `what` names
// the wait ("Simulating", "Working out the answer"). Returns true if Cancel was clicked;
// the cursor ends below the row. `record` names the Cancel button `<id>:cancel`.
bool draw_sim_progress(const SimRequest& request, const char* what, const Fonts& fonts, const Theme& theme, float width,
    double now_seconds, const std::function<void(const std::string&, bool)>& record, const std::string& id, bool cancellable);

} // namespace evloop::ui
