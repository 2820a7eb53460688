#include "core/sim/service.h"
#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <thread>

namespace evloop::sim {

loop::RunResult run_job(const Job& job, const std::function<bool(uint64_t, double)>& progress, uint64_t every)
{
    loop::RunControl control;
    control.checkpoint = progress;
    control.every = every;
    return loop::run(job.source, job.file_name, job.settings, control);
}

namespace {

// --- inline: the job runs inside submit() ---------------------------------------------

class InlineService final : public Service {
public:
    JobId submit(Job job) override
    {
        JobId id = m_next++;
        auto result = std::make_shared<loop::RunResult>(run_job(job));
        m_done.emplace(id, result);
        ++m_changes;
        return id;
    }
    Status poll(JobId id) override
    {
        Status s;
        auto it = m_done.find(id);
        if (it == m_done.end())
            return s;
        s.state = Status::State::Done;
        s.result = std::move(it->second);
        s.instructions = s.result->instructions;
        m_done.erase(it);
        return s;
    }
    void cancel(JobId id) override { m_done.erase(id); }
    int pending() const override { return 0; }
    uint64_t changes() const override { return m_changes; }

private:
    JobId m_next = 1;
    std::map<JobId, std::shared_ptr<loop::RunResult>> m_done;
    uint64_t m_changes = 0;
};

// --- thread: one background thread runs the jobs in the order they came ---------------

class ThreadService final : public Service {
public:
    explicit ThreadService(std::function<void()> wake)
        : m_wake(std::move(wake))
        , m_thread([this] { work(); })
    {
    }
    ~ThreadService() override
    {
        {
            std::lock_guard lock(m_mutex);
            m_quit = true;
            for (auto& [id, entry] : m_jobs)
                entry->cancelled = true;
        }
        m_ready.notify_all();
        m_thread.join();
    }

    JobId submit(Job job) override
    {
        auto entry = std::make_shared<Entry>();
        entry->job = std::move(job);
        {
            std::lock_guard lock(m_mutex);
            entry->id = m_next++;
            m_jobs.emplace(entry->id, entry);
            m_queue.push_back(entry);
        }
        m_ready.notify_one();
        return entry->id;
    }

    Status poll(JobId id) override
    {
        std::lock_guard lock(m_mutex);
        Status s;
        auto it = m_jobs.find(id);
        if (it == m_jobs.end())
            return s;
        Entry& e = *it->second;
        s.state = e.state;
        s.instructions = e.instructions.load();
        s.virtual_ms = e.virtual_ms.load();
        if (e.state == Status::State::Done) {
            s.result = std::move(e.result);
            m_jobs.erase(it);
        }
        return s;
    }

    void cancel(JobId id) override
    {
        std::lock_guard lock(m_mutex);
        auto it = m_jobs.find(id);
        if (it == m_jobs.end())
            return;
        it->second->cancelled = true; // a running job stops at its next checkpoint
        for (auto q = m_queue.begin(); q != m_queue.end(); ++q)
            if ((*q)->id == id) {
                m_queue.erase(q);
                break;
            }
        m_jobs.erase(it);
    }

    int pending() const override
    {
        std::lock_guard lock(m_mutex);
        int n = 0;
        for (const auto& [id, e] : m_jobs)
            n += e->state != Status::State::Done;
        return n;
    }
    uint64_t changes() const override { return m_changes.load(); }

private:
    struct Entry {
        JobId id = 0;
        Job job;
        Status::State state = Status::State::Queued;
        std::atomic<uint64_t> instructions { 0 };
        std::atomic<double> virtual_ms { 0 };
        std::atomic<bool> cancelled { false };
        std::shared_ptr<loop::RunResult> result;
    };

    void work()
    {
        for (;;) {
            std::shared_ptr<Entry> e;
            {
                std::unique_lock lock(m_mutex);
                m_ready.wait(lock, [this] { return m_quit || !m_queue.empty(); });
                if (m_quit)
                    return;
                e = m_queue.front();
                m_queue.pop_front();
                e->state = Status::State::Running;
            }
            Entry* raw = e.get();
            auto result = std::make_shared<loop::RunResult>(run_job(raw->job, [raw](uint64_t instructions, double ms) {
                raw->instructions = instructions;
                raw->virtual_ms = ms;
                return !raw->cancelled.load();
            }));
            {
                std::lock_guard lock(m_mutex);
                e->instructions = result->instructions;
                e->result = std::move(result);
                e->state = Status::State::Done; // a cancelled entry is no longer in m_jobs: it just goes
            }
            ++m_changes;
            if (m_wake)
                m_wake();
        }
    }

    std::function<void()> m_wake;
    mutable std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<std::shared_ptr<Entry>> m_queue;
    std::map<JobId, std::shared_ptr<Entry>> m_jobs;
    JobId m_next = 1;
    bool m_quit = false;
    std::atomic<uint64_t> m_changes { 0 };
    std::thread m_thread; // last: it starts once everything above exists
};

} // namespace

std::unique_ptr<Service> make_thread_service(std::function<void()> wake)
{
#ifdef __EMSCRIPTEN__
    (void)wake;
    return make_inline_service(); // no threads in this build: the page uses a Web Worker (web/)
#else
    return std::make_unique<ThreadService>(std::move(wake));
#endif
}

std::unique_ptr<Service> make_inline_service()
{
    return std::make_unique<InlineService>();
}

} // namespace evloop::sim
