#!/usr/bin/env node
// Measures what Node's worker_threads cost on this machine, for evloop's cost model.
// Plain Node, no dependencies. See README.md in this folder.
//
//   node bench/workers/measure.mjs [--reps N] [--only a,b,...] [--json FILE] [--log-trials N]
//
// Intervals on one thread use performance.now(). Intervals that start on one
// thread and end on another use process.hrtime.bigint() (CLOCK_MONOTONIC, the
// same clock in every thread of the process; performance.now() is that clock
// minus a per-thread origin, so it cannot be compared across threads).

import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const now = () => performance.now();
const hr = () => Number(process.hrtime.bigint()) / 1e6; // ms, shared across threads
const SELF = fileURLToPath(import.meta.url);
// Involuntary context switches of the main thread so far (Linux; 0 elsewhere):
// how often the kernel took the CPU away from it, e.g. for a thread it had just woken.
const STATUS = `/proc/self/task/${process.pid}/status`;
function preempted() {
  try {
    return +readFileSync(STATUS, 'utf8').match(/nonvoluntary_ctxt_switches:\s+(\d+)/)[1];
  } catch {
    return 0;
  }
}
const FILE_CJS = fileURLToPath(new URL('./startup-worker.cjs', import.meta.url));
const FILE_MJS = fileURLToPath(new URL('./startup-worker.mjs', import.meta.url));

// ---------- worker bodies (eval: true, i.e. CommonJS scripts) ----------

// Same body as startup-worker.cjs.
const STARTUP_CODE = `
const { parentPort } = require('worker_threads');
parentPort.postMessage(Number(process.hrtime.bigint()));
parentPort.on('message', (m) => parentPort.postMessage(m));
`;

// Echo / ack worker for latency and size tests.
const ECHO_CODE = `
const { parentPort, workerData } = require('worker_threads');
const { performance } = require('perf_hooks');
let mode = (workerData && workerData.mode) || 'pong';
let wPost = [];
let stamps = null; // hrtime (ns, Number) at receipt and at send, per message
parentPort.on('message', (m) => {
  if (m !== null && typeof m === 'object' && m.cmd !== undefined) {
    if (m.cmd === 'mode') { mode = m.mode; stamps = []; parentPort.postMessage('ok'); }
    else if (m.cmd === 'clear') { wPost = []; parentPort.postMessage('ok'); }
    else if (m.cmd === 'stats') parentPort.postMessage({ wPost, stamps });
    else if (m.cmd === 'spin') { // keep this thread busy, so that a message sent now wakes no one
      parentPort.postMessage('spinning');
      const end = performance.now() + m.ms;
      while (performance.now() < end);
    }
    return;
  }
  switch (mode) {
    case 'pong': parentPort.postMessage(m); return;
    case 'stamp': { // hrtime (ns) at receipt and just before the reply
      stamps.push(Number(process.hrtime.bigint()));
      stamps.push(Number(process.hrtime.bigint()));
      parentPort.postMessage(m); return;
    }
    case 'ack': parentPort.postMessage(0); return;
    case 'echo': {
      const t = performance.now(); parentPort.postMessage(m); wPost.push(performance.now() - t); return;
    }
    case 'gap': // main->worker one-way after the worker idled; immediate ack
      stamps.push(Number(process.hrtime.bigint()) / 1e6 - m);
      parentPort.postMessage(0);
      return;
    case 'iso': // isolated messages: note main->worker one-way, answer 5 ms later with a stamp
      stamps.push(Number(process.hrtime.bigint()) / 1e6 - m);
      setTimeout(() => parentPort.postMessage(Number(process.hrtime.bigint()) / 1e6), 5);
      return;
    case 'first': // one-way main->worker for the first message after start-up
      parentPort.postMessage(Number(process.hrtime.bigint()) / 1e6 - m); mode = 'pong'; return;
  }
});
parentPort.postMessage('ready');
`;

const IDLE_CODE = `
const { parentPort } = require('worker_threads');
parentPort.on('message', () => {});
parentPort.postMessage('ready');
`;

const BUSY_CODE = `
const { parentPort } = require('worker_threads');
parentPort.postMessage('ready');
for (;;) {}
`;

const EXIT_CODE = `
const { parentPort, workerData } = require('worker_threads');
const stamp = new BigInt64Array(workerData);
parentPort.on('message', () => { Atomics.store(stamp, 0, process.hrtime.bigint()); process.exit(0); });
parentPort.postMessage('ready');
`;

// Atomics ping-pong: a[0] counts turns. Main sets odd values, the worker even ones.
// t[0] = main's hrtime just before its notify, t[1] = worker's just before its notify.
const ATOMICS_CODE = `
const { parentPort, workerData } = require('worker_threads');
const a = new Int32Array(workerData.sab);
const t = new BigInt64Array(workerData.tsab);
const N = workerData.n;
const wake = new Float64Array(N); // main notify -> worker awake (ms)
let notEqual = 0;
parentPort.postMessage('ready');
for (let i = 0; i < N; i++) {
  if (Atomics.wait(a, 0, 2 * i) === 'not-equal') notEqual++;
  wake[i] = Number(process.hrtime.bigint() - t[0]) / 1e6;
  Atomics.store(t, 1, process.hrtime.bigint());
  Atomics.store(a, 0, 2 * i + 2);
  Atomics.notify(a, 0);
}
parentPort.postMessage({ wake: Array.from(wake), notEqual });
`;

// Worker side of Atomics.waitAsync on main: on each message, stamp and notify.
const WAITASYNC_CODE = `
const { parentPort, workerData } = require('worker_threads');
const a = new Int32Array(workerData.sab);
const t = new BigInt64Array(workerData.tsab);
parentPort.on('message', (v) => {
  Atomics.store(t, 0, process.hrtime.bigint());
  Atomics.store(a, 0, v);
  Atomics.notify(a, 0);
});
parentPort.postMessage('ready');
`;

// console.log ordering: log, then post a message carrying the log's hrtime (ms).
const LOG_CODE = `
const { parentPort } = require('worker_threads');
parentPort.on('message', (i) => {
  const t = Number(process.hrtime.bigint()) / 1e6;
  console.log('L' + i);
  parentPort.postMessage({ i, t });
});
parentPort.postMessage('ready');
`;

// ---------- statistics / output ----------

function stats(xs) {
  const s = Float64Array.from(xs).sort();
  const n = s.length;
  const median = n % 2 ? s[(n - 1) >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
  const p90 = s[Math.min(n - 1, Math.ceil(0.9 * n) - 1)];
  return { n, min: s[0], median, p90, max: s[n - 1] };
}

function fmt(x) {
  if (x === undefined || Number.isNaN(x)) return '-';
  if (x === 0) return '0';
  const a = Math.abs(x);
  if (a >= 1000) return String(Math.round(x));
  if (a < 1e-3) return x.toExponential(2);
  return x.toPrecision(3);
}

const results = []; // { section, name, unit, ...stats }
function report(section, name, xs, unit = 'ms') {
  const s = stats(xs);
  results.push({ section, name, unit, ...s });
  console.log(
    `  ${name.padEnd(62)} ${fmt(s.min).padStart(9)} ${fmt(s.median).padStart(9)} ${fmt(s.p90).padStart(9)}  ${unit} (n=${s.n})`
  );
}
function header(title) {
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(62)} ${'min'.padStart(9)} ${'median'.padStart(9)} ${'p90'.padStart(9)}`);
}
const notes = {};
function note(key, text) {
  notes[key] = text;
  console.log(`  note: ${text}`);
}

// ---------- helpers ----------

const nextMessage = (w) => new Promise((r) => w.once('message', r));
async function ready(w) {
  const m = await nextMessage(w);
  if (m !== 'ready') throw new Error('expected ready, got ' + m);
}
async function stop(w) {
  // terminate() resolves from the worker's 'exit' event, or at once when it has already exited.
  await w.terminate();
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function busy(ms) {
  const end = now() + ms;
  while (now() < end);
}

// ---------- 1 + 2: start-up ----------

// One worker start-up; resolves with the timings (all ms, main thread's clock
// unless said otherwise).
async function startupOnce(kind) {
  let w;
  const t0 = now();
  const h0 = hr();
  if (kind === 'eval') w = new Worker(STARTUP_CODE, { eval: true });
  else if (kind === 'file-cjs') w = new Worker(FILE_CJS);
  else if (kind === 'file-mjs') w = new Worker(FILE_MJS);
  const t1 = now();
  // A message posted right after construction, before the worker runs: queued.
  w.postMessage(-1);
  const out = { ctor: t1 - t0 };
  let order = '';
  const online = once(w, 'online').then(() => { out.online = now() - t0; order += 'o'; });
  let n = 0;
  const msgs = new Promise((resolve) => {
    w.on('message', (m) => {
      const t = now();
      if (n++ === 0) {
        out.firstMsg = t - t0;
        out.firstMsgOneWay = hr() - m / 1e6; // worker's postMessage -> main handler
        out.workerTopLevel = m / 1e6 - h0; // new Worker() -> worker's top-level code running
        order += 'm';
      } else {
        out.queuedReply = t - t0; // reply to the message posted right after construction
        resolve();
      }
    });
  });
  await Promise.all([online, msgs]);
  out.order = order;
  await stop(w);
  return out;
}

async function secStartup(reps) {
  header('1+2. Start-up (fresh worker per repetition, same process; first one discarded as warm-up)');
  const kinds = [['eval', 'eval string'], ['file-cjs', 'file .cjs'], ['file-mjs', 'file .mjs (extra)']];
  for (const [kind, label] of kinds) {
    await startupOnce(kind); // warm-up
    const rows = [];
    for (let i = 0; i < reps; i++) rows.push(await startupOnce(kind));
    report('startup', `${label}: new Worker() -> 'online'`, rows.map((r) => r.online));
    report('startup', `${label}: new Worker() -> first message (handler)`, rows.map((r) => r.firstMsg));
    report('startup', `${label}: new Worker() -> worker top-level runs`, rows.map((r) => r.workerTopLevel));
    report('startup', `${label}: top-level postMessage -> main handler`, rows.map((r) => r.firstMsgOneWay));
    report('startup', `${label}: reply to msg posted right after ctor`, rows.map((r) => r.queuedReply));
    report('ctor', `${label}: new Worker() synchronous (main blocked)`, rows.map((r) => r.ctor));
    const orders = {};
    for (const r of rows) orders[r.order] = (orders[r.order] || 0) + 1;
    note(`order-${kind}`, `${label}: event order ('o' online, 'm' first message): ${JSON.stringify(orders)}`);
  }
  // Cold: the first worker of a brand-new process.
  for (const [kind, label] of kinds.slice(0, 2)) {
    const rows = [];
    for (let i = 0; i < reps; i++) {
      const r = spawnSync(process.execPath, [SELF, '--child', 'cold', kind], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error('cold child failed: ' + r.stderr);
      rows.push(JSON.parse(r.stdout.trim().split('\n').pop()));
    }
    report('startup-cold', `${label}, 1st worker of a new process: -> 'online'`, rows.map((r) => r.online));
    report('startup-cold', `${label}, 1st worker of a new process: -> first message`, rows.map((r) => r.firstMsg));
    report('ctor-cold', `${label}, 1st worker of a new process: ctor synchronous`, rows.map((r) => r.ctor));
  }
}

// ---------- 3: message latency ----------

function pingPong(w, n) {
  return new Promise((resolve) => {
    let i = 0;
    let t0;
    const onMsg = () => {
      if (++i === n) {
        const t = now();
        w.off('message', onMsg);
        resolve(t - t0);
      } else w.postMessage(i);
    };
    w.on('message', onMsg);
    t0 = now();
    w.postMessage(0);
  });
}

async function secLatency(reps) {
  header('3. Message latency (small message: a number)');
  const N = 1000;
  const rtt = [];
  const firstRtt = [];
  const firstOneWayMW = [];
  const m2w = [];
  const w2m = [];
  const ISO = 15;
  const GAPS = [0, 1, 5, 20];
  const PER_GAP = 9;
  const gapMW = GAPS.map(() => []);
  const isoMW = [];
  const isoWM = [];
  for (let r = 0; r < reps; r++) {
    const w = new Worker(ECHO_CODE, { eval: true, workerData: { mode: 'first' } });
    await ready(w);
    // First message after start-up, posted as soon as the worker's 'ready' arrives:
    // one-way main->worker (shared clock), then the first round trip.
    {
      const p = nextMessage(w);
      w.postMessage(hr());
      firstOneWayMW.push(await p);
      const t0 = now();
      const q = nextMessage(w);
      w.postMessage(1);
      await q;
      firstRtt.push(now() - t0);
    }
    // Steady state: 1000 round trips, back to back.
    await pingPong(w, 100); // warm-up
    rtt.push((await pingPong(w, N)) / N);
    // Same again with timestamps on both sides, to split the round trip.
    w.postMessage({ cmd: 'mode', mode: 'stamp' });
    await nextMessage(w);
    const mSend = new Float64Array(N);
    const mRecv = new Float64Array(N);
    await new Promise((resolve) => {
      let i = 0;
      const onMsg = () => {
        mRecv[i] = Number(process.hrtime.bigint());
        if (++i === N) { w.off('message', onMsg); resolve(); return; }
        mSend[i] = Number(process.hrtime.bigint());
        w.postMessage(i);
      };
      w.on('message', onMsg);
      mSend[0] = Number(process.hrtime.bigint());
      w.postMessage(0);
    });
    w.postMessage({ cmd: 'stats' });
    const { stamps } = await nextMessage(w);
    const a = [];
    const b = [];
    for (let i = 0; i < N; i++) {
      a.push((stamps[2 * i] - mSend[i]) / 1e6);
      b.push((mRecv[i] - stamps[2 * i + 1]) / 1e6);
    }
    m2w.push(stats(a).median);
    w2m.push(stats(b).median);
    // The worker idles for `gap` ms (main spins, so the sender is running) before each message.
    w.postMessage({ cmd: 'mode', mode: 'gap' });
    await nextMessage(w);
    for (const gap of GAPS) {
      for (let k = 0; k < PER_GAP; k++) {
        busy(gap);
        const q = nextMessage(w);
        w.postMessage(hr());
        await q;
      }
    }
    w.postMessage({ cmd: 'stats' });
    {
      const st = (await nextMessage(w)).stamps;
      GAPS.forEach((g, j) => gapMW[j].push(stats(st.slice(j * PER_GAP, (j + 1) * PER_GAP)).median));
    }
    // Isolated messages: both threads idle for 5 ms before each message.
    w.postMessage({ cmd: 'mode', mode: 'iso' });
    await nextMessage(w);
    const d2 = [];
    for (let k = 0; k < ISO; k++) {
      await sleep(5);
      const q = nextMessage(w);
      w.postMessage(hr());
      const tw = await q;
      d2.push(hr() - tw);
    }
    w.postMessage({ cmd: 'stats' });
    isoMW.push(stats((await nextMessage(w)).stamps).median);
    isoWM.push(stats(d2).median);
    await stop(w);
  }
  report('latency', `round trip, per trip (${N} back-to-back)`, rtt);
  report('latency', 'one-way = round trip / 2', rtt.map((x) => x / 2));
  report('latency', 'one-way main->worker (shared clock, median of 1000)', m2w);
  report('latency', 'one-way worker->main (shared clock, median of 1000)', w2m);
  GAPS.forEach((g, j) =>
    report('latency', `one-way main->worker, worker idle ${g} ms before, main running (median of ${PER_GAP})`, gapMW[j])
  );
  report('latency', `both idle 5 ms before: one-way main->worker (median of ${ISO})`, isoMW);
  report('latency', `both idle 5 ms before: one-way worker->main (median of ${ISO})`, isoWM);
  report('latency', 'first message after start-up: one-way main->worker', firstOneWayMW);
  report('latency', 'first message after start-up: round trip', firstRtt);
}

// ---------- 4 + 5: size ----------

function makeString(bytes) {
  // A flat one-byte string (Buffer#toString gives a sequential string, not a rope).
  return Buffer.alloc(bytes, 'a').toString('latin1');
}
function makeObject(fields) {
  const o = {};
  for (let i = 0; i < fields; i++) o['f' + i] = i;
  return o;
}

// Idle time between making a payload and posting it. Without it, V8's background
// GC threads (busy after the previous, freshly allocated payloads) compete with
// the main thread for the 2 cores and inflate postMessage's time several-fold.
const GAP = 10;

async function sizeCase(w, label, make, reps, transfer) {
  const post = [];
  const rtt = [];
  const postBusy = [];
  const echoRtt = [];
  let nvIdle = 0;
  let nvBusy = 0;
  const setMode = async (mode) => {
    w.postMessage({ cmd: 'mode', mode });
    await nextMessage(w);
  };
  const send = (p) => (transfer ? w.postMessage(p, [p]) : w.postMessage(p));
  w.postMessage({ cmd: 'clear' }); // the worker's list of its own echo postMessage times
  await nextMessage(w);
  // The variants take turns within each repetition, so that a slow patch of the
  // machine hits all of them alike. Two warm-up repetitions.
  for (let r = -2; r < reps; r++) {
    // (a) Receiver idle: postMessage wakes the worker, which acks with a number
    // once it has received (deserialized) the payload.
    await setMode('ack');
    {
      const p = make();
      await sleep(GAP);
      const q = nextMessage(w);
      const c0 = preempted();
      const t0 = now();
      send(p);
      const t1 = now();
      const c1 = preempted();
      await q;
      const t2 = now();
      if (r >= 0) { post.push(t1 - t0); rtt.push(t2 - t0); nvIdle += c1 - c0; }
    }
    // (b) Receiver busy (spinning): postMessage wakes no sleeping thread.
    {
      const p = make();
      await sleep(GAP);
      w.postMessage({ cmd: 'spin', ms: 25 });
      await nextMessage(w); // 'spinning'
      const q = nextMessage(w);
      const c0 = preempted();
      const t0 = now();
      send(p);
      const t1 = now();
      const c1 = preempted();
      await q;
      if (r >= 0) { postBusy.push(t1 - t0); nvBusy += c1 - c0; }
    }
    // (c) Echo: the worker posts the payload back (not for transfers).
    if (!transfer) {
      await setMode('echo');
      const p = make();
      await sleep(GAP);
      const q = nextMessage(w);
      const t0 = now();
      send(p);
      await q;
      if (r >= 0) echoRtt.push(now() - t0);
    }
  }
  report('size', `${label}: postMessage synchronous, receiver idle`, post);
  report('size', `${label}: postMessage synchronous, receiver busy`, postBusy);
  report('size', `${label}: round trip (worker acks with a number)`, rtt);
  note(`preempted-${label}`, `${label}: main thread preempted during the timed postMessage calls: ${nvIdle}x of ${reps} (receiver idle), ${nvBusy}x of ${reps} (receiver busy)`);
  if (transfer) return;
  w.postMessage({ cmd: 'stats' });
  const { wPost } = await nextMessage(w);
  report('size', `${label}: round trip (worker echoes the payload)`, echoRtt);
  report('size', `${label}: worker's postMessage of the echo, sync (main idle)`, wPost.slice(-reps));
}

async function secSize(reps) {
  header(`4. Cost per message size (fresh payload each time, ${GAP} ms idle before each post, variants interleaved, 2 warm-ups)`);
  const w = new Worker(ECHO_CODE, { eval: true });
  await ready(w);
  await sizeCase(w, 'number', () => 42, reps);
  await sizeCase(w, 'string 1 KB', () => makeString(1024), reps);
  await sizeCase(w, 'string 100 KB', () => makeString(100 * 1024), reps);
  await sizeCase(w, 'string 1 MB', () => makeString(1024 * 1024), reps);
  await sizeCase(w, 'object 1 000 fields', () => makeObject(1000), reps);
  await sizeCase(w, 'object 10 000 fields', () => makeObject(10000), reps);
  header('5. 10 MB ArrayBuffer: copy vs transferList (fresh, filled buffer per repetition)');
  const mk = () => { const b = new ArrayBuffer(10 * 1024 * 1024); new Uint8Array(b).fill(7); return b; };
  await sizeCase(w, 'ArrayBuffer 10 MB copied', mk, reps, false);
  await sizeCase(w, 'ArrayBuffer 10 MB transferred', mk, reps, true);
  await stop(w);
}

// ---------- 6: termination ----------

async function secTerminate(reps) {
  header('6. Termination (fresh worker per repetition)');
  for (const [code, label] of [[IDLE_CODE, 'idle worker'], [BUSY_CODE, 'busy worker (for(;;){})']]) {
    const sync = [];
    const resolved = [];
    const exited = [];
    for (let r = 0; r < reps; r++) {
      const w = new Worker(code, { eval: true });
      await ready(w);
      await sleep(2);
      let tExit;
      const pe = once(w, 'exit').then(() => { tExit = now(); });
      const t0 = now();
      const p = w.terminate();
      const t1 = now();
      await p;
      const t2 = now();
      await pe;
      sync.push(t1 - t0);
      resolved.push(t2 - t0);
      exited.push(tExit - t0);
    }
    report('terminate', `${label}: terminate() synchronous`, sync);
    report('terminate', `${label}: terminate() -> 'exit' event`, exited);
    report('terminate', `${label}: terminate() -> promise resolved`, resolved);
  }
  const oneWay = [];
  const fromPost = [];
  for (let r = 0; r < reps; r++) {
    const sab = new SharedArrayBuffer(8);
    const stamp = new BigInt64Array(sab);
    const w = new Worker(EXIT_CODE, { eval: true, workerData: sab });
    await ready(w);
    await sleep(2);
    const pe = once(w, 'exit');
    const t0 = now();
    w.postMessage(0);
    await pe;
    const h = process.hrtime.bigint();
    fromPost.push(now() - t0);
    oneWay.push(Number(h - stamp[0]) / 1e6);
  }
  report('terminate', "worker process.exit() -> parent 'exit' (shared clock)", oneWay);
  report('terminate', "main posts 'please exit' -> parent 'exit'", fromPost);
}

// ---------- 7: Atomics ----------

async function secAtomics(reps) {
  header('7. Atomics.wait / Atomics.notify over a SharedArrayBuffer');
  const N = 1000;
  const rtt = [];
  const m2w = [];
  const w2m = [];
  let notEqual = 0;
  let mainNotEqual = 0;
  for (let r = 0; r < reps; r++) {
    const sab = new SharedArrayBuffer(4);
    const tsab = new SharedArrayBuffer(16);
    const a = new Int32Array(sab);
    const t = new BigInt64Array(tsab);
    const w = new Worker(ATOMICS_CODE, { eval: true, workerData: { sab, tsab, n: N } });
    const done = new Promise((res) => w.on('message', (m) => { if (m !== 'ready') res(m); }));
    await new Promise((res) => w.once('message', res));
    await sleep(5); // the worker is now blocked in Atomics.wait
    const back = new Float64Array(N);
    const t0 = now();
    for (let i = 0; i < N; i++) {
      Atomics.store(t, 0, process.hrtime.bigint());
      Atomics.store(a, 0, 2 * i + 1);
      Atomics.notify(a, 0);
      if (Atomics.wait(a, 0, 2 * i + 1) === 'not-equal') mainNotEqual++;
      back[i] = Number(process.hrtime.bigint() - t[1]) / 1e6;
    }
    const total = now() - t0;
    const res = await done;
    notEqual += res.notEqual;
    rtt.push(total / N);
    m2w.push(stats(res.wake).median);
    w2m.push(stats(back).median);
    await stop(w);
  }
  report('atomics', `round trip, per trip (${N} back-to-back, both sides block)`, rtt);
  report('atomics', 'one-way = round trip / 2', rtt.map((x) => x / 2));
  report('atomics', 'notify(main) -> worker awake (shared clock, median of 1000)', m2w);
  report('atomics', 'notify(worker) -> main awake (shared clock, median of 1000)', w2m);
  note('atomics-not-equal', `waits that did not block ('not-equal'): worker ${notEqual}, main ${mainNotEqual} of ${reps * N} each`);

  // Extra: main waits with Atomics.waitAsync (event loop idle); the worker notifies.
  const sab = new SharedArrayBuffer(4);
  const tsab = new SharedArrayBuffer(8);
  const a = new Int32Array(sab);
  const t = new BigInt64Array(tsab);
  const w = new Worker(WAITASYNC_CODE, { eval: true, workerData: { sab, tsab } });
  await ready(w);
  const lat = [];
  for (let r = -2; r < reps; r++) {
    await sleep(2);
    Atomics.store(a, 0, 0);
    const wa = Atomics.waitAsync(a, 0, 0);
    w.postMessage(r + 10);
    await wa.value;
    const h = process.hrtime.bigint();
    if (r >= 0) lat.push(Number(h - t[0]) / 1e6);
  }
  await stop(w);
  report('atomics', 'extra: notify(worker) -> main Atomics.waitAsync continuation', lat);
}

// ---------- 8: console.log ordering (in a child process, stdout = pipe) ----------

async function secLogOrder(trials) {
  header(`8. Worker console.log vs a message posted right after it (${trials} trials, child process, stdout is a pipe)`);
  for (const mode of ['idle', 'busy']) {
    const child = spawn(process.execPath, [SELF, '--child', 'logorder', mode, String(trials)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error('logorder child failed: ' + err);
    const res = JSON.parse(err.trim().split('\n').pop());
    // Order in the bytes that reached the child's real stdout.
    const lines = out.split('\n').filter(Boolean);
    const pos = {};
    lines.forEach((l, k) => (pos[l] = k));
    let logFirst = 0;
    for (let i = 0; i < trials; i++) if (pos['L' + i] < pos['M' + i]) logFirst++;
    const label = mode === 'idle' ? 'main idle' : 'main busy 50 ms';
    note(`log-${mode}`, `${label}: log line reached stdout before the message handler ran in ${logFirst}/${trials} trials (by stdout order); by handler/write order ${res.logFirst}/${trials}`);
    report('log', `${label}: stdout write of the log - message handler start`, res.logMinusMsg);
    report('log', `${label}: worker console.log() -> main stdout write`, res.logLatency);
    report('log', `${label}: worker postMessage -> main handler`, res.msgLatency);
  }
}

async function childLogOrder(mode, trials) {
  const origWrite = process.stdout.write.bind(process.stdout);
  const logT = new Float64Array(trials).fill(NaN);
  const logH = new Float64Array(trials).fill(NaN);
  const msgT = new Float64Array(trials).fill(NaN);
  const msgH = new Float64Array(trials).fill(NaN);
  const sentH = new Float64Array(trials).fill(NaN);
  let check = null;
  process.stdout.write = function (chunk, ...rest) {
    const t = now();
    const h = hr();
    const s = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    for (const m of s.matchAll(/^L(\d+)$/gm)) {
      const i = +m[1];
      logT[i] = t;
      logH[i] = h;
      if (check) check(i);
    }
    return origWrite(chunk, ...rest);
  };
  const w = new Worker(LOG_CODE, { eval: true });
  await ready(w);
  await sleep(20);
  let resolveTrial;
  check = (i) => { if (!Number.isNaN(logT[i]) && !Number.isNaN(msgT[i])) resolveTrial(); };
  w.on('message', ({ i, t }) => {
    msgT[i] = now();
    msgH[i] = hr();
    sentH[i] = t;
    process.stdout.write('M' + i + '\n');
    check(i);
  });
  for (let i = 0; i < trials; i++) {
    const p = new Promise((r) => (resolveTrial = r));
    w.postMessage(i);
    if (mode === 'busy') busy(50);
    await p;
    await sleep(1);
  }
  await stop(w);
  const logMinusMsg = [];
  const logLatency = [];
  const msgLatency = [];
  let logFirst = 0;
  for (let i = 0; i < trials; i++) {
    logMinusMsg.push(logT[i] - msgT[i]);
    logLatency.push(logH[i] - sentH[i]);
    msgLatency.push(msgH[i] - sentH[i]);
    if (logT[i] < msgT[i]) logFirst++;
  }
  process.stderr.write(JSON.stringify({ logMinusMsg, logLatency, msgLatency, logFirst }) + '\n');
}

// ---------- main ----------

function parseArgs(argv) {
  const o = { reps: 21, only: null, json: null, logTrials: 200 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reps') o.reps = +argv[++i];
    else if (a === '--only') o.only = argv[++i].split(',');
    else if (a === '--json') o.json = argv[++i];
    else if (a === '--log-trials') o.logTrials = +argv[++i];
    else if (a === '--help' || a === '-h') {
      console.log('node measure.mjs [--reps N (default 21, >= 15)] [--only startup,latency,size,terminate,atomics,log] [--json FILE] [--log-trials N]');
      finished = true;
      process.exit(0);
    } else throw new Error('unknown argument ' + a);
  }
  if (!(o.reps >= 15)) throw new Error('--reps must be at least 15');
  return o;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') {
    if (argv[1] === 'cold') {
      const r = await startupOnce(argv[2]);
      console.log(JSON.stringify(r));
    } else if (argv[1] === 'logorder') {
      await childLogOrder(argv[2], +argv[3]);
    }
    return;
  }
  const opt = parseArgs(argv);
  const want = (s) => !opt.only || opt.only.includes(s);
  const meta = {
    node: process.version,
    v8: process.versions.v8,
    os: `${os.type()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadavgStart: os.loadavg(),
    reps: opt.reps,
    date: new Date().toISOString(),
  };
  console.log(`node ${meta.node} (V8 ${meta.v8}), ${meta.os}, ${meta.cpus} x ${meta.cpuModel}`);
  console.log(`load average at start: ${meta.loadavgStart.map((x) => x.toFixed(2)).join(' ')}; ${opt.reps} repetitions per figure; times in ms`);
  if (want('startup')) await secStartup(opt.reps);
  if (want('latency')) await secLatency(opt.reps);
  if (want('size')) await secSize(opt.reps);
  if (want('terminate')) await secTerminate(opt.reps);
  if (want('atomics')) await secAtomics(opt.reps);
  if (want('log')) await secLogOrder(opt.logTrials);
  meta.loadavgEnd = os.loadavg();
  console.log(`\nload average at end: ${meta.loadavgEnd.map((x) => x.toFixed(2)).join(' ')}`);
  if (opt.json) writeFileSync(opt.json, JSON.stringify({ meta, results, notes }, null, 1));
}

let finished = false;
process.on('exit', (code) => {
  // A promise that can never settle lets the event loop run dry and Node exit quietly with 0.
  if (!finished && code === 0) {
    console.error('measure.mjs: event loop ran dry before the measurements finished');
    process.exitCode = 1;
  }
});
main().then(
  () => { finished = true; },
  (e) => { console.error(e); process.exit(1); }
);
