#pragma once
// The trace: the append-only list of everything a run did, on the virtual clock. It is
// the contract between core and the UI: the UI draws a `const Trace&` at a cursor and
// rebuilds the call stack, the queues and the pending host work from the events before
// the cursor (trace_state.h). The CLI exports it as evloop's own JSON or as Chrome Trace
// Event JSON (trace_export.h).
//
// Index:
//   EventKind, TaskSource, Phase, RenderStep   what an event is
//   Event                                      one fixed-size record (48 bytes)
//   Metrics                                    long tasks, interactions and INP, frames, ...
//   Trace                                      the events, a string table, detail levels
//   ThreadTrace                                a worker thread's own trace, in the main one's
#include "core/util/messages.h"
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace evloop::trace {

enum class EventKind : uint8_t {
    RunStart,    // text: host; value: 0
    RunEnd,      // text: why it ended; value: exit code
    TaskQueued,  // id: task; ref: the task that queued it; sub: TaskSource; text: label; value: due time (ms)
    TaskBegin,   // id: task; sub: TaskSource; text: label
    TaskEnd,     // id: task
    JobQueued,   // id: job; ref: task; sub: JobKind (core/js) or kJobTick; text: label; range: origin
    JobBegin,    // id: job
    JobEnd,      // id: job
    CallPush,    // id: call serial; text: function name; range: where the function starts
    CallPop,     // id: call serial
    Step,        // range: the statement about to run; id: the call it runs in
    HostAdd,     // id: host work; sub: HostWork; text: label; value: when it is due (ms); range: origin
                 //   (HostWork::Message, a message from another thread reaching this one:
                 //   ref: the sending thread's index; value: when it was posted; text:
                 //   "message from worker 1 (pricing.js)"; done once received)
    HostDone,    // id: host work (it completed: its callback is queued or about to run)
    HostCancel,  // id: host work (cleared before it ran)
    WorkBegin,   // id: host work; sub: threadpool worker index
    WorkEnd,     // id: host work; sub: worker index
    Phase,       // sub: Phase (Node's loop)
    RenderBegin, // id: frame number; value: the vsync time
    RenderStep,  // sub: RenderStep; value: its duration (ms)
    RenderEnd,   // id: frame number
    Frame,       // id: frame number; sub: 1 presented, 0 skipped (a vsync that found the thread busy); text: page snapshot
    Console,     // sub: level (0 log, 1 info, 2 warn, 3 error, 4 debug); text: the line
    Error,       // text: the message; sub: 1 when the run ends because of it
    Input,       // id: input number; text: "click #order"
    Note,        // sub: NoteKind; text: something the learner should know (an order Node does not guarantee, ...)
    Dropped,     // value: how many events of lower detail were left out from here on
};

// Note.sub: what a note is about. An unpromised order means the run picked one of several
// orders the real platform may take (Node's top-level setTimeout 0 against
// setImmediate): a quiz must not rest on it, and the visualizer says so at that step.
enum NoteKind : uint8_t {
    kNotePlain = 0,
    kNoteUnpromisedOrder = 1,
};
const char* event_kind_name(EventKind kind);

// Where a task comes from: the HTML task sources and libuv's kinds of callbacks.
enum class TaskSource : uint8_t {
    Script,          // the program's top level
    Timer,           // setTimeout / setInterval (both hosts)
    UserInteraction, // browser input
    Networking,      // fetch
    PostedMessage,   // postMessage / MessageChannel
    DOMManipulation, // unhandledrejection events, ...
    Rendering,       // update the rendering
    Idle,            // requestIdleCallback
    Scheduler,       // scheduler.postTask / yield
    Immediate,       // Node: setImmediate (check phase)
    IO,              // Node: poll-phase callbacks (fs, crypto, dns, network)
    Close,           // Node: close callbacks
    Process,         // Node: 'exit' / 'beforeExit'
    Count
};
const char* task_source_name(TaskSource source);

// What a queued job is (JobQueued's sub). The first five are ECMAScript's and the hosts'
// microtasks, in core/js's order (host.cpp converts them); NextTick is Node's nextTick queue.
enum class JobKind : uint8_t {
    PromiseReaction,        // NewPromiseReactionJob: a then/catch/finally handler
    PromiseResolveThenable, // NewPromiseResolveThenableJob: calls thenable.then(resolve, reject)
    AwaitContinuation,      // the rest of an async function after `await`
    QueueMicrotask,         // queueMicrotask(callback)
    HostCallback,           // a host's own microtask (a MutationObserver notification, ...)
    NextTick = 100,         // Node: process.nextTick
};
const char* job_kind_name(JobKind kind);
inline constexpr uint8_t kJobTick = static_cast<uint8_t>(JobKind::NextTick);
inline constexpr bool is_job_kind(uint8_t sub) { return sub <= static_cast<uint8_t>(JobKind::HostCallback) || sub == kJobTick; }

enum class HostWork : uint8_t { Timer, Interval, Immediate, AnimationFrame, IdleCallback, Fetch, File, Crypto, Dns, Zlib, Network, Message, Input, ScheduledTask, Other };
const char* host_work_name(HostWork work);

enum class Phase : uint8_t { Timers, Pending, Idle, Prepare, Poll, Check, Close };
const char* phase_name(Phase phase);
// The loop as Node's guide draws it: six steps, idle and prepare as one.
inline constexpr int kPhaseSteps = 6;
const char* phase_step_name(int step); // "timers", "pending", "idle/prepare", "poll", "check", "close"
int phase_step(Phase phase);

// A task longer than this is a long task, and the part past it is blocking time (Long
// Tasks API; Total Blocking Time).
inline constexpr double kLongTaskMs = 50;

enum class RenderStep : uint8_t { AnimationFrames, Style, Layout, Paint };
const char* render_step_name(RenderStep step);

struct Range {
    uint32_t line = 0, column = 0, end_line = 0, end_column = 0; // 1-based; 0: none
    bool empty() const { return line == 0; }
};

struct Event {
    double time = 0;       // virtual milliseconds since the run started
    double value = 0;      // kind-specific number (see EventKind)
    uint32_t id = 0;
    uint32_t ref = 0;
    uint32_t text = 0;     // index into Trace::strings(); 0 is ""
    Range range;
    EventKind kind = EventKind::Note;
    uint8_t sub = 0;
};

// Responsiveness as the platform would report it (semantics.md §4).
struct Metrics {
    struct LongTask {
        double start = 0, duration = 0;
        uint32_t task = 0;
        std::string label;
    };
    struct Interaction {
        std::string label;        // "click #order"
        double start = 0;         // the input's timestamp
        double processing_start = 0, processing_end = 0;
        double presented = 0;     // the next paint after the handlers
        double input_delay() const { return processing_start - start; }
        double processing() const { return processing_end - processing_start; }
        double presentation_delay() const { return presented - processing_end; }
        double duration() const { return presented - start; }
        bool complete = false;    // a paint happened after it
    };
    struct Request {
        std::string label;        // "GET /slow"
        double sent = 0, responded = 0;
        int status = 0;
    };
    std::vector<LongTask> long_tasks;
    std::vector<Interaction> interactions;
    int frames_presented = 0;
    int frames_skipped = 0;
    std::vector<Request> requests;
    std::vector<double> loop_delay_samples; // Node: monitorEventLoopDelay samples (ms)
    double total_blocking_time = 0;          // sum of (duration - kLongTaskMs) over long tasks
    // A task that ran `duration` ms from `start`: a long task (and blocking time) if over
    // kLongTaskMs, or whatever its length if `runaway` (the run was stopped in it).
    void task_ran(double start, double duration, uint32_t id, const std::string& label, bool runaway = false);
    // web-vitals: the worst interaction, ignoring one outlier per 50 interactions.
    const Interaction* inp() const;
    static const char* rating(double inp_ms); // "good" ≤ 200, "needs improvement" ≤ 500, "poor"
};

class Trace;

// A string of the trace that is one of core/util/messages.def's messages: the hosts write
// a label or a stop reason into the trace in English (the CLI and the exports print it as
// it is) and record which message it is, with its arguments, so the UI can show it in the
// learner's language by id (shown_text). An argument may be such a string itself ("message
// from {sender}" with "worker 1 (pricing.js)"): it is shown translated too.
struct TextMessage {
    Msg id {};
    long long count = 0; // a plural message's count
    std::vector<std::pair<std::string, std::string>> args; // name, English value
    // Only ever an argument of another message ("network" in "network callback"): a
    // string of the trace that is this text alone (a function named `network`) is no message.
    bool part = false;
    bool operator==(const TextMessage&) const = default;
};

// Another thread of the run (a Node worker_threads Worker, a Web Worker): its own trace,
// recorded by its own host on the same virtual clock as the main thread's (its event
// times are milliseconds since the run started, like the main thread's).
struct ThreadTrace {
    uint32_t index = 0;  // the thread's index in the run (Node's threadId); the main thread is 0
    uint32_t parent = 0; // the index of the thread that started it
    std::string name;    // "worker 1 (worker.js)"
    double start = 0;    // when its loop started (virtual ms)
    double end = 0;      // when it ended, or where its clock was when the run ended
    std::unique_ptr<Trace> trace;
};

enum class Detail : uint8_t {
    Tasks, // tasks, host work, phases, frames, console, errors (always kept)
    Jobs,  // + microtasks and nextTicks
    Full,  // + calls and statement steps
};

class Trace {
public:
    // Caps: full detail for the first `full_cap` events, jobs up to `jobs_cap`, then only
    // task-level events. Each downgrade leaves a Dropped event saying what was left out.
    struct Limits {
        size_t full_cap = 200'000;
        size_t jobs_cap = 1'000'000;
        size_t hard_cap = 3'000'000; // beyond this only console lines, errors and the end
    };
    Trace();
    void set_limits(Limits limits) { m_limits = limits; }
    void set_detail(Detail d) { m_detail = d; }
    Detail detail() const { return m_detail; }
    // Whether an event of this kind would be kept now (callers skip work when not).
    bool wants(EventKind kind) const;

    // Appends an event if the current detail level keeps its kind; null (and counted as
    // dropped) otherwise.
    Event* record(EventKind kind, double time);
    uint32_t intern(std::string_view s);
    const std::string& string(uint32_t index) const { return m_strings[index]; }
    const std::vector<std::string>& strings() const { return m_strings; }
    const std::vector<Event>& events() const { return m_events; }
    size_t dropped() const { return m_dropped; }
    // A finished trace rebuilt from its parts (core/sim/run_serialize.cpp): the events, the string
    // table (strings[0] is ""; no string twice), the detail level and the dropped count.
    // False, and nothing changed, if the table breaks those rules.
    bool restore(std::vector<Event> events, std::vector<std::string> strings, Detail detail, size_t dropped);

    // Messages (TextMessage): message() and plural_message() give a message's English text
    // (whatever the catalogue) and remember which message it is; message_of() finds the
    // message a string of the trace is, null for any other text (an API name, a
    // function's name, a program's own label). The first message recorded for a text wins.
    std::string message(Msg id, msg::Args args = {});
    std::string message(Msg id, const std::vector<msg::Arg>& args);
    std::string plural_message(Msg id, long long count, msg::Args args = {});
    // A message without arguments that is only ever an argument of another (TextMessage::part).
    std::string part_message(Msg id);
    const TextMessage* message_of(std::string_view text) const;
    const std::map<std::string, TextMessage, std::less<>>& messages() const { return m_messages; }
    // A finished trace's messages (core/sim/run_serialize.cpp). False, and nothing changed,
    // if one names no message or is not that message's English text.
    bool restore_messages(std::map<std::string, TextMessage, std::less<>> messages);

    // What the run was: shown in exports and the UI.
    std::string host;                                      // "browser" / "node"
    std::string file;                                      // "main.js"
    std::string source;                                    // the program
    std::vector<std::pair<std::string, std::string>> settings; // in a fixed order
    Metrics metrics;
    std::vector<std::string> stdout_lines; // what the program printed (log/info/debug)
    int exit_code = 0;
    double refresh_interval_ms = 1000.0 / 60.0;
    // The main thread's trace only: the run's other threads, by index (a worker's own
    // workers too, with their parent's index), each with its trace. Empty without workers.
    std::vector<ThreadTrace> threads;

private:
    static Detail level_of(EventKind kind);
    void downgrade(Detail to, double time);
    std::vector<Event> m_events;
    std::vector<std::string> m_strings;
    // Looked up by string_view (no copy of the text to find it: intern() runs for every
    // timer, task and host work added).
    struct StringHash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    std::unordered_map<std::string, uint32_t, StringHash, std::equal_to<>> m_string_index; // lookup only; order comes from m_strings
    std::map<std::string, TextMessage, std::less<>> m_messages;
    Limits m_limits;
    Detail m_detail = Detail::Full;
    size_t m_dropped = 0;
};

// The English text of a message as Trace::message() writes it.
std::string english_text(const TextMessage& m);
// `text`, a string of `run` or of one of its threads' traces, in the current catalogue's
// language when it is a message of one of them (its arguments too), as it is otherwise.
// Without a catalogue it is `text`, byte for byte.
std::string shown_text(const Trace& run, std::string_view text);
// The message `text` is in `run` or one of its threads' traces, or null; a part
// (TextMessage::part) only when `parts`.
const TextMessage* find_message(const Trace& run, std::string_view text, bool parts = false);

} // namespace evloop::trace
