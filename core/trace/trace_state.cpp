#include "core/trace/trace_state.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace evloop::trace {

namespace {

template<typename T>
void erase_id(std::vector<T>& list, uint32_t id)
{
    auto it = std::find_if(list.begin(), list.end(), [&](const T& q) { return q.id == id; });
    if (it != list.end())
        list.erase(it);
}

std::string ms(double t)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f ms", t);
    return buf;
}

std::string quoted(const std::string& s)
{
    std::string t = s.size() > 60 ? s.substr(0, 57) + "…" : s;
    return "\u201c" + t + "\u201d";
}

std::string at_line(const Range& r)
{
    return r.empty() ? std::string() : " (line " + std::to_string(r.line) + ")";
}

} // namespace

StateCursor::StateCursor(const Trace& trace)
    : m_trace(trace)
{
    m_snapshots.push_back(m_state);
    for (const Event& e : trace.events())
        if (e.kind == EventKind::Frame)
            (e.sub ? m_presented_times : m_skipped_times).push_back(e.time);
    std::sort(m_presented_times.begin(), m_presented_times.end());
    std::sort(m_skipped_times.begin(), m_skipped_times.end());
}

void StateCursor::count_frames()
{
    auto upto = [&](const std::vector<double>& times) {
        return static_cast<int>(std::upper_bound(times.begin(), times.end(), m_state.time) - times.begin());
    };
    m_state.frames_presented = upto(m_presented_times);
    m_state.frames_skipped = upto(m_skipped_times);
}

const State& StateCursor::seek(size_t cursor)
{
    cursor = std::min(cursor, m_trace.events().size());
    if (cursor < m_state.cursor) {
        size_t k = std::min(cursor / kSnapshotEvery, m_snapshots.size() - 1);
        m_state = m_snapshots[k];
    }
    const auto& events = m_trace.events();
    while (m_state.cursor < cursor) {
        apply(events[m_state.cursor]);
        ++m_state.cursor;
        if (m_state.cursor % kSnapshotEvery == 0 && m_state.cursor / kSnapshotEvery == m_snapshots.size())
            m_snapshots.push_back(m_state);
    }
    count_frames();
    return m_state;
}

void StateCursor::apply(const Event& e)
{
    State& s = m_state;
    const Trace& t = m_trace;
    s.time = std::max(s.time, e.time);
    switch (e.kind) {
    case EventKind::TaskQueued:
        s.tasks.push_back({ e.id, t.string(e.text), e.range, e.sub, e.time, e.value });
        break;
    case EventKind::TaskBegin:
        erase_id(s.tasks, e.id);
        s.in_task = true;
        s.task_id = e.id;
        s.task_source = static_cast<TaskSource>(e.sub);
        s.task_label = t.string(e.text);
        break;
    case EventKind::TaskEnd:
        s.in_task = false;
        s.in_job = false;
        s.stack.clear();
        s.statement = {};
        break;
    case EventKind::JobQueued:
        if (e.sub == kJobTick)
            s.ticks.push_back({ e.id, t.string(e.text), e.range, e.sub, e.time, 0 });
        else
            s.microtasks.push_back({ e.id, t.string(e.text), e.range, e.sub, e.time, 0 });
        break;
    case EventKind::JobBegin: {
        bool tick = (e.id & 0x80000000u) != 0;
        auto& list = tick ? s.ticks : s.microtasks;
        auto it = std::find_if(list.begin(), list.end(), [&](const QueuedItem& q) { return q.id == e.id; });
        s.in_job = true;
        s.job_id = e.id;
        s.job_kind = tick ? kJobTick : it != list.end() ? it->kind : 0;
        s.job_label = it != list.end() ? it->label : std::string(tick ? "process.nextTick" : "microtask");
        if (it != list.end())
            list.erase(it);
        break;
    }
    case EventKind::JobEnd:
        s.in_job = false;
        s.stack.clear();
        s.statement = {};
        break;
    case EventKind::CallPush:
        s.stack.push_back({ e.id, t.string(e.text), e.range, {} });
        break;
    case EventKind::CallPop:
        if (!s.stack.empty())
            s.stack.pop_back();
        s.statement = s.stack.empty() ? Range {} : s.stack.back().statement; // back in the caller's statement
        break;
    case EventKind::Step:
        s.statement = e.range;
        if (!s.stack.empty())
            s.stack.back().statement = e.range;
        break;
    case EventKind::HostAdd:
        s.host_work.push_back({ e.id, t.string(e.text), e.range, e.sub, e.time, e.value });
        break;
    case EventKind::HostDone:
    case EventKind::HostCancel:
        erase_id(s.host_work, e.id);
        break;
    case EventKind::WorkBegin: {
        if (s.workers.size() <= e.sub)
            s.workers.resize(e.sub + 1u);
        auto it = std::find_if(s.host_work.begin(), s.host_work.end(), [&](const QueuedItem& q) { return q.id == e.id; });
        s.workers[e.sub] = { true, it != s.host_work.end() ? it->label : std::string("work"), e.time };
        break;
    }
    case EventKind::WorkEnd:
        if (s.workers.size() > e.sub)
            s.workers[e.sub] = {};
        break;
    case EventKind::Phase:
        s.phase = e.sub;
        break;
    case EventKind::RenderBegin:
        s.rendering = true;
        s.render_step = -1;
        break;
    case EventKind::RenderStep:
        s.render_step = e.sub;
        break;
    case EventKind::RenderEnd:
        s.rendering = false;
        s.render_step = -1;
        break;
    case EventKind::Frame:
        if (e.sub)
            s.page = t.string(e.text);
        break;
    case EventKind::Console:
        s.console.push_back(s.cursor);
        break;
    case EventKind::RunEnd:
        s.ended = true;
        s.end_reason = t.string(e.text);
        s.stack.clear();
        s.in_task = s.in_job = false;
        break;
    default:
        break;
    }
}

std::vector<MessageLink> message_links(const Trace& t)
{
    std::vector<MessageLink> out;
    const bool node = t.host == "node";
    const auto& events = t.events();
    std::vector<size_t> open;    // messages being received (between their HostAdd and HostDone)
    std::vector<size_t> waiting; // received, their task not yet queued (Node), oldest first
    size_t next_waiting = 0;
    for (size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        if (e.kind == EventKind::HostAdd && e.sub == static_cast<uint8_t>(HostWork::Message)) {
            std::string text = t.string(e.text);
            const std::string prefix = "message from ";
            out.push_back({ i, 0, e.ref, e.value, e.time, text.rfind(prefix, 0) == 0 ? text.substr(prefix.size()) : text });
            open.push_back(out.size() - 1);
        } else if (e.kind == EventKind::HostDone && !open.empty()) {
            auto it = std::find_if(open.begin(), open.end(), [&](size_t k) { return events[out[k].arrival].id == e.id; });
            if (it == open.end())
                continue;
            if (node && out[*it].task == 0)
                waiting.push_back(*it);
            open.erase(it);
        } else if (e.kind == EventKind::TaskQueued) {
            if (!open.empty()) {
                for (size_t k : open)
                    if (out[k].task == 0) {
                        out[k].task = e.id;
                        break;
                    }
            } else if (node && next_waiting < waiting.size() && static_cast<TaskSource>(e.sub) == TaskSource::IO
                && t.string(e.text).rfind("MessagePort message", 0) == 0) {
                out[waiting[next_waiting++]].task = e.id;
            }
        }
    }
    return out;
}

std::string describe_message(const MessageLink& link)
{
    return "message from " + link.sender + ", posted at " + ms(link.posted);
}

std::vector<size_t> step_points(const Trace& trace)
{
    std::vector<size_t> out;
    const auto& events = trace.events();
    std::vector<uint32_t> messages; // host work ids of messages from other threads (their HostDone is no step)
    for (size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == EventKind::HostAdd && events[i].sub == static_cast<uint8_t>(HostWork::Message))
            messages.push_back(events[i].id);
        if (events[i].kind == EventKind::HostDone && !messages.empty()
            && std::find(messages.begin(), messages.end(), events[i].id) != messages.end())
            continue;
        switch (events[i].kind) {
        case EventKind::CallPush:
        case EventKind::CallPop:
        case EventKind::JobEnd:
        case EventKind::TaskEnd:
        case EventKind::WorkEnd:
        case EventKind::RunStart:
        case EventKind::Dropped:
        case EventKind::RenderEnd:
            continue;
        default:
            out.push_back(i);
        }
    }
    return out;
}

std::string explain(const Trace& t, size_t index)
{
    const auto& events = t.events();
    if (index >= events.size())
        return "The run is over.";
    const Event& e = events[index];
    const bool node = t.host == "node";
    const std::string text = t.string(e.text);
    switch (e.kind) {
    case EventKind::RunStart:
        return node ? "Node starts the process and runs the main module." : "The browser loads the page.";
    case EventKind::TaskQueued: {
        auto source = static_cast<TaskSource>(e.sub);
        switch (source) {
        case TaskSource::Script:
            return node ? "Node loads the main module; it runs to its end before the event loop starts."
                        : "The page loads and its <script> becomes the first task.";
        case TaskSource::Immediate: return "The check phase takes the next setImmediate callback.";
        case TaskSource::IO: return "A finished I/O operation is picked up in the poll phase.";
        case TaskSource::Process: return "The event loop has nothing left to do.";
        case TaskSource::Timer:
            if (node)
                return "The timers phase takes the next due timer.";
            return "The timer is due, so its callback waits as a task in the timer queue (HTML: run steps after a timeout).";
        case TaskSource::UserInteraction: return "The user's input reached the main thread: its events wait as a user-interaction task, which the browser picks before other tasks.";
        case TaskSource::Rendering: return "A vsync arrived and the page needs a new frame, so a rendering task is queued (HTML: update the rendering).";
        case TaskSource::PostedMessage: return "A message was posted: delivering it is a task on the posted-message source, not a microtask.";
        case TaskSource::Networking: return "The network answered: the response waits as a networking task (Fetch: queue a fetch task).";
        case TaskSource::Scheduler: return "scheduler.postTask / scheduler.yield queued a task with a priority (Prioritized Task Scheduling).";
        case TaskSource::Idle: return "The loop had nothing else to do, so an idle period started and an idle-callback task is queued (requestIdleCallback).";
        case TaskSource::DOMManipulation: return "After the microtask checkpoint, the browser queues a task to report promises rejected without a handler (HTML: notify about rejected promises).";
        default: return "A task is queued: " + text + ".";
        }
    }
    case EventKind::TaskBegin: {
        auto source = static_cast<TaskSource>(e.sub);
        switch (source) {
        case TaskSource::Script:
            return node ? "Node runs the main module from top to bottom; callbacks it schedules wait until it ends."
                        : "The page's script runs as one task; nothing else can run until it ends (HTML: event loop processing model).";
        case TaskSource::Timer:
            return node ? "The timers phase found this timer due, so Node calls it; nextTicks and promise jobs run right after it (lib/internal/timers.js)."
                        : "The oldest runnable task is this timer's: its callback runs now, then a microtask checkpoint (HTML event loop, step 2).";
        case TaskSource::UserInteraction: return "The input task runs first because browsers give input priority: the events are dispatched to their listeners.";
        case TaskSource::Rendering: return "The browser updates the rendering: requestAnimationFrame callbacks, then style, layout and paint (HTML: update the rendering).";
        case TaskSource::Idle: return "The thread is idle before the next frame or timer, so one requestIdleCallback callback runs with a deadline (requestIdleCallback: idle periods).";
        case TaskSource::PostedMessage: return "The posted message is delivered: its listener runs as a task of its own.";
        case TaskSource::Networking: return "A networking task runs: the fetch response (or its body) is handed to the page, resolving a promise.";
        case TaskSource::DOMManipulation: return "A DOM-manipulation task runs (here: the unhandledrejection event).";
        case TaskSource::Scheduler: return "A scheduler task runs; its priority decided when it could go (user-blocking > user-visible > background; yield continuations go first).";
        case TaskSource::Immediate: return "The check phase runs the setImmediate callbacks that were queued before it started.";
        case TaskSource::IO: return "The poll phase delivers a finished I/O operation, and its callback runs now (libuv poll phase).";
        case TaskSource::Close: return "The close phase runs close callbacks.";
        case TaskSource::Process: return "The event loop is empty: Node emits " + text.substr(text.find('\'')) + " before the process ends.";
        default: return "A task runs: " + text + ".";
        }
    }
    case EventKind::JobQueued: {
        std::string where = at_line(e.range);
        switch (static_cast<JobKind>(e.sub)) {
        case JobKind::PromiseReaction: return "A promise settled, so its reaction is queued as a microtask" + where + " (ECMA-262: NewPromiseReactionJob).";
        case JobKind::PromiseResolveThenable: return "A promise was resolved with another thenable: a job to call its then() is queued" + where + " (NewPromiseResolveThenableJob).";
        case JobKind::AwaitContinuation: return "await: the rest of the async function is queued as a microtask for when the promise settles" + where + ".";
        case JobKind::QueueMicrotask: return "queueMicrotask queues its callback at the end of the microtask queue" + where + ".";
        case JobKind::HostCallback: return "The DOM changed under a MutationObserver: one microtask is queued for the whole batch of records (DOM: queue a mutation observer microtask).";
        case JobKind::NextTick: return "process.nextTick queues its callback in Node's nextTick queue" + where + ", which runs before promise jobs.";
        default: return "A microtask is queued" + where + ".";
        }
    }
    case EventKind::JobBegin: {
        // The first microtask after a callback: the stack just became empty.
        bool first = true;
        for (size_t i = index; i-- > 0;) {
            EventKind k = events[i].kind;
            if (k == EventKind::JobEnd) {
                first = false;
                break;
            }
            if (k == EventKind::TaskBegin || k == EventKind::JobBegin)
                break;
        }
        bool tick = (e.id & 0x80000000u) != 0;
        JobKind kind = JobKind::PromiseReaction;
        for (size_t i = index; i-- > 0;)
            if (events[i].kind == EventKind::JobQueued && events[i].id == e.id) {
                kind = static_cast<JobKind>(events[i].sub);
                break;
            }
        std::string what = tick ? "a process.nextTick callback"
            : kind == JobKind::AwaitContinuation ? "an async function continues after its await"
            : kind == JobKind::QueueMicrotask ? "a queueMicrotask callback"
            : kind == JobKind::HostCallback ? "the MutationObserver callback"
            : kind == JobKind::PromiseResolveThenable ? "a resolve-thenable job"
                                : "a promise reaction (a then/catch/finally handler)";
        std::string head = first
            ? (node ? "The callback returned and the stack is empty, so Node drains its queues (nextTick first, then promises): "
                    : "The callback returned and the stack is empty, so the browser runs a microtask checkpoint: ")
            : (tick ? "Node keeps draining the nextTick queue: " : "The microtask queue is not empty yet, so the next one runs: ");
        return head + what + ".";
    }
    case EventKind::Step:
        return "Line " + std::to_string(e.range.line) + " runs.";
    case EventKind::CallPush:
        return text + " is called: a new frame goes on the call stack.";
    case EventKind::CallPop:
        return "The function returns: its frame leaves the call stack.";
    case EventKind::HostAdd: {
        auto work = static_cast<HostWork>(e.sub);
        switch (work) {
        case HostWork::Timer:
        case HostWork::Interval:
            return text + " registers a timer due at " + ms(e.value) + "; the callback waits outside the stack until then.";
        case HostWork::Immediate: return "setImmediate queues its callback for the next check phase.";
        case HostWork::AnimationFrame: return "requestAnimationFrame: the callback will run in the next rendering update, just before paint.";
        case HostWork::IdleCallback: return "requestIdleCallback: the callback waits until the thread is idle.";
        case HostWork::Fetch: return "fetch sends the request; the network answers at about " + ms(e.value) + ".";
        case HostWork::File: return text + ": the work goes to libuv's threadpool; the main thread carries on.";
        case HostWork::Crypto: return text + ": the hashing runs on a threadpool thread, not on the main thread.";
        case HostWork::Dns: return text + ": getaddrinfo runs on the threadpool.";
        case HostWork::Network: return text + ": the data travels over the network, no thread needed.";
        case HostWork::Message: {
            std::string what = "A " + text + " arrives (posted at " + ms(e.value) + ")";
            return node ? what + ": it waits in the port's queue until the poll phase runs the port's 'message' listener, as a callback of its own."
                        : what + ": delivering it is a task on this thread's own event loop (the posted-message source), never a microtask.";
        }
        default: return text + " is registered with the host.";
        }
    }
    case EventKind::HostDone:
        return "Host work completed; its callback can be queued.";
    case EventKind::HostCancel:
        return "The pending work was cancelled (cleared before it ran).";
    case EventKind::WorkBegin:
        return "A threadpool thread starts the work.";
    case EventKind::WorkEnd:
        return "A threadpool thread finished; the callback waits for the poll phase.";
    case EventKind::Phase: {
        switch (static_cast<Phase>(e.sub)) {
        case Phase::Timers: return "The loop enters the timers phase: due setTimeout/setInterval callbacks run.";
        case Phase::Pending: return "The pending phase: I/O callbacks deferred from the last iteration.";
        case Phase::Idle: return "idle: libuv's internal bookkeeping.";
        case Phase::Prepare: return "prepare: libuv's internal bookkeeping before polling.";
        case Phase::Poll: return "The poll phase: wait for I/O (at most until the next timer, not at all if immediates wait) and run finished I/O callbacks.";
        case Phase::Check: return "The check phase: setImmediate callbacks run.";
        case Phase::Close: return "The close phase: close callbacks run.";
        }
        return "The loop moves to another phase.";
    }
    case EventKind::RenderBegin:
        return "Rendering starts for the vsync at " + ms(e.value) + ".";
    case EventKind::RenderStep:
        switch (static_cast<RenderStep>(e.sub)) {
        case RenderStep::AnimationFrames: return "requestAnimationFrame callbacks ran (a microtask checkpoint after each).";
        case RenderStep::Style: return "Style: the browser works out the CSS of the changed elements.";
        case RenderStep::Layout: return "Layout: sizes and positions are computed.";
        case RenderStep::Paint: return "Paint: the page is drawn for this frame.";
        }
        return "A rendering step.";
    case EventKind::Frame:
        return e.sub ? "The frame reaches the screen: this is what the user sees now."
                     : "A vsync passed while the main thread was busy: the user got no new frame (a dropped frame).";
    case EventKind::Console:
        return "console.log prints " + quoted(text) + ".";
    case EventKind::Error:
        return e.sub ? "The run stops: " + text : "An error is reported, and the page carries on: " + text;
    case EventKind::Input:
        return "The user: " + text + ".";
    case EventKind::Note:
        return e.sub == kNoteUnpromisedOrder ? "Either order is possible here: " + text : "Note: " + text;
    case EventKind::RunEnd: // the reason may already be a sentence of its own
        return "The run ends: " + text + (!text.empty() && text.back() == '.' ? "" : ".");
    default:
        return "";
    }
}

std::string transcript(const Trace& t)
{
    std::string out;
    for (size_t i : step_points(t)) {
        const Event& e = t.events()[i];
        char head[48];
        std::snprintf(head, sizeof head, "%9.3f ms  ", e.time);
        out += head;
        out += explain(t, i);
        out += '\n';
    }
    return out;
}

} // namespace evloop::trace
