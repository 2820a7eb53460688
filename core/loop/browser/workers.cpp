// Dedicated workers (docs/semantics.md §2.8; HTML §10 "Web workers",
// https://html.spec.whatwg.org/multipage/workers.html): `new Worker(url)` runs a script
// on another thread with its own event loop, here another BrowserHost on the run's
// Threads (core/loop/threads.h) with its own VM and realm: a worker global scope
// (js/browser/ initWorker), no document, no rendering, no input.
//
// The Worker object and the worker's global scope are the two ends of an implicit port:
// each holds an endpoint of this run, and a message is a structured clone rebuilt in the
// receiving VM (copy_to_vm) that becomes a task there when it arrives. The worker also
// tells its Worker object of an uncaught error and of a script that could not be loaded,
// through the same endpoint (js/browser/ receiveRemote).
#include "core/loop/browser/browser_host.h"
#include "core/js/devtools_format.h"
#include "core/util/messages.h"
#include <cstring>

namespace evloop::loop {
extern const char kBrowserPrelude[]; // js/browser/, embedded by the build
}

namespace evloop::loop::browser {

void define_browser_natives(js::VM&, js::Object*); // event_loop.cpp

using namespace evloop::js;
using trace::EventKind;

namespace {

std::string string_arg(CallArgs& a, size_t i)
{
    return a.arg(i).is_string() ? a.arg(i).as_string()->utf8() : std::string();
}

// workerCreate(url, code, name, type, file) → [index, the Worker object's endpoint, the
// worker scope's endpoint]. `file`: the program's file the URL names (an http: URL of
// this origin); `code`: a blob: or data: URL's text (null otherwise).
ThrowOr<Value> b_worker_create(VM& vm, CallArgs& a)
{
    BrowserHost& parent = host(vm);
    Threads& threads = parent.make_threads();
    // Each worker is a whole realm (some megabytes of the simulator's memory, kept to the
    // run's end): a page that starts them without end is stopped here.
    if (threads.count() > Threads::kMaxWorkers)
        return vm.throw_error(vm.error_prototype(), msg::text(Msg::too_many_workers_browser, { { "max", Threads::kMaxWorkers } }));
    Settings settings = parent.settings();
    settings.inputs.clear(); // clicks and keys go to the page
    settings.html.clear();
    auto trace = parent.new_thread_trace();
    auto output = std::make_unique<std::vector<OutputLine>>();
    auto worker = std::make_unique<BrowserHost>(settings, *trace, *output);
    BrowserHost& w = *worker;
    w.read_folder = parent.read_folder;
    BrowserHost::WorkerSetup& setup = w.m_worker;
    setup.is_worker = true;
    setup.url = string_arg(a, 0);
    setup.has_code = a.arg(1).is_string();
    setup.code = string_arg(a, 1);
    setup.name = string_arg(a, 2);
    setup.module = string_arg(a, 3) == "module";
    setup.file = string_arg(a, 4);
    uint32_t parent_index = parent.thread_index();
    parent.advance(cost::kBrowserWorkerCreateMs);
    double start = parent.now() + cost::kBrowserWorkerStartMs;
    uint32_t index = threads.add(std::move(worker), std::move(trace), std::move(output), parent_index, start);
    w.join_threads(threads, index);
    setup.own_port = threads.new_endpoint(index);
    setup.peer_port = threads.new_endpoint(parent_index);
    std::vector<Value> out = { Value(static_cast<double>(index)), Value(static_cast<double>(setup.peer_port)),
        Value(static_cast<double>(setup.own_port)) };
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// workerTerminate(index): worker.terminate(); the worker stops a moment from now, wherever
// it is (a loop too).
ThrowOr<Value> b_worker_terminate(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    if (Threads* threads = h.threads()) {
        uint32_t index = static_cast<uint32_t>(TRY(vm.to_number(a.arg(0))));
        if (index > 0 && index < threads->count() && threads->parent_of(index) == h.thread_index())
            threads->terminate(index, h.now() + cost::kBrowserWorkerTerminateMs);
    }
    return Value();
}

// workerClose(): self.close(). The worker's closing flag is set: the task running now
// finishes (with its microtasks), and nothing else runs in this worker.
ThrowOr<Value> b_worker_close(VM& vm, CallArgs&)
{
    BrowserHost& h = host(vm);
    if (h.m_worker.is_worker)
        h.m_worker.closing = true;
    return Value();
}

// workerError(message, filename, lineno, colno): an uncaught error the worker's own
// 'error' listeners did not cancel goes on to its Worker object ("report an exception",
// one level up).
ThrowOr<Value> b_worker_error(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    if (!h.m_worker.is_worker || !h.threads())
        return Value();
    VM& to = h.threads()->host(h.threads()->parent_of(h.thread_index())).vm();
    std::vector<Value> detail = { copy_to_vm(vm, a.arg(0), to), copy_to_vm(vm, a.arg(1), to), a.arg(2).is_number() ? a.arg(2) : Value(0.0),
        a.arg(3).is_number() ? a.arg(3) : Value(0.0) };
    h.post_to_parent("error", Value(static_cast<Object*>(to.make_array(detail))));
    return Value();
}

// workerScope() → [name, type, url, own endpoint, the Worker object's endpoint] in a
// worker; undefined in the page.
ThrowOr<Value> b_worker_scope(VM& vm, CallArgs&)
{
    BrowserHost& h = host(vm);
    if (!h.m_worker.is_worker)
        return Value();
    const BrowserHost::WorkerSetup& w = h.m_worker;
    std::vector<Value> out = { vm.string_value(w.name), vm.string_value(w.module ? "module" : "classic"), vm.string_value(w.url),
        Value(static_cast<double>(w.own_port)), Value(static_cast<double>(w.peer_port)) };
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// The script a worker's URL names: the program's `// @file` section of that name (the page
// is the main file, /main.js), else the CLI's folder next to the main file; its number in
// the VM, or 0 when there is none.
uint32_t script_of(BrowserHost& h, const std::string& url, const std::string& file)
{
    const ProgramFiles& program = h.program();
    VM& vm = h.vm();
    for (uint32_t i = 1; i < vm.script_count(); ++i)
        if (const VM::Script* s = vm.script(i); s && s->location == url)
            return i;
    for (size_t f = 0; f < program.files.size(); ++f) {
        const ProgramFile& pf = program.files[f];
        if (f == 0 ? file == "main.js" : pf.name == file)
            return vm.add_script({ url, f == 0 ? std::string("main.js") : pf.name, pf.begin, pf.end, pf.first_line });
    }
    if (!file.empty() && h.read_folder) {
        FolderEntry entry = h.read_folder(file);
        if (entry.kind == FolderEntry::Kind::File)
            return vm.append_script(url, file, entry.bytes);
    }
    return 0;
}

// compile_script's "SyntaxError: MESSAGE (FILE, line L, column C)" as the SyntaxError
// Chromium throws, whose message is MESSAGE alone.
Thrown throw_compile_error(VM& vm, const std::string& error)
{
    std::string message = error.substr(std::strlen("SyntaxError: "));
    if (size_t at = message.rfind(" ("); at != std::string::npos)
        message.resize(at);
    return vm.throw_syntax_error(message);
}

// A classic script of the worker (its main script, or one importScripts loads), compiled
// as a function to call with the global object as `this`; a syntax error is thrown.
ThrowOr<Value> compile_classic(VM& vm, uint32_t script)
{
    std::string error;
    SourceLocation where;
    FunctionCode* code = vm.compile_script(script, VM::ProgramKind::Script, {}, error, &where);
    if (!code)
        return throw_compile_error(vm, error);
    vm.keep_alive(code);
    Closure* closure = vm.make_closure(code, nullptr, nullptr);
    vm.release(code);
    return Value(static_cast<Object*>(closure));
}

// importScript(url, file, code): importScripts(url…) in a classic worker, one URL at a time: the script runs now, in this
// task, as part of the calling script.
ThrowOr<Value> b_import_script(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    std::string url = string_arg(a, 0);
    uint32_t script = a.arg(2).is_string() ? vm.append_script(url, url, string_arg(a, 2)) : script_of(h, url, string_arg(a, 1));
    if (!script)
        return Value(false);
    Value fn = TRY(compile_classic(vm, script));
    TRY(vm.call(fn, Value(vm.global_object()), {}));
    return Value(true);
}

// `specifier` resolved against `base` (an http: URL) as a module specifier: a URL, or a
// path beginning with "/", "./" or "../"; "" for a bare name ("lodash"), which browsers
// refuse without an import map.
std::string resolve_specifier(const std::string& base, const std::string& specifier)
{
    if (specifier.rfind("http://", 0) == 0 || specifier.rfind("https://", 0) == 0)
        return specifier;
    size_t path_start = base.find('/', base.find("//") + 2);
    std::string origin = base.substr(0, path_start);
    std::string path;
    if (specifier.rfind('/', 0) == 0)
        path = specifier;
    else if (specifier.rfind("./", 0) == 0 || specifier.rfind("../", 0) == 0)
        path = base.substr(path_start, base.rfind('/') + 1 - path_start) + specifier;
    else
        return "";
    std::vector<std::string> parts;
    size_t at = 1;
    while (at <= path.size()) {
        size_t next = path.find('/', at);
        std::string part = path.substr(at, next == std::string::npos ? std::string::npos : next - at);
        if (part == "..") {
            if (!parts.empty())
                parts.pop_back();
        } else if (part != ".") {
            parts.push_back(part);
        }
        if (next == std::string::npos)
            break;
        at = next + 1;
    }
    std::string out = origin;
    for (const std::string& p : parts)
        out += "/" + p;
    return out;
}

// programFile(name) → the text of the program's file `name` (a `// @file` section, "main.js"
// for the page's script, or a file next to the main one), or undefined: what the simulated
// server answers for http://evloop.test/NAME (fetch, as the recorder's server does).
ThrowOr<Value> b_program_file(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    std::string name = string_arg(a, 0);
    const ProgramFiles& program = h.program();
    for (size_t f = 0; f < program.files.size(); ++f)
        if (f == 0 ? name == "main.js" : program.files[f].name == name)
            return vm.string_value(program.text_of(h.trace().source, f));
    if (!name.empty() && h.read_folder) {
        FolderEntry entry = h.read_folder(name);
        if (entry.kind == FolderEntry::Kind::File)
            return vm.string_value(entry.bytes);
    }
    return Value();
}

} // namespace

// `import` in a module worker: the program's file the specifier names, relative to the
// importing module's URL, evaluated once (its exports kept for every later import).
void BrowserHost::connect_worker_modules()
{
    m_vm.hooks().load_module = [this](VM& vm, const std::string& specifier) -> Object* {
        uint32_t from = vm.current_script();
        std::string base = from ? vm.script_location_of(from) : m_worker.url;
        std::string url = resolve_specifier(base, specifier);
        if (url.empty()) {
            vm.missing_module_reason = "Failed to resolve module specifier \"" + specifier
                + "\". Relative references must start with either \"/\", \"./\", or \"../\".";
            return nullptr;
        }
        if (auto it = m_worker_modules.find(url); it != m_worker_modules.end())
            return it->second;
        std::string origin = "http://evloop.test/";
        uint32_t script = url.rfind(origin, 0) == 0 ? script_of(*this, url, url.substr(origin.size())) : 0;
        if (!script) {
            vm.missing_module_reason = msg::text(Msg::worker_module_missing, { { "url", url }, { "section", url.substr(url.rfind('/') + 1) } });
            return nullptr;
        }
        std::string error;
        FunctionCode* code = vm.compile_script(script, VM::ProgramKind::Module, {}, error);
        if (!code) {
            vm.missing_module_reason = error;
            return nullptr;
        }
        Object* exports = vm.make_object();
        vm.keep_alive(exports); // for the rest of the run, as the module map keeps it
        m_worker_modules.emplace(url, exports);
        if (vm.evaluate_module(code, exports).is_throw()) {
            vm.missing_module_reason = format_uncaught(vm.take_exception());
            return nullptr;
        }
        return exports;
    };
    // import.meta in a module: { url } of its file (one object per file).
    m_vm.hooks().import_meta = [this](VM& vm) -> ThrowOr<Value> {
        uint32_t from = vm.current_script();
        std::string url = from ? vm.script_location_of(from) : m_worker.url;
        auto [it, added] = m_import_metas.emplace(url, nullptr);
        if (added) {
            it->second = vm.make_object();
            vm.keep_alive(it->second);
            it->second->put_direct(vm.key("url"), vm.string_value(url));
        }
        return Value(it->second);
    };
}

bool BrowserHost::start_thread(double start)
{
    take_program(m_trace.source, m_trace.file);
    m_vm.set_program_text(m_trace.source, m_trace.file); // its files are sections of the same text
    keep_queues_alive();
    track_handled_rejections();
    m_mark_ms = start;
    m_until = m_settings.until_ms > 0 ? m_settings.until_ms : Settings::kDefaultUntilMs;
    if (!build_worker_scope())
        return false;
    run_worker_script();
    return resume_thread();
}

bool BrowserHost::resume_thread()
{
    return turn_loop();
}

// The worker global scope: js/browser/ (without a document), then the worker's clock starts.
bool BrowserHost::build_worker_scope()
{
    if (!load_javascript_half(kBrowserPrelude, "browser", define_browser_natives))
        return false;
    m_vm.json_error_line_column = true;
    Value init = export_fn("initWorker");
    if (auto r = m_vm.call(init, Value(), {}); r.is_throw()) {
        print(true, "evloop: " + msg::text(Msg::worker_scope_not_built, { { "error", format_uncaught(m_vm.take_exception()) } }));
        stop(2, "bad worker scope");
        return false;
    }
    m_cpu_mark = m_vm.cpu_ps();
    m_vm.heap().forget_young();
    m_clock_started = true;
    install_common();
    use_devtools_console(m_vm); // console.log writes what DevTools shows
    connect_worker_modules();
    // A worker may block in Atomics.wait (the page's main thread may not).
    m_vm.hooks().atomics_wait = [this](VM&, const void* block, size_t byte_index, double timeout) {
        return atomics_wait(block, byte_index, timeout);
    };
    if (auto* e = m_trace.record(EventKind::RunStart, now()))
        e->text = m_trace.intern("browser worker");
    return true;
}

// The worker's script, a task of its own (HTML "run a worker" step 25): fetched from the
// program's files (a 404 fires 'error' at the Worker object and ends the worker), then run
// as a classic script or a module.
void BrowserHost::run_worker_script()
{
    std::string label = m_trace.message(Msg::label_worker_script, { { "file", m_worker.url } });
    uint32_t task = queue_task_event(TaskSource::Script, label);
    begin_task(task, TaskSource::Script, label);
    double started = now();
    uint32_t script = m_worker.has_code ? m_vm.append_script(m_worker.url, m_worker.url, m_worker.code)
                                        : script_of(*this, m_worker.url, m_worker.file);
    if (!script) {
        // Chromium: "Failed to load resource" in the console, an Event named 'error' at the
        // Worker object, and the worker never runs.
        print(true, msg::text(Msg::worker_file_missing, { { "url", m_worker.url }, { "file", m_worker.file },
                                                           { "section", m_worker.file.empty() ? std::string("worker.js") : m_worker.file } }));
        post_to_parent("loaderror", Value());
        end_task(task);
        m_worker.closing = true;
        return;
    }
    bool ok = true;
    if (m_worker.module) {
        std::string error;
        SourceLocation where;
        FunctionCode* code = m_vm.compile_script(script, VM::ProgramKind::Module, {}, error, &where);
        if (!code) {
            throw_compile_error(m_vm, error);
            Value e = m_vm.take_exception();
            ok = handle_uncaught(e, format_uncaught(e));
        } else if (auto r = m_vm.evaluate_module(code, m_vm.make_object(), true); r.is_throw()) {
            Value e = m_vm.take_exception();
            ok = m_vm.terminated() ? handle_termination() : handle_uncaught(e, format_uncaught(e));
        }
    } else {
        if (auto fn = compile_classic(m_vm, script); fn.is_throw()) {
            Value e = m_vm.take_exception();
            ok = handle_uncaught(e, format_uncaught(e));
        } else {
            ok = call(fn.value(), Value(m_vm.global_object()), {});
        }
    }
    if (ok && !m_stopped)
        checkpoint();
    if (!m_stopped) {
        end_task(task);
        m_trace.metrics.task_ran(started, now() - started, task, label);
    }
}

void BrowserHost::receive(uint32_t port, Value data, uint8_t kind)
{
    Value deliver = export_fn("receiveRemote");
    if (!VM::is_callable(deliver))
        return;
    Value args[] = { Value(static_cast<double>(port)), data, Value(kind == ThreadMessage::kClose) };
    if (m_vm.call(deliver, Value(), args).is_throw())
        m_vm.take_exception();
}

// The VM stopped running JavaScript: worker.terminate() reached a worker in the middle of
// its code; or a thread ran away (the budget, the task limit), which stops the whole run,
// every thread with it (evloop cannot go on simulating that thread).
bool BrowserHost::handle_termination()
{
    if (!m_threads)
        return Host::handle_termination();
    if (m_worker.is_worker && m_threads->terminate_due(m_thread_index, now())) {
        terminate_thread(now());
        return false;
    }
    if (m_threads->aborted()) {
        const std::string& message = m_threads->abort_message();
        if (!m_worker.is_worker)
            end_with_error(3, message, "evloop: " + message);
        else
            stop(3, message);
        return false;
    }
    if (m_worker.is_worker) {
        std::string message = m_trace.message(m_worker.name.empty() ? Msg::stop_in_browser_worker : Msg::stop_in_browser_worker_named,
            { { "url", m_worker.url }, { "name", m_worker.name }, { "why", termination_message() } });
        m_threads->abort(message);
        stop(3, message);
        return false;
    }
    return Host::handle_termination();
}

void BrowserHost::terminate_thread(double /*at*/)
{
    m_vm.discard_jobs();
    stop(0, m_trace.message(Msg::stop_worker_terminated));
}

bool BrowserHost::forward_print(bool is_stderr, const std::string& text, bool /*newline*/)
{
    // A worker's console is the page's (DevTools shows both), in the order of virtual time.
    if (!m_worker.is_worker)
        return false;
    m_threads->host(Threads::kMain).print(is_stderr, text);
    return true;
}

void BrowserHost::post_to_parent(const char* type, Value detail)
{
    if (!m_threads || !m_worker.is_worker)
        return;
    VM& to = m_threads->host(m_threads->parent_of(m_thread_index)).vm();
    std::vector<Value> envelope = { to.string_value(type), detail, Value(static_cast<Object*>(to.make_array())) };
    m_threads->post(m_worker.peer_port, Value(static_cast<Object*>(to.make_array(envelope))), now(), now() + thread_message_ms());
}

void define_worker_natives(VM& vm, Object* b)
{
    vm.define_native(b, "workerCreate", b_worker_create, 5);
    vm.define_native(b, "workerTerminate", b_worker_terminate, 1);
    vm.define_native(b, "workerClose", b_worker_close, 0);
    vm.define_native(b, "workerError", b_worker_error, 4);
    vm.define_native(b, "workerScope", b_worker_scope, 0);
    vm.define_native(b, "importScript", b_import_script, 3);
    vm.define_native(b, "programFile", b_program_file, 1);
}

} // namespace evloop::loop::browser
