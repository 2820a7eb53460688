// Four workers bump one SharedArrayBuffer counter with Atomics.add; no update is lost.
const { Worker } = require('worker_threads');
const path = require('path');

const sab = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * 2);
const counters = new Int32Array(sab);
const N = 4, PER = 10000;

const exits = [];
for (let i = 0; i < N; i++) {
  const w = new Worker(path.join(__dirname, 'adder.js'), { workerData: { sab, times: PER } });
  exits.push(new Promise((resolve) => w.on('exit', resolve)));
}
console.log('right after starting:', Atomics.load(counters, 0) <= N * PER);
Promise.all(exits).then((codes) => {
  console.log('exit codes:', codes);
  console.log('atomic counter:', Atomics.load(counters, 0), 'expected', N * PER);
  console.log('finished workers:', Atomics.load(counters, 1));
  console.log('sab still usable in main:', sab.byteLength);
});
// @file adder.js
const { workerData } = require('worker_threads');
const counters = new Int32Array(workerData.sab);
for (let i = 0; i < workerData.times; i++) Atomics.add(counters, 0, 1);
Atomics.add(counters, 1, 1);
