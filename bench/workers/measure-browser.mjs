#!/usr/bin/env node
// What a dedicated Web Worker costs in real headless Chromium on this machine: how long
// `new Worker()` blocks the page's main thread, how long a worker takes from the
// constructor to its first statement, what one message costs (back to back, and waking an
// idle thread), and how long `terminate()` blocks. Numbers for core/js/cost_model.h.
//
//   node bench/workers/measure-browser.mjs [--reps N]     (default 21)
//
// Cross-thread intervals use performance.timeOrigin + performance.now() (both threads'
// clocks are the same monotonic clock with a per-thread origin). Each figure prints
// min / median / p90 in ms. $CHROMIUM overrides /usr/bin/chromium.
import process from 'node:process';
import { chromium } from 'playwright-core';

const reps = Number(process.argv[process.argv.indexOf('--reps') + 1]) || 21;
const ORIGIN = 'http://evloop.test';
const WORKER = `
  const t0 = performance.timeOrigin + performance.now();
  postMessage({ started: t0 });
  onmessage = (e) => {
    if (e.data.echo !== undefined) postMessage({ echo: e.data.echo, at: performance.timeOrigin + performance.now() });
    if (e.data.spin) { const end = performance.now() + e.data.spin; while (performance.now() < end); postMessage({ spun: true }); }
  };`;
const PAGE = `<!doctype html><meta charset="utf-8"><script>
  const abs = () => performance.timeOrigin + performance.now();
  function once(w) { return new Promise((r) => { w.onmessage = (e) => r(e.data); }); }
  async function startup() {
    const before = abs();
    const w = new Worker('/w.js');
    const blocked = abs() - before;
    const first = await once(w);
    const start = first.started - before;
    w.terminate();
    return { blocked, start };
  }
  async function latency() {
    const w = new Worker('/w.js');
    await once(w);
    // back to back: 200 round trips
    const t = abs();
    for (let i = 0; i < 200; i++) { const p = once(w); w.postMessage({ echo: i }); await p; }
    const roundTrip = (abs() - t) / 200;
    // one way to an idle worker, after it slept 20 ms
    await new Promise((r) => setTimeout(r, 20));
    const p = once(w);
    const sent = abs();
    w.postMessage({ echo: -1 });
    const reply = await p;
    const oneWay = reply.at - sent;
    const back = abs() - reply.at;
    const tb = abs();
    w.terminate();
    const terminateBlocks = abs() - tb;
    return { roundTrip, oneWay, back, terminateBlocks };
  }
  window.measure = async () => {
    const s = await startup();
    const l = await latency();
    return { ...s, ...l };
  };
</script>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--mute-audio'] });
const figures = {};
for (let r = 0; r < reps + 1; r++) {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/w.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: WORKER });
    return route.fulfill({ status: 200, contentType: 'text/html', body: PAGE });
  });
  await page.goto(`${ORIGIN}/`);
  const m = await page.evaluate(() => window.measure());
  await page.close();
  if (r === 0) continue; // warm-up
  for (const [k, v] of Object.entries(m)) (figures[k] ||= []).push(v);
}
await browser.close();
const q = (a, p) => a[Math.min(a.length - 1, Math.floor(p * a.length))];
console.log(`Chromium (${reps} pages), ms: min / median / p90`);
for (const [k, v] of Object.entries(figures)) {
  v.sort((a, b) => a - b);
  console.log(`  ${k.padEnd(16)} ${v[0].toFixed(3)} / ${q(v, 0.5).toFixed(3)} / ${q(v, 0.9).toFixed(3)}`);
}
