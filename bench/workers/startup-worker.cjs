// File worker used by measure.mjs (CommonJS). Same body as the eval worker:
// post one message at top level (carrying the shared monotonic clock, in ns),
// then answer every message with a number so the worker stays alive until
// terminate().
'use strict';
const { parentPort } = require('worker_threads');
parentPort.postMessage(Number(process.hrtime.bigint()));
parentPort.on('message', (m) => parentPort.postMessage(m));
