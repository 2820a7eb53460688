#pragma once
// The page's simulation service: jobs go to a Web Worker (web/sim-worker.js running
// sim.wasm) one at a time, with postMessage; results come back as serialized runs and are
// read when the UI polls them. Cancel of the running job terminates the worker and starts
// a new one. If no worker can run (a browser without workers, sim.js missing), jobs run
// on the page's own thread as before, so the course still works, only less smoothly.
#include "core/sim/service.h"
#include <memory>

namespace evloop::web {

std::shared_ptr<sim::Service> make_worker_service();

} // namespace evloop::web
