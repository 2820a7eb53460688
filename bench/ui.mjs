#!/usr/bin/env node
// Frame CPU time of the visualizer on a big trace, in headless Chromium.
//
//   node bench/ui.mjs [--site DIR] [--seconds N] [--json]
//
// Opens the Playground with a program whose run has more than 100 000 trace events,
// runs it, then measures the CPU time of each frame (the App's draw plus ImGui's render,
// state().frameCpuMs) while: (1) the visualizer plays, (2) the scrubber jumps to the end
// and back (the worst case: replay from the nearest snapshot), (3) the timeline is
// zoomed. Prints median, 95th percentile and maximum per phase. A report, not a test.

import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const site = path.resolve(opt('--site', path.join(REPO_ROOT, 'build', 'web', 'site')));
const seconds = Number(opt('--seconds', '4'));
const json = args.includes('--json');

// 30 000 self-queueing microtasks and 2 000 timers: well over 100k events.
const PROGRAM = `let n = 0;
function again() { if (++n < 30000) queueMicrotask(again); }
again();
for (let i = 0; i < 2000; i++) setTimeout(() => {}, i % 200);
console.log('queued');
`;

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { frames: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}

const { server, url } = await startServer({ root: site, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const code = Buffer.from(PROGRAM).toString('base64url');
  await page.goto(`${url}#playground&host=browser&code=${code}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.evloopTest && window.evloopTest.ready(), null, { timeout: 30000 });
  const state = () => page.evaluate(() => window.evloopTest.state());
  const frames = (n) => page.evaluate((k) => new Promise((r) => { const s = (i) => (i <= 0 ? r() : requestAnimationFrame(() => s(i - 1))); s(k); }), n);
  const click = async (name) => {
    const r = (await state()).controls[name];
    if (!r) throw new Error(`no control ${name}`);
    await page.mouse.move(r.x + r.w / 2, r.y + r.h / 2);
    await frames(2);
    await page.mouse.down();
    await frames(2);
    await page.mouse.up();
    await frames(2);
  };
  const t0 = Date.now();
  await click('playground:run');
  await page.waitForFunction(() => window.evloopTest.state().viz.open, null, { timeout: 60000 });
  const runMs = Date.now() - t0;
  const events = (await state()).viz.events;
  const sample = async (ms, action) => {
    const out = [];
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (action) await action();
      await frames(1);
      out.push((await state()).frameCpuMs);
    }
    return stats(out);
  };
  const playing = await (async () => { await click('viz:play'); const s = await sample(seconds * 1000); await click('viz:play'); return s; })();
  let flip = false;
  const scrubbing = await sample(seconds * 500, async () => {
    flip = !flip;
    await page.keyboard.press(flip ? 'End' : 'Home');
  });
  const timeline = (await state()).controls.timeline;
  const zooming = await sample(seconds * 500, async () => {
    if (timeline) {
      await page.mouse.move(timeline.x + timeline.w / 2, timeline.y + 10);
      await page.mouse.wheel(0, flip ? 200 : -200);
      flip = !flip;
    }
  });
  const report = { events, runAndFirstDrawMs: runMs, playing, scrubbing, zooming };
  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`trace: ${events} events; run + first visualizer frame: ${runMs} ms (wall clock, includes the page's round trips)`);
    for (const [name, s] of Object.entries({ playing, scrubbing, zooming }))
      console.log(`${name.padEnd(10)} frame CPU: median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, max ${s.max.toFixed(2)} ms (${s.frames} frames)`);
  }
} finally {
  await browser.close();
  server.close();
}
