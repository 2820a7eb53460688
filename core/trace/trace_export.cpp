#include "core/trace/trace_export.h"
#include "core/util/json_writer.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace evloop::trace {

namespace {

void write_range(JsonWriter& w, const Range& r)
{
    if (r.empty())
        return;
    w.key("range").begin_array().value(static_cast<int>(r.line)).value(static_cast<int>(r.column));
    w.value(static_cast<int>(r.end_line)).value(static_cast<int>(r.end_column)).end_array();
}

const char* sub_name(const Event& e)
{
    switch (e.kind) {
    case EventKind::TaskQueued:
    case EventKind::TaskBegin:
        return e.sub < static_cast<uint8_t>(TaskSource::Count) ? task_source_name(static_cast<TaskSource>(e.sub)) : nullptr;
    case EventKind::HostAdd:
        return host_work_name(static_cast<HostWork>(e.sub));
    case EventKind::Phase:
        return phase_name(static_cast<Phase>(e.sub));
    case EventKind::RenderStep:
        return render_step_name(static_cast<RenderStep>(e.sub));
    case EventKind::Frame:
        return e.sub ? "presented" : "skipped";
    case EventKind::Console: {
        static const char* levels[] = { "log", "info", "warn", "error", "debug" };
        return e.sub < 5 ? levels[e.sub] : "log";
    }
    case EventKind::Note:
        return e.sub == kNoteUnpromisedOrder ? "unpromised-order" : nullptr;
    default:
        return nullptr;
    }
}

void write_metrics(JsonWriter& w, const Metrics& m)
{
    w.begin_object();
    w.key("longTasks").begin_array();
    for (const auto& t : m.long_tasks) {
        w.begin_object().key("start").value(t.start).key("duration").value(t.duration).key("blocking").value(t.duration - kLongTaskMs);
        w.key("task").value(static_cast<long long>(t.task)).key("label").value(t.label).end_object();
    }
    w.end_array();
    w.key("totalBlockingTime").value(m.total_blocking_time);
    w.key("interactions").begin_array();
    for (const auto& i : m.interactions) {
        w.begin_object().key("label").value(i.label).key("start").value(i.start);
        if (i.complete) {
            w.key("inputDelay").value(i.input_delay()).key("processing").value(i.processing());
            w.key("presentationDelay").value(i.presentation_delay()).key("duration").value(i.duration());
        } else {
            w.key("duration").null();
        }
        w.end_object();
    }
    w.end_array();
    if (const Metrics::Interaction* inp = m.inp()) {
        w.key("inp").begin_object().key("value").value(inp->duration()).key("rating").value(Metrics::rating(inp->duration()));
        w.key("interaction").value(inp->label).end_object();
    } else {
        w.key("inp").null();
    }
    w.key("framesPresented").value(m.frames_presented).key("framesSkipped").value(m.frames_skipped);
    w.key("requests").begin_array();
    for (const auto& r : m.requests) {
        w.begin_object().key("label").value(r.label).key("sent").value(r.sent);
        w.key("responseTime").value(r.responded - r.sent).key("status").value(r.status).end_object();
    }
    w.end_array();
    w.key("eventLoopDelay").begin_array();
    for (double d : m.loop_delay_samples)
        w.value(d);
    w.end_array();
    w.end_object();
}

std::string ms(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f ms", v);
    return buf;
}

} // namespace

namespace {

// The events and the metrics of one thread's trace, as fields of the open object.
void write_events(JsonWriter& w, const Trace& t)
{
    w.key("events").begin_array();
    const auto& events = t.events();
    for (size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        w.begin_object();
        w.key("seq").value(static_cast<long long>(i));
        w.key("t").value(e.time);
        w.key("kind").value(event_kind_name(e.kind));
        if (const char* s = sub_name(e))
            w.key("sub").value(s);
        else if (e.sub)
            w.key("sub").value(static_cast<int>(e.sub));
        if (e.id)
            w.key("id").value(static_cast<long long>(e.id));
        if (e.ref)
            w.key("ref").value(static_cast<long long>(e.ref));
        if (e.text)
            w.key("text").value(t.string(e.text));
        if (e.value != 0)
            w.key("value").value(e.value);
        write_range(w, e.range);
        w.end_object();
    }
    w.end_array();
    w.key("metrics");
    write_metrics(w, t.metrics);
}

} // namespace

std::string to_json(const Trace& t)
{
    JsonWriter w;
    w.begin_object();
    w.key("format").value("evloop-trace");
    w.key("version").value(kTraceFormatVersion);
    w.key("host").value(t.host);
    w.key("file").value(t.file);
    w.key("settings").begin_object();
    for (const auto& [k, v] : t.settings)
        w.key(k).value(v);
    w.end_object();
    w.key("exitCode").value(t.exit_code);
    w.key("droppedEvents").value(static_cast<long long>(t.dropped()));
    write_events(w, t);
    if (!t.threads.empty()) {
        w.key("threads").begin_array();
        for (const ThreadTrace& th : t.threads) {
            w.begin_object();
            w.key("index").value(static_cast<long long>(th.index)).key("parent").value(static_cast<long long>(th.parent));
            w.key("name").value(th.name).key("start").value(th.start).key("end").value(th.end);
            if (th.trace) {
                w.key("exitCode").value(th.trace->exit_code);
                w.key("droppedEvents").value(static_cast<long long>(th.trace->dropped()));
                write_events(w, *th.trace);
            }
            w.end_object();
        }
        w.end_array();
    }
    w.end_object();
    return w.str() + "\n";
}

std::string metrics_json(const Trace& t)
{
    JsonWriter w;
    write_metrics(w, t.metrics);
    return w.str() + "\n";
}

std::string metrics_text(const Trace& t)
{
    const Metrics& m = t.metrics;
    std::string out;
    if (t.host == "browser") {
        out += "Long tasks (over " + std::to_string(static_cast<int>(kLongTaskMs)) + " ms): " + std::to_string(m.long_tasks.size());
        if (!m.long_tasks.empty())
            out += ", total blocking time " + ms(m.total_blocking_time);
        out += "\n";
        for (const auto& lt : m.long_tasks)
            out += "  at " + ms(lt.start) + ": " + ms(lt.duration) + " (" + lt.label + ")\n";
        out += "Interactions: " + std::to_string(m.interactions.size()) + "\n";
        for (const auto& i : m.interactions) {
            if (!i.complete) {
                out += "  " + i.label + ": no paint after it before the run ended\n";
                continue;
            }
            out += "  " + i.label + ": " + ms(i.duration()) + " = input delay " + ms(i.input_delay()) + " + processing "
                + ms(i.processing()) + " + presentation delay " + ms(i.presentation_delay()) + "\n";
        }
        if (const Metrics::Interaction* inp = m.inp())
            out += "INP: " + ms(inp->duration()) + " (" + Metrics::rating(inp->duration()) + ")\n";
        else
            out += "INP: none (no click or key press)\n";
        out += "Frames: " + std::to_string(m.frames_presented) + " presented, " + std::to_string(m.frames_skipped) + " skipped\n";
    } else {
        out += "Requests: " + std::to_string(m.requests.size()) + "\n";
        for (const auto& r : m.requests)
            out += "  " + r.label + " sent at " + ms(r.sent) + ": "
                + (r.status ? "response " + std::to_string(r.status) + " after " + ms(r.responded - r.sent) : std::string("no response")) + "\n";
        if (!m.loop_delay_samples.empty()) {
            double lo = *std::min_element(m.loop_delay_samples.begin(), m.loop_delay_samples.end());
            double hi = *std::max_element(m.loop_delay_samples.begin(), m.loop_delay_samples.end());
            double sum = 0;
            for (double d : m.loop_delay_samples)
                sum += d;
            out += "Event-loop delay: " + std::to_string(m.loop_delay_samples.size()) + " samples, min " + ms(lo) + ", mean "
                + ms(sum / static_cast<double>(m.loop_delay_samples.size())) + ", max " + ms(hi) + "\n";
        }
    }
    return out;
}

namespace {

void chrome_meta(JsonWriter& w, int tid, const std::string& name)
{
    w.begin_object().key("name").value("thread_name").key("ph").value("M").key("pid").value(1).key("tid").value(tid);
    w.key("args").begin_object().key("name").value(name).end_object().end_object();
}

// One thread's trace as Chrome trace events. The main thread's tids: 1 main, 2 frames,
// 3 phases, 10+N threadpool worker N; worker k's: the same plus 1000·k, named after it.
// Host work in flight (timers, fetches, file reads) is drawn as async slices (a worker's
// ids prefixed with its index, as each thread counts its own).
void chrome_thread(JsonWriter& w, const Trace& t, const ThreadTrace* thread)
{
    const int base = thread ? 1000 * static_cast<int>(thread->index) : 0;
    const int kMain = base + 1, kFrames = base + 2, kPhases = base + 3, kWorkers = base + 10;
    const std::string prefix = thread ? thread->name + ": " : std::string();
    auto meta = [&](int tid, const std::string& name) { chrome_meta(w, tid, name); };
    auto async_id = [&](uint32_t id) {
        if (thread)
            w.key("id").value(std::to_string(thread->index) + ":" + std::to_string(id));
        else
            w.key("id").value(static_cast<long long>(id));
    };
    meta(kMain, thread ? thread->name : std::string("main thread"));
    if (!thread)
        meta(kFrames, "frames");
    if (t.host == "node")
        meta(kPhases, prefix + "event loop phases");

    std::map<uint32_t, uint32_t> job_label, work_label; // id → string index
    std::map<int, std::vector<std::string>> open; // tid → names of open B slices
    std::vector<int> worker_tids;
    auto ts = [](double time_ms) { return time_ms * 1000.0; };
    auto begin = [&](int tid, double time, const std::string& name, const char* cat) {
        w.begin_object().key("name").value(name).key("cat").value(cat).key("ph").value("B");
        w.key("ts").value(ts(time)).key("pid").value(1).key("tid").value(tid).end_object();
        open[tid].push_back(name);
    };
    auto end = [&](int tid, double time) {
        auto& stack = open[tid];
        if (stack.empty())
            return; // its begin was left out by a detail downgrade
        stack.pop_back();
        w.begin_object().key("ph").value("E").key("ts").value(ts(time)).key("pid").value(1).key("tid").value(tid).end_object();
    };
    auto instant = [&](int tid, double time, const std::string& name, const char* cat, const std::string& detail) {
        w.begin_object().key("name").value(name).key("cat").value(cat).key("ph").value("i").key("s").value("t");
        w.key("ts").value(ts(time)).key("pid").value(1).key("tid").value(tid);
        if (!detail.empty())
            w.key("args").begin_object().key("detail").value(detail).end_object();
        w.end_object();
    };
    double last_phase_time = -1;
    std::string last_phase;
    double end_time = 0;
    for (const Event& e : t.events()) {
        end_time = std::max(end_time, e.time);
        const std::string& text = t.string(e.text);
        switch (e.kind) {
        case EventKind::TaskBegin:
            begin(kMain, e.time, text.empty() ? "task" : text, task_source_name(static_cast<TaskSource>(std::min<uint8_t>(e.sub, static_cast<uint8_t>(TaskSource::Count)))));
            break;
        case EventKind::TaskEnd:
        case EventKind::JobEnd:
        case EventKind::CallPop:
        case EventKind::RenderEnd:
            end(kMain, e.time);
            break;
        case EventKind::JobQueued:
            job_label[e.id] = e.text;
            break;
        case EventKind::JobBegin: {
            auto it = job_label.find(e.id);
            begin(kMain, e.time, it == job_label.end() ? "microtask" : t.string(it->second), "microtask");
            break;
        }
        case EventKind::CallPush:
            begin(kMain, e.time, text, "js");
            break;
        case EventKind::RenderBegin:
            begin(kMain, e.time, "update the rendering", "rendering");
            break;
        case EventKind::RenderStep:
            w.begin_object().key("name").value(render_step_name(static_cast<RenderStep>(e.sub))).key("cat").value("rendering");
            w.key("ph").value("X").key("ts").value(ts(e.time)).key("dur").value(ts(e.value));
            w.key("pid").value(1).key("tid").value(kMain).end_object();
            break;
        case EventKind::Frame:
            instant(kFrames, e.time, e.sub ? "frame presented" : "frame skipped", "frame", "");
            break;
        case EventKind::Phase: {
            if (last_phase_time >= 0) {
                w.begin_object().key("name").value(last_phase).key("cat").value("phase").key("ph").value("X");
                w.key("ts").value(ts(last_phase_time)).key("dur").value(ts(e.time - last_phase_time));
                w.key("pid").value(1).key("tid").value(kPhases).end_object();
            }
            last_phase_time = e.time;
            last_phase = phase_name(static_cast<Phase>(e.sub));
            break;
        }
        case EventKind::HostAdd:
            work_label[e.id] = e.text;
            w.begin_object().key("name").value(text).key("cat").value(host_work_name(static_cast<HostWork>(e.sub)));
            w.key("ph").value("b");
            async_id(e.id);
            w.key("ts").value(ts(e.time));
            w.key("pid").value(1).key("tid").value(kMain).end_object();
            break;
        case EventKind::HostDone:
        case EventKind::HostCancel: {
            auto it = work_label.find(e.id);
            if (it == work_label.end())
                break;
            w.begin_object().key("name").value(t.string(it->second)).key("cat").value("host");
            w.key("ph").value("e");
            async_id(e.id);
            w.key("ts").value(ts(e.time));
            w.key("pid").value(1).key("tid").value(kMain).end_object();
            work_label.erase(it);
            break;
        }
        case EventKind::WorkBegin: {
            int tid = kWorkers + e.sub;
            if (std::find(worker_tids.begin(), worker_tids.end(), tid) == worker_tids.end()) {
                worker_tids.push_back(tid);
                meta(tid, prefix + "threadpool worker " + std::to_string(e.sub + 1));
            }
            auto it = work_label.find(e.id);
            begin(tid, e.time, it == work_label.end() ? "work" : t.string(it->second), "threadpool");
            break;
        }
        case EventKind::WorkEnd:
            end(kWorkers + e.sub, e.time);
            break;
        case EventKind::Console:
            instant(kMain, e.time, "console", "console", text);
            break;
        case EventKind::Error:
            instant(kMain, e.time, "error", "error", text);
            break;
        case EventKind::Input:
            instant(kMain, e.time, text, "input", "");
            break;
        case EventKind::Note:
            instant(kMain, e.time, "note", "note", text);
            break;
        case EventKind::RunEnd:
            instant(kMain, e.time, "run end", "run", text);
            break;
        default:
            break;
        }
    }
    if (last_phase_time >= 0 && end_time > last_phase_time) {
        w.begin_object().key("name").value(last_phase).key("cat").value("phase").key("ph").value("X");
        w.key("ts").value(ts(last_phase_time)).key("dur").value(ts(end_time - last_phase_time));
        w.key("pid").value(1).key("tid").value(kPhases).end_object();
    }
    for (auto& [tid, stack] : open)
        while (!stack.empty())
            end(tid, end_time);
}

} // namespace

std::string to_chrome_trace(const Trace& t)
{
    JsonWriter w;
    w.begin_object();
    w.key("displayTimeUnit").value("ms");
    w.key("otherData").begin_object().key("tool").value("evloop").key("host").value(t.host).key("file").value(t.file).end_object();
    w.key("traceEvents").begin_array();
    w.begin_object().key("name").value("process_name").key("ph").value("M").key("pid").value(1).key("tid").value(0);
    w.key("args").begin_object().key("name").value(t.host == "node" ? "Node.js (evloop)" : "Browser tab (evloop)").end_object().end_object();
    chrome_thread(w, t, nullptr);
    for (const ThreadTrace& th : t.threads)
        if (th.trace)
            chrome_thread(w, *th.trace, &th);
    w.end_array();
    w.end_object();
    return w.str() + "\n";
}

} // namespace evloop::trace
