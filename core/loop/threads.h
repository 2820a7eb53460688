#pragma once
// Threads: the main thread and its workers (docs/semantics.md §3.7). Each thread is a Host
// with its own VM, realm and event loop; all of them run on one virtual clock, and a
// thread only ever hears of another through messages that arrive at a virtual time.
//
// The scheduler is a conservative discrete-event one. A thread looks outside at one place
// of its loop (Node: the poll phase); there it yields, saying until when it would sleep
// if no message came. The scheduler resumes the thread whose wake-up (that time, or the
// first message that arrives for it) is the earliest, after delivering the messages that
// have arrived by then. Every other thread is then at a later time, so nothing it sends
// can arrive earlier: what the resumed thread sees is final. A thread that runs
// JavaScript for long lets the others catch up at its VM's checkpoints (preempt()), so
// they run beside it as on real cores, and a parent can terminate a worker stuck in a loop.
//
// Single-threaded runs never create this (a program without workers runs as before).
#include "core/js/value.h"
#include "core/loop/run.h"
#include "core/trace/trace.h"
#include <cmath>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace evloop::js {
class VM;
}

namespace evloop::loop {

class Host;

// A message on its way to a thread: `data` already lives in the receiver's VM (rooted by
// Threads until delivered); `port` is the receiving endpoint (an id of this run).
struct ThreadMessage {
    double arrival = 0; // when the receiving thread's loop hears of it
    double posted = 0;  // when it was posted: from then on it is in the port's queue
    uint64_t seq = 0;
    uint32_t port = 0;
    js::Value data;
    uint8_t kind = 0; // kMessage, or kClose: the other end of the port was closed
    uint32_t from = 0; // the sending thread's index (the thread running when it was posted)
    static constexpr uint8_t kMessage = 0, kClose = 1;
};

class Threads {
public:
    static constexpr uint32_t kMain = 0;
    static constexpr size_t kMaxWorkers = 100; // started in one run (see n_worker_create)
    explicit Threads(Host& main);
    ~Threads();
    Threads(const Threads&) = delete;
    Threads& operator=(const Threads&) = delete;

    // A new thread (a worker of `parent`) whose loop starts at virtual time `start`: its
    // first resume() runs its script. Returns its index (Node's threadId).
    uint32_t add(std::unique_ptr<Host> host, std::unique_ptr<trace::Trace> trace, std::unique_ptr<std::vector<OutputLine>> output,
        uint32_t parent, double start);
    Host& host(uint32_t index) { return *m_threads[index].host; }
    uint32_t index_of(const Host& host) const;
    uint32_t parent_of(uint32_t index) const { return m_threads[index].parent; }
    bool finished(uint32_t index) const { return m_threads[index].finished; }
    size_t count() const { return m_threads.size(); }
    // Whether thread `index` may still hear from another: one has not ended, or a
    // message is on its way to it.
    bool may_hear(uint32_t index) const
    {
        if (!m_threads[index].inbox.empty())
            return true;
        for (size_t i = 0; i < m_threads.size(); ++i)
            if (i != index && !m_threads[i].finished)
                return true;
        return false;
    }

    // Endpoints: message ports whose two ends may live in different threads.
    uint32_t new_endpoint(uint32_t owner);
    uint32_t owner_of(uint32_t endpoint) const { return endpoint < m_owners.size() ? m_owners[endpoint] : UINT32_MAX; }
    void move_endpoint(uint32_t endpoint, uint32_t owner) { m_owners[endpoint] = owner; }
    // Sends `data` (a value of the receiver's VM) to `endpoint`, arriving at `arrival`,
    // from the thread that is running (the sender).
    void post(uint32_t endpoint, js::Value data, double posted, double arrival, uint8_t kind = ThreadMessage::kMessage);

    // The thread at a poll point (not running) yields until `until` (INFINITY: until a
    // message comes). Its resume() continues from there.
    void yield(uint32_t index, double until) { m_threads[index].wait_until = until; }
    // Asks that a thread end at virtual time `at` (worker.terminate()).
    void terminate(uint32_t index, double at);
    bool terminate_due(uint32_t index, double now) const { return m_threads[index].terminate_at <= now; }

    // The scheduler's loop, called by the main thread's host after its first yield:
    // resumes the earliest thread until the main thread has finished. False when every
    // live thread waits for a message no one will send (a real process would hang).
    bool run();
    // From a running thread's VM checkpoint: the threads that are not running and would
    // wake before `now` run first. False when the running thread must stop (the run was
    // aborted, or it was terminated by now).
    bool preempt(uint32_t index, double now);

    // Atomics.wait in the running thread `index`: it blocks (its clock moving with the
    // others') until a notify at (block, byte_index), `deadline`, or its termination; the
    // other threads run meanwhile. Stuck: nothing is left that could ever notify it;
    // Nested: only a thread that is itself blocked in Atomics.wait further down the C++
    // stack could (evloop cannot let it go on first).
    enum class WaitResult : uint8_t { Ok, TimedOut, Terminated, Stuck, Nested };
    WaitResult atomics_wait(uint32_t index, const void* block, size_t byte_index, double deadline);
    // Atomics.notify at `now`: wakes up to `count` of the threads waiting there, oldest first.
    double atomics_notify(const void* block, size_t byte_index, double count, double now);

    // Gives the running thread `index` what was posted to it by its clock (the others
    // first catch up to it): a synchronous read (receiveMessageOnPort, after Atomics.wait)
    // sees a message as soon as it is posted, as in Node, where the port's queue fills at
    // once and only the receiving loop's wake-up takes time.
    void deliver_arrived(uint32_t index);

    // The share of a core thread `index` gets at `now`: the threads that compute then (it,
    // the threads that were running when it was resumed, and the others whose last turn
    // covers `now`, but not one blocked in Atomics.wait) share `cores` equally, as the
    // kernel's scheduler would (semantics.md §3.4, §3.7).
    double core_share(uint32_t index, double now, int cores) const;

    // A thread stopped the whole run (budget, starvation): every thread stops, and the
    // main thread ends with `message`.
    void abort(const std::string& message);
    bool aborted() const { return m_aborted; }
    const std::string& abort_message() const { return m_abort_message; }

    // Every value waiting in an inbox for a thread whose VM is `vm` (its root visitor).
    void visit_inbox(uint32_t index, js::Visitor& v);

    // At the end of the run: every worker's trace, by index, with its parent, its name
    // ("worker 1 (worker.js)", from Host::thread_script()), when it started and when it
    // ended (or where its clock was if it had not), for the main thread's trace (trace.h).
    // The traces move out; their hosts must not record anything after this.
    std::vector<trace::ThreadTrace> take_traces();
    // "worker 1 (worker.js)", "the main thread": how the trace names a thread.
    // "worker 1 (pricing.js)", "the main thread": in English, a message of `into` (Trace::message).
    std::string name_of(uint32_t index, trace::Trace* into = nullptr) const;

private:
    struct Thread {
        Host* host = nullptr;
        std::unique_ptr<Host> owned;          // workers (the main thread's host is the run's)
        std::unique_ptr<trace::Trace> trace;  // workers' (at the run's end in the main thread's, take_traces())
        std::unique_ptr<std::vector<OutputLine>> output; // workers (what they print goes to their parent)
        uint32_t parent = 0;
        double start = 0;
        bool started = false;
        bool running = false;                 // on the C++ stack: resumed and not yet yielded
        bool finished = false;
        double ended = -1;                    // when it finished (its clock then)
        double wait_until = 0;
        double terminate_at = INFINITY;
        double busy_from = 0, busy_until = -1; // its last turn, from resume to yield
        bool blocked = false;                  // in Atomics.wait
        std::deque<ThreadMessage> inbox;      // by (arrival, seq)
    };
    double wake_time(const Thread& t) const;
    // The thread that is not running with the earliest wake-up before (limit, limit_index);
    // -1 if none.
    int earliest(double limit, uint32_t limit_index) const;
    void resume(uint32_t index);
    void take_arrived(uint32_t index, bool by_post_time = false);
    std::deque<Thread> m_threads; // a deque: a thread that starts a worker keeps its reference
    std::vector<uint32_t> m_owners; // endpoint → thread
    struct Waiter {
        uint64_t id;
        uint32_t thread;
        const void* block;
        size_t byte_index;
        bool notified = false;
        double at = 0; // when it was notified
    };
    std::vector<Waiter> m_waiters; // in the order they began to wait
    uint32_t m_running = kMain;    // the innermost thread on the C++ stack (resume() nests)
    uint64_t m_next_waiter = 1;
    uint64_t m_next_seq = 1;
    bool m_aborted = false;
    std::string m_abort_message;
};

} // namespace evloop::loop
