#include "core/trace/trace.h"
#include <algorithm>

namespace evloop::trace {

const char* event_kind_name(EventKind kind)
{
    switch (kind) {
    case EventKind::RunStart: return "run-start";
    case EventKind::RunEnd: return "run-end";
    case EventKind::TaskQueued: return "task-queued";
    case EventKind::TaskBegin: return "task-begin";
    case EventKind::TaskEnd: return "task-end";
    case EventKind::JobQueued: return "job-queued";
    case EventKind::JobBegin: return "job-begin";
    case EventKind::JobEnd: return "job-end";
    case EventKind::CallPush: return "call-push";
    case EventKind::CallPop: return "call-pop";
    case EventKind::Step: return "step";
    case EventKind::HostAdd: return "host-add";
    case EventKind::HostDone: return "host-done";
    case EventKind::HostCancel: return "host-cancel";
    case EventKind::WorkBegin: return "work-begin";
    case EventKind::WorkEnd: return "work-end";
    case EventKind::Phase: return "phase";
    case EventKind::RenderBegin: return "render-begin";
    case EventKind::RenderStep: return "render-step";
    case EventKind::RenderEnd: return "render-end";
    case EventKind::Frame: return "frame";
    case EventKind::Console: return "console";
    case EventKind::Error: return "error";
    case EventKind::Input: return "input";
    case EventKind::Note: return "note";
    case EventKind::Dropped: return "dropped";
    }
    return "?";
}

const char* task_source_name(TaskSource source)
{
    switch (source) {
    case TaskSource::Script: return "script";
    case TaskSource::Timer: return "timer";
    case TaskSource::UserInteraction: return "user interaction";
    case TaskSource::Networking: return "networking";
    case TaskSource::PostedMessage: return "posted message";
    case TaskSource::DOMManipulation: return "DOM manipulation";
    case TaskSource::Rendering: return "rendering";
    case TaskSource::Idle: return "idle";
    case TaskSource::Scheduler: return "scheduler";
    case TaskSource::Immediate: return "immediate";
    case TaskSource::IO: return "I/O";
    case TaskSource::Close: return "close";
    case TaskSource::Process: return "process";
    case TaskSource::Count: break;
    }
    return "?";
}

const char* host_work_name(HostWork work)
{
    switch (work) {
    case HostWork::Timer: return "timer";
    case HostWork::Interval: return "interval";
    case HostWork::Immediate: return "immediate";
    case HostWork::AnimationFrame: return "animation frame";
    case HostWork::IdleCallback: return "idle callback";
    case HostWork::Fetch: return "fetch";
    case HostWork::File: return "file";
    case HostWork::Crypto: return "crypto";
    case HostWork::Dns: return "dns";
    case HostWork::Zlib: return "zlib";
    case HostWork::Network: return "network";
    case HostWork::Message: return "message";
    case HostWork::Input: return "input";
    case HostWork::ScheduledTask: return "scheduled task";
    case HostWork::Other: return "other";
    }
    return "?";
}

const char* job_kind_name(JobKind kind)
{
    switch (kind) {
    case JobKind::PromiseReaction: return "promise reaction";
    case JobKind::PromiseResolveThenable: return "resolve thenable";
    case JobKind::AwaitContinuation: return "await continuation";
    case JobKind::QueueMicrotask: return "queueMicrotask";
    case JobKind::HostCallback: return "host callback";
    case JobKind::NextTick: return "process.nextTick";
    }
    return "job";
}

const char* phase_step_name(int step)
{
    static const char* names[kPhaseSteps] = { "timers", "pending", "idle/prepare", "poll", "check", "close" };
    return step >= 0 && step < kPhaseSteps ? names[step] : "?";
}

int phase_step(Phase phase)
{
    switch (phase) {
    case Phase::Timers: return 0;
    case Phase::Pending: return 1;
    case Phase::Idle:
    case Phase::Prepare: return 2;
    case Phase::Poll: return 3;
    case Phase::Check: return 4;
    case Phase::Close: return 5;
    }
    return -1;
}

void Metrics::task_ran(double start, double duration, uint32_t id, const std::string& label, bool runaway)
{
    if (duration <= kLongTaskMs && !runaway)
        return;
    long_tasks.push_back({ start, duration, id, label });
    total_blocking_time += std::max(0.0, duration - kLongTaskMs);
}

const char* phase_name(Phase phase)
{
    switch (phase) {
    case Phase::Timers: return "timers";
    case Phase::Pending: return "pending";
    case Phase::Idle: return "idle";
    case Phase::Prepare: return "prepare";
    case Phase::Poll: return "poll";
    case Phase::Check: return "check";
    case Phase::Close: return "close";
    }
    return "?";
}

const char* render_step_name(RenderStep step)
{
    switch (step) {
    case RenderStep::AnimationFrames: return "animation frames";
    case RenderStep::Style: return "style";
    case RenderStep::Layout: return "layout";
    case RenderStep::Paint: return "paint";
    }
    return "?";
}

const Metrics::Interaction* Metrics::inp() const
{
    // web-vitals InteractionManager: the 10 longest, report index min(n-1, count/50).
    std::vector<const Interaction*> done;
    for (const Interaction& i : interactions)
        if (i.complete)
            done.push_back(&i);
    if (done.empty())
        return nullptr;
    std::stable_sort(done.begin(), done.end(), [](const Interaction* a, const Interaction* b) { return a->duration() > b->duration(); });
    if (done.size() > 10)
        done.resize(10);
    size_t index = std::min(done.size() - 1, interactions.size() / 50);
    return done[index];
}

const char* Metrics::rating(double inp_ms)
{
    if (inp_ms <= 200)
        return "good";
    if (inp_ms <= 500)
        return "needs improvement";
    return "poor";
}

Trace::Trace()
{
    m_strings.emplace_back();
    m_string_index.emplace("", 0);
}

Detail Trace::level_of(EventKind kind)
{
    switch (kind) {
    case EventKind::CallPush:
    case EventKind::CallPop:
    case EventKind::Step:
        return Detail::Full;
    case EventKind::JobQueued:
    case EventKind::JobBegin:
    case EventKind::JobEnd:
        return Detail::Jobs;
    default:
        return Detail::Tasks;
    }
}

bool Trace::wants(EventKind kind) const
{
    if (m_events.size() >= m_limits.hard_cap)
        return kind == EventKind::Console || kind == EventKind::Error || kind == EventKind::RunEnd || kind == EventKind::Note;
    return level_of(kind) <= m_detail;
}

void Trace::downgrade(Detail to, double time)
{
    m_detail = to;
    Event& e = m_events.emplace_back();
    e.kind = EventKind::Dropped;
    e.time = time;
    e.sub = static_cast<uint8_t>(to);
    e.text = intern(to == Detail::Jobs ? "from here on the trace keeps tasks and jobs, not statements"
                                       : "from here on the trace keeps tasks only, not microtasks");
}

Event* Trace::record(EventKind kind, double time)
{
    if (m_detail == Detail::Full && m_events.size() >= m_limits.full_cap)
        downgrade(Detail::Jobs, time);
    if (m_detail == Detail::Jobs && m_events.size() >= m_limits.jobs_cap)
        downgrade(Detail::Tasks, time);
    if (!wants(kind)) {
        ++m_dropped;
        return nullptr;
    }
    Event& e = m_events.emplace_back();
    e.kind = kind;
    e.time = time;
    return &e;
}

uint32_t Trace::intern(std::string_view s)
{
    auto it = m_string_index.find(s);
    if (it != m_string_index.end())
        return it->second;
    uint32_t index = static_cast<uint32_t>(m_strings.size());
    m_strings.emplace_back(s);
    m_string_index.emplace(std::string(s), index);
    return index;
}

bool Trace::restore(std::vector<Event> events, std::vector<std::string> strings, Detail detail, size_t dropped)
{
    if (strings.empty() || !strings[0].empty())
        return false;
    decltype(m_string_index) index;
    index.reserve(strings.size());
    for (size_t i = 0; i < strings.size(); ++i)
        if (!index.emplace(strings[i], static_cast<uint32_t>(i)).second)
            return false;
    m_events = std::move(events);
    m_strings = std::move(strings);
    m_string_index = std::move(index);
    m_detail = detail;
    m_dropped = dropped;
    return true;
}

std::string Trace::message(Msg id, msg::Args args)
{
    return message(id, std::vector<msg::Arg>(args));
}

std::string Trace::message(Msg id, const std::vector<msg::Arg>& args)
{
    std::string text = msg::english_text(id, args);
    if (m_messages.find(text) == m_messages.end()) {
        TextMessage m { id, 0, {} };
        for (const msg::Arg& a : args)
            m.args.emplace_back(std::string(a.name), a.value);
        m_messages.emplace(text, std::move(m));
    }
    return text;
}

std::string Trace::plural_message(Msg id, long long count, msg::Args args)
{
    std::vector<msg::Arg> all(args);
    std::string text = msg::english_plural(id, count, all);
    if (m_messages.find(text) == m_messages.end()) {
        TextMessage m { id, count, {} };
        for (const msg::Arg& a : all)
            m.args.emplace_back(std::string(a.name), a.value);
        m_messages.emplace(text, std::move(m));
    }
    return text;
}

std::string Trace::part_message(Msg id)
{
    std::string text(msg::english(id));
    if (m_messages.find(text) == m_messages.end())
        m_messages.emplace(text, TextMessage { id, 0, {}, true });
    return text;
}

const TextMessage* Trace::message_of(std::string_view text) const
{
    if (m_messages.empty())
        return nullptr;
    auto it = m_messages.find(text);
    return it == m_messages.end() ? nullptr : &it->second;
}

bool Trace::restore_messages(std::map<std::string, TextMessage, std::less<>> messages)
{
    for (const auto& [text, m] : messages)
        if (static_cast<size_t>(m.id) >= msg::count() || english_text(m) != text)
            return false;
    m_messages = std::move(messages);
    return true;
}

namespace {

std::vector<msg::Arg> args_of(const TextMessage& m, const std::vector<std::string>& values)
{
    std::vector<msg::Arg> out;
    out.reserve(m.args.size());
    for (size_t i = 0; i < m.args.size(); ++i)
        out.emplace_back(m.args[i].first, values[i]);
    return out;
}

std::string shown_text_at(const Trace& run, std::string_view text, int depth)
{
    const TextMessage* m = depth < 4 ? find_message(run, text, depth > 0) : nullptr;
    if (!m)
        return std::string(text);
    std::vector<std::string> values;
    values.reserve(m->args.size());
    for (const auto& [name, value] : m->args)
        values.push_back(name == "count" ? value : shown_text_at(run, value, depth + 1));
    if (msg::is_plural(m->id)) {
        // plural() adds {count} itself.
        std::vector<msg::Arg> args;
        for (size_t i = 0; i < m->args.size(); ++i)
            if (m->args[i].first != "count")
                args.emplace_back(m->args[i].first, values[i]);
        return msg::plural(m->id, m->count, args);
    }
    return msg::text(m->id, args_of(*m, values));
}

} // namespace

std::string english_text(const TextMessage& m)
{
    std::vector<msg::Arg> args;
    for (const auto& [name, value] : m.args)
        if (!(msg::is_plural(m.id) && name == "count"))
            args.emplace_back(name, value);
    return msg::is_plural(m.id) ? msg::english_plural(m.id, m.count, args) : msg::english_text(m.id, args);
}

const TextMessage* find_message(const Trace& run, std::string_view text, bool parts)
{
    if (const TextMessage* m = run.message_of(text); m && (parts || !m->part))
        return m;
    for (const ThreadTrace& th : run.threads)
        if (th.trace)
            if (const TextMessage* m = find_message(*th.trace, text, parts))
                return m;
    return nullptr;
}

std::string shown_text(const Trace& run, std::string_view text)
{
    if (text.empty())
        return {};
    return shown_text_at(run, text, 0);
}

} // namespace evloop::trace
