#!/usr/bin/env node
// The virtual-time calibration table: how long each CPU-bound program of
// bench/calibration/ takes in real Node 20 on this machine (the median of its own
// performance.now() measurement over several runs) against the virtual time evloop's
// cost model gives the same measurement, and their ratio.
//
//   node bench/calibrate.mjs [--runs N] [--evloop PATH] [--json] [NAME...]
//
// Each program prints `result …` (checked equal in both, so the work is the same) and
// `ms <duration of its work>`. The goal (issue 11) is every ratio within 1/1.5 … 1.5.
// Real times depend on the machine and its load: run it on an idle machine and compare
// medians from one run of this script, never single figures.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..');
const DIR = path.join(HERE, 'calibration');
const GOAL = 1.5;

function parseArgs(argv) {
  const o = { runs: 5, evloop: path.join(REPO_ROOT, 'build', 'native', 'evloop'), json: false, names: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') o.runs = Number(argv[++i]);
    else if (a === '--evloop') o.evloop = path.resolve(argv[++i]);
    else if (a === '--json') o.json = true;
    else if (a === '-h' || a === '--help') {
      console.log('usage: node bench/calibrate.mjs [--runs N] [--evloop PATH] [--json] [NAME...]');
      process.exit(0);
    } else o.names.push(a);
  }
  if (!(o.runs >= 1)) throw new Error('--runs needs a count of at least 1');
  return o;
}

// The `result` and `ms` lines of one run.
function measure(cmd, args) {
  let out;
  try {
    out = execFileSync(cmd, args, { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
  } catch (err) {
    return { error: (err.stderr || err.message || '').trim().split('\n').slice(-1)[0] };
  }
  const result = out.match(/^result (.*)$/m)?.[1];
  const ms = Number(out.match(/^ms (.*)$/m)?.[1]);
  if (result === undefined || !Number.isFinite(ms)) return { error: `no result/ms lines in: ${out.slice(0, 200)}` };
  return { result, ms };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const opts = parseArgs(process.argv.slice(2));
const files = readdirSync(DIR).filter((f) => /\.(c?js|mjs)$/.test(f)).sort()
  .filter((f) => !opts.names.length || opts.names.includes(f.replace(/\.[^.]+$/, '')));
const rows = [];
for (const file of files) {
  const name = file.replace(/\.[^.]+$/, '');
  const real = [];
  let realResult, error;
  for (let i = 0; i < opts.runs && !error; i++) {
    const r = measure(process.execPath, [file]);
    if (r.error) error = `node: ${r.error}`;
    else { real.push(r.ms); realResult = r.result; }
  }
  // The virtual time is deterministic: one run is enough. The budget is raised so the
  // largest program runs to its end (the stop is a separate question, issue 11 item 2).
  const v = error ? {} : measure(opts.evloop, ['run', '--host=node', '--budget=20000000000', file]);
  if (!error && v.error) error = `evloop: ${v.error}`;
  if (!error && v.result !== realResult) error = `results differ: node ${realResult}, evloop ${v.result}`;
  const realMs = real.length ? median(real) : NaN;
  const ratio = error ? NaN : v.ms / realMs;
  rows.push({ name, realMs, realRuns: real, virtualMs: v.ms ?? NaN, ratio, within: Math.max(ratio, 1 / ratio) <= GOAL, error });
}

if (opts.json) {
  console.log(JSON.stringify({ node: process.version, runs: opts.runs, goal: GOAL, rows }, null, 2));
} else {
  const fmt = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(1)) : '-');
  const table = [['program', `node ${process.version} median ms`, 'evloop virtual ms', 'virtual / real', `within ${GOAL}x`]];
  for (const r of rows) table.push([r.name, fmt(r.realMs), fmt(r.virtualMs), Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '-', r.error ? r.error : r.within ? 'yes' : 'no']);
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => String(row[c]).length)));
  for (const row of table) console.log(row.map((cell, c) => (c === 4 ? String(cell) : c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  '));
  const ok = rows.filter((r) => r.within).length;
  console.log(`\n${ok} of ${rows.length} programs within ${GOAL}x of real Node (${opts.runs} node runs each, median)`);
}
