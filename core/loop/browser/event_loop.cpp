// The browser's event loop (docs/semantics.md §2.2, §2.3): run() sets the page up, runs
// its <script> as the first task and then turns the loop (run_one_turn) until nothing is
// left or the time limit; running one task and the microtask checkpoint after it.
#include "core/loop/browser/browser_host.h"
#include "core/js/devtools_format.h"
#include "core/util/messages.h"
#include "core/js/promise.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop {
extern const char kBrowserPrelude[]; // js/browser/, embedded by the build
}

namespace evloop::loop::browser {

void define_browser_natives(js::VM&, js::Object*);

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

namespace {

ThrowOr<Value> b_checkpoint(VM& vm, CallArgs&)
{
    // After each listener of an event the browser dispatched itself, the JavaScript stack
    // is empty (the dispatcher is browser code), so HTML runs a microtask checkpoint.
    BrowserHost& h = host(vm);
    if (!h.checkpoint())
        return vm.terminate(h.trace().message(Msg::stop_run_stopped));
    return Value();
}

} // namespace

BrowserHost& host(VM& vm) { return static_cast<BrowserHost&>(Host::of(vm)); }

trace::Range origin_of(VM& vm)
{
    return Host::of(vm).origin_range();
}

int BrowserHost::run(std::string_view source, const std::string& file_name)
{
    take_inputs();
    take_program(source, file_name); // other `// @file` sections wait for workers
    keep_queues_alive();
    track_handled_rejections();
    if (!build_page())
        return m_exit_code;
    run_page_script(source, file_name);
    m_until = m_settings.until_ms > 0 ? m_settings.until_ms : Settings::kDefaultUntilMs;
    if (turn_loop()) {
        // The page started workers: from here the run's scheduler turns every thread's
        // loop, this one's included (resume_thread), until the page's is over. When every
        // thread waits for a message no thread will send, nothing is left to run.
        m_threads->run();
        if (m_threads->aborted() && !m_stopped)
            end_with_error(3, m_threads->abort_message(), "evloop: " + m_threads->abort_message());
    }
    if (!m_stopped)
        finish(m_until);
    return m_exit_code;
}

// Turns the loop until it is over (false). With workers it yields to the other threads
// (true; Threads resumes it here): before each turn, so that the other threads catch up
// to its time and what they sent by then is in its task queues; and when it has nothing
// to do before a wake-up (wait_for_next_wake), which a message may bring forward.
bool BrowserHost::turn_loop()
{
    for (;;) {
        if (m_stopped || m_worker.closing)
            return false;
        if (m_threads && !m_caught_up) {
            m_caught_up = true;
            m_threads->yield(m_thread_index, now());
            return true;
        }
        m_caught_up = false;
        m_waiting = false;
        if (!run_one_turn(m_until))
            return false;
        if (m_waiting) {
            m_caught_up = true;
            return true;
        }
    }
}

// Everything the queues hold is a root of the VM's garbage collector.
void BrowserHost::keep_queues_alive()
{
    m_vm.add_root_visitor([this](Visitor& v) {
        auto visit_task = [&](Task& t) {
            v.visit(t.fn);
            v.visit(t.this_value);
            v.visit(t.args);
        };
        for (auto& entry : m_runnable)
            visit_task(entry.second);
        for (auto& entry : m_delayed)
            visit_task(entry.second);
        for (auto& [id, t] : m_timers) {
            v.visit(t.callback);
            v.visit(t.args);
        }
        for (FrameCallback& f : m_animation_callbacks)
            v.visit(f.callback);
        for (auto* list : { &m_idle_pending, &m_idle_runnable })
            for (IdleCallback& c : *list)
                v.visit(c.callback);
        for (PromiseObject* p : m_outstanding_rejections)
            v.visit(static_cast<Cell*>(p));
        v.visit(m_exports);
    });
}

// The page: js/browser/ (the DOM and the Web APIs), the document built from the
// settings' HTML, then the virtual clock starts. False (the run stopped) if that fails.
bool BrowserHost::build_page()
{
    if (!load_javascript_half(kBrowserPrelude, "browser", define_browser_natives))
        return false;
    m_vm.json_error_line_column = true;
    Value init = export_fn("init");
    Value args[] = { m_vm.string_value(m_settings.html), Value(m_settings.hidden), Value(m_settings.fetch_ms), Value(m_settings.module) };
    if (auto r = m_vm.call(init, Value(), args); r.is_throw()) {
        print(true, "evloop: " + msg::text(Msg::html_not_built, { { "error", format_uncaught(m_vm.take_exception()) } }));
        stop(2, "bad html");
        return false;
    }
    m_dirty = !m_settings.html.empty(); // the page's first paint
    m_mark_ms = 0;
    m_cpu_mark = m_vm.cpu_ps();
    m_vm.heap().forget_young(); // the host's own set-up is not the program's allocation
    m_clock_started = true;
    install_common();
    use_devtools_console(m_vm); // console.log writes what DevTools shows
    if (auto* e = m_trace.record(EventKind::RunStart, 0))
        e->text = m_trace.intern("browser");
    return true;
}

// The page's <script> (a task of its own, then a microtask checkpoint), and the end of
// parsing after it.
void BrowserHost::run_page_script(std::string_view source, const std::string& file_name)
{
    uint32_t script = queue_task_event(TaskSource::Script, "<script> " + file_name);
    begin_task(script, TaskSource::Script, "<script> " + file_name);
    // The page's script is http://evloop.test/main.js (stack traces name it so, as Chromium).
    m_vm.set_script_location("http://evloop.test/main.js");
    if (!main_file_may_run())
        return;
    js::RunResult result = m_vm.run_program(source, m_settings.module ? VM::ProgramKind::Module : VM::ProgramKind::Script, file_name,
        m_program.main_length());
    if (handle_result(result) && !m_stopped) // a syntax error ends the run here
        checkpoint();
    if (!m_stopped && m_settings.module) {
        // A module script is deferred: it runs after parsing, and DOMContentLoaded and
        // load follow it before any task it queued, even a 0 ms timer (Chromium).
        // SIMPLIFIED: evloop fires them at the end of the script's own task.
        Value end = export_fn("endOfParsing");
        Value args[] = { Value(true) };
        if (VM::is_callable(end) && call(end, Value(), args) && !m_stopped)
            checkpoint();
    }
    if (!m_stopped) {
        end_task(script);
        m_trace.metrics.task_ran(0, now(), script, "<script> " + file_name);
        // The script's element is document.currentScript only while it runs.
        Value done = export_fn("scriptDone");
        if (VM::is_callable(done))
            (void)m_vm.call(done, Value(), {});
        // HTML §13.2.7 "The end": the parser resumes after a classic script (the last
        // thing in the body) and finishes in a task of its own, 1 ms later in Chromium
        // (timers of 0 ms and messages the script posted run first): readystatechange
        // and DOMContentLoaded, then the load event (js/browser/ endOfParsing).
        Value end = export_fn("endOfParsing");
        if (VM::is_callable(end) && !m_settings.module) {
            Task t;
            t.id = m_next_task++;
            t.source = TaskSource::DOMManipulation;
            t.label = "end of parsing (DOMContentLoaded)";
            t.fn = end;
            t.due = now() + 1;
            add_delayed(std::move(t));
        }
    }
}

// The loop is over: nothing was left to run, or the time limit came.
void BrowserHost::finish(double until)
{
    bool pending = !m_delayed.empty() || !m_runnable.empty() || !m_animation_callbacks.empty() || m_next_input < m_inputs.size();
    if (pending && m_settings.until_ms <= 0)
        note(m_trace.message(Msg::note_page_still_busy, { { "ms", static_cast<long long>(until) } }));
    stop(0, m_trace.message(pending ? Msg::stop_time_limit : Msg::stop_nothing_left));
}

// One turn of the event loop, as HTML's processing model lists it
// (https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model),
// with "update the rendering" a task of its own, as Chromium runs it and as the standard
// has it since whatwg/html #10007 (docs/semantics.md §2.2). False when the loop is over.
bool BrowserHost::run_one_turn(double until)
{
    // Timers, network responses and input whose time has come join their task queues.
    ripen();
    // Rendering opportunities (#rendering-opportunity): a vsync that finds a frame wanted
    // queues "update the rendering"; vsyncs a busy main thread missed are skipped frames.
    // (A worker's event loop has no rendering.)
    if (!m_worker.is_worker)
        handle_vsyncs();
    // Steps 1-2: a task from the task queue the policy chooses (#concept-task-queue);
    // steps 3-6: run it, then perform a microtask checkpoint (#perform-a-microtask-checkpoint).
    Task task;
    if (pick_task(task)) {
        run_task(task);
        return true;
    }
    if (now() >= until)
        return false;
    // No task: an idle period for requestIdleCallback (#start-an-idle-period).
    if (!m_idle_pending.empty() || !m_idle_runnable.empty()) {
        start_idle_period();
        if (has_task_to_run())
            return true;
    }
    // Nothing to do before the next timer, input or vsync: the clock moves on to it.
    return wait_for_next_wake(until);
}

bool BrowserHost::wait_for_next_wake(double until)
{
    double wake = next_wake();
    if (m_threads) {
        // Another thread may send a message before then: the scheduler wakes this one at
        // `wake` or at the message, whichever comes first (threads.h).
        double target = std::isfinite(wake) && wake > until ? until : wake;
        bool nothing = m_runnable.empty() && m_delayed.empty() && m_next_input >= m_inputs.size() && !needs_frame();
        if ((!std::isfinite(target) && !m_threads->may_hear(m_thread_index)) || (target <= now() && nothing))
            return false;
        m_threads->yield(m_thread_index, target);
        m_waiting = true;
        return true;
    }
    if (!std::isfinite(wake))
        return false; // nothing left that could ever run
    if (wake > until) {
        advance_to(until);
        return false;
    }
    advance_to(std::max(wake, now()));
    return !(wake <= now() && m_runnable.empty() && m_delayed.empty() && m_next_input >= m_inputs.size() && !needs_frame());
}

bool BrowserHost::run_task(Task& t)
{
    if (t.kind == TaskKind::Timer) {
        auto it = m_timers.find(t.ref);
        if (it == m_timers.end() || !it->second.active)
            return true; // cleared after it was queued: the task does nothing
    }
    double start = now();
    begin_task(t.id, t.source, t.label);
    m_current_nesting = 0;
    m_current_priority = t.priority;
    bool ok = true;
    switch (t.kind) {
    case TaskKind::Callback: ok = run_callback_task(t); break;
    case TaskKind::Timer: ok = run_timer_task(t, start); break;
    case TaskKind::Render: run_render_task(t); break;
    case TaskKind::Idle: run_idle_task(); break;
    case TaskKind::IdleTimeout: ok = run_idle_timeout_task(t); break;
    case TaskKind::Input: ok = run_input_task(t); break;
    }
    if (ok && !m_stopped)
        ok = checkpoint();
    m_current_nesting = 0;
    m_current_priority = -1;
    if (m_stopped)
        return false;
    end_task(t.id);
    m_trace.metrics.task_ran(start, now() - start, t.id, t.label);
    return ok;
}

bool BrowserHost::run_callback_task(Task& t)
{
    std::vector<Value> args;
    if (t.args.is_object() && t.args.as_object()->is_array())
        args = static_cast<Array*>(t.args.as_object())->elements();
    return call(t.fn, t.this_value, args);
}

bool BrowserHost::checkpoint()
{
    // HTML "perform a microtask checkpoint", with its reentrancy guard.
    if (m_in_checkpoint)
        return true;
    m_in_checkpoint = true;
    bool ok = run_microtasks();
    m_in_checkpoint = false;
    if (ok)
        notify_rejected_promises();
    return ok && !m_stopped;
}

void BrowserHost::stopped_in_task(double start, uint32_t id, const std::string& label)
{
    // The task was still running when the run stopped. Stopped as runaway (exit code 3:
    // the budget, the task time limit, starvation), it never ends: a long task whatever
    // its length so far. Either way no frame could be produced at any vsync it covered.
    m_trace.metrics.task_ran(start, now() - start, id, label + " (never finished)", m_exit_code == 3);
    uint64_t last = static_cast<uint64_t>(std::floor(now() / m_frame_interval + 1e-9));
    for (uint64_t k = m_last_vsync_index + 1; k <= last; ++k)
        record_skipped_frame(k);
    m_last_vsync_index = std::max(m_last_vsync_index, last);
}

void define_browser_natives(VM& vm, Object* b)
{
    define_task_natives(vm, b);
    define_timer_natives(vm, b);
    define_rendering_natives(vm, b);
    define_idle_natives(vm, b);
    define_error_natives(vm, b);
    define_worker_natives(vm, b);
    define_thread_natives(vm, b);
    vm.define_native(b, "checkpoint", b_checkpoint, 0);
    vm.define_native(b, "note", Host::js_note, 1);
}

} // namespace evloop::loop::browser

namespace evloop::loop {

std::unique_ptr<Host> make_browser_host(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
{
    return std::make_unique<browser::BrowserHost>(s, t, o);
}

} // namespace evloop::loop
