#!/usr/bin/env node
// The event loops, natively: wall time, peak memory and trace size of a few runs that
// stress them. A report, not a test.
//
//   node bench/loop.mjs [--evloop build/native/evloop] [--runs 3]
//
// Cases: a million-microtask starvation (stopped by the cap, with a full trace and with
// `--set detail=tasks`), 100 000 nextTicks starving a timer (node), an 800 ms blocking
// click (the scenario of tests/scenarios/), 2 000 timers with promise chains, and the
// Chrome trace export of the blocking click. Peak memory comes from /usr/bin/time -v.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, statSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const evloop = path.resolve(opt('--evloop', path.join(root, 'build', 'native', 'evloop')));
const runs = Number(opt('--runs', '3'));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'evloop-bench-'));

const programs = {
  'starve-1m-microtasks.js': "function f() { queueMicrotask(f); }\nf();\nsetTimeout(() => console.log('never'), 0);\n",
  'ticks-100k.cjs': "let n = 0; function t() { if (++n < 100000) process.nextTick(t); }\nprocess.nextTick(t);\nsetTimeout(() => console.log('timer'), 0);\n",
  'timers-2000.js': "let done = 0;\nfor (let i = 0; i < 2000; i++) setTimeout(() => Promise.resolve(i).then((v) => v * 2).then(() => { if (++done === 2000) console.log('all'); }), i % 100);\n",
};
for (const [name, text] of Object.entries(programs)) writeFileSync(path.join(tmp, name), text);

const cases = [
  ['1M microtasks, full trace', ['run', path.join(tmp, 'starve-1m-microtasks.js')]],
  ['1M microtasks, detail=tasks', ['run', '--set', 'detail=tasks', path.join(tmp, 'starve-1m-microtasks.js')]],
  ['100k nextTicks (node)', ['run', path.join(tmp, 'ticks-100k.cjs')]],
  ['2000 timers + promises', ['run', path.join(tmp, 'timers-2000.js')]],
  ['800 ms blocking click', ['run', '--metrics', path.join(root, 'tests', 'scenarios', 'blocking-click.js')]],
  ['blocking click + exports', ['run', `--trace=${path.join(tmp, 't.json')}`, `--chrome-trace=${path.join(tmp, 'c.json')}`,
    path.join(root, 'tests', 'scenarios', 'blocking-click.js')]],
];

function measure(argv) {
  const r = spawnSync('/usr/bin/time', ['-v', evloop, ...argv], { encoding: 'utf8', maxBuffer: 256 << 20 });
  const wall = r.stderr.match(/Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/);
  const rss = r.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/);
  const seconds = wall ? (Number(wall[1] || 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])) : NaN;
  return { seconds, rssMb: rss ? Number(rss[1]) / 1024 : NaN, status: r.status };
}

console.log(`evloop ${evloop}, ${runs} runs each (median)`);
for (const [label, argv] of cases) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(measure(argv));
  results.sort((a, b) => a.seconds - b.seconds);
  const m = results[Math.floor(results.length / 2)];
  let extra = '';
  if (label.includes('exports')) {
    extra = `, trace JSON ${(statSync(path.join(tmp, 't.json')).size / 1024).toFixed(0)} KiB, Chrome trace ${(statSync(path.join(tmp, 'c.json')).size / 1024).toFixed(0)} KiB`;
  }
  console.log(`${label.padEnd(30)} ${m.seconds.toFixed(2)} s, peak ${m.rssMb.toFixed(0)} MB, exit ${m.status}${extra}`);
}
rmSync(tmp, { recursive: true, force: true });
