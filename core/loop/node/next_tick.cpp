// process.nextTick and what Node does after every callback (docs/semantics.md §3.2;
// lib/internal/process/task_queues.js processTicksAndRejections, InternalCallbackScope):
// the nextTick queue, then the microtasks, until both are empty; unhandled rejections
// (lib/internal/process/promises.js).
#include "core/loop/node/node_host.h"
#include "core/js/inspect.h"
#include "core/js/promise.h"
#include <algorithm>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_next_tick(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    NodeHost::Tick tick { a.arg(0), a.arg(1), 0 };
    tick.id = 0x80000000u | h.m_next_tick++;
    if (auto* e = h.trace().record(EventKind::JobQueued, h.now())) {
        e->id = tick.id;
        e->ref = h.current_task();
        e->sub = trace::kJobTick;
        e->text = h.trace().intern("process.nextTick");
        e->range = h.origin_range();
    }
    h.m_ticks.push_back(tick);
    return Value();
}

} // namespace

// The frames of whoever runs the tick queue after a callback, below
// processTicksAndRejections (runs_ticks) or below a bare microtask checkpoint.
std::vector<std::string> NodeHost::tick_caller_frames(bool runs_ticks) const
{
    std::vector<std::string> frames;
    if (m_tick_caller == TickCaller::Native)
        return frames; // node's C++: no JavaScript frame
    frames.push_back(runs_ticks ? "runNextTicks (node:internal/process/task_queues:64:3)" : "runNextTicks (node:internal/process/task_queues:60:5)");
    if (m_tick_caller == TickCaller::ListOnTimeout) {
        frames.push_back("listOnTimeout (node:internal/timers:545:9)");
        frames.push_back("process.processTimers (node:internal/timers:519:7)");
    } else if (m_tick_caller == TickCaller::ProcessTimers) {
        frames.push_back("process.processTimers (node:internal/timers:516:9)");
    } else {
        frames.push_back("process.processImmediate (node:internal/timers:454:9)");
    }
    return frames;
}

// processTicksAndRejections at `line_column` and whoever called it.
std::vector<std::string> NodeHost::ticks_tail(const char* line_column) const
{
    // Called from node's C++ it is `process.processTicksAndRejections`, from runNextTicks()
    // a plain call.
    std::vector<std::string> tail { std::string(m_tick_caller == TickCaller::Native ? "process." : "")
        + "processTicksAndRejections (node:internal/process/task_queues:" + line_column + ")" };
    std::vector<std::string> below = tick_caller_frames(true);
    tail.insert(tail.end(), below.begin(), below.end());
    return tail;
}

bool NodeHost::after_callback()
{
    // runNextTicks(): microtasks only when no tick and no rejection is waiting.
    auto rejection_to_warn = [&] { return !m_pending_rejections.empty() || !m_rejection_handled.empty(); };
    if (m_ticks.empty() && !rejection_to_warn()) {
        // With output's tick queued, node runs the microtasks inside processTicksAndRejections.
        // (No job waiting: no frame would show, so the frames are not built.)
        if (m_vm.has_pending_jobs()) {
            std::vector<std::string> tail = m_write_tick ? ticks_tail("95:5") : tick_caller_frames(false);
            m_write_tick = false;
            if (!run_microtasks_with_tail(std::move(tail)))
                return false;
        } else if (m_stopped) {
            return false;
        }
        for (PromiseObject* p : m_vm.take_unhandled_rejections())
            m_pending_rejections.push_back(p);
    }
    m_write_tick = false; // the output's tick runs in what follows (or would, with nothing else to do)
    if (m_ticks.empty() && !rejection_to_warn())
        return true;
    return process_ticks_and_rejections();
}

bool NodeHost::process_ticks_and_rejections()
{
    auto tail_at = [&](const char* line_column) { return ticks_tail(line_column); };
    m_write_tick = false;
    uint64_t ticks_run = 0;
    const double since = now();
    for (;;) {
        while (!m_ticks.empty()) {
            if (starving(ticks_run, since))
                return false;
            Tick tick = m_ticks.front();
            m_ticks.pop_front();
            ++ticks_run;
            if (auto* e = m_trace.record(EventKind::JobBegin, now()))
                e->id = tick.id;
            advance(cost::kNodeTickMs);
            std::vector<Value> args = array_values(m_vm, tick.args);
            // `callback()`, `callback(args[0])` … `callback(...args)` are on different lines.
            static const char* kTickCallLines[] = { "77:11", "81:21", "82:21", "83:21", "84:21" };
            StackTail tail(m_vm, tail_at(args.size() < 5 ? kTickCallLines[args.size()] : "85:22"));
            bool ok = call(tick.callback, Value(), args);
            if (auto* e = m_trace.record(EventKind::JobEnd, now()))
                e->id = tick.id;
            if (!ok || m_stopped)
                return false;
        }
        m_write_tick = false;
        if (!run_microtasks_with_tail(tail_at("95:5")))
            return false;
        m_write_tick = false;
        for (PromiseObject* p : m_vm.take_unhandled_rejections())
            m_pending_rejections.push_back(p);
        bool emitted = false;
        if (!process_promise_rejections(&emitted))
            return false;
        if (m_ticks.empty() && !emitted && !m_vm.has_pending_jobs())
            return true;
    }
}

// HostPromiseRejectionTracker(promise, "handle"): a rejection reported unhandled that
// gets a handler later is announced with 'rejectionHandled' (lib/internal/process/promises.js).
void NodeHost::track_handled_rejections()
{
    m_vm.hooks().rejection_tracker = [this](PromiseObject* p, bool handled) {
        if (!handled)
            return;
        auto it = std::find(m_reported.begin(), m_reported.end(), p);
        if (it != m_reported.end()) {
            m_reported.erase(it);
            m_rejection_handled.push_back(p);
        }
        m_pending_rejections.erase(std::remove(m_pending_rejections.begin(), m_pending_rejections.end(), p), m_pending_rejections.end());
    };
}

bool NodeHost::process_promise_rejections(bool* emitted)
{
    // 'rejectionHandled' for promises reported earlier and handled since.
    std::vector<PromiseObject*> handled;
    handled.swap(m_rejection_handled);
    for (PromiseObject* p : handled) {
        Value args[] = { Value(static_cast<Object*>(p)) };
        *emitted = true;
        if (!emit_process("rejectionHandled", args))
            return false;
    }
    while (!m_pending_rejections.empty()) {
        PromiseObject* p = m_pending_rejections.front();
        m_pending_rejections.erase(m_pending_rejections.begin());
        if (p->is_handled)
            continue;
        m_reported.push_back(p);
        Value args[] = { p->result, Value(static_cast<Object*>(p)) };
        bool listeners = false;
        *emitted = true;
        if (!emit_process("unhandledRejection", args, &listeners))
            return false;
        if (listeners)
            continue;
        // --unhandled-rejections=throw (Node 15+): raised as an uncaught exception.
        Value reason = p->result;
        std::string text;
        if (reason.is_object() && reason.as_object()->object_class() == ObjectClass::Error)
            text = inspect(m_vm, reason);
        else
            text = "[UnhandledPromiseRejection: This error originated either by throwing inside of an async function "
                   "without a catch block, or by rejecting a promise which was not handled with .catch(). The promise "
                   "rejected with the reason \"" + reason_text(reason) + "\".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}";
        Value uargs[] = { reason, m_vm.string_value("unhandledRejection") };
        bool has_uncaught = false;
        m_in_uncaught_handler = true;
        bool ok = emit_process("uncaughtException", uargs, &has_uncaught);
        m_in_uncaught_handler = false;
        if (!ok)
            return false;
        if (has_uncaught)
            continue;
        // Node prints an unhandled rejection as it prints an uncaught exception (there is
        // no "(in promise)" label; that is the browser console's), and an ES module's
        // top-level throw is one of these: the module's evaluation promise.
        Value error = reason;
        if (m_worker.is_worker && !(reason.is_object() && reason.as_object()->object_class() == ObjectClass::Error)) {
            // What a worker's parent hears: the UnhandledPromiseRejection error Node makes.
            std::string message = text.substr(std::string("[UnhandledPromiseRejection: ").size());
            message = message.substr(0, message.find("] {"));
            Value argv[] = { m_vm.string_value(message) };
            if (auto made = m_vm.construct(Value(m_vm.intrinsic("Error")), argv); !made.is_throw()) {
                error = made.value();
                error.as_object()->put_direct(m_vm.key("code"), m_vm.string_value("ERR_UNHANDLED_REJECTION"), js::kDefaultAttributes);
            } else {
                m_vm.take_exception();
            }
        }
        fatal(1, text, rejection_report(reason, p), error);
        return false;
    }
    return true;
}

void define_next_tick_natives(VM& vm, Object* b)
{
    vm.define_native(b, "nextTick", n_next_tick, 2);
}

} // namespace evloop::loop::node
