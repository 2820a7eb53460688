#!/usr/bin/env node
// Put evloop's click metrics next to real Chromium's Event Timing for the same scenarios.
//
//   node bench/event-timing/compare.mjs [--results FILE] [--evloop PATH]
//
// FILE is what record.mjs wrote (default build/event-timing/results.json); PATH is the
// evloop CLI (default build/native/evloop). For each scenario it runs
//   evloop run --host=browser --metrics COPY
// where COPY is the scenario with its `@input … @ NNNms` time replaced by the rounded
// median startTime of Chromium's click entry (variant "nochain"): the real click lands a
// few ms after the time asked for, and both sides should handle the same click. It prints
// a markdown table of medians: input delay / processing / presentation delay = duration.
//
// A report, not a test: it exits non-zero only when evloop or the results are missing.
// Headless Chromium (--disable-gpu) presents when software compositing ends rather than on
// a vsync, and its CDP input path adds input delay, so compare shapes, not exact numbers.

import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');
const VARIANT = 'nochain'; // the chain variant forces a frame every vsync, which evloop's page does not
const EVLOOP_TIMEOUT_MS = 60_000;
const USAGE = 'usage: node bench/event-timing/compare.mjs [--results FILE] [--evloop PATH]';

// evloop --metrics prints, on stderr:
//   "  click #b: 30.3 ms = input delay 0.5 ms + processing 0.0 ms + presentation delay 29.8 ms"
const METRIC_LINE = /^\s*click (.+?): ([\d.]+) ms = input delay ([\d.]+) ms \+ processing ([\d.]+) ms \+ presentation delay ([\d.]+) ms\s*$/gm;
const INPUT_TIME = /^(\s*\/\/\s*@input\s+click\s+.+?\s+@\s*)\d+(\s*ms\s*)$/m;

function parseArgs(argv) {
  const opts = {
    results: path.join(REPO_ROOT, 'build', 'event-timing', 'results.json'),
    evloop: path.join(REPO_ROOT, 'build', 'native', 'evloop'),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--results') opts.results = path.resolve(value());
    else if (arg === '--evloop') opts.evloop = path.resolve(value());
    else if (arg === '-h' || arg === '--help') { console.log(USAGE); process.exit(0); }
    else throw new Error(`unknown argument: ${arg}\n${USAGE}`);
  }
  return opts;
}

function fail(message) {
  console.error(`compare.mjs: ${message}`);
  process.exit(1);
}

function checkInputs(opts) {
  try {
    accessSync(opts.evloop, constants.X_OK);
  } catch {
    fail(`no evloop at ${opts.evloop} (build it with scripts/build-native, or pass --evloop PATH)`);
  }
  if (!existsSync(opts.results)) {
    fail(`no results at ${opts.results} (record them with node bench/event-timing/record.mjs, or pass --results FILE)`);
  }
}

// The scenario's source: where record.mjs found it, else by name among our scenarios
// (results recorded before record.mjs stored the path).
function scenarioFile(sc) {
  const candidates = [sc.file && path.resolve(REPO_ROOT, sc.file), path.join(HERE, 'scenarios', `${sc.name}.js`)];
  return candidates.find((f) => f && existsSync(f)) ?? null;
}

// Run evloop on `source` (written as NAME.js in `dir`, so its messages name the scenario)
// and return the metrics of the click on `target`, or { error }.
function runEvloop(evloop, dir, name, source, target) {
  const file = path.join(dir, `${name}.js`);
  writeFileSync(file, source);
  const r = spawnSync(evloop, ['run', '--host=browser', '--metrics', file],
    { encoding: 'utf8', timeout: EVLOOP_TIMEOUT_MS, maxBuffer: 64 << 20 });
  if (r.error) return { error: r.error.message };
  const out = `${r.stderr}\n${r.stdout}`;
  if (r.status !== 0) return { error: `exit ${r.status}: ${errorLine(r.stderr)}` };
  const lines = [...out.matchAll(METRIC_LINE)];
  const m = lines.find((l) => l[1] === target) ?? lines[0];
  if (!m) return { error: `no click metrics line (${errorLine(out)})` };
  const [, , duration, inputDelay, processing, presentationDelay] = m.map(Number);
  return { inputDelay, processing, presentationDelay, duration };
}

// The line that says what went wrong: evloop prints its metrics even after an error.
function errorLine(text) {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.find((l) => /^\w*Error\b/.test(l)) ?? lines[0] ?? 'no output';
}
const fmt = (x) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(1) : '–');
const cell = (m) => `${fmt(m.inputDelay)} / ${fmt(m.processing)} / ${fmt(m.presentationDelay)} = ${fmt(m.duration)}`;

// One table row: Chromium's medians, the click time used, and evloop's metrics.
function compareScenario(sc, opts, dir) {
  const s = sc.summary?.[VARIANT];
  if (!s || s.withClickEntry === 0 || s.startRel == null) {
    return { name: sc.name, error: `no ${VARIANT} click entry in the results` };
  }
  const chromium = { inputDelay: s.inputDelay, processing: s.processing,
    presentationDelay: s.presentationDelay, duration: s.duration };
  const clickAt = Math.round(s.startRel);
  const row = { name: sc.name, clickAt, runs: s.runs, chromium };
  const file = scenarioFile(sc);
  if (!file) return { ...row, error: `no scenario file for ${sc.name}` };
  const source = readFileSync(file, 'utf8');
  if (!INPUT_TIME.test(source)) return { ...row, error: `no '// @input click … @ NNNms' line in ${file}` };
  const moved = source.replace(INPUT_TIME, `$1${clickAt}$2`);
  const evloop = runEvloop(opts.evloop, dir, sc.name, moved, sc.input?.target);
  return evloop.error ? { ...row, error: evloop.error } : { ...row, evloop };
}

function printTable(results, rows) {
  const runs = [...new Set(rows.map((r) => r.runs).filter(Boolean))].join('/');
  console.log(`Chromium ${results.chromium} (${results.date}), medians of ${runs || '?'} '${VARIANT}' runs; `
    + 'evloop clicks at the rounded median Chromium click startTime (ms after program start).');
  console.log('Cells: input delay / processing / presentation delay = duration, in ms.\n');
  console.log('| scenario | Chromium | evloop |');
  console.log('|---|---|---|');
  for (const r of rows) {
    const name = r.clickAt == null ? r.name : `${r.name} @ ${r.clickAt} ms`;
    const chromium = r.chromium ? cell(r.chromium) : '–';
    const evloop = r.evloop ? cell(r.evloop) : `– (${r.error})`;
    console.log(`| ${name} | ${chromium} | ${evloop} |`);
  }
  // Each Chromium figure is its own median, and duration is rounded to 8 ms by the spec,
  // so the three parts need not add up to the duration shown.
  console.log('\nChromium: each figure is a separate median; duration is rounded to a multiple of 8 ms.');
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  checkInputs(opts);
  const results = JSON.parse(readFileSync(opts.results, 'utf8'));
  if (!Array.isArray(results.scenarios) || !results.scenarios.length) fail(`no scenarios in ${opts.results}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evloop-event-timing-'));
  let rows;
  try {
    rows = results.scenarios.map((sc) => compareScenario(sc, opts, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(results, rows);
  for (const r of rows) if (r.error) console.error(`${r.name}: ${r.error}`);
}

main();
