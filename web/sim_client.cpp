#include "web/sim_client.h"
#include "core/sim/run_serialize.h"
#include <algorithm>
#include <deque>
#include <emscripten.h>
#include <map>
#include <string>

// --- The worker (JavaScript) ------------------------------------------------------------

// (Re)starts the worker; the old one, if any, is terminated mid-run. Returns 0 if workers
// cannot be made here.
EM_JS(int, js_sim_spawn, (), {
    const S = Module.evloopSim || (Module.evloopSim = { worker: null });
    if (S.worker) S.worker.terminate();
    S.worker = null;
    let w;
    try {
        w = new Worker('sim-worker.js');
    } catch (e) {
        return 0;
    }
    S.worker = w;
    const copyIn = (bytes) => {
        const p = Module._malloc(Math.max(1, bytes.length));
        HEAPU8.set(bytes, p);
        return p;
    };
    w.onmessage = (event) => {
        if (S.worker !== w) return; // a message from a worker that was replaced
        const m = event.data;
        if (m.type === 'ready') {
            Module._evloop_sim_ready();
        } else if (m.type === 'progress') {
            Module._evloop_sim_progress(m.id, m.instructions, m.ms);
        } else if (m.type === 'result') {
            // One copy, straight into the buffer the service keeps (a result can be 10 MB).
            const bytes = m.run ? new Uint8Array(m.run) : new TextEncoder().encode(String(m.error));
            const p = Module._evloop_sim_result_buffer(bytes.length); // may grow the heap: HEAPU8 after it
            if (p) HEAPU8.set(bytes, p);
            Module._evloop_sim_result(m.id, m.run ? 1 : 0, m.fatal ? 1 : 0);
            Module.evloopInputSerial = (Module.evloopInputSerial | 0) + 1; // a frame shows it
        }
    };
    w.onerror = (event) => {
        if (S.worker !== w) return;
        event.preventDefault();
        const bytes = new TextEncoder().encode(String(event.message || 'the simulation worker failed to load'));
        const p = copyIn(bytes);
        Module._evloop_sim_failed(p, bytes.length);
        Module._free(p);
        Module.evloopInputSerial = (Module.evloopInputSerial | 0) + 1;
    };
    return 1;
});

// Posts a serialized job to the worker (the bytes are copied out of the heap).
EM_JS(void, js_sim_post, (double id, const char* bytes, int length), {
    const job = HEAPU8.slice(bytes, bytes + length).buffer;
    Module.evloopSim.worker.postMessage({ id: id, job: job }, [job]);
});

namespace evloop::web {

namespace {

class WorkerService final : public sim::Service {
public:
    WorkerService() { m_worker = js_sim_spawn() != 0; }

    sim::JobId submit(sim::Job job) override
    {
        MainThreadTimer timer { m_stats };
        sim::JobId id = m_next++;
        m_queue.push_back({ id, sim::serialize_job(job) });
        dispatch();
        return id;
    }

    sim::Status poll(sim::JobId id) override
    {
        MainThreadTimer timer { m_stats };
        sim::Status s;
        if (id == m_running) {
            s.state = sim::Status::State::Running;
            s.instructions = m_running_instructions;
            s.virtual_ms = m_running_ms;
            return s;
        }
        for (const Queued& q : m_queue)
            if (q.id == id) {
                s.state = sim::Status::State::Queued;
                return s;
            }
        auto it = m_done.find(id);
        if (it == m_done.end())
            return s;
        Done& done = it->second;
        if (done.ok) {
            // A big run is read over several frames, a slice per poll, so that reading it
            // is never a long task of the page's own; until then it is still "running".
            if (!done.reader)
                done.reader = std::make_unique<sim::RunReader>(done.bytes);
            const double until = emscripten_get_now() + kReadSliceMs;
            bool read = false;
            while (!(read = done.reader->step(kReadEventsPerStep)) && emscripten_get_now() < until) {
            }
            if (!read) {
                ++m_changes; // so the page draws the next frame, which polls again
                s.state = sim::Status::State::Running;
                s.instructions = done.instructions;
                s.virtual_ms = done.virtual_ms;
                return s;
            }
            if (done.reader->ok()) {
                s.result = std::make_shared<loop::RunResult>(done.reader->take());
                s.instructions = s.result->instructions;
            } else {
                s.error = "its result could not be read: " + done.reader->error();
            }
        } else {
            s.error = done.bytes;
        }
        s.state = sim::Status::State::Done;
        m_done.erase(it);
        return s;
    }

    void cancel(sim::JobId id) override
    {
        for (auto q = m_queue.begin(); q != m_queue.end(); ++q)
            if (q->id == id) {
                m_queue.erase(q);
                return;
            }
        m_done.erase(id);
        if (id == m_running) {
            // No shared memory, so no flag the running simulation could see: the worker goes.
            m_running = 0;
            m_worker = js_sim_spawn() != 0;
            dispatch();
        }
    }

    int pending() const override { return static_cast<int>(m_queue.size()) + (m_running ? 1 : 0); }
    uint64_t changes() const override { return m_changes; }

    // --- from the worker ---
    void ready() { m_ready = true; }
    void progress(sim::JobId id, double instructions, double ms)
    {
        if (id != m_running)
            return;
        m_running_instructions = static_cast<uint64_t>(instructions);
        m_running_ms = ms;
    }
    // Where the page copies a result's bytes before result() (one buffer, reused).
    char* result_buffer(size_t size)
    {
        MainThreadTimer timer { m_stats };
        m_incoming.resize(size);
        return m_incoming.data();
    }
    void result(sim::JobId id, bool ok, bool fatal)
    {
        MainThreadTimer timer { m_stats };
        std::string bytes = std::move(m_incoming);
        m_incoming = {};
        if (id != m_running)
            return;
        ++m_stats.results;
        Done& done = m_done[id];
        done.ok = ok;
        done.bytes = std::move(bytes);
        done.instructions = m_running_instructions;
        done.virtual_ms = m_running_ms;
        m_running = 0;
        ++m_changes;
        if (fatal)
            m_worker = js_sim_spawn() != 0;
        dispatch();
    }
    // The worker itself failed (its script did not load, or it crashed).
    void failed(std::string message)
    {
        if (!m_ready) {
            // It never started: this page simulates on its own thread from now on.
            m_worker = false;
            if (m_running) {
                m_queue.push_front({ m_running, std::move(m_running_job) });
                m_running = 0;
            }
        } else if (m_running) {
            m_done[m_running] = { false, "the simulation worker stopped: " + message };
            m_running = 0;
            ++m_changes;
            m_ready = false;
            m_worker = js_sim_spawn() != 0;
        }
        dispatch();
    }

    // What simulating costs the page's own thread (tests/e2e own-page-never-blocks).
    struct Stats {
        double max_main_thread_ms = 0; // the longest single call (serialize, post, receive, read)
        double total_main_thread_ms = 0;
        int results = 0;
        int inline_runs = 0; // jobs run on the page's thread because there was no worker
    };
    const Stats& stats() const { return m_stats; }
    bool worker() const { return m_worker; }

private:
    struct MainThreadTimer {
        Stats& stats;
        double start = emscripten_get_now();
        ~MainThreadTimer()
        {
            double ms = emscripten_get_now() - start;
            stats.total_main_thread_ms += ms;
            stats.max_main_thread_ms = std::max(stats.max_main_thread_ms, ms);
        }
    };
    struct Queued {
        sim::JobId id;
        std::string bytes;
    };
    struct Done {
        bool ok = false;
        std::string bytes; // the serialized run, or the failure
        std::unique_ptr<sim::RunReader> reader; // reads `bytes`, once polled
        uint64_t instructions = 0;                // the last progress, shown while reading
        double virtual_ms = 0;
    };
    // Reading a result: at most this long per poll, in steps of this many trace events.
    static constexpr double kReadSliceMs = 8.0;
    static constexpr size_t kReadEventsPerStep = 2048;

    void dispatch()
    {
        while (!m_running && !m_queue.empty()) {
            Queued next = std::move(m_queue.front());
            m_queue.pop_front();
            if (m_worker) {
                m_running = next.id;
                m_running_instructions = 0;
                m_running_ms = 0;
                js_sim_post(static_cast<double>(next.id), next.bytes.data(), static_cast<int>(next.bytes.size()));
                m_running_job = std::move(next.bytes);
                return;
            }
            // No worker: the old way, on this thread.
            ++m_stats.inline_runs;
            sim::Job job;
            std::string error;
            if (sim::deserialize_job(next.bytes, job, error))
                m_done[next.id] = { true, sim::serialize_run(sim::run_job(job)) };
            else
                m_done[next.id] = { false, error };
            ++m_changes;
        }
    }

    std::deque<Queued> m_queue;
    std::map<sim::JobId, Done> m_done;
    std::string m_incoming; // result_buffer()
    sim::JobId m_next = 1;
    sim::JobId m_running = 0;
    std::string m_running_job; // kept in case the worker fails to start and it runs here
    uint64_t m_running_instructions = 0;
    double m_running_ms = 0;
    uint64_t m_changes = 0;
    bool m_worker = false;
    bool m_ready = false;
    Stats m_stats;
};

WorkerService* g_service = nullptr;

} // namespace

std::shared_ptr<sim::Service> make_worker_service()
{
    auto service = std::make_shared<WorkerService>();
    g_service = service.get();
    return service;
}

} // namespace evloop::web

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* evloop_sim_stats_json()
{
    static std::string json;
    json = "{}";
    if (auto* s = evloop::web::g_service) {
        const auto& st = s->stats();
        json = "{\"worker\":" + std::string(s->worker() ? "true" : "false") + ",\"results\":" + std::to_string(st.results)
            + ",\"inlineRuns\":" + std::to_string(st.inline_runs) + ",\"maxMainThreadMs\":" + std::to_string(st.max_main_thread_ms)
            + ",\"totalMainThreadMs\":" + std::to_string(st.total_main_thread_ms) + "}";
    }
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE void evloop_sim_ready()
{
    if (evloop::web::g_service)
        evloop::web::g_service->ready();
}

EMSCRIPTEN_KEEPALIVE void evloop_sim_progress(double id, double instructions, double ms)
{
    if (evloop::web::g_service)
        evloop::web::g_service->progress(static_cast<evloop::sim::JobId>(id), instructions, ms);
}

EMSCRIPTEN_KEEPALIVE char* evloop_sim_result_buffer(int length)
{
    if (!evloop::web::g_service)
        return nullptr; // the page skips the copy
    return evloop::web::g_service->result_buffer(static_cast<size_t>(std::max(0, length)));
}

EMSCRIPTEN_KEEPALIVE void evloop_sim_result(double id, int ok, int fatal)
{
    if (evloop::web::g_service)
        evloop::web::g_service->result(static_cast<evloop::sim::JobId>(id), ok != 0, fatal != 0);
}

EMSCRIPTEN_KEEPALIVE void evloop_sim_failed(const char* bytes, int length)
{
    if (evloop::web::g_service)
        evloop::web::g_service->failed(std::string(bytes, static_cast<size_t>(length)));
}

} // extern "C"
