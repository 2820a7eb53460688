// Errors as Node prints them (docs/semantics.md §3.5): an uncaught exception or an
// unhandled rejection ends the process with the source line, a caret, the stack and the
// Node version; 'uncaughtException' listeners; where a throw happened (throw sites,
// Node's own frames under the program's).
#include "core/loop/node/node_host.h"
#include "core/util/messages.h"
#include "core/js/inspect.h"
#include "core/js/parser.h"
#include "core/js/promise.h"
#include <cstdio>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

constexpr const char* kNodeVersion = "v20.20.2"; // process.version in js/node/

// The line and column of the first frame of `stack` ("    at f (/path/main.cjs:3:9)") in
// the program's script; false if no frame is there.
bool first_program_frame(VM& vm, const std::string& stack, VM::ThrowSite& site)
{
    // The first frame in any file of the program (scripts.cpp): its line in the program's text.
    size_t first = std::string::npos;
    for (uint32_t script = 0; script < vm.script_count(); ++script) {
        const std::string& location = vm.script_location_of(script);
        size_t at = 0;
        while ((at = stack.find(location + ":", at)) != std::string::npos && at < first) {
            size_t found = at;
            at += location.size() + 1;
            unsigned l = 0, c = 0;
            int used = 0;
            if (std::sscanf(stack.c_str() + at, "%u:%u%n", &l, &c, &used) == 2 && used > 0) {
                char next = stack[at + static_cast<size_t>(used)];
                if ((next == ')' || next == '\n' || next == '\0') && l > 0) {
                    const VM::Script* s = vm.script(script);
                    first = found;
                    site.line = s ? l + s->first_line - 1 : l;
                    site.column = c;
                    site.script = script;
                    break;
                }
            }
        }
    }
    return first != std::string::npos;
}

// stackTail(lines): node's frames under the program's while the JavaScript half calls
// a callback (fs's FSReqCallback.oncomplete ...); returns the lines it replaces.
ThrowOr<Value> n_stack_tail(VM& vm, CallArgs& a)
{
    std::vector<Value> old;
    for (const std::string& line : vm.stack_tail)
        old.push_back(vm.string_value(line));
    std::vector<std::string> lines;
    for (Value v : array_values(vm, a.arg(0)))
        if (v.is_string())
            lines.push_back(v.as_string()->utf8());
    vm.stack_tail = std::move(lines);
    return Value(static_cast<Object*>(vm.make_array(old)));
}

// throwSite(value, file, line, column, text): the binding is about to throw `value` from a
// line of Node's own code; an uncaught report names that line (node:events:502).
ThrowOr<Value> n_throw_site(VM& vm, CallArgs& a)
{
    js::VM::ThrowSite site;
    site.file = TRY(vm.to_string(a.arg(1)))->utf8();
    site.line = static_cast<uint32_t>(TRY(vm.to_number(a.arg(2))));
    site.column = static_cast<uint32_t>(TRY(vm.to_number(a.arg(3))));
    site.text = TRY(vm.to_string(a.arg(4)))->utf8();
    vm.note_foreign_throw_site(a.arg(0), std::move(site));
    return Value();
}

ThrowOr<Value> n_source(VM& vm, CallArgs&)
{
    return vm.string_value(host(vm).main_text());
}

// The innermost call expression of `source` around (line, column), for assert.ok's
// message (lib/assert.js getErrMessage finds it with acorn in the file the failing call
// is in). The tree is walked to at most kMaxParseDepth * 4 levels (deeper trees are
// chains the parser limits anyway).
const Node* innermost_call_at(const Node* node, uint32_t line, uint32_t column, int depth)
{
    if (!node || depth > kMaxParseDepth * 4)
        return nullptr;
    auto before = [](const SourceLocation& a, uint32_t l, uint32_t c) { return a.line < l || (a.line == l && a.column <= c); };
    auto after = [](const SourceLocation& a, uint32_t l, uint32_t c) { return a.line > l || (a.line == l && a.column >= c); };
    if (node->kind != NodeKind::Program && !(before(node->range.start, line, column) && after(node->range.end, line, column)))
        return nullptr;
    const Node* found = nullptr;
    auto visit = [&](const Node* child) {
        if (!found)
            found = innermost_call_at(child, line, column, depth + 1);
    };
    auto visit_function = [&](const FunctionNode* f) {
        if (!f)
            return;
        for (const NodePtr& p : f->params)
            visit(p.get());
        visit(f->body.get());
    };
    visit(node->a.get());
    visit(node->b.get());
    visit(node->c.get());
    visit(node->d.get());
    for (const NodePtr& child : node->list)
        visit(child.get());
    visit_function(node->function.get());
    if (const ClassNode* k = node->klass.get()) {
        visit(k->superclass.get());
        visit_function(k->constructor.get());
        for (const ClassNode::Member& m : k->members) {
            visit(m.key.get());
            visit_function(m.function.get());
            visit(m.value.get());
        }
    }
    if (found)
        return found;
    return node->kind == NodeKind::Call ? node : nullptr;
}

// callSourceAt(source, line, column): [column, text] of the innermost call expression
// there (its first column, 1-based, and its source text), or undefined.
ThrowOr<Value> n_call_source_at(VM& vm, CallArgs& a)
{
    if (!a.arg(0).is_string() || !a.arg(1).is_number() || !a.arg(2).is_number())
        return Value();
    std::string source = a.arg(0).as_string()->utf8();
    ParseResult parsed = parse_program(source, SourceType::Script);
    if (parsed.error)
        parsed = parse_program(source, SourceType::Module);
    if (parsed.error)
        return Value();
    const Node* call = innermost_call_at(parsed.program.get(), static_cast<uint32_t>(a.arg(1).as_number()),
        static_cast<uint32_t>(a.arg(2).as_number()), 0);
    if (!call || call->range.end.offset > source.size() || call->range.start.offset > call->range.end.offset)
        return Value();
    std::string text = source.substr(call->range.start.offset, call->range.end.offset - call->range.start.offset);
    std::vector<Value> out = { Value(static_cast<double>(call->range.start.column)), vm.string_value(text) };
    return Value(static_cast<Object*>(vm.make_array(out)));
}

} // namespace

bool NodeHost::handle_termination()
{
    if (m_threads && m_threads->aborted()) { // another thread stopped the run
        m_vm.clear_termination();
        if (m_worker.is_worker)
            stop(3, m_threads->abort_message());
        else
            end_with_error(3, m_threads->abort_message(), "evloop: " + m_threads->abort_message());
        return false;
    }
    if (m_worker.is_worker && m_vm.out_of_memory()) {
        // resourceLimits (or the default limit): the parent hears ERR_WORKER_OUT_OF_MEMORY.
        m_vm.clear_termination();
        VM& to = m_threads->host(m_threads->parent_of(m_thread_index)).vm();
        Value argv[] = { to.string_value("Worker terminated due to reaching memory limit: JS heap out of memory") };
        if (auto made = to.construct(Value(to.intrinsic("Error")), argv); !made.is_throw()) {
            made.value().as_object()->put_direct(to.key("code"), to.string_value("ERR_WORKER_OUT_OF_MEMORY"), js::kDefaultAttributes);
            post_to_parent("error", made.value());
        } else {
            to.take_exception();
        }
        stop(1, m_trace.message(Msg::stop_worker_out_of_memory));
        return false;
    }
    if (m_worker.is_worker && m_threads->terminate_due(m_thread_index, now())) {
        terminate_thread(now()); // worker.terminate() while it ran JavaScript
        return false;
    }
    if (!m_exit_requested && m_worker.is_worker) {
        // A worker that runs away (the budget, the task limit) stops the whole run.
        std::string message = m_trace.message(Msg::stop_in_node_worker, { { "index", m_thread_index }, { "why", termination_message() } });
        m_threads->abort(message);
        stop(3, message);
        return false;
    }
    if (!m_exit_requested)
        return Host::handle_termination();
    m_vm.clear_termination(); // process.exit(): the 'exit' listeners still run
    finish(m_exit_request_code);
    return false;
}

bool NodeHost::handle_uncaught(Value error, const std::string& message)
{
    // Where it was thrown, before listeners run code that may throw and catch its own.
    const js::VM::ThrowSite site = m_vm.last_throw_site();
    if (m_in_uncaught_handler) {
        // A throw inside an 'uncaughtException' listener is fatal: exit code 7.
        m_in_uncaught_handler = false;
        m_forced_exit_code = 7;
        m_exit_emitted = true; // Node does not run 'exit' listeners after this
        fatal(7, message, fatal_report(error, site), error);
        return false;
    }
    // process._fatalException: 'uncaughtException' listeners, else the process ends.
    Value args[] = { error, m_vm.string_value("uncaughtException") };
    bool listeners = false;
    m_in_uncaught_handler = true;
    bool ok = m_stopped || !m_exports || emit_process("uncaughtException", args, &listeners);
    m_in_uncaught_handler = false;
    if (!ok)
        return false;
    if (listeners)
        return true;
    fatal(1, message, fatal_report(error, site), error);
    return false;
}

// Node's report of an uncaught exception (src/node_errors.cc, TriggerUncaughtException and
// ReportFatalException; recorded from node v20.20.2 in tests/cli):
//   /path/main.cjs:2            the script (a file: URL for a module) and line
//     throw new Error('x');     that line
//     ^                         a caret under the place, tabs kept so it lines up
//                               a blank line
//   Error: x                    the error as util.inspect shows it: stack, own properties
//       at …
//                               a blank line
//   Node.js v20.20.2
// A thrown value that is not an error starts with a blank line and follows the caret at
// once; a primitive one adds "(Use `node --trace-uncaught ...` …)". Without a place in
// the program (line 0) there is no header; a place outside it (Node's own code, a JSON
// text) is named as Node names it ("node:events:502", "<anonymous_script>:1").
std::string NodeHost::fatal_report(Value error, const js::VM::ThrowSite& site)
{
    // The line: the program's, or the one given with a site outside it.
    std::string_view text;
    bool has_line = !site.file.empty();
    if (has_line) {
        text = site.text;
    } else if (site.line > 0) {
        // A line of the program's text: of the main file or another file of it (its own
        // name and line, scripts.cpp).
        std::string_view src = m_vm.source();
        size_t begin = 0;
        for (uint32_t l = 1; l < site.line && begin != std::string_view::npos; ++l) {
            begin = src.find('\n', begin);
            if (begin != std::string_view::npos)
                ++begin;
        }
        if (begin != std::string_view::npos) {
            size_t end = src.find('\n', begin);
            text = src.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
            if (!text.empty() && text.back() == '\r')
                text.remove_suffix(1);
            has_line = true;
        }
    }
    std::string header;
    if (has_line) {
        header = (site.file.empty() ? m_vm.script_location_of(site.script) + ":" + std::to_string(m_vm.script_line(site.script, site.line))
                                    : site.file + ":" + std::to_string(site.line))
            + "\n" + std::string(text) + "\n";
        // Columns count code points; the caret keeps the line's tabs. Node prints no caret
        // line for a place past the line's end (a JSON text that ended too soon).
        if (site.file.empty() || site.column <= text.size()) {
            std::string caret;
            uint32_t col = 1;
            for (size_t i = 0; i < text.size() && col < site.column; ++i) {
                unsigned char c = static_cast<unsigned char>(text[i]);
                if ((c & 0xC0) == 0x80)
                    continue;
                caret += c == '\t' ? '\t' : ' ';
                ++col;
            }
            header += caret + "^\n";
        }
    }
    // Node's own code may show more where it threw (an unhandled 'error' event: where it
    // was emitted), as Node does before util.inspect.
    Value before = export_fn("beforeInspector");
    if (error.is_object() && VM::is_callable(before)) {
        Value args[] = { error };
        if (m_vm.call(before, Value(), args).is_throw())
            m_vm.take_exception();
    }
    bool error_like = false;
    if (error.is_object()) {
        auto stack = error.as_object()->get(m_vm, m_vm.names().stack);
        if (stack.is_throw())
            m_vm.take_exception();
        else
            error_like = stack.value().is_string();
    }
    std::string value;
    if (error.is_object()) {
        value = inspect(m_vm, error);
    } else {
        auto as_string = m_vm.to_string(error);
        if (as_string.is_throw()) {
            m_vm.take_exception();
            value = "<toString() threw exception>";
        } else {
            value = as_string.value()->utf8();
        }
    }
    std::string out;
    if (error_like)
        out = header.empty() ? value : header + "\n" + value;
    else
        out = "\n" + header + value;
    if (!error.is_object())
        out += "\n(Use `node --trace-uncaught ...` to show where the exception was thrown)";
    return out + "\n\nNode.js " + std::string(kNodeVersion);
}

// A rejection's reason in Node's ERR_UNHANDLED_REJECTION text (V8's NoSideEffectsToString,
// measured): String(reason) for a primitive or a function, "#<Object>" (its constructor's
// name) for another object, a Symbol's description.
std::string NodeHost::reason_text(Value reason)
{
    if (reason.is_object() && !VM::is_callable(reason)) {
        std::string name = "Object";
        auto ctor = reason.as_object()->get(m_vm, m_vm.key("constructor"));
        if (ctor.is_throw()) {
            m_vm.take_exception();
        } else if (ctor.value().is_object()) {
            auto n = ctor.value().as_object()->get(m_vm, m_vm.key("name"));
            if (n.is_throw())
                m_vm.take_exception();
            else if (n.value().is_string() && !n.value().as_string()->utf8().empty())
                name = n.value().as_string()->utf8();
        }
        return "#<" + name + ">";
    }
    auto text = m_vm.to_string(reason);
    if (text.is_throw()) {
        m_vm.take_exception();
        return inspect(m_vm, reason); // a Symbol
    }
    return text.value()->utf8();
}

std::string NodeHost::rejection_report(Value reason, PromiseObject* promise)
{
    // A rejection is reported where its error was made (V8's message of the error itself):
    // the first frame of its stack in the program.
    bool is_error = reason.is_object() && reason.as_object()->object_class() == ObjectClass::Error;
    if (is_error) {
        // An error thrown outside the program (JSON.parse's text) keeps that place.
        if (!m_vm.last_throw_site().file.empty() && m_vm.thrown_at_last_site(reason))
            return fatal_report(reason, m_vm.last_throw_site());
        js::VM::ThrowSite site;
        auto stack = reason.as_object()->get(m_vm, m_vm.names().stack);
        if (stack.is_throw())
            m_vm.take_exception();
        else if (stack.value().is_string())
            first_program_frame(m_vm, stack.value().as_string()->utf8(), site);
        return fatal_report(reason, site);
    }
    if (promise == m_vm.program_promise()) {
        // A module's top level threw something that is not an error.
        return "\nnode:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\n" + fatal_report(reason, {}).substr(1);
    }
    return "node:internal/process/promises:389\n      new UnhandledPromiseRejection(reason);\n      ^\n\n"
           "UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch "
           "block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason \""
        + reason_text(reason)
        + "\".\n    at throwUnhandledRejectionsMode (node:internal/process/promises:389:7)\n"
          "    at processPromiseRejections (node:internal/process/promises:470:17)\n"
          "    at process.processTicksAndRejections (node:internal/process/task_queues:96:32) {\n"
          "  code: 'ERR_UNHANDLED_REJECTION'\n}\n\nNode.js "
        + std::string(kNodeVersion);
}

void define_error_natives(VM& vm, Object* b)
{
    vm.define_native(b, "stackTail", n_stack_tail, 1);
    vm.define_native(b, "throwSite", n_throw_site, 5);
    vm.define_native(b, "source", n_source, 0);
    vm.define_native(b, "callSourceAt", n_call_source_at, 3);
}

} // namespace evloop::loop::node
