// worker_threads (docs/semantics.md §3.7; lib/internal/worker.js, src/node_worker.cc): a
// Worker is another Node environment on its own thread, with its own VM, realm and
// event loop: here another NodeHost on the run's Threads (core/loop/threads.h).
//
// The parent and the worker talk through two channels, as in Node: the public one
// (worker.postMessage ↔ parentPort) and an internal one the parent's Worker object
// listens to, created first, which carries 'online', what the worker prints (Node sends
// a worker's stdout and stderr to its parent, whose loop writes them), an uncaught error
// and, last, the exit code. Values cross as structured clones, rebuilt in the receiving
// VM (copy_to_vm).
#include "core/loop/node/node_host.h"
#include "core/util/messages.h"

namespace evloop::loop::node {

using namespace evloop::js;

namespace {

std::string string_arg(CallArgs& a, size_t i)
{
    return a.arg(i).is_string() ? a.arg(i).as_string()->utf8() : std::string();
}

// workerCreate(filename, code, setup, moved) → [threadId, own endpoint, peer endpoint,
// internal endpoint]. `filename`: the script's absolute path, or undefined with `code`
// ({ eval: true }); `setup`: a clone of what the worker starts with (workerData and the
// ports it holds, env, argv, environment data), read by its runWorkerMain; `moved`: the
// endpoints of the ports in it.
ThrowOr<Value> n_worker_create(VM& vm, CallArgs& a)
{
    NodeHost& parent = host(vm);
    Threads& threads = parent.make_threads();
    // Each worker is a whole Node environment (some megabytes of the simulator's memory,
    // kept to the run's end): a program that starts them without end is stopped here.
    if (threads.count() > Threads::kMaxWorkers)
        return vm.throw_error(vm.error_prototype(), msg::text(Msg::too_many_workers_node, { { "max", Threads::kMaxWorkers } }));
    Settings settings = parent.settings();
    settings.inputs.clear(); // simulated clients talk to the main thread's servers
    auto trace = parent.new_thread_trace();
    auto output = std::make_unique<std::vector<OutputLine>>();
    auto worker = std::make_unique<NodeHost>(settings, *trace, *output);
    NodeHost& w = *worker;
    w.read_folder = parent.read_folder;
    w.m_worker.is_worker = true;
    w.m_worker.filename = string_arg(a, 0);
    w.m_worker.code = string_arg(a, 1);
    uint32_t parent_index = parent.thread_index();
    parent.advance(threads.count() == 1 ? cost::kNodeFirstWorkerCreateMs : cost::kNodeWorkerCreateMs);
    double start = parent.now() + cost::kNodeWorkerStartMs;
    uint32_t index = threads.add(std::move(worker), std::move(trace), std::move(output), parent_index, start);
    w.join_threads(threads, index);
    w.m_worker.own_port = threads.new_endpoint(index);
    w.m_worker.peer_port = threads.new_endpoint(parent_index);
    w.m_worker.internal_port = threads.new_endpoint(parent_index);
    w.m_worker.data = copy_to_vm(vm, a.arg(2), w.vm());
    // resourceLimits.maxOldGenerationSizeMb + maxYoungGenerationSizeMb: its heap limit.
    if (double mb = a.arg(4).is_number() ? a.arg(4).as_number() : 0; mb > 0)
        w.vm().set_heap_limit(std::max<size_t>(1000, static_cast<size_t>(mb * 1024 * 1024 / VM::kBytesPerCell)));
    move_endpoints(threads, a.arg(3), index);
    std::vector<Value> out = { Value(static_cast<double>(index)), Value(static_cast<double>(w.m_worker.peer_port)),
        Value(static_cast<double>(w.m_worker.own_port)), Value(static_cast<double>(w.m_worker.internal_port)) };
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// workerEnv(key[, value]): a SHARE_ENV worker changed process.env; its parent's changes too.
ThrowOr<Value> n_worker_env(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    if (!h.m_worker.is_worker || !h.threads())
        return Value();
    VM& to = h.threads()->host(h.threads()->parent_of(h.thread_index())).vm();
    h.post_to_parent("env", copy_to_vm(vm, a.arg(0), to), a.arg(1).is_undefined() ? Value() : copy_to_vm(vm, a.arg(1), to));
    return Value();
}

// workerTerminate(threadId): the worker stops a moment from now (worker.terminate()).
ThrowOr<Value> n_worker_terminate(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    if (Threads* threads = h.threads()) {
        uint32_t index = static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))));
        if (index > 0 && index < threads->count() && threads->parent_of(index) == h.thread_index())
            threads->terminate(index, h.now() + cost::kNodeWorkerTerminateMs);
    }
    return Value();
}

// workerInfo(): undefined on the main thread; in a worker [threadId, workerData, own
// endpoint, peer endpoint, filename, code].
ThrowOr<Value> n_worker_info(VM& vm, CallArgs&)
{
    NodeHost& h = host(vm);
    if (!h.m_worker.is_worker)
        return Value();
    const NodeHost::WorkerSetup& w = h.m_worker;
    std::vector<Value> out = { Value(static_cast<double>(h.thread_index())), w.data, Value(static_cast<double>(w.own_port)),
        Value(static_cast<double>(w.peer_port)), w.filename.empty() ? Value() : vm.string_value(w.filename),
        w.filename.empty() ? vm.string_value(w.code) : Value() };
    return Value(static_cast<Object*>(vm.make_array(out)));
}

} // namespace

// --- the worker's side ---------------------------------------------------------------

bool NodeHost::start_thread(double start)
{
    m_clock_origin = start;
    take_inputs(m_trace.file);
    take_program(m_trace.source, m_trace.file);
    m_vm.set_program_text(m_trace.source, m_trace.file); // its files are sections of the same text
    keep_handles_alive();
    m_vm.add_root_visitor([this](Visitor& v) { v.visit(m_worker.data); });
    track_handled_rejections();
    connect_module_loader();
    if (!start_process(m_trace.file))
        return false;
    post_to_parent("online");
    run_worker_script();
    if (!m_stopped)
        start_loop();
    return resume_thread();
}

bool NodeHost::resume_thread()
{
    if (turn_loop())
        return true;
    if (!m_stopped)
        exit_when_empty();
    flush_partial_output();
    return false;
}

// lib/internal/main/worker_thread.js: the script runs as the worker's main module (a
// CommonJS or ES module file, or the eval code), then the loop turns.
void NodeHost::run_worker_script()
{
    std::string label = m_trace.message(Msg::label_worker_script, { { "file", m_worker.filename.empty() ? std::string("[worker eval]") : m_worker.filename } });
    uint32_t task = queue_task_event(TaskSource::Script, label);
    begin_task(task, TaskSource::Script, label);
    bool ok = true;
    Value main_call;
    if (Value run = export_fn("runWorkerMain"); VM::is_callable(run))
        ok = call(run, Value(), {}, &main_call);
    if (std::vector<Value> parts = array_values(m_vm, main_call); ok && !m_stopped && parts.size() == 3) {
        // The script's CommonJS wrapper, called from here (see runWorkerMain).
        std::vector<Value> args = array_values(m_vm, parts[2]);
        ok = call(parts[0], parts[1], args);
    }
    if (ok && !m_stopped)
        ok = after_callback();
    if (!m_stopped)
        end_task(task);
}

void NodeHost::receive(uint32_t port, Value data, uint8_t kind)
{
    if (port == m_broadcast_endpoint) {
        std::vector<Value> parts = array_values(m_vm, data);
        Value deliver = export_fn("receiveBroadcast");
        if (parts.size() == 2 && VM::is_callable(deliver) && m_vm.call(deliver, Value(), parts).is_throw())
            m_vm.take_exception();
        return;
    }
    Value deliver = export_fn("receiveRemote");
    if (!VM::is_callable(deliver))
        return;
    Value args[] = { Value(static_cast<double>(port)), data, Value(kind == ThreadMessage::kClose) };
    if (m_vm.call(deliver, Value(), args).is_throw())
        m_vm.take_exception();
}

void NodeHost::terminate_thread(double /*at*/)
{
    m_vm.discard_jobs();
    // Node: exit code 1, or 0 when the worker had not begun to run its script.
    stop(m_clock_started ? 1 : 0, m_trace.message(Msg::stop_worker_terminated));
}

void NodeHost::thread_ended()
{
    post_to_parent("exit", Value(static_cast<double>(m_exit_code)), Value(), cost::kNodeWorkerExitMs);
}

bool NodeHost::forward_print(bool is_stderr, const std::string& text, bool newline)
{
    if (!m_worker.is_worker)
        return false;
    VM& parent = m_threads->host(m_threads->parent_of(m_thread_index)).vm();
    post_to_parent("stdio", parent.string_value(newline ? text + "\n" : text), Value(is_stderr), cost::kNodeWorkerStdioMs);
    return true;
}

void NodeHost::post_to_parent(const char* type, Value a, Value b, double delay)
{
    if (!m_threads || !m_worker.is_worker)
        return;
    VM& to = m_threads->host(m_threads->parent_of(m_thread_index)).vm();
    std::vector<Value> message = { to.string_value(type), a, b };
    // As every message between threads: [data, the ports it transfers].
    std::vector<Value> envelope = { Value(static_cast<Object*>(to.make_array(message))), Value(static_cast<Object*>(to.make_array())) };
    m_threads->post(m_worker.internal_port, Value(static_cast<Object*>(to.make_array(envelope))), now(), now() + delay);
}

void define_worker_natives(VM& vm, Object* b)
{
    vm.define_native(b, "workerCreate", n_worker_create, 5);
    vm.define_native(b, "workerTerminate", n_worker_terminate, 1);
    vm.define_native(b, "workerInfo", n_worker_info, 0);
    vm.define_native(b, "workerEnv", n_worker_env, 2);
    define_thread_natives(vm, b);
}

} // namespace evloop::loop::node
