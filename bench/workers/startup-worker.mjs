// ESM variant of startup-worker.cjs (an extra row in measure.mjs; the brief asks for CommonJS).
import { parentPort } from 'node:worker_threads';
parentPort.postMessage(Number(process.hrtime.bigint()));
parentPort.on('message', (m) => parentPort.postMessage(m));
