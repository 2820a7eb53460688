#!/usr/bin/env node
// Combines several `measure.mjs --json FILE` outputs into one Markdown table:
// each run's median per figure, the median of those medians, and the spread
// (largest run median / smallest run median).
//
//   node bench/workers/summarize.mjs run1.json run2.json ...

import { readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node summarize.mjs RUN.json...');
  process.exit(2);
}
const runs = files.map((f) => JSON.parse(readFileSync(f, 'utf8')));

function fmt(x) {
  if (x === undefined || Number.isNaN(x)) return '-';
  if (x === 0) return '0';
  const a = Math.abs(x);
  if (a >= 1000) return String(Math.round(x));
  if (a < 1e-3) return x.toExponential(2);
  return x.toPrecision(3);
}
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

const keys = [];
const byKey = new Map();
runs.forEach((run, r) => {
  for (const x of run.results) {
    const k = `${x.section}\t${x.name}`;
    if (!byKey.has(k)) { byKey.set(k, []); keys.push(k); }
    byKey.get(k)[r] = x;
  }
});

const m = runs[0].meta;
console.log(`Node ${m.node} (V8 ${m.v8}), ${m.os}, ${m.cpus} x ${m.cpuModel}; ${runs.length} runs, ${m.reps} repetitions per figure per run.\n`);
console.log('| run | date (UTC) | load avg at start (1/5/15 min) | at end |');
console.log('|---|---|---|---|');
runs.forEach((run, r) =>
  console.log(`| ${r + 1} | ${run.meta.date.slice(0, 19)} | ${run.meta.loadavgStart.map((x) => x.toFixed(2)).join(' ')} | ${run.meta.loadavgEnd.map((x) => x.toFixed(2)).join(' ')} |`)
);
console.log('');
const runCols = runs.map((_, r) => `run ${r + 1}`);
console.log(`| figure (ms) | median of runs | spread | ${runCols.join(' | ')} | min / p90 (all runs) |`);
console.log(`|---|---:|---:|${runCols.map(() => '---:').join('|')}|---|`);
let section = null;
for (const k of keys) {
  const [sec, name] = k.split('\t');
  if (sec !== section) section = sec;
  const xs = byKey.get(k);
  const meds = xs.filter(Boolean).map((x) => x.median);
  const mins = xs.filter(Boolean).map((x) => x.min);
  const p90s = xs.filter(Boolean).map((x) => x.p90);
  const spread = Math.max(...meds) / Math.min(...meds);
  console.log(
    `| ${name} | **${fmt(median(meds))}** | ${spread.toFixed(2)}x | ${xs.map((x) => (x ? fmt(x.median) : '-')).join(' | ')} | ${fmt(Math.min(...mins))} / ${fmt(median(p90s))} |`
  );
}
console.log('\nNotes per run:');
const noteKeys = [...new Set(runs.flatMap((r) => Object.keys(r.notes)))];
for (const nk of noteKeys) {
  console.log(`- ${nk}:`);
  runs.forEach((run, r) => console.log(`  - run ${r + 1}: ${run.notes[nk] ?? '-'}`));
}
