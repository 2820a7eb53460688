// The simulation worker: runs evloop's simulations off the page's main thread, so the
// page itself never blocks (the course's own rule). It loads sim.js / sim.wasm (core
// only, web/sim_main.cpp) and answers one job at a time:
//
//   page → worker  { id, job: ArrayBuffer }          a serialized sim::Job
//   worker → page  { type: 'ready' }                 the module is loaded
//                  { type: 'progress', id, instructions, ms }   while a job runs
//                  { type: 'result', id, run: ArrayBuffer }     the serialized RunResult
//                  { type: 'result', id, error: '…', fatal }    the job failed (fatal: the
//                                                               module is unusable now)
//
// Cancel is the page terminating this worker and starting a new one.
'use strict';

importScripts('sim.js');

let sim = null;
let broken = null;
const waiting = [];

createEvloopSim({
  print: (text) => console.log(text),
  printErr: (text) => console.warn(text),
}).then((module) => {
  sim = module;
  postMessage({ type: 'ready' });
  for (const message of waiting.splice(0)) run(message);
}, (err) => {
  broken = String(err && err.message || err);
  for (const message of waiting.splice(0)) run(message);
});

self.onmessage = (event) => {
  if (!sim && !broken) waiting.push(event.data);
  else run(event.data);
};

function run({ id, job }) {
  if (broken) {
    postMessage({ type: 'result', id, error: 'the simulation could not start: ' + broken, fatal: true });
    return;
  }
  let input = 0, length = 0;
  try {
    const bytes = new Uint8Array(job);
    input = sim._malloc(Math.max(1, bytes.length));
    length = sim._malloc(4);
    sim.HEAPU8.set(bytes, input);
    sim.evloopJobId = id;
    sim.evloopLastProgress = undefined;
    const reply = sim._evloop_sim_run(input, bytes.length, length);
    const size = sim.HEAP32[length >> 2];
    const tag = sim.HEAPU8[reply];
    const payload = sim.HEAPU8.slice(reply + 1, reply + size); // a copy: the heap may move
    sim._evloop_sim_release();
    if (tag === 82 /* 'R' */) postMessage({ type: 'result', id, run: payload.buffer }, [payload.buffer]);
    else postMessage({ type: 'result', id, error: new TextDecoder().decode(payload), fatal: false });
  } catch (err) {
    // An abort inside the module (out of memory, an engine bug): it cannot be trusted again.
    broken = String(err && err.message || err);
    postMessage({ type: 'result', id, error: 'the simulation stopped: ' + broken, fatal: true });
    return;
  } finally {
    if (!broken) {
      if (input) sim._free(input);
      if (length) sim._free(length);
    }
  }
}
