#include "core/trace/trace_state.h"
#include "core/util/messages.h"
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
    return r.empty() ? std::string() : msg::text(Msg::trace_at_line, { { "line", r.line } });
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
            // Host::message_arrived: "message from {sender}" (label_message_from).
            const std::string& text = t.string(e.text);
            const TextMessage* m = t.message_of(text);
            std::string sender = m && m->id == Msg::label_message_from && !m->args.empty() ? m->args[0].second : text;
            out.push_back({ i, 0, e.ref, e.value, e.time, std::move(sender) });
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
    return msg::text(Msg::trace_message_from, { { "sender", link.sender }, { "at", ms(link.posted) } });
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
        return msg::text(Msg::trace_run_over);
    const Event& e = events[index];
    const bool node = t.host == "node";
    // A label or stop reason the host recorded as a message is said in the current
    // language (Trace::message); any other text as it is.
    const std::string& english = t.string(e.text);
    const std::string label = shown_text(t, english);
    switch (e.kind) {
    case EventKind::RunStart:
        return msg::text(node ? Msg::trace_run_start_node : Msg::trace_run_start_browser);
    case EventKind::TaskQueued: {
        auto source = static_cast<TaskSource>(e.sub);
        switch (source) {
        case TaskSource::Script: return msg::text(node ? Msg::trace_queued_script_node : Msg::trace_queued_script_browser);
        case TaskSource::Immediate: return msg::text(Msg::trace_queued_immediate);
        case TaskSource::IO: return msg::text(Msg::trace_queued_io);
        case TaskSource::Process: return msg::text(Msg::trace_queued_process);
        case TaskSource::Timer: return msg::text(node ? Msg::trace_queued_timer_node : Msg::trace_queued_timer_browser);
        case TaskSource::UserInteraction: return msg::text(Msg::trace_queued_input);
        case TaskSource::Rendering: return msg::text(Msg::trace_queued_rendering);
        case TaskSource::PostedMessage: return msg::text(Msg::trace_queued_message);
        case TaskSource::Networking: return msg::text(Msg::trace_queued_networking);
        case TaskSource::Scheduler: return msg::text(Msg::trace_queued_scheduler);
        case TaskSource::Idle: return msg::text(Msg::trace_queued_idle);
        case TaskSource::DOMManipulation: return msg::text(Msg::trace_queued_dom);
        default: return msg::text(Msg::trace_queued_other, { { "task", label } });
        }
    }
    case EventKind::TaskBegin: {
        auto source = static_cast<TaskSource>(e.sub);
        switch (source) {
        case TaskSource::Script: return msg::text(node ? Msg::trace_begin_script_node : Msg::trace_begin_script_browser);
        case TaskSource::Timer: return msg::text(node ? Msg::trace_begin_timer_node : Msg::trace_begin_timer_browser);
        case TaskSource::UserInteraction: return msg::text(Msg::trace_begin_input);
        case TaskSource::Rendering: return msg::text(Msg::trace_begin_rendering);
        case TaskSource::Idle: return msg::text(Msg::trace_begin_idle);
        case TaskSource::PostedMessage: return msg::text(Msg::trace_begin_message);
        case TaskSource::Networking: return msg::text(Msg::trace_begin_networking);
        case TaskSource::DOMManipulation: return msg::text(Msg::trace_begin_dom);
        case TaskSource::Scheduler: return msg::text(Msg::trace_begin_scheduler);
        case TaskSource::Immediate: return msg::text(Msg::trace_begin_immediate);
        case TaskSource::IO: return msg::text(Msg::trace_begin_io);
        case TaskSource::Close: return msg::text(Msg::trace_begin_close);
        case TaskSource::Process: return msg::text(Msg::trace_begin_process, { { "event", english.substr(english.find('\'')) } });
        default: return msg::text(Msg::trace_begin_other, { { "task", label } });
        }
    }
    case EventKind::JobQueued: {
        std::string where = at_line(e.range);
        switch (static_cast<JobKind>(e.sub)) {
        case JobKind::PromiseReaction: return msg::text(Msg::trace_job_reaction, { { "where", where } });
        case JobKind::PromiseResolveThenable: return msg::text(Msg::trace_job_thenable, { { "where", where } });
        case JobKind::AwaitContinuation: return msg::text(Msg::trace_job_await, { { "where", where } });
        case JobKind::QueueMicrotask: return msg::text(Msg::trace_job_queue_microtask, { { "where", where } });
        case JobKind::HostCallback: return msg::text(Msg::trace_job_mutation);
        case JobKind::NextTick: return msg::text(Msg::trace_job_next_tick, { { "where", where } });
        default: return msg::text(Msg::trace_job_other, { { "where", where } });
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
        std::string what = msg::text(tick ? Msg::trace_job_what_tick
                : kind == JobKind::AwaitContinuation      ? Msg::trace_job_what_await
                : kind == JobKind::QueueMicrotask         ? Msg::trace_job_what_queue_microtask
                : kind == JobKind::HostCallback           ? Msg::trace_job_what_mutation
                : kind == JobKind::PromiseResolveThenable ? Msg::trace_job_what_thenable
                                                          : Msg::trace_job_what_reaction);
        Msg head = first ? (node ? Msg::trace_job_first_node : Msg::trace_job_first_browser)
                         : (tick ? Msg::trace_job_next_tick_again : Msg::trace_job_next);
        return msg::text(head, { { "what", what } });
    }
    case EventKind::Step:
        return msg::text(Msg::trace_step, { { "line", e.range.line } });
    case EventKind::CallPush:
        return msg::text(Msg::trace_call, { { "function", label } });
    case EventKind::CallPop:
        return msg::text(Msg::trace_return);
    case EventKind::HostAdd: {
        auto work = static_cast<HostWork>(e.sub);
        switch (work) {
        case HostWork::Timer:
        case HostWork::Interval:
            return msg::text(Msg::trace_host_timer, { { "call", label }, { "due", ms(e.value) } });
        case HostWork::Immediate: return msg::text(Msg::trace_host_immediate);
        case HostWork::AnimationFrame: return msg::text(Msg::trace_host_animation_frame);
        case HostWork::IdleCallback: return msg::text(Msg::trace_host_idle);
        case HostWork::Fetch: return msg::text(Msg::trace_host_fetch, { { "at", ms(e.value) } });
        case HostWork::File: return msg::text(Msg::trace_host_file, { { "call", label } });
        case HostWork::Crypto: return msg::text(Msg::trace_host_crypto, { { "call", label } });
        case HostWork::Dns: return msg::text(Msg::trace_host_dns, { { "call", label } });
        case HostWork::Network: return msg::text(Msg::trace_host_network, { { "call", label } });
        case HostWork::Message:
            return msg::text(node ? Msg::trace_host_message_node : Msg::trace_host_message_browser,
                { { "message", label }, { "at", ms(e.value) } });
        default: return msg::text(Msg::trace_host_other, { { "call", label } });
        }
    }
    case EventKind::HostDone:
        return msg::text(Msg::trace_host_done);
    case EventKind::HostCancel:
        return msg::text(Msg::trace_host_cancel);
    case EventKind::WorkBegin:
        return msg::text(Msg::trace_work_begin);
    case EventKind::WorkEnd:
        return msg::text(Msg::trace_work_end);
    case EventKind::Phase: {
        switch (static_cast<Phase>(e.sub)) {
        case Phase::Timers: return msg::text(Msg::trace_phase_timers);
        case Phase::Pending: return msg::text(Msg::trace_phase_pending);
        case Phase::Idle: return msg::text(Msg::trace_phase_idle);
        case Phase::Prepare: return msg::text(Msg::trace_phase_prepare);
        case Phase::Poll: return msg::text(Msg::trace_phase_poll);
        case Phase::Check: return msg::text(Msg::trace_phase_check);
        case Phase::Close: return msg::text(Msg::trace_phase_close);
        }
        return msg::text(Msg::trace_phase_other);
    }
    case EventKind::RenderBegin:
        return msg::text(Msg::trace_render_begin, { { "at", ms(e.value) } });
    case EventKind::RenderStep:
        switch (static_cast<RenderStep>(e.sub)) {
        case RenderStep::AnimationFrames: return msg::text(Msg::trace_render_animation_frames);
        case RenderStep::Style: return msg::text(Msg::trace_render_style);
        case RenderStep::Layout: return msg::text(Msg::trace_render_layout);
        case RenderStep::Paint: return msg::text(Msg::trace_render_paint);
        }
        return msg::text(Msg::trace_render_other);
    case EventKind::Frame:
        return msg::text(e.sub ? Msg::trace_frame_presented : Msg::trace_frame_dropped);
    case EventKind::Console:
        return msg::text(Msg::trace_console, { { "text", quoted(english) } });
    case EventKind::Error:
        return msg::text(e.sub ? Msg::trace_error_fatal : Msg::trace_error_reported, { { "error", label } });
    case EventKind::Input:
        return msg::text(Msg::trace_input, { { "input", english } });
    case EventKind::Note:
        return msg::text(e.sub == kNoteUnpromisedOrder ? Msg::trace_note_either_order : Msg::trace_note, { { "note", label } });
    case EventKind::RunEnd: // the reason may already be a sentence of its own
        return msg::text(!english.empty() && english.back() == '.' ? Msg::trace_run_end_sentence : Msg::trace_run_end, { { "reason", label } });
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
