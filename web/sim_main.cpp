// sim.wasm: the simulation alone (core only: no GLFW, no ImGui, no lessons), for the Web
// Worker in sim-worker.js. The worker hands it a serialized sim::Job and gets back the
// serialized loop::RunResult (core/sim/run_serialize.h); while the run goes on it
// posts progress messages straight from the instruction checkpoint.
#include "core/sim/run_serialize.h"
#include "core/sim/service.h"
#include <emscripten.h>
#include <string>

// At most twenty progress messages a second (the page only draws them).
EM_JS(void, js_post_progress, (double instructions, double virtual_ms), {
    const now = performance.now();
    if (Module.evloopLastProgress !== undefined && now - Module.evloopLastProgress < 50)
        return;
    Module.evloopLastProgress = now;
    postMessage({ type: 'progress', id: Module.evloopJobId, instructions: instructions, ms: virtual_ms });
});

namespace {
std::string g_reply; // 'R' + the serialized run, or 'E' + a message
}

extern "C" {

// Runs the job in `bytes`; returns the reply and its length in *length. The reply stays
// valid until evloop_sim_release() or the next run.
EMSCRIPTEN_KEEPALIVE const char* evloop_sim_run(const char* bytes, int size, int* length)
{
    evloop::sim::Job job;
    std::string error;
    if (size < 0 || !evloop::sim::deserialize_job(std::string_view(bytes, static_cast<size_t>(size)), job, error)) {
        g_reply = "Ethe job could not be read: " + error;
    } else {
        evloop::loop::RunResult run = evloop::sim::run_job(job, [](uint64_t instructions, double ms) {
            js_post_progress(static_cast<double>(instructions), ms);
            return true; // Cancel terminates the whole worker (no shared memory to pass a flag)
        });
        g_reply = "R" + evloop::sim::serialize_run(run);
    }
    *length = static_cast<int>(g_reply.size());
    return g_reply.data();
}

EMSCRIPTEN_KEEPALIVE void evloop_sim_release()
{
    std::string().swap(g_reply);
}

} // extern "C"

int main()
{
    return 0;
}
