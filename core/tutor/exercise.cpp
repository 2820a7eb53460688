#include "core/tutor/exercise.h"
#include "core/util/messages.h"
#include "core/trace/trace_export.h"
#include "core/util/base64.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

namespace evloop::tutor {

namespace {

std::string ms(double v)
{
    char buf[32];
    if (v >= 10 || v == 0)
        std::snprintf(buf, sizeof buf, "%.0f ms", v);
    else
        std::snprintf(buf, sizeof buf, "%.1f ms", v);
    return buf;
}

std::string quoted(const std::string& s) { return "\xE2\x80\x9C" + s + "\xE2\x80\x9D"; }

bool is_node(const trace::Trace& t) { return t.host == "node"; }

// Every task's duration, from its begin to its end (tasks never nest).
struct TaskSpan {
    double start = 0, duration = 0;
    std::string label;
};
std::vector<TaskSpan> task_spans(const trace::Trace& t)
{
    std::vector<TaskSpan> out;
    std::map<uint32_t, size_t> open; // task id → index in out (lookup only)
    for (const trace::Event& e : t.events()) {
        if (e.kind == trace::EventKind::TaskBegin) {
            open[e.id] = out.size();
            out.push_back({ e.time, 0, t.string(e.text) });
        } else if (e.kind == trace::EventKind::TaskEnd) {
            auto it = open.find(e.id);
            if (it != open.end()) {
                out[it->second].duration = e.time - out[it->second].start;
                open.erase(it);
            }
        }
    }
    return out;
}

const TaskSpan* longest(const std::vector<TaskSpan>& spans)
{
    const TaskSpan* best = nullptr;
    for (const TaskSpan& s : spans)
        if (!best || s.duration > best->duration)
            best = &s;
    return best;
}

std::string longest_sentence(const trace::Trace& t)
{
    std::vector<TaskSpan> spans = task_spans(t);
    const TaskSpan* l = longest(spans);
    if (!l)
        return "";
    return msg::text(is_node(t) ? Msg::tutor_longest_callback : Msg::tutor_longest_task,
        { { "duration", ms(l->duration) }, { "label", l->label }, { "start", ms(l->start) } });
}

void measure_inp(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const trace::Metrics& m = run.trace->metrics;
    const trace::Metrics::Interaction* worst = nullptr;
    bool incomplete = false;
    if (g.target.empty()) {
        worst = m.inp();
        for (const auto& i : m.interactions)
            incomplete |= !i.complete;
    } else {
        for (const auto& i : m.interactions) {
            if (i.label != g.target)
                continue;
            if (!i.complete)
                incomplete = true;
            else if (!worst || i.duration() > worst->duration())
                worst = &i;
        }
    }
    if (!worst) {
        r.measured = msg::text(m.interactions.empty() || (!g.target.empty() && !incomplete) ? Msg::tutor_no_interaction : Msg::tutor_no_paint_after_input);
        r.why = incomplete ? msg::text(Msg::tutor_input_never_painted)
                           : msg::text(Msg::tutor_no_input_happened, { { "input", g.target.empty() ? msg::text(Msg::tutor_click_or_key) : g.target } });
        return;
    }
    double d = worst->duration();
    r.measured = msg::text(Msg::tutor_inp_measured, { { "inp", ms(d) }, { "delay", ms(worst->input_delay()) },
                                                      { "processing", ms(worst->processing()) }, { "presentation", ms(worst->presentation_delay()) } });
    r.passed = g.holds(d) && (g.target.empty() || !incomplete);
    if (r.passed)
        return;
    double delay = worst->input_delay(), proc = worst->processing(), pres = worst->presentation_delay();
    if (delay >= proc && delay >= pres)
        r.why = msg::text(Msg::tutor_inp_input_delay, { { "input", worst->label }, { "delay", ms(delay) } });
    else if (proc >= pres)
        r.why = msg::text(Msg::tutor_inp_processing, { { "processing", ms(proc) } });
    else
        r.why = msg::text(Msg::tutor_inp_presentation, { { "presentation", ms(pres) } });
}

void measure_long_tasks(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const trace::Metrics& m = run.trace->metrics;
    std::vector<TaskSpan> spans = task_spans(*run.trace);
    size_t n = 0;
    const TaskSpan* worst = nullptr;
    for (const TaskSpan& s : spans)
        if (s.duration > trace::kLongTaskMs) {
            ++n;
            if (!worst || s.duration > worst->duration)
                worst = &s;
        }
    if (!is_node(*run.trace))
        n = m.long_tasks.size(); // the browser's own account (PerformanceLongTaskTiming)
    r.measured = worst ? msg::plural(Msg::tutor_long_tasks_measured_longest, static_cast<long long>(n), { { "longest", ms(worst->duration) } })
                       : msg::plural(Msg::long_tasks_count, static_cast<long long>(n));
    r.passed = g.holds(static_cast<double>(n));
    if (!r.passed && worst)
        r.why = msg::text(is_node(*run.trace) ? Msg::tutor_long_task_node : Msg::tutor_long_task_browser,
            { { "duration", ms(worst->duration) }, { "label", worst->label }, { "start", ms(worst->start) }, { "threshold", ms(trace::kLongTaskMs) } });
}

void measure_longest_task(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    std::vector<TaskSpan> spans = task_spans(*run.trace);
    const TaskSpan* l = longest(spans);
    double d = l ? l->duration : 0;
    r.measured = l ? msg::text(Msg::tutor_longest_task_measured_label, { { "duration", ms(d) }, { "label", l->label } })
                   : msg::text(Msg::tutor_longest_task_measured, { { "duration", ms(d) } });
    r.passed = g.holds(d);
    if (!r.passed && l)
        r.why = msg::text(is_node(*run.trace) ? Msg::tutor_longest_task_node : Msg::tutor_longest_task_browser,
            { { "label", l->label }, { "duration", ms(d) } });
}

void measure_frames(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const trace::Metrics& m = run.trace->metrics;
    int n = m.frames_skipped;
    r.measured = msg::plural(Msg::tutor_frames_dropped_measured, n, { { "total", m.frames_presented + m.frames_skipped } });
    r.passed = g.holds(n);
    if (!r.passed)
        r.why = msg::plural(Msg::tutor_frames_dropped, n, { { "longest", longest_sentence(*run.trace) } });
}

void measure_starvation(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r, const std::string& stop)
{
    bool node = is_node(*run.trace);
    if (run.exit_code == 3) {
        // What stopped it, from the host's stop message (messages stop_task_limit_* and stop_budget_*): their
        // English names the setting; a translation must keep "task_limit_ms" and "budget" in them.
        bool time_limit = stop.find("task_limit_ms") != std::string::npos;
        bool budget = time_limit || stop.find("budget") != std::string::npos;
        r.measured = msg::text(time_limit ? Msg::tutor_stopped_time_limit : budget ? Msg::tutor_stopped_budget : Msg::tutor_stopped_starved);
        r.why = msg::text(budget ? Msg::tutor_runaway : node ? Msg::tutor_starved_node : Msg::tutor_starved_browser);
        return;
    }
    std::vector<TimerLateness> late = timer_lateness(*run.trace);
    const TimerLateness* worst = nullptr;
    for (const TimerLateness& t : late)
        if (!worst || t.late > worst->late)
            worst = &t;
    if (!worst) {
        r.measured = msg::text(Msg::tutor_no_timers);
        r.passed = true;
        return;
    }
    r.measured = msg::text(Msg::tutor_latest_timer, { { "late", ms(worst->late) }, { "label", worst->label } });
    r.passed = g.holds(worst->late);
    if (r.passed)
        return;
    Msg why = worst->started < 0 ? (node ? Msg::tutor_timer_not_run_node : Msg::tutor_timer_not_run_browser)
                                 : (node ? Msg::tutor_timer_late_node : Msg::tutor_timer_late_browser);
    r.why = msg::text(why, { { "due", ms(worst->due) }, { "late", ms(worst->late) }, { "started", ms(worst->started) },
                             { "longest", longest_sentence(*run.trace) } });
}

void measure_order(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const std::vector<std::string>& out = run.trace->stdout_lines;
    std::string printed;
    for (size_t i = 0; i < out.size() && i < 6; ++i)
        printed += (i ? ", " : "") + out[i];
    if (out.size() > 6)
        printed += ", \xE2\x80\xA6";
    r.measured = out.empty() ? msg::text(Msg::tutor_printed_nothing) : msg::text(Msg::tutor_printed, { { "lines", printed } });
    size_t at = 0;
    for (size_t k = 0; k < g.lines.size(); ++k) {
        size_t found = out.size();
        for (size_t i = at; i < out.size(); ++i)
            if (out[i] == g.lines[k]) {
                found = i;
                break;
            }
        if (found == out.size()) {
            bool anywhere = std::find(out.begin(), out.end(), g.lines[k]) != out.end();
            if (!anywhere)
                r.why = msg::text(Msg::tutor_line_never_printed, { { "line", quoted(g.lines[k]) } });
            else
                r.why = msg::text(Msg::tutor_line_out_of_order, { { "line", quoted(g.lines[k]) }, { "previous", quoted(g.lines[k - 1]) } });
            return;
        }
        at = found + 1;
    }
    r.passed = true;
}

void measure_response(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const trace::Metrics& m = run.trace->metrics;
    double worst = -1;
    int count = 0;
    bool unanswered = false;
    for (const auto& q : m.requests) {
        size_t space = q.label.find(' ');
        std::string path = space == std::string::npos ? q.label : q.label.substr(space + 1);
        if (path != g.target && path.rfind(g.target + "?", 0) != 0)
            continue;
        ++count;
        if (!q.status)
            unanswered = true;
        else
            worst = std::max(worst, q.responded - q.sent);
    }
    if (count == 0) {
        r.measured = msg::text(Msg::tutor_no_request_measured, { { "path", g.target } });
        r.why = msg::text(Msg::tutor_no_request, { { "path", g.target } });
        return;
    }
    if (unanswered) {
        r.measured = msg::text(Msg::tutor_no_response_measured, { { "path", g.target } });
        r.why = msg::text(Msg::tutor_no_response, { { "path", g.target } });
        return;
    }
    r.measured = msg::text(count > 1 ? Msg::tutor_response_measured_slowest : Msg::tutor_response_measured,
        { { "path", g.target }, { "duration", ms(worst) }, { "count", count } });
    r.passed = g.holds(worst);
    if (!r.passed)
        r.why = msg::text(Msg::tutor_response_slow, { { "path", g.target }, { "duration", ms(worst) }, { "longest", longest_sentence(*run.trace) } });
}

void measure_loop_delay(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const auto& samples = run.trace->metrics.loop_delay_samples;
    if (samples.empty()) {
        r.measured = msg::text(Msg::tutor_no_samples);
        r.why = msg::text(Msg::tutor_no_loop_delay);
        return;
    }
    double p99 = percentile(samples, 99);
    r.measured = msg::plural(Msg::tutor_loop_delay_measured, static_cast<long long>(samples.size()), { { "p99", ms(p99) } });
    r.passed = g.holds(p99);
    if (!r.passed)
        r.why = msg::text(Msg::tutor_loop_delay, { { "p99", ms(p99) }, { "longest", longest_sentence(*run.trace) } });
}

void measure_finish(const ExerciseGoal& g, const loop::RunResult& run, GoalResult& r)
{
    const auto& events = run.trace->events();
    double end = events.empty() ? 0 : events.back().time;
    std::string why_end;
    for (auto it = events.rbegin(); it != events.rend(); ++it)
        if (it->kind == trace::EventKind::RunEnd) {
            end = it->time;
            why_end = run.trace->string(it->text);
            break;
        }
    // Stopped by the time limit (// @until): the browser host ends the run so; the node
    // host lets the process exit with a note that it was still running.
    // (Recognised by the English of Msg::stop_time_limit, which the trace records whatever the
    // language, and of Msg::note_still_running*.)
    bool stopped = run.exit_code == 3 || why_end.rfind(msg::english(Msg::stop_time_limit), 0) == 0;
    for (const trace::Event& e : events)
        if (e.kind == trace::EventKind::Note && run.trace->string(e.text).rfind("still running after", 0) == 0)
            stopped = true;
    r.measured = msg::text(stopped ? Msg::tutor_still_running_at : Msg::tutor_finished_at, { { "time", ms(end) } });
    r.passed = !stopped && end <= g.limit + 1e-9;
    if (!r.passed)
        r.why = stopped ? msg::text(Msg::tutor_still_had_work) : msg::text(Msg::tutor_finished_late, { { "time", ms(end) } });
}

std::string clean(std::string s)
{
    for (char& c : s)
        if (c == '\t' || c == '\n' || c == '\r')
            c = ' ';
    return s;
}

} // namespace

bool exercise_from_block(const Block& block, LessonHost lesson_host, ExerciseBlock& out, std::string& error)
{
    out = {};
    auto ex = parse_exercise(block.code, error);
    if (!ex)
        return false;
    out.exercise = std::move(*ex);
    out.line = block.line;
    loop::Settings& s = out.settings;
    s.host = lesson_host == LessonHost::Node ? loop::HostKind::Node : loop::HostKind::Browser;
    if (const std::string* host = block.fence.option("host"))
        if (!s.set("host", *host, error))
            return false;
    if (const std::string* title = block.fence.option("title"))
        out.title = *title;
    if (const std::string* input = block.fence.option("input")) {
        out.input = *input;
        loop::Settings probe;
        if (!probe.set("input", *input, error))
            return false;
    }
    return true;
}

bool exercise_example(const ExerciseBlock& block, const std::string& code, Example& out, std::string& error)
{
    out = {};
    out.code = code;
    out.title = block.title;
    out.line = block.line;
    loop::Overrides overrides;
    if (!block.input.empty())
        overrides.inputs.push_back(block.input);
    return loop::settings_for_program(out.code, block.settings, overrides, out.settings, error);
}

std::vector<TimerLateness> timer_lateness(const trace::Trace& t)
{
    std::vector<TimerLateness> out;
    std::map<uint32_t, size_t> by_work, by_task; // lookup only
    uint32_t done_timer = 0;                      // the timer whose HostDone came last
    bool waiting_for_task = false;
    double end = 0;
    for (const trace::Event& e : t.events()) {
        end = e.time;
        switch (e.kind) {
        case trace::EventKind::HostAdd:
            if (e.sub == static_cast<uint8_t>(trace::HostWork::Timer) || e.sub == static_cast<uint8_t>(trace::HostWork::Interval)) {
                by_work[e.id] = out.size();
                out.push_back({ t.string(e.text), e.value, -1, 0 });
            }
            break;
        case trace::EventKind::HostCancel:
            if (auto it = by_work.find(e.id); it != by_work.end()) {
                // Cleared before it was due: never late. Cleared after its due time
                // without having run: it waited (starved) until it was cleared.
                TimerLateness& l = out[it->second];
                if (e.time <= l.due)
                    l.due = -1;
                else
                    l.late = e.time - l.due;
                by_work.erase(it);
            }
            break;
        case trace::EventKind::HostDone:
            waiting_for_task = by_work.count(e.id) > 0;
            done_timer = e.id;
            break;
        case trace::EventKind::TaskQueued:
            // A timer's callback is queued right after its host work completes.
            if (waiting_for_task && e.sub == static_cast<uint8_t>(trace::TaskSource::Timer)) {
                by_task[e.id] = by_work[done_timer];
                by_work.erase(done_timer);
            }
            waiting_for_task = false;
            break;
        case trace::EventKind::TaskBegin:
            if (auto it = by_task.find(e.id); it != by_task.end()) {
                TimerLateness& l = out[it->second];
                l.started = e.time;
                l.late = std::max(0.0, e.time - l.due);
                by_task.erase(it);
            }
            break;
        default:
            break;
        }
    }
    std::vector<TimerLateness> kept;
    for (TimerLateness& l : out) {
        if (l.due < 0)
            continue;
        if (l.started < 0 && l.late == 0) {
            if (l.due >= end)
                continue; // not due yet when the run ended
            l.late = end - l.due;
        }
        kept.push_back(l);
    }
    return kept;
}

double percentile(std::vector<double> samples, double p)
{
    if (samples.empty())
        return 0;
    std::sort(samples.begin(), samples.end());
    size_t rank = static_cast<size_t>(std::ceil(p / 100.0 * static_cast<double>(samples.size())));
    rank = std::clamp<size_t>(rank, 1, samples.size());
    return samples[rank - 1];
}

ExerciseGrade grade_exercise(const Exercise& exercise, const loop::RunResult& run)
{
    ExerciseGrade g;
    // What ended a run that did not finish: the error that ended it.
    if (run.exit_code != 0)
        for (const trace::Event& e : run.trace->events())
            if (e.kind == trace::EventKind::Error && e.sub == 1)
                g.stop = run.trace->string(e.text);
    if (run.exit_code == 2) {
        g.problem = g.stop.empty() ? msg::text(Msg::tutor_syntax_error) : g.stop;
        g.stop.clear();
        for (const ExerciseGoal& goal : exercise.goals)
            g.goals.push_back({ goal.text, msg::text(Msg::tutor_not_run), false, msg::text(Msg::tutor_fix_syntax_first) });
        return g;
    }
    g.passed = true;
    for (const ExerciseGoal& goal : exercise.goals) {
        GoalResult r;
        r.goal = goal.text;
        switch (goal.kind) {
        case ExerciseGoal::Kind::Inp: measure_inp(goal, run, r); break;
        case ExerciseGoal::Kind::LongTasks: measure_long_tasks(goal, run, r); break;
        case ExerciseGoal::Kind::LongestTask: measure_longest_task(goal, run, r); break;
        case ExerciseGoal::Kind::FramesDropped: measure_frames(goal, run, r); break;
        case ExerciseGoal::Kind::NoStarvation: measure_starvation(goal, run, r, g.stop); break;
        case ExerciseGoal::Kind::Order: measure_order(goal, run, r); break;
        case ExerciseGoal::Kind::Response: measure_response(goal, run, r); break;
        case ExerciseGoal::Kind::LoopDelayP99: measure_loop_delay(goal, run, r); break;
        case ExerciseGoal::Kind::FinishesBy: measure_finish(goal, run, r); break;
        }
        // A run that was stopped (runaway, starvation) passes nothing: what it measured
        // up to the stop is not what the page would do.
        if (run.exit_code == 3 && goal.kind != ExerciseGoal::Kind::NoStarvation && r.passed) {
            r.passed = false;
            r.why = msg::text(Msg::tutor_stopped_not_final);
        }
        g.passed = g.passed && r.passed;
        g.goals.push_back(std::move(r));
    }
    return g;
}

void check_exercise(const Block& block, const Lesson& lesson, std::vector<std::string>& problems)
{
    std::string where = lesson.file + ":" + std::to_string(block.line) + ": exercise: ";
    ExerciseBlock ex;
    std::string error;
    if (!exercise_from_block(block, lesson.host, ex, error)) {
        problems.push_back(where + error);
        return;
    }
    auto failing = [](const ExerciseGrade& g, bool passed_ones) {
        std::string out;
        for (const GoalResult& r : g.goals)
            if (r.passed == passed_ones)
                out += (out.empty() ? "" : "; ") + r.goal + " (" + r.measured + ")";
        return out;
    };
    for (int which = 0; which < 2; ++which) {
        const bool solution = which == 1;
        const char* name = solution ? "the solution" : "the starting program";
        Example run_of;
        if (!exercise_example(ex, solution ? ex.exercise.solution : ex.exercise.start, run_of, error)) {
            problems.push_back(where + name + ": " + error);
            continue;
        }
        loop::RunResult first = run_example(run_of);
        loop::RunResult second = run_example(run_of);
        if (trace::to_json(*first.trace) != trace::to_json(*second.trace))
            problems.push_back(where + name + ": two runs gave different traces (not deterministic)");
        ExerciseGrade g = grade_exercise(ex.exercise, first);
        if (!g.problem.empty()) {
            problems.push_back(where + name + " has a syntax error: " + g.problem);
            continue;
        }
        if (solution && !g.passed)
            problems.push_back(where + "the solution fails: " + failing(g, false) + (g.stop.empty() ? "" : " [stopped: " + g.stop + "]"));
        if (!solution && g.passed)
            problems.push_back(where + "the starting program already passes every goal: " + failing(g, true));
    }
}

std::string serialize_grade(const ExerciseGrade& grade)
{
    std::string out = std::string("grade 1 ") + (grade.passed ? "1" : "0") + "\n" + clean(grade.problem) + "\n" + clean(grade.stop) + "\n";
    for (const GoalResult& r : grade.goals)
        out += std::string(r.passed ? "1" : "0") + "\t" + clean(r.goal) + "\t" + clean(r.measured) + "\t" + clean(r.why) + "\n";
    return out;
}

bool parse_grade(const std::string& text, ExerciseGrade& out)
{
    out = {};
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || (line != "grade 1 1" && line != "grade 1 0"))
        return false;
    out.passed = line.back() == '1';
    if (!std::getline(in, out.problem) || !std::getline(in, out.stop))
        return false;
    while (std::getline(in, line)) {
        std::vector<std::string> f;
        size_t at = 0;
        for (;;) {
            size_t tab = line.find('\t', at);
            f.push_back(line.substr(at, tab == std::string::npos ? std::string::npos : tab - at));
            if (tab == std::string::npos)
                break;
            at = tab + 1;
        }
        if (f.size() != 4 || (f[0] != "0" && f[0] != "1"))
            return false;
        out.goals.push_back({ f[1], f[2], f[0] == "1", f[3] });
        if (out.goals.size() > 16)
            return false;
    }
    bool all = !out.goals.empty();
    for (const GoalResult& r : out.goals)
        all = all && r.passed;
    return all == out.passed;
}

std::string exercise_fingerprint(const Exercise& exercise)
{
    std::string goals;
    for (const ExerciseGoal& g : exercise.goals)
        goals += g.text + "\n";
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(quiz_seed(goals)));
    return buf;
}

} // namespace evloop::tutor
