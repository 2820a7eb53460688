#!/usr/bin/env node
// Engine microbenchmarks: evloop's interpreter next to `node --jitless` (V8's
// interpreter, no JIT) on the same files. Reports wall time (median of N runs),
// instructions executed and instructions per second. These numbers are a report,
// not a test.
//
//   node bench/engine.mjs [--evloop build/native/evloop] [--runs 3] [--json]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const evloop = path.resolve(opt('--evloop', path.join(root, 'build/native/evloop')));
const runs = Number(opt('--runs', 3));
const asJson = args.includes('--json');

function time(cmd, cmdArgs) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    last = spawnSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 1 << 26 });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], result: last };
}

const rows = [];
for (const file of readdirSync(path.join(here, 'engine')).filter((f) => f.endsWith('.js')).sort()) {
  const full = path.join(here, 'engine', file);
  const ours = time(evloop, ['run', '--instructions', full]);
  const m = ours.result.stderr.match(/instructions: (\d+)/);
  const instructions = m ? Number(m[1]) : NaN;
  const v8 = time(process.execPath, ['--jitless', full]);
  const same = ours.result.stdout === v8.result.stdout;
  rows.push({
    benchmark: file.replace(/\.js$/, ''),
    evloop_ms: Math.round(ours.ms),
    instructions,
    minstr_per_s: Math.round((instructions / (ours.ms / 1000)) / 1e5) / 10,
    node_jitless_ms: Math.round(v8.ms),
    ratio: Math.round((ours.ms / v8.ms) * 10) / 10,
    same_output: same,
  });
}
if (asJson) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`evloop ${evloop} vs node --jitless ${process.version}, median of ${runs}`);
  console.log('benchmark            evloop ms  instructions  M instr/s  node-jitless ms  ratio  same output');
  for (const r of rows)
    console.log(`${r.benchmark.padEnd(20)} ${String(r.evloop_ms).padStart(9)} ${String(r.instructions).padStart(13)} ${String(r.minstr_per_s).padStart(10)} ${String(r.node_jitless_ms).padStart(16)} ${String(r.ratio).padStart(6)}  ${r.same_output}`);
}
