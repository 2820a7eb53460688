#pragma once
// What the run looked like at a cursor: rebuilt from the trace's events before it, so the
// UI can step forward and back freely (it never owns simulation state). Replay is
// incremental when the cursor moves forward and restarts from a saved snapshot when it
// moves back, so scrubbing a 100k-event trace stays cheap.
//
//   StateCursor  the rebuilt state at one cursor, moved with seek()
//   step_points  the events the stepper stops at
//   explain      one plain sentence for an event: what the loop does, why, and the rule
//   transcript   every step as text (the accessible view of a run)
#include "core/trace/trace.h"
#include <string>
#include <vector>

namespace evloop::trace {

struct QueuedItem {
    uint32_t id = 0;
    std::string label;
    Range origin;     // the line that created it (empty: unknown)
    uint8_t kind = 0; // TaskSource, JobKind (kJobTick for nextTick) or HostWork
    double since = 0; // when it was queued or registered
    double due = 0;   // host work: when it is due
};

struct StackEntry {
    uint32_t id = 0;
    std::string name;
    Range range;     // the function's source
    Range statement; // the statement it is running
};

struct State {
    size_t cursor = 0;     // events [0, cursor) have happened
    double time = 0;
    std::vector<StackEntry> stack;
    Range statement;       // the statement about to run (empty between callbacks)
    // What is running: a task (and maybe a microtask inside its checkpoint).
    bool in_task = false;
    uint32_t task_id = 0;
    TaskSource task_source = TaskSource::Script;
    std::string task_label;
    bool in_job = false;
    uint32_t job_id = 0;
    uint8_t job_kind = 0;
    std::string job_label;
    // Queues, oldest first.
    std::vector<QueuedItem> tasks;      // runnable tasks, every source
    std::vector<QueuedItem> microtasks; // promise jobs, await continuations, queueMicrotask, …
    std::vector<QueuedItem> ticks;      // Node's process.nextTick queue
    std::vector<QueuedItem> host_work;  // timers, I/O, fetches, rAF, rIC: not queued yet
    struct Worker {
        bool busy = false;
        std::string label;
        double since = 0;
    };
    std::vector<Worker> workers;        // Node's threadpool
    int phase = -1;                     // Node: the current Phase, -1 before the loop
    bool rendering = false;
    int render_step = -1;               // RenderStep while rendering
    std::vector<size_t> console;        // indices of the Console events so far
    std::string page;                   // the page at the last paint (browser)
    // Frames whose vsync or presentation time is at or before `time`: what the frames
    // lane shows left of the cursor. (A vsync missed during a long task is recorded when
    // the task ends, after events with later times, so counting events in stream order
    // would lag behind the lane.) At the end of the run they equal the trace's metrics.
    int frames_presented = 0, frames_skipped = 0;
    bool ended = false;
    std::string end_reason;
};

class StateCursor {
public:
    explicit StateCursor(const Trace& trace);
    // Moves to `cursor` (clamped to the trace length) and returns the state there.
    const State& seek(size_t cursor);
    const State& state() const { return m_state; }

private:
    void apply(const Event& e);
    void count_frames();
    const Trace& m_trace;
    std::vector<double> m_presented_times, m_skipped_times; // sorted
    State m_state;
    std::vector<State> m_snapshots; // m_snapshots[k] is the state at k * kSnapshotEvery
    static constexpr size_t kSnapshotEvery = 4096;
};

// A message from another thread (a HostAdd of HostWork::Message) and the task of this
// thread that delivered it to the program: the task queued while the host received it
// (a browser's 'message' task), or, in Node, the next MessagePort callback of the poll
// phase (a port's messages are delivered one per callback, oldest first). SIMPLIFIED: with
// several ports receiving at once, Node's pairing follows arrival order, and a browser
// port's later messages batched into one task have no task of their own (task 0).
struct MessageLink {
    size_t arrival = 0;   // the HostAdd's index in trace.events()
    uint32_t task = 0;    // the delivering task's id (0: none found)
    uint32_t from = 0;    // the sending thread's index (0: the main thread)
    double posted = 0;    // when the sender posted it (virtual ms)
    double arrived = 0;   // when this thread received it
    std::string sender;   // "worker 1 (pricing.js)", "the main thread"
};
std::vector<MessageLink> message_links(const Trace& trace);
// "message from worker 1 (pricing.js), posted at 900.5 ms"
std::string describe_message(const MessageLink& link);

// The events a stepper stops at, in order (indices into trace.events()).
std::vector<size_t> step_points(const Trace& trace);

// "The task finished and the stack is empty, so the browser runs a microtask checkpoint
// (HTML: perform a microtask checkpoint)." — for the event at `index`.
std::string explain(const Trace& trace, size_t index);

// One line per step point: time, what happened, the explanation.
std::string transcript(const Trace& trace);

} // namespace evloop::trace
