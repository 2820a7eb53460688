#include "core/loop/host.h"
#include "core/util/messages.h"
#include "core/js/cost_model.h"
#include "core/js/inspect.h"
#include "core/js/promise.h"
#include <charconv>
#include <cstdio>
#include <cstring>

namespace evloop::loop {

// The trace names the engine's job kinds (trace::JobKind); the values are the same.
static_assert(static_cast<uint8_t>(js::JobKind::PromiseReaction) == static_cast<uint8_t>(trace::JobKind::PromiseReaction));
static_assert(static_cast<uint8_t>(js::JobKind::PromiseResolveThenable) == static_cast<uint8_t>(trace::JobKind::PromiseResolveThenable));
static_assert(static_cast<uint8_t>(js::JobKind::AwaitContinuation) == static_cast<uint8_t>(trace::JobKind::AwaitContinuation));
static_assert(static_cast<uint8_t>(js::JobKind::QueueMicrotask) == static_cast<uint8_t>(trace::JobKind::QueueMicrotask));
static_assert(static_cast<uint8_t>(js::JobKind::HostCallback) == static_cast<uint8_t>(trace::JobKind::HostCallback));

extern const char kWebPrelude[];

using namespace evloop::js;
using trace::EventKind;

std::unique_ptr<Host> make_browser_host(const Settings&, trace::Trace&, std::vector<OutputLine>&);
std::unique_ptr<Host> make_node_host(const Settings&, trace::Trace&, std::vector<OutputLine>&);

RunResult run(std::string_view source, const std::string& file_name, const Settings& settings)
{
    return run(source, file_name, settings, RunControl {});
}

RunResult run(std::string_view source, const std::string& file_name, const Settings& settings, const RunControl& control)
{
    return run(source, file_name, settings, control, ReadFolder {});
}

RunResult run(std::string_view source, const std::string& file_name, const Settings& settings, const RunControl& control,
    const ReadFolder& folder)
{
    RunResult result;
    result.trace = std::make_unique<trace::Trace>();
    trace::Trace& t = *result.trace;
    t.host = settings.host == HostKind::Node ? "node" : "browser";
    t.file = file_name;
    t.source = std::string(source);
    t.settings = settings.describe();
    t.set_detail(settings.detail);
    t.refresh_interval_ms = 1000.0 / settings.refresh_hz;
    std::unique_ptr<Host> host = settings.host == HostKind::Node ? make_node_host(settings, t, result.output)
                                                                  : make_browser_host(settings, t, result.output);
    if (control.checkpoint) {
        Host* h = host.get();
        h->vm().set_checkpoint([h, &control](VM& vm) { return control.checkpoint(vm.instructions(), h->progress_ms()); }, control.every,
            kCancelledMessage);
    }
    host->read_folder = folder;
    result.exit_code = host->run(source, file_name);
    result.instructions = host->vm().instructions();
    t.exit_code = result.exit_code;
    if (Threads* threads = host->threads())
        t.threads = threads->take_traces();
    return result;
}

Host::Host(const Settings& settings, trace::Trace& trace, std::vector<OutputLine>& output)
    : m_settings(settings)
    , m_trace(trace)
    , m_output(output)
{
    m_vm.host_context = this;
    m_vm.set_seed(settings.seed);
    m_vm.set_instruction_budget(settings.budget);
}

Host::~Host() = default;

js::ThrowOr<js::Value> Host::atomics_wait(const void* block, size_t byte_index, double timeout_ms)
{
    const double deadline = now() + timeout_ms;
    Threads::WaitResult r = Threads::WaitResult::Stuck;
    if (m_threads) {
        r = m_threads->atomics_wait(m_thread_index, block, byte_index, deadline);
    } else if (std::isfinite(deadline)) {
        advance_to(deadline); // no other thread: nothing can notify it
        r = Threads::WaitResult::TimedOut;
    }
    switch (r) {
    case Threads::WaitResult::Ok: return m_vm.string_value("ok");
    case Threads::WaitResult::TimedOut: return m_vm.string_value("timed-out");
    case Threads::WaitResult::Terminated: return m_vm.terminate(m_trace.message(Msg::stop_thread_terminated));
    case Threads::WaitResult::Stuck:
    case Threads::WaitResult::Nested: break;
    }
    std::string who = m_thread_index ? m_trace.message(Msg::thread_worker_index, { { "index", m_thread_index } }) : m_trace.message(Msg::thread_main);
    std::string message = m_trace.message(r == Threads::WaitResult::Nested ? Msg::stop_atomics_wait_nested : Msg::stop_atomics_wait_forever,
        { { "thread", who } });
    if (m_threads && m_thread_index != Threads::kMain) {
        m_threads->abort(message);
        return m_vm.terminate(message);
    }
    end_with_error(3, message, "evloop: " + message);
    return m_vm.terminate(message);
}

double Host::atomics_notify(const void* block, size_t byte_index, double count)
{
    return m_threads ? m_threads->atomics_notify(block, byte_index, count, now()) : 0;
}

void Host::print_partial(bool is_stderr, const std::string& text)
{
    if (m_threads && forward_print(is_stderr, text, false))
        return;
    print(is_stderr, text);
    m_output.back().newline = false;
}

Threads& Host::make_threads()
{
    if (!m_threads) {
        m_own_threads = std::make_unique<Threads>(*this);
        join_threads(*m_own_threads, Threads::kMain);
    }
    return *m_threads;
}

std::unique_ptr<trace::Trace> Host::new_thread_trace() const
{
    auto trace = std::make_unique<trace::Trace>();
    trace->host = m_trace.host;
    trace->file = m_trace.file;
    trace->source = m_trace.source;
    trace->settings = m_trace.settings;
    trace->set_detail(m_trace.detail());
    return trace;
}

void Host::join_threads(Threads& threads, uint32_t index)
{
    m_threads = &threads;
    m_thread_index = index;
    m_broadcast_endpoint = threads.new_endpoint(index);
    m_vm.add_root_visitor([this](Visitor& v) { m_threads->visit_inbox(m_thread_index, v); });
    // Every few thousand instructions the other threads catch up to this one's time
    // (a fraction of a virtual microsecond of plain code); a caller's checkpoint
    // (RunControl: progress, Cancel) is still called about as often as it asked.
    constexpr uint64_t kEvery = 4096;
    std::function<bool(VM&)> outer = m_vm.checkpoint();
    uint64_t outer_calls = outer ? std::max<uint64_t>(1, m_vm.checkpoint_every() / kEvery) : 0;
    std::string why = outer ? m_vm.checkpoint_message() : std::string(kCancelledMessage);
    m_vm.set_checkpoint(
        [this, outer, outer_calls, calls = uint64_t(0)](VM& vm) mutable {
            if (outer && ++calls % outer_calls == 0 && !outer(vm))
                return false;
            if (!m_threads->preempt(m_thread_index, now()))
                return false;
            set_core_share(m_threads->core_share(m_thread_index, now(), m_settings.cores));
            return true;
        },
        kEvery, why);
}

double Host::now() const
{
    uint64_t ran_ps = m_vm.cpu_ps() - m_cpu_mark;
    return m_mark_ms + static_cast<double>(ran_ps) * m_settings.cpu_slowdown / (1e9 * m_core_share);
}

void Host::set_core_share(double share)
{
    if (share == m_core_share)
        return;
    m_mark_ms = now();
    m_cpu_mark = m_vm.cpu_ps();
    m_core_share = share;
}

void Host::advance(double ms)
{
    m_mark_ms = now() + ms * m_settings.cpu_slowdown;
    m_cpu_mark = m_vm.cpu_ps();
}

void Host::advance_to(double time)
{
    if (time <= now())
        return;
    m_mark_ms = time;
    m_cpu_mark = m_vm.cpu_ps();
}

void Host::print(bool is_stderr, const std::string& line)
{
    if (m_threads && forward_print(is_stderr, line, true))
        return;
    m_output.push_back({ is_stderr, line });
    if (!is_stderr)
        m_trace.stdout_lines.push_back(line);
}

void Host::note(const std::string& text, uint8_t kind)
{
    if (auto* e = m_trace.record(EventKind::Note, now())) {
        e->text = m_trace.intern(text);
        e->sub = kind;
    }
    print(true, "evloop: note: " + text);
}

js::ThrowOr<js::Value> Host::js_note(js::VM& vm, js::CallArgs& args)
{
    of(vm).note(TRY(vm.to_string(args.arg(0)))->utf8());
    return js::Value();
}

static trace::Range to_range(const SourceRange& r)
{
    return { r.start.line, r.start.column, r.end.line, r.end.column };
}

trace::Range Host::origin_range() const
{
    SourceRange range;
    std::string function;
    if (m_vm.current_origin(range, function))
        return to_range(range);
    return m_continued_origin;
}

trace::Range Host::take_work_origin(uint32_t id)
{
    auto it = m_work_origins.find(id);
    if (it == m_work_origins.end())
        return {};
    trace::Range r = it->second;
    m_work_origins.erase(it);
    return r;
}

Host::TimerLabel::TimerLabel(bool repeat, int64_t ms)
{
    std::string_view name = repeat ? "setInterval " : "setTimeout ";
    std::memcpy(buffer, name.data(), name.size());
    char* end = std::to_chars(buffer + name.size(), buffer + sizeof buffer - 3, ms).ptr;
    std::memcpy(end, " ms", 3);
    text = std::string_view(buffer, static_cast<size_t>(end + 3 - buffer));
}

uint32_t Host::add_work(trace::HostWork kind, std::string_view label, double due)
{
    uint32_t id = m_next_work++;
    if (auto* e = m_trace.record(EventKind::HostAdd, now())) {
        e->id = id;
        e->ref = m_current_task;
        e->sub = static_cast<uint8_t>(kind);
        e->text = m_trace.intern(label);
        e->value = due;
        e->range = origin_range();
        if (!e->range.empty())
            m_work_origins[id] = e->range;
    }
    return id;
}

uint32_t Host::message_arrived(uint32_t from, const std::string& sender, double posted)
{
    uint32_t id = m_next_work++;
    if (auto* e = m_trace.record(EventKind::HostAdd, now())) {
        e->id = id;
        e->ref = from;
        e->sub = static_cast<uint8_t>(trace::HostWork::Message);
        e->text = m_trace.intern(m_trace.message(Msg::label_message_from, { { "sender", sender } }));
        e->value = posted;
    }
    return id;
}

void Host::work_done(uint32_t id)
{
    if (auto* e = m_trace.record(EventKind::HostDone, now()))
        e->id = id;
}

void Host::work_cancelled(uint32_t id)
{
    m_work_origins.erase(id);
    if (auto* e = m_trace.record(EventKind::HostCancel, now()))
        e->id = id;
}

uint32_t Host::queue_task_event(trace::TaskSource source, const std::string& label, double due)
{
    uint32_t id = m_next_task++;
    if (auto* e = m_trace.record(EventKind::TaskQueued, now())) {
        e->id = id;
        e->ref = m_current_task;
        e->sub = static_cast<uint8_t>(source);
        e->text = m_trace.intern(label);
        e->value = due;
    }
    return id;
}

void Host::begin_task(uint32_t id, trace::TaskSource source, const std::string& label)
{
    m_current_task = id;
    m_current_task_start = now();
    m_current_task_label = label;
    // A task that runs longer than task_limit_ms of virtual time is stopped as runaway.
    m_vm.set_cpu_deadline(m_vm.cpu_ps() + static_cast<uint64_t>(m_settings.task_limit_ms / m_settings.cpu_slowdown * 1e9));
    if (auto* e = m_trace.record(EventKind::TaskBegin, now())) {
        e->id = id;
        e->sub = static_cast<uint8_t>(source);
        e->text = m_trace.intern(label);
    }
}

void Host::end_task(uint32_t id)
{
    pop_all_calls();
    if (auto* e = m_trace.record(EventKind::TaskEnd, now()))
        e->id = id;
    m_current_task = 0;
    m_vm.set_cpu_deadline(0);
}

std::string Host::task_time_so_far() const
{
    double ms = m_current_task ? now() - m_current_task_start : now();
    char text[64];
    std::snprintf(text, sizeof text, ms >= 100 ? "%.0f ms" : "%.1f ms", ms);
    return text;
}

bool Host::starving(uint64_t count, double since)
{
    double held = now() - since;
    if (held < m_settings.starve_ms && (m_settings.microtask_cap == 0 || count < m_settings.microtask_cap))
        return false;
    bool by_count = m_settings.microtask_cap != 0 && count >= m_settings.microtask_cap;
    std::string message = starvation_message(count, by_count ? m_trace.message(Msg::starve_held_by_cap, { { "held", seconds_text(held) } })
            : m_trace.message(Msg::starve_held_by_time, { { "held", seconds_text(held) }, { "limit", starve_limit_text() } }));
    end_with_error(3, message, "evloop: " + message);
    return true;
}

std::string Host::seconds_text(double ms)
{
    char text[64];
    if (ms >= 1000)
        std::snprintf(text, sizeof text, "%.1f s", ms / 1000);
    else
        std::snprintf(text, sizeof text, "%.0f ms", ms);
    return text;
}

std::string Host::starve_limit_text() const
{
    char text[64];
    if (m_settings.starve_ms >= 1000)
        std::snprintf(text, sizeof text, "%g s", m_settings.starve_ms / 1000);
    else
        std::snprintf(text, sizeof text, "%g ms", m_settings.starve_ms);
    return text;
}

std::string Host::task_limit_text() const
{
    char text[64];
    std::snprintf(text, sizeof text, "%g ms", m_settings.task_limit_ms);
    return text;
}

void Host::stop(int exit_code, const std::string& why)
{
    if (m_stopped)
        return;
    m_stopped = true;
    m_exit_code = exit_code;
    pop_all_calls();
    if (m_current_task)
        stopped_in_task(m_current_task_start, m_current_task, m_current_task_label);
    if (auto* e = m_trace.record(EventKind::RunEnd, now())) {
        e->text = m_trace.intern(why);
        e->value = exit_code;
    }
}

bool Host::handle_result(const js::RunResult& result)
{
    switch (result.status) {
    case js::RunResult::Status::Ok:
    case js::RunResult::Status::Paused:
        return true;
    case js::RunResult::Status::SyntaxError:
        end_with_error(2, result.message, result.message,
            { result.location.line, result.location.column, result.location.line, result.location.column });
        return false;
    case js::RunResult::Status::BudgetExceeded:
        return handle_termination();
    case js::RunResult::Status::Uncaught:
        return handle_uncaught(result.value, result.message);
    }
    return true;
}

std::string Host::termination_message() const
{
    // A run cancelled from outside (RunControl) says so; any other stop is the budget.
    // Messages of the trace, so that the UI shows them in the learner's language.
    const std::optional<js::VM::BudgetDetail>& detail = m_vm.budget_detail();
    if (m_vm.out_of_memory())
        return detail ? m_trace.message(detail->id, detail->args) : m_vm.budget_message();
    std::string message = m_vm.budget_message() == kCancelledMessage ? std::string(kCancelledMessage)
        : m_vm.cpu_deadline_passed()                                 ? task_limit_message()
                                                                     : budget_message();
    if (detail) // what was running in C++ (a regular expression, BigInt arithmetic)
        message = m_trace.message(Msg::stop_budget_with_detail, { { "stop", message }, { "detail", m_trace.message(detail->id, detail->args) } });
    return message;
}

bool Host::handle_termination()
{
    std::string message = termination_message();
    end_with_error(3, message, "evloop: " + message);
    return false;
}

void Host::end_with_error(int exit_code, const std::string& message, const std::string& printed, trace::Range where)
{
    if (auto* e = m_trace.record(EventKind::Error, now())) {
        e->text = m_trace.intern(message);
        e->sub = 1;
        e->range = where;
    }
    print(true, printed);
    stop(exit_code, message);
}

void Host::take_program(std::string_view source, const std::string& file_name)
{
    if (split_program(source, file_name, m_program, m_program_error))
        return;
    std::sscanf(m_program_error.c_str(), "line %u", &m_program_error_line);
    ProgramFile whole { file_name, 0, static_cast<uint32_t>(source.size()), 1, 0 };
    m_program.files.assign(1, whole);
}

bool Host::main_file_may_run()
{
    if (m_program_error.empty())
        return true;
    end_with_error(2, m_program_error, "evloop: " + m_program_error, { m_program_error_line, 1, m_program_error_line, 1 });
    return false;
}

bool Host::load_javascript_half(const char* source, const char* name, void (*define_natives)(VM&, Object*))
{
    // First the Web objects both hosts share (js/web.js: EventTarget, AbortController,
    // URL, ...); the host's half gets its exports as `binding.web` and calls its init.
    Object* web_binding = m_vm.make_object();
    m_vm.keep_alive(web_binding);
    auto web = m_vm.run_internal(kWebPrelude, "web", web_binding);
    m_vm.release(web_binding);
    if (!web.is_throw())
        m_vm.keep_alive(web.value()); // the shared classes live as long as the run
    if (web.is_throw()) {
        std::string why = format_uncaught(m_vm.take_exception());
        end_with_error(70, "internal error in the web platform objects", "evloop: internal error in js/web.js: " + why);
        return false;
    }
    Object* binding = m_vm.make_object();
    m_vm.keep_alive(binding);
    m_vm.define_value(binding, "web", Value(web.value()));
    define_natives(m_vm, binding);
    auto exports = m_vm.run_internal(source, name, binding);
    m_vm.release(binding);
    if (exports.is_throw()) {
        std::string why = format_uncaught(m_vm.take_exception());
        end_with_error(70, "internal error in the " + std::string(name) + " host", "evloop: internal error in the " + std::string(name) + " host: " + why);
        return false;
    }
    m_exports = exports.value();
    return true;
}

Value Host::export_fn(const char* name)
{
    if (!m_exports)
        return Value();
    auto v = m_exports->get(m_vm, m_vm.key(name));
    if (v.is_throw()) {
        m_vm.take_exception();
        return Value();
    }
    return v.value();
}

bool Host::run_microtasks()
{
    uint64_t ran = 0;
    const double since = now();
    while (const Job* job = m_vm.peek_job()) {
        if (starving(ran, since))
            return false;
        uint32_t id = static_cast<uint32_t>(job->id);
        if (auto* e = m_trace.record(EventKind::JobBegin, now()))
            e->id = id;
        js::RunResult r;
        advance(microtask_cost_ms());
        m_vm.run_next_job(&r);
        ++ran;
        pop_all_calls();
        if (auto* e = m_trace.record(EventKind::JobEnd, now()))
            e->id = id;
        if (!handle_result(r))
            return false;
        if (m_stopped)
            return false;
    }
    return !m_stopped;
}

bool Host::call(Value function, Value this_value, std::span<const Value> args, Value* result)
{
    auto r = m_vm.call_job_callback(function, this_value, args);
    pop_all_calls();
    if (r.is_throw()) {
        Value error = m_vm.take_exception();
        if (m_stopped)
            return false; // a native stopped the run (and terminated the VM to unwind)
        if (m_vm.terminated())
            return handle_termination();
        return handle_uncaught(error, format_uncaught(error));
    }
    if (result)
        *result = r.value();
    return !m_stopped;
}

std::string Host::format_uncaught(Value error)
{
    if (error.is_object()) {
        auto stack = error.as_object()->get(m_vm, m_vm.names().stack);
        if (!stack.is_throw() && stack.value().is_string())
            return stack.value().as_string()->utf8();
        m_vm.take_exception();
    }
    return inspect(m_vm, error);
}

void Host::record_label_messages()
{
    trace::Trace& t = m_trace;
    for (Msg id : { Msg::label_top_level, Msg::label_anonymous, Msg::label_promise_reaction, Msg::label_resolve_thenable,
             Msg::label_await_continuation, Msg::label_host_callback, Msg::thread_main, Msg::label_update_rendering,
             Msg::label_idle_callback, Msg::label_end_of_parsing, Msg::label_window_message, Msg::label_port_message,
             Msg::label_history_traversal, Msg::label_response_body, Msg::label_worker_message, Msg::label_worker_error,
             Msg::label_the_page })
        t.message(id);
    // core/loop/browser/*.cpp and core/loop/js/browser/*.js
    for (const char* event : { "load", "hashchange", "details toggle", "rejectionhandled", "unhandledrejection" })
        t.message(Msg::label_dom_event, { { "event", event } });
    for (const char* api : { "setTimeout", "setInterval", "PerformanceObserver" })
        t.message(Msg::label_callback, { { "api", api } });
    t.message(Msg::label_continuation, { { "api", "scheduler.yield" } });
    t.message(Msg::label_api_timeout, { { "api", "requestIdleCallback" } });
    t.message(Msg::label_message_from, { { "sender", t.message(Msg::label_the_page) } });
}

void Host::install_common()
{
    record_label_messages();
    VMHooks& hooks = m_vm.hooks();
    hooks.console = [this](ConsoleLevel level, const std::string& line) {
        if (auto* e = m_trace.record(EventKind::Console, now())) {
            e->sub = static_cast<uint8_t>(level);
            e->text = m_trace.intern(line);
            e->range = origin_range();
        }
        print(level == ConsoleLevel::Warn || level == ConsoleLevel::Error, line);
    };
    hooks.now_ms = [this](VM&) { return now(); };
    hooks.atomics_notify = [this](VM&, const void* block, size_t byte_index, double count) { return atomics_notify(block, byte_index, count); };
    hooks.job_enqueued = [this](const Job& job) {
        if (auto* e = m_trace.record(EventKind::JobQueued, now())) {
            e->id = static_cast<uint32_t>(job.id);
            e->ref = m_current_task;
            auto kind = static_cast<trace::JobKind>(job.kind); // the same values (static_asserts above)
            e->sub = static_cast<uint8_t>(kind);
            e->text = m_trace.intern(job.kind == JobKind::HostCallback ? job.label : std::string(trace::job_kind_name(kind)));
            e->range = job.origin.start.line ? to_range(job.origin) : m_continued_origin;
        }
    };
    if (m_trace.detail() == trace::Detail::Full)
        hooks.instruction = [this](VM&, const Frame& frame, uint32_t pc) { on_instruction(frame, pc); };
}

void Host::on_instruction(const Frame& frame, uint32_t pc)
{
    m_vm.set_step_frame(frame.serial, pc); // the VM calls again at another statement or frame
    if (frame.code->internal)
        return;
    if (m_trace.detail() != trace::Detail::Full) {
        m_vm.stop_instruction_hook(); // the trace keeps no steps or calls any more, for good
        return;
    }
    if (frame.serial != m_last_serial) {
        sync_calls(frame);
        m_last_serial = frame.serial;
        m_last_step_offset = UINT32_MAX;
    }
    const SourceRange* statement = frame.code->statement_at(pc);
    if (!statement)
        return;
    SourceRange r = *statement;
    if (r.start.offset == m_last_step_offset)
        return; // a loop coming back to the statement it is in (a busy wait): one step, not millions
    m_last_step_offset = r.start.offset;
    if (auto* e = m_trace.record(EventKind::Step, now())) {
        e->id = static_cast<uint32_t>(frame.serial);
        e->range = to_range(r);
    }
}

void Host::sync_calls(const Frame& frame)
{
    // The common cases in O(1): a call (the frame's nearest learner caller is the innermost
    // call listed) and a return (the frame is the one below the innermost). A frame's
    // callers never change, so the rest of the list still matches. Recursion 9 000 deep
    // would otherwise rebuild the whole chain at every call and return.
    if (!m_calls.empty()) {
        const Frame* parent = frame.caller;
        while (parent && parent->code->internal)
            parent = parent->caller;
        if (parent && parent->serial == m_calls.back().serial) {
            push_call(frame);
            return;
        }
        if (m_calls.size() >= 2 && m_calls[m_calls.size() - 2].serial == frame.serial) {
            if (auto* e = m_trace.record(EventKind::CallPop, now()))
                e->id = static_cast<uint32_t>(m_calls.back().serial);
            m_calls.pop_back();
            return;
        }
    }
    // The learner's frames from the outermost to this one (the host's internal ones are skipped).
    std::vector<const Frame*> chain;
    for (const Frame* f = &frame; f; f = f->caller)
        if (!f->code->internal)
            chain.push_back(f);
    size_t common = 0;
    while (common < m_calls.size() && common < chain.size() && m_calls[common].serial == chain[chain.size() - 1 - common]->serial)
        ++common;
    while (m_calls.size() > common) {
        if (auto* e = m_trace.record(EventKind::CallPop, now()))
            e->id = static_cast<uint32_t>(m_calls.back().serial);
        m_calls.pop_back();
    }
    for (size_t i = common; i < chain.size(); ++i)
        push_call(*chain[chain.size() - 1 - i]);
}

void Host::push_call(const Frame& f)
{
    m_calls.push_back({ f.serial });
    if (auto* e = m_trace.record(EventKind::CallPush, now())) {
        e->id = static_cast<uint32_t>(f.serial);
        e->text = m_trace.intern(f.code->is_top_level ? std::string("(top level)")
                : f.code->name.empty()                ? std::string("(anonymous)")
                                                      : f.code->name);
        e->range = to_range(f.code->range);
    }
}

void Host::pop_all_calls()
{
    while (!m_calls.empty()) {
        if (auto* e = m_trace.record(EventKind::CallPop, now()))
            e->id = static_cast<uint32_t>(m_calls.back().serial);
        m_calls.pop_back();
    }
    m_last_serial = 0;
    m_vm.set_step_frame(0);
    m_last_step_offset = UINT32_MAX;
}

} // namespace evloop::loop
