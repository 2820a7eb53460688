// Node's event loop (docs/semantics.md §3.1): run() starts the process and its main
// module, turns libuv's loop (run_one_iteration: pending, idle/prepare, poll, check,
// close, timers) while it is alive, emits 'beforeExit', and exits.
#include "core/loop/node/node_host.h"
#include "core/util/messages.h"
#include "core/js/promise.h"
#include "core/loop/node/buffer.h"
#include <algorithm>
#include <cmath>
#include <cstring>

namespace evloop::loop {
extern const char kNodePrelude[]; // js/node/, embedded by the build
}

namespace evloop::loop::node {

void define_node_natives(js::VM&, js::Object*);

using namespace evloop::js;
using trace::HostWork;


NodeHost& host(VM& vm) { return static_cast<NodeHost&>(Host::of(vm)); }

std::vector<Value> array_values(VM& vm, Value v)
{
    std::vector<Value> out;
    if (v.is_object() && v.as_object()->is_array())
        out = static_cast<Array*>(v.as_object())->elements();
    (void)vm;
    return out;
}

namespace {

std::string name_of_function(Value fn)
{
    if (fn.is_object())
        if (auto* c = function_cast<Closure>(fn.as_object()))
            return c->code()->name;
    return {};
}

} // namespace

std::string label_of(VM& vm, Value fn, const char* fallback)
{
    std::string name = name_of_function(fn);
    (void)vm;
    return name.empty() ? std::string(fallback) : std::string(fallback) + " " + name;
}

std::string callback_label(trace::Trace& t, Value fn, const std::string& api)
{
    std::string name = name_of_function(fn);
    return name.empty() ? t.message(Msg::label_callback, { { "api", api } })
                        : t.message(Msg::label_callback_named, { { "api", api }, { "name", name } });
}

std::string port_message_label(trace::Trace& t, Value fn)
{
    std::string name = name_of_function(fn);
    return name.empty() ? t.message(Msg::label_port_message) : t.message(Msg::label_port_message_handler, { { "handler", name } });
}

int NodeHost::run(std::string_view source, const std::string& file_name)
{
    take_inputs(file_name);
    take_program(source, file_name);
    keep_handles_alive();
    track_handled_rejections();
    connect_module_loader();
    if (!start_process(file_name))
        return m_exit_code;
    run_main_module(source, file_name);
    if (!m_stopped)
        start_loop();
    if (turn_loop()) {
        // The program started workers: from here the run's scheduler turns every thread's
        // loop, this one's included (resume_thread), until this process has ended.
        bool went_on = m_threads->run();
        if (m_threads->aborted() && !m_stopped)
            end_with_error(3, m_threads->abort_message(), "evloop: " + m_threads->abort_message());
        if (!went_on && !m_stopped) {
            note(m_trace.message(Msg::note_threads_deadlocked));
            finish(m_exit_request_code);
        }
    } else if (!m_stopped) {
        exit_when_empty();
    }
    flush_partial_output();
    return m_exit_code;
}

// uv_run(UV_RUN_DEFAULT) until the loop is empty; then 'beforeExit', whose listeners may
// give it more to do. With workers, the loop yields in the poll phase (true) and goes on
// from there when resumed.
bool NodeHost::turn_loop()
{
    const double until = m_settings.until_ms > 0 ? m_settings.until_ms : Settings::kDefaultUntilMs;
    for (;;) {
        if (m_poll_state == PollState::None) {
            if (m_stopped)
                return false;
            if (!alive() || !may_go_on(until)) {
                if (m_stopped || !emit_before_exit())
                    return false;
                continue;
            }
        }
        run_one_iteration();
        if (m_poll_state != PollState::None && !m_stopped)
            return true;
        m_poll_state = PollState::None;
    }
}

// One iteration of libuv's uv_run (src/unix/core.c, libuv 1.46 as in Node 20; the phases
// are in docs/src/design.rst and Node's guide "The Node.js Event Loop"). Since libuv 1.45
// the timers run at the end of an iteration, after the close callbacks, and once before
// the first (start_loop). docs/semantics.md §3.1.
void NodeHost::run_one_iteration()
{
    if (m_poll_state == PollState::None) { // (else: resumed where it yielded)
        phase(Phase::Pending);  // I/O callbacks deferred from the last iteration (none simulated)
        phase(Phase::Idle);     // idle handles, then
        phase(Phase::Prepare);  // prepare handles: libuv's and Node's own, no user code
    }
    run_poll_phase();       // wait for I/O; threadpool, network and MessagePort callbacks
    if (m_stopped || m_poll_state != PollState::None)
        return;
    run_check_phase();      // setImmediate callbacks
    if (m_stopped)
        return;
    run_close_phase();      // 'close' callbacks (uv_close)
    run_timers_phase();     // expired timers, after uv_update_time
}

// The settings' HTTP clients in time order; the main script's name.
void NodeHost::take_inputs(const std::string& file_name)
{
    m_file_name = file_name;
    for (const Input& in : m_settings.inputs) {
        if (in.type == Input::Type::Request)
            m_requests.push_back(in);
        else
            note(m_trace.message(Msg::note_page_input_in_node, { { "input", in.describe() } }));
    }
    std::stable_sort(m_requests.begin(), m_requests.end(), [](const Input& a, const Input& b) { return a.at_ms < b.at_ms; });
}

// Everything the loop's queues and handles hold is a root of the VM's garbage collector.
void NodeHost::keep_handles_alive()
{
    m_vm.add_root_visitor([this](Visitor& v) {
        for (auto& [id, t] : m_timers) {
            v.visit(t.callback);
            v.visit(t.args);
            v.visit(t.object);
        }
        for (auto& [id, i] : m_immediates) {
            v.visit(i.callback);
            v.visit(i.args);
            v.visit(i.object);
        }
        for (Tick& t : m_ticks) {
            v.visit(t.callback);
            v.visit(t.args);
        }
        for (auto* list : { &m_in_flight, &m_completed })
            for (Work& w : *list)
                v.visit(w.callback);
        for (Work& w : m_pool_queue)
            v.visit(w.callback);
        for (auto* list : { &m_pending_rejections, &m_reported, &m_rejection_handled })
            for (PromiseObject* p : *list)
                v.visit(static_cast<Cell*>(p));
        v.visit(m_exports);
    });
}

// The process: js/node/ (process, timers' objects, fs, http, events, ...), then the
// virtual clock starts and the console is Node's. False (the run stopped) if that fails.
bool NodeHost::start_process(const std::string& file_name)
{
    if (!load_javascript_half(kNodePrelude, "node", define_node_natives))
        return false;
    if (Value init = export_fn("init"); VM::is_callable(init)) {
        std::vector<Value> env;
        for (const auto& [name, value] : m_settings.env) {
            std::vector<Value> pair = { m_vm.string_value(name), m_vm.string_value(value) };
            env.push_back(Value(static_cast<js::Object*>(m_vm.make_array(pair))));
        }
        Value args[] = { m_vm.string_value(file_name), Value(static_cast<double>(m_settings.threadpool_size)),
            Value(m_settings.module), Value(m_settings.disk_ms), Value(m_settings.network_ms),
            m_vm.string_value(m_settings.directory), Value(static_cast<js::Object*>(m_vm.make_array(env))) };
        (void)m_vm.call(init, Value(), args);
    }
    // Virtual time starts now: the host's own setup is not the program's time.
    m_mark_ms = m_clock_origin;
    m_cpu_mark = m_vm.cpu_ps();
    m_vm.heap().forget_young(); // the host's own set-up is not the program's allocation
    m_clock_started = true;
    install_common();
    // Every Node thread may block in Atomics.wait (a page's main thread may not).
    m_vm.hooks().atomics_wait = [this](VM&, const void* block, size_t byte_index, double timeout) {
        return atomics_wait(block, byte_index, timeout);
    };
    // queueMicrotask callbacks run inside an AsyncResource in node.
    m_vm.queue_microtask_frames = { "node:internal/process/task_queues:140:7", "AsyncResource.runInAsyncScope (node:async_hooks:206:9)",
        "AsyncResource.runMicrotask (node:internal/process/task_queues:137:8)" };
    // Output queues a tick in node (see m_write_tick).
    // console.log after process.stdout.write('…') without a newline continues that line.
    m_vm.hooks().console = [this, print_line = m_vm.hooks().console](ConsoleLevel level, const std::string& line) {
        m_write_tick = true;
        advance(cost::kNodeConsoleFormatMs + cost::kNodeWriteMs);
        std::string& partial = m_write_buffer[level == ConsoleLevel::Warn || level == ConsoleLevel::Error];
        if (partial.empty()) {
            print_line(level, line);
            return;
        }
        std::string joined = std::move(partial) + line;
        partial.clear();
        print_line(level, joined);
    };
    if (auto* e = m_trace.record(EventKind::RunStart, m_clock_origin))
        e->text = m_trace.intern("node");
    return true;
}

// The main module: a CommonJS script or an ES module, under Node's loader frames, then
// node's C++ after it (microtasks, then the nextTick queue).
void NodeHost::run_main_module(std::string_view source, const std::string& file_name)
{
    const std::string label = m_trace.message(m_settings.module ? Msg::label_es_module : Msg::label_main_script, { { "file", file_name } });
    uint32_t main_task = queue_task_event(TaskSource::Script, label);
    begin_task(main_task, TaskSource::Script, label);
    // Stack traces name the file as node does: its real path, or its file: URL for a module.
    std::string path = main_path();
    m_vm.set_script_location(m_settings.module ? file_url_of(path) : path);
    m_script_paths.assign(1, path);
    if (!main_file_may_run())
        return;
    js::RunResult result;
    {
        // Node's module loader under the main module's frames.
        StackTail tail(m_vm, m_settings.module
                ? std::vector<std::string> { "ModuleJob.run (node:internal/modules/esm/module_job:325:25)",
                      "async ModuleLoader.import (node:internal/modules/esm/loader:606:24)",
                      "async asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:117:5)" }
                : std::vector<std::string> { "Module._compile (node:internal/modules/cjs/loader:1521:14)",
                      "Module._extensions..js (node:internal/modules/cjs/loader:1623:10)",
                      "Module.load (node:internal/modules/cjs/loader:1266:32)",
                      "Module._load (node:internal/modules/cjs/loader:1091:12)",
                      "Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:164:12)",
                      "node:internal/main/run_main_module:28:49" });
        result = m_vm.run_program(source, m_settings.module ? VM::ProgramKind::Module : VM::ProgramKind::CommonJS, file_name,
            m_program.main_length());
    }
    if (Value loaded = export_fn("mainModuleLoaded"); result.status == js::RunResult::Status::Ok && !m_settings.module && VM::is_callable(loaded))
        (void)m_vm.call(loaded, Value(), {});
    bool ok = handle_result(result); // a syntax error ends the run here
    if (ok && m_settings.module) {
        // An ES module is evaluated as part of the microtask queue: promise jobs first.
        ok = run_microtasks();
        for (PromiseObject* p : m_vm.take_unhandled_rejections())
            m_pending_rejections.push_back(p);
    }
    if (ok && !m_stopped)
        ok = after_callback(); // node's C++ after the main module: microtasks, then ticks
    if (!m_stopped)
        end_task(main_task);
}

// Before the first iteration: the process's start-up time, a note when the main script
// raced a 0 ms timer against setImmediate, and uv_run's first timers phase.
//
// A main ES module is different: Node's ESM loader reads the file asynchronously
// (lib/internal/modules/esm/load.js, readFileAsync), so uv_run has started and the module
// is evaluated in the poll phase, as the read's completion. Its iteration goes on with
// the check phase: a top-level setImmediate always runs before a 0 ms timer (measured with
// Node 20.20.2: 10 of 10 runs, also after a 45 ms busy wait).
void NodeHost::start_loop()
{
    double script_end = now();
    if (!m_worker.is_worker) // a worker's start-up is kNodeWorkerStartMs, before its script
        advance(m_settings.startup_ms);
    if (m_settings.module && !m_worker.is_worker) {
        run_check_phase();
        if (m_stopped)
            return;
        run_close_phase();
        if (alive())
            run_timers_phase();
        return;
    }
    // Top-level setTimeout(…, 0) vs setImmediate: Node does not promise an order.
    if (!m_immediate_queue.empty()) {
        for (auto& [ms, list] : m_lists) {
            if (list.expiry >= std::floor(script_end) && list.expiry <= std::floor(script_end) + 1) {
                note(m_trace.message(Msg::note_timeout_vs_immediate,
                         { { "assumption", m_trace.message(list.expiry <= loop_now() ? Msg::note_timer_already_due : Msg::note_timer_not_due) },
                           { "startup_ms", std::to_string(m_settings.startup_ms).substr(0, 4) } }),
                    trace::kNoteUnpromisedOrder);
                break;
            }
        }
    }
    if (alive())
        run_timers_phase();
}

// Whether uv_run goes on: false (and the run finished) at the time limit, or when only a
// listening server or an open MessagePort is left (a real process would wait forever).
bool NodeHost::may_go_on(double until)
{
    if (now() >= until) {
        note(m_trace.message(m_settings.until_ms > 0 ? Msg::note_still_running_until : Msg::note_still_running,
            { { "ms", static_cast<long long>(until) } }));
        finish(0);
        return false;
    }
    // A server waiting for connections that will never come: stop like Ctrl-C would.
    // (While another thread runs, a port may hear from it: Threads sees when none will.)
    if (!(m_threads && m_threads->may_hear(m_thread_index)) && m_timer_refs == 0 && m_immediate_refs == 0 && m_in_flight.empty() && m_pool_queue.empty()
        && m_completed.empty() && m_next_request >= m_requests.size() && m_close_callbacks.empty()
        && !async_pending() && (m_handle_refs > 0 || m_port_refs > 0)) {
        if (m_handle_refs == 0) {
            note(m_trace.message(Msg::note_port_still_open));
            finish(m_exit_request_code);
            return false;
        }
        note(m_trace.message(Msg::note_server_still_listening));
        finish(m_exit_request_code);
        return false;
    }
    return true;
}

// The loop is empty: 'beforeExit' may schedule more work. False when it did not.
bool NodeHost::emit_before_exit()
{
    uint32_t task = queue_task_event(TaskSource::Process, "process 'beforeExit'");
    begin_task(task, TaskSource::Process, "process 'beforeExit'");
    Value code[] = { Value(static_cast<double>(process_exit_code())) };
    bool emitted = emit_process("beforeExit", code);
    if (emitted && !m_stopped)
        emitted = after_callback();
    if (!m_stopped)
        end_task(task);
    return !m_stopped && alive();
}

// The loop is empty for good: the process exits (code 13 if a module's top-level await
// never settled).
void NodeHost::exit_when_empty()
{
    int code = process_exit_code();
    PromiseObject* top = m_vm.program_promise();
    if (m_settings.module && top && top->state == PromiseObject::State::Pending) {
        // The loop emptied while the module still awaits: Node gives up with code 13.
        note(m_trace.message(Msg::note_top_level_await_unsettled));
        m_forced_exit_code = 13;
        code = 13;
    }
    finish(code);
}

bool NodeHost::run_callback(TaskSource source, const std::string& label, Value fn, Value this_value, Value args_array, bool drain)
{
    uint32_t task = queue_task_event(source, label);
    begin_task(task, source, label);
    std::vector<Value> args = array_values(m_vm, args_array);
    bool ok = call(fn, this_value, args); // the frame holds the function and the arguments
    if (!drain)
        return ok; // the caller drains after its own bookkeeping and ends the task
    if (ok)
        ok = after_callback();
    end_task(task);
    return ok && !m_stopped;
}

bool NodeHost::emit_process(const char* event, std::span<const Value> args, bool* had_listeners)
{
    Value emit = export_fn("emitProcess");
    if (!VM::is_callable(emit))
        return true;
    std::vector<Value> all { m_vm.string_value(event) };
    all.insert(all.end(), args.begin(), args.end());
    Value result;
    if (!call(emit, Value(), all, &result))
        return false;
    if (had_listeners)
        *had_listeners = VM::to_boolean(result);
    return !m_stopped;
}

bool NodeHost::alive() const
{
    return m_timer_refs > 0 || m_immediate_refs > 0 || !m_in_flight.empty() || !m_pool_queue.empty()
        || !m_completed.empty() || m_handle_refs > 0 || m_port_refs > 0 || !m_close_callbacks.empty()
        || m_next_request < m_requests.size();
}

void define_node_natives(VM& vm, Object* b)
{
    define_timer_natives(vm, b);
    define_immediate_natives(vm, b);
    define_next_tick_natives(vm, b);
    define_threadpool_natives(vm, b);
    define_poll_natives(vm, b);
    define_close_natives(vm, b);
    define_process_exit_natives(vm, b);
    define_error_natives(vm, b);
    define_stdio_natives(vm, b);
    define_crypto_natives(vm, b);
    define_buffer_natives(vm, b);
    define_perf_hooks_natives(vm, b);
    define_module_natives(vm, b);
    define_worker_natives(vm, b);
    vm.define_native(b, "note", Host::js_note, 1);
}

} // namespace evloop::loop::node

namespace evloop::loop {

std::unique_ptr<Host> make_node_host(const Settings& s, trace::Trace& t, std::vector<OutputLine>& o)
{
    return std::make_unique<node::NodeHost>(s, t, o);
}

} // namespace evloop::loop
