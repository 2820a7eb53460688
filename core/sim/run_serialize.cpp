#include "core/sim/run_serialize.h"
#include "core/loop/run.h"
#include "core/util/bytes.h"

namespace evloop::sim {

using namespace evloop::trace; // the trace's types, written and read here

namespace {

constexpr char kMagic[4] = { 'E', 'V', 'L', 'R' };

using Writer = ByteWriter;
using Reader = ByteReader;

constexpr size_t kMinEventBytes = 8 + 8 + 7 + 2; // two doubles, seven varints, kind and sub

// The sub values the trace's readers (trace_state, the timeline, the exports) turn back
// into enums or use as indices.
bool valid_sub(EventKind kind, uint8_t sub)
{
    switch (kind) {
    case EventKind::TaskQueued:
    case EventKind::TaskBegin:
        return sub < static_cast<uint8_t>(TaskSource::Count);
    case EventKind::JobQueued:
        return is_job_kind(sub);
    case EventKind::HostAdd:
        return sub <= static_cast<uint8_t>(HostWork::Other);
    case EventKind::Phase:
        return sub <= static_cast<uint8_t>(Phase::Close);
    case EventKind::RenderStep:
        return sub <= static_cast<uint8_t>(RenderStep::Paint);
    case EventKind::Frame:
    case EventKind::Error:
        return sub <= 1;
    case EventKind::Note:
        return sub <= kNoteUnpromisedOrder;
    case EventKind::Console:
        return sub <= 4;
    case EventKind::Dropped:
        return sub <= static_cast<uint8_t>(Detail::Full);
    default:
        return true;
    }
}

void write_trace(Writer& w, const Trace& t)
{
    w.str(t.host);
    w.str(t.file);
    w.str(t.source);
    w.uv(t.settings.size());
    for (const auto& [key, value] : t.settings) {
        w.str(key);
        w.str(value);
    }
    w.u8(static_cast<uint8_t>(t.detail()));
    w.uv(t.dropped());
    w.f64(t.refresh_interval_ms);
    w.sv(t.exit_code);
    w.uv(t.strings().size());
    for (const std::string& s : t.strings())
        w.str(s);
    w.uv(t.events().size());
    for (const Event& e : t.events()) {
        w.f64(e.time);
        w.f64(e.value);
        w.uv(e.id);
        w.uv(e.ref);
        w.uv(e.text);
        w.uv(e.range.line);
        w.uv(e.range.column);
        w.uv(e.range.end_line);
        w.uv(e.range.end_column);
        w.u8(static_cast<uint8_t>(e.kind));
        w.u8(e.sub);
    }
    const Metrics& m = t.metrics;
    w.uv(m.long_tasks.size());
    for (const auto& lt : m.long_tasks) {
        w.f64(lt.start);
        w.f64(lt.duration);
        w.uv(lt.task);
        w.str(lt.label);
    }
    w.uv(m.interactions.size());
    for (const auto& i : m.interactions) {
        w.str(i.label);
        w.f64(i.start);
        w.f64(i.processing_start);
        w.f64(i.processing_end);
        w.f64(i.presented);
        w.u8(i.complete ? 1 : 0);
    }
    w.sv(m.frames_presented);
    w.sv(m.frames_skipped);
    w.uv(m.requests.size());
    for (const auto& r : m.requests) {
        w.str(r.label);
        w.f64(r.sent);
        w.f64(r.responded);
        w.sv(r.status);
    }
    w.uv(m.loop_delay_samples.size());
    for (double d : m.loop_delay_samples)
        w.f64(d);
    w.f64(m.total_blocking_time);
    w.uv(t.stdout_lines.size());
    for (const std::string& s : t.stdout_lines)
        w.str(s);
    w.uv(t.messages().size());
    for (const auto& [text, m] : t.messages()) {
        w.str(text);
        w.uv(static_cast<uint64_t>(m.id));
        w.sv(m.count);
        w.u8(m.part ? 1 : 0);
        w.uv(m.args.size());
        for (const auto& [name, value] : m.args) {
            w.str(name);
            w.str(value);
        }
    }
}

// The run's other threads (the main thread's trace only), each with a whole trace.
void write_threads(Writer& w, const Trace& t)
{
    w.uv(t.threads.size());
    static const Trace kEmpty;
    for (const ThreadTrace& th : t.threads) {
        w.uv(th.index);
        w.uv(th.parent);
        w.str(th.name);
        w.f64(th.start);
        w.f64(th.end);
        write_trace(w, th.trace ? *th.trace : kEmpty);
    }
}

// What is read of a trace before Trace::restore takes it.
struct TraceParts {
    uint8_t detail = 0;
    uint64_t dropped = 0;
    std::vector<std::string> strings;
    size_t event_count = 0;
    std::vector<Event> events;
};

// The trace up to its events: what the run was, the string table, the event count.
void read_trace_head(Reader& r, Trace& t, TraceParts& parts)
{
    t.host = r.str();
    t.file = r.str();
    t.source = r.str();
    size_t settings = r.count(2, "settings");
    for (size_t i = 0; i < settings && r.ok(); ++i) {
        std::string key = r.str();
        std::string value = r.str();
        t.settings.emplace_back(std::move(key), std::move(value));
    }
    parts.detail = r.u8();
    if (r.ok() && parts.detail > static_cast<uint8_t>(Detail::Full))
        r.fail("unknown detail level " + std::to_string(parts.detail));
    parts.dropped = r.uv();
    t.refresh_interval_ms = r.finite("the refresh interval");
    t.exit_code = r.int32("the trace's exit code");

    size_t string_count = r.count(1, "strings");
    parts.strings.reserve(string_count);
    for (size_t i = 0; i < string_count && r.ok(); ++i)
        parts.strings.push_back(r.str());

    parts.event_count = r.count(kMinEventBytes, "events");
    parts.events.reserve(parts.event_count);
}

// The next event, checked; false (and the reader failed) if it is damaged.
bool read_event(Reader& r, TraceParts& parts)
{
    const size_t i = parts.events.size();
    Event e;
    e.time = r.finite("an event's time");
    e.value = r.finite("an event's value");
    e.id = r.u32("an event id");
    e.ref = r.u32("an event ref");
    e.text = r.u32("an event's string");
    e.range.line = r.u32("a line");
    e.range.column = r.u32("a column");
    e.range.end_line = r.u32("a line");
    e.range.end_column = r.u32("a column");
    uint8_t kind = r.u8();
    e.sub = r.u8();
    if (!r.ok())
        return false;
    if (kind > static_cast<uint8_t>(EventKind::Dropped)) {
        r.fail("event " + std::to_string(i) + " has the unknown kind " + std::to_string(kind));
        return false;
    }
    e.kind = static_cast<EventKind>(kind);
    if (e.text >= parts.strings.size()) {
        r.fail("event " + std::to_string(i) + " names string " + std::to_string(e.text) + " of " + std::to_string(parts.strings.size()));
        return false;
    }
    if (!valid_sub(e.kind, e.sub)) {
        r.fail("event " + std::to_string(i) + " (" + event_kind_name(e.kind) + ") has the unknown sub value " + std::to_string(e.sub));
        return false;
    }
    parts.events.push_back(e);
    return true;
}

// The trace after its events: the metrics and the stdout lines.
void read_trace_tail(Reader& r, Trace& t)
{
    Metrics& m = t.metrics;
    size_t long_tasks = r.count(8 + 8 + 1 + 1, "long tasks");
    for (size_t i = 0; i < long_tasks && r.ok(); ++i) {
        Metrics::LongTask lt;
        lt.start = r.finite("a long task's start");
        lt.duration = r.finite("a long task's duration");
        lt.task = r.u32("a long task's task");
        lt.label = r.str();
        m.long_tasks.push_back(std::move(lt));
    }
    size_t interactions = r.count(1 + 4 * 8 + 1, "interactions");
    for (size_t i = 0; i < interactions && r.ok(); ++i) {
        Metrics::Interaction in;
        in.label = r.str();
        in.start = r.finite("an interaction's start");
        in.processing_start = r.finite("an interaction's processing start");
        in.processing_end = r.finite("an interaction's processing end");
        in.presented = r.finite("an interaction's presentation");
        uint8_t complete = r.u8();
        if (r.ok() && complete > 1)
            r.fail("an interaction's complete flag is not 0 or 1");
        in.complete = complete == 1;
        m.interactions.push_back(std::move(in));
    }
    m.frames_presented = r.int32("frames presented");
    m.frames_skipped = r.int32("frames skipped");
    size_t requests = r.count(1 + 8 + 8 + 1, "requests");
    for (size_t i = 0; i < requests && r.ok(); ++i) {
        Metrics::Request q;
        q.label = r.str();
        q.sent = r.finite("a request's send time");
        q.responded = r.finite("a request's response time");
        q.status = r.int32("a request's status");
        m.requests.push_back(std::move(q));
    }
    size_t samples = r.count(8, "loop delay samples");
    for (size_t i = 0; i < samples && r.ok(); ++i)
        m.loop_delay_samples.push_back(r.finite("a loop delay sample"));
    m.total_blocking_time = r.finite("the total blocking time");
    size_t lines = r.count(1, "stdout lines");
    for (size_t i = 0; i < lines && r.ok(); ++i)
        t.stdout_lines.push_back(r.str());
    std::map<std::string, TextMessage, std::less<>> messages;
    size_t message_count = r.count(1 + 1 + 1 + 1 + 1, "messages");
    for (size_t i = 0; i < message_count && r.ok(); ++i) {
        std::string text = r.str();
        TextMessage m;
        uint64_t id = r.uv();
        if (r.ok() && id >= msg::count())
            r.fail("a message names the unknown id " + std::to_string(id));
        m.id = static_cast<Msg>(id);
        m.count = r.sv();
        uint8_t part = r.u8();
        if (r.ok() && part > 1)
            r.fail("a message's part flag is not 0 or 1");
        m.part = part == 1;
        size_t args = r.count(2, "a message's arguments");
        for (size_t a = 0; a < args && r.ok(); ++a) {
            std::string name = r.str();
            std::string value = r.str();
            m.args.emplace_back(std::move(name), std::move(value));
        }
        if (r.ok() && !messages.emplace(std::move(text), std::move(m)).second)
            r.fail("a message's text is given twice");
    }
    if (r.ok() && !t.restore_messages(std::move(messages)))
        r.fail("a message's text is not its English text");
}

// The threads after the main thread's trace; each a whole trace read at once (a worker's
// events are not spread over steps).
void read_threads(Reader& r, Trace& t)
{
    constexpr size_t kMinThreadBytes = 1 + 1 + 1 + 8 + 8 + 40; // two varints, a name, two doubles, a trace
    size_t count = r.count(kMinThreadBytes, "threads");
    for (size_t i = 0; i < count && r.ok(); ++i) {
        ThreadTrace th;
        th.index = r.u32("a thread's index");
        th.parent = r.u32("a thread's parent");
        th.name = r.str();
        th.start = r.finite("a thread's start");
        th.end = r.finite("a thread's end");
        th.trace = std::make_unique<Trace>();
        TraceParts parts;
        if (r.ok())
            read_trace_head(r, *th.trace, parts);
        while (r.ok() && parts.events.size() < parts.event_count)
            read_event(r, parts);
        if (r.ok())
            read_trace_tail(r, *th.trace);
        if (r.ok() && !th.trace->restore(std::move(parts.events), std::move(parts.strings), static_cast<Detail>(parts.detail),
                static_cast<size_t>(parts.dropped)))
            r.fail("thread " + std::to_string(th.index) + ": the string table does not start with \"\" or has a string twice");
        t.threads.push_back(std::move(th));
    }
}

} // namespace

std::string serialize_run(const loop::RunResult& run)
{
    Writer w;
    if (run.trace)
        w.reserve(run.trace->events().size() * 28 + 4096); // an event takes 26 to 30 bytes
    w.raw(kMagic, sizeof kMagic);
    w.u8(kSerializedRunVersion);
    w.sv(run.exit_code);
    w.uv(run.instructions);
    w.uv(run.output.size());
    for (const loop::OutputLine& line : run.output) {
        w.u8((line.is_stderr ? 1 : 0) | (line.newline ? 0 : 2));
        w.str(line.text);
    }
    // A run always has a trace; an empty one stands in if it is missing.
    static const Trace kEmpty;
    write_trace(w, run.trace ? *run.trace : kEmpty);
    write_threads(w, run.trace ? *run.trace : kEmpty);
    return w.take();
}

struct RunReader::State {
    enum class Phase : uint8_t { Head, Events, Tail, Done };
    explicit State(std::string_view bytes)
        : r(bytes)
        , total(bytes.size())
    {
    }
    Reader r;
    size_t total;
    Phase phase = Phase::Head;
    loop::RunResult out;
    TraceParts parts;
};

RunReader::RunReader(std::string_view bytes)
    : m(std::make_unique<State>(bytes))
{
}

RunReader::~RunReader() = default;

bool RunReader::step(size_t max_events)
{
    State& s = *m;
    Reader& r = s.r;
    if (s.phase == State::Phase::Head) {
        if (r.expect(kMagic, sizeof kMagic, "not a serialized evloop run")) {
            uint8_t version = r.u8();
            if (r.ok() && version != kSerializedRunVersion)
                r.fail("version " + std::to_string(version) + " of the run format is not " + std::to_string(kSerializedRunVersion));
        }
        loop::RunResult& out = s.out;
        out.exit_code = r.int32("the exit code");
        out.instructions = r.uv();
        size_t lines = r.count(2, "output lines");
        for (size_t i = 0; i < lines && r.ok(); ++i) {
            uint8_t channel = r.u8();
            if (r.ok() && channel > 3)
                r.fail("an output line's channel is not 0 to 3");
            out.output.push_back({ (channel & 1) != 0, r.str(), (channel & 2) == 0 });
        }
        out.trace = std::make_unique<Trace>();
        if (r.ok())
            read_trace_head(r, *out.trace, s.parts);
        s.phase = State::Phase::Events;
    }
    if (s.phase == State::Phase::Events) {
        for (size_t n = 0; n < max_events && r.ok() && s.parts.events.size() < s.parts.event_count; ++n)
            read_event(r, s.parts);
        if (r.ok() && s.parts.events.size() < s.parts.event_count)
            return false;
        s.phase = State::Phase::Tail;
    }
    if (s.phase == State::Phase::Tail) {
        Trace& t = *s.out.trace;
        if (r.ok())
            read_trace_tail(r, t);
        if (r.ok())
            read_threads(r, t);
        if (r.ok() && r.left() != 0)
            r.fail(std::to_string(r.left()) + " bytes after the end of the run");
        if (r.ok() && !t.restore(std::move(s.parts.events), std::move(s.parts.strings), static_cast<Detail>(s.parts.detail),
                static_cast<size_t>(s.parts.dropped)))
            r.fail("the string table does not start with \"\" or has a string twice");
        s.phase = State::Phase::Done;
    }
    return true;
}

bool RunReader::ok() const { return m->r.ok(); }
const std::string& RunReader::error() const { return m->r.error(); }
double RunReader::fraction_read() const { return m->total == 0 ? 1.0 : 1.0 - static_cast<double>(m->r.left()) / static_cast<double>(m->total); }

loop::RunResult RunReader::take()
{
    return std::move(m->out);
}

bool deserialize_run(std::string_view bytes, loop::RunResult& out, std::string& error)
{
    RunReader reader(bytes);
    while (!reader.step(SIZE_MAX)) {
    }
    if (!reader.ok()) {
        out = loop::RunResult {};
        error = reader.error();
        return false;
    }
    out = reader.take();
    return true;
}

} // namespace evloop::sim
