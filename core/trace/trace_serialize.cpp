#include "core/trace/trace_serialize.h"
#include "core/js/vm.h"
#include "core/loop/host.h"
#include "core/util/bytes.h"

namespace evloop::trace {

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
        return sub <= static_cast<uint8_t>(js::JobKind::HostCallback) || sub == kJobTick;
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
}

bool read_trace(Reader& r, Trace& t)
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
    uint8_t detail = r.u8();
    if (r.ok() && detail > static_cast<uint8_t>(Detail::Full))
        r.fail("unknown detail level " + std::to_string(detail));
    uint64_t dropped = r.uv();
    t.refresh_interval_ms = r.finite("the refresh interval");
    t.exit_code = r.int32("the trace's exit code");

    size_t string_count = r.count(1, "strings");
    std::vector<std::string> strings;
    strings.reserve(string_count);
    for (size_t i = 0; i < string_count && r.ok(); ++i)
        strings.push_back(r.str());

    size_t event_count = r.count(kMinEventBytes, "events");
    std::vector<Event> events;
    events.reserve(event_count);
    for (size_t i = 0; i < event_count && r.ok(); ++i) {
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
            break;
        if (kind > static_cast<uint8_t>(EventKind::Dropped)) {
            r.fail("event " + std::to_string(i) + " has the unknown kind " + std::to_string(kind));
            break;
        }
        e.kind = static_cast<EventKind>(kind);
        if (e.text >= strings.size()) {
            r.fail("event " + std::to_string(i) + " names string " + std::to_string(e.text) + " of " + std::to_string(strings.size()));
            break;
        }
        if (!valid_sub(e.kind, e.sub)) {
            r.fail("event " + std::to_string(i) + " (" + event_kind_name(e.kind) + ") has the unknown sub value " + std::to_string(e.sub));
            break;
        }
        events.push_back(e);
    }

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
    if (!r.ok())
        return false;
    if (!t.restore(std::move(events), std::move(strings), static_cast<Detail>(detail), static_cast<size_t>(dropped))) {
        r.fail("the string table does not start with \"\" or has a string twice");
        return false;
    }
    return true;
}

} // namespace

std::string serialize_run(const loop::RunResult& run)
{
    Writer w;
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
    return w.take();
}

bool deserialize_run(std::string_view bytes, loop::RunResult& out, std::string& error)
{
    out = loop::RunResult {};
    Reader r(bytes);
    if (r.expect(kMagic, sizeof kMagic, "not a serialized evloop run")) {
        uint8_t version = r.u8();
        if (r.ok() && version != kSerializedRunVersion)
            r.fail("version " + std::to_string(version) + " of the run format is not " + std::to_string(kSerializedRunVersion));
    }
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
        read_trace(r, *out.trace);
    if (r.ok() && r.left() != 0)
        r.fail(std::to_string(r.left()) + " bytes after the end of the run");
    if (!r.ok()) {
        error = r.error();
        return false;
    }
    return true;
}

} // namespace evloop::trace
