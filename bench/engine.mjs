#!/usr/bin/env node
// Engine benchmark: the programs in bench/engine/ run side by side in
//   evloop native       build/native/evloop run FILE
//   evloop wasm         node build/web/evloop.js run FILE   (only after the web build)
//   QuickJS 2021-03-27  build/quickjs/qjs -I bench/quickjs-prelude.js FILE
//                       (built by bench/build-quickjs.sh when missing)
//   node --jitless      V8's interpreter, no JIT
//   node                V8 with its JITs
// For each it reports the wall time (median of --runs), peak memory (max RSS, when
// /usr/bin/time is GNU time), whether stdout matches node's, and the ratios
// evloop/QuickJS, evloop/jitless and wasm/native. These numbers are a report, not a
// test: the script exits non-zero only when evloop native is missing.
//
//   node bench/engine.mjs [--evloop PATH] [--wasm PATH] [--qjs PATH] [--no-quickjs]
//                         [--runs 3] [--timeout 60] [--json] [NAME...]
// NAME filters the benchmarks: a benchmark runs when its name contains any NAME.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

// ---- options ----
const valued = new Set(['--evloop', '--wasm', '--qjs', '--runs', '--timeout']);
const flags = new Set(['--json', '--no-quickjs', '--help', '-h']);
const opts = {};
const filters = [];
{
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if (valued.has(name)) {
      const value = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : argv[++i];
      if (value === undefined) usage(`${name} needs a value`);
      opts[name] = value;
    } else if (flags.has(a)) {
      opts[a] = true;
    } else if (a.startsWith('-')) {
      usage(`unknown option ${a}`);
    } else {
      filters.push(a);
    }
  }
}
function usage(problem) {
  if (problem) console.error(`engine.mjs: ${problem}`);
  console.error('usage: node bench/engine.mjs [--evloop PATH] [--wasm PATH] [--qjs PATH] [--no-quickjs]\n' +
    '                            [--runs N] [--timeout S] [--json] [NAME...]');
  process.exit(problem ? 2 : 0);
}
if (opts['--help'] || opts['-h']) usage();
const evloopPath = path.resolve(opts['--evloop'] ?? path.join(root, 'build/native/evloop'));
const wasmPath = path.resolve(opts['--wasm'] ?? path.join(root, 'build/web/evloop.js'));
const qjsPath = path.resolve(opts['--qjs'] ?? path.join(root, 'build/quickjs/qjs'));
const prelude = path.join(here, 'quickjs-prelude.js');
const runs = Number(opts['--runs'] ?? 3);
const timeoutS = Number(opts['--timeout'] ?? 60);
const asJson = Boolean(opts['--json']);
if (!Number.isInteger(runs) || runs < 1) usage('--runs must be a whole number >= 1');
if (!(timeoutS > 0)) usage('--timeout must be a number of seconds > 0');

const log = (...a) => (asJson ? console.error(...a) : console.log(...a));
const notes = [];

// ---- engines ----
if (!existsSync(evloopPath)) {
  console.error(`engine.mjs: no evloop at ${evloopPath} (build it, or pass --evloop PATH)`);
  process.exit(1);
}
const haveWasm = existsSync(wasmPath);
if (!haveWasm) notes.push(`evloop wasm: ${path.relative(root, wasmPath)} is missing (build the web target), its column shows "-"`);

let haveQjs = false;
if (opts['--no-quickjs']) {
  notes.push('QuickJS: skipped (--no-quickjs), its column shows "-"');
} else {
  if (!existsSync(qjsPath) && !opts['--qjs']) {
    log('QuickJS: build/quickjs/qjs is missing, running bench/build-quickjs.sh (about a minute)');
    const r = spawnSync('bash', [path.join(here, 'build-quickjs.sh')], { stdio: ['ignore', asJson ? 2 : 'inherit', 'inherit'] });
    if (r.status !== 0) notes.push('QuickJS: bench/build-quickjs.sh failed, its column shows "-"');
  }
  haveQjs = existsSync(qjsPath);
  if (!haveQjs && !notes.some((n) => n.startsWith('QuickJS'))) notes.push(`QuickJS: ${qjsPath} is missing, its column shows "-"`);
}

const engines = [
  { id: 'native', label: 'evloop native', cmd: evloopPath, args: (f, extra = []) => ['run', ...extra, f], available: true },
  { id: 'wasm', label: 'evloop wasm', cmd: process.execPath, args: (f) => [wasmPath, 'run', f], available: haveWasm },
  { id: 'quickjs', label: 'QuickJS', cmd: qjsPath, args: (f) => ['-I', prelude, f], available: haveQjs },
  { id: 'jitless', label: 'node --jitless', cmd: process.execPath, args: (f) => ['--jitless', f], available: true },
  { id: 'node', label: 'node', cmd: process.execPath, args: (f) => [f], available: true },
];

// Peak memory: GNU time's %M is the child's max RSS in KB. Only when /usr/bin/time
// is GNU time (BusyBox's and BSD's lack -f/-o); nothing is installed for it.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'evloop-engine-bench-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
const gnuTime = (() => {
  if (!existsSync('/usr/bin/time')) return false;
  const out = path.join(tmp, 'probe');
  const r = spawnSync('/usr/bin/time', ['-f', '%M', '-o', out, 'true'], { encoding: 'utf8' });
  try {
    return r.status === 0 && /^\d+\s*$/m.test(readFileSync(out, 'utf8'));
  } catch {
    return false;
  }
})();
if (!gnuTime) notes.push('peak memory: /usr/bin/time is not GNU time, no memory column');

// ---- running ----
// One run of cmd: wall time from spawn to exit, stdout, stderr, exit status, max RSS.
// The child is its own process group (detached) so a timeout kills it and anything
// it started, including the process /usr/bin/time runs.
function runOnce(cmd, args) {
  const rssFile = path.join(tmp, 'rss');
  rmSync(rssFile, { force: true });
  const [file, argv] = gnuTime ? ['/usr/bin/time', ['-f', '%M', '-o', rssFile, cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    let ms = 0;
    let timedOut = false;
    const child = spawn(file, argv, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, timeoutS * 1000);
    child.on('exit', () => {
      ms = Number(process.hrtime.bigint() - t0) / 1e6;
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ ms: 0, code: null, signal: null, timedOut, stdout: '', stderr: String(e.message), rssKb: null });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      let rssKb = null;
      if (gnuTime) {
        try {
          // After "Command exited with non-zero status N" (or a signal line) comes %M.
          const nums = readFileSync(rssFile, 'utf8').trim().split('\n').filter((l) => /^\d+$/.test(l.trim()));
          if (nums.length) rssKb = Number(nums[nums.length - 1]);
        } catch {}
      }
      let stderr = Buffer.concat(err).toString('utf8');
      // GNU time reports a failing command on stderr too; that line is ours, not the engine's.
      if (gnuTime) stderr = stderr.replace(/^Command (exited with non-zero status|terminated by signal) .*\n?/m, '');
      resolve({ ms, code, signal, timedOut, stdout: Buffer.concat(out).toString('utf8'), stderr, rssKb });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
// The first stderr line that says something (node --jitless always warns about --expose_wasm).
const firstLine = (s) =>
  s.split('\n').map((l) => l.trim()).find((l) => l && !/^Warning: disabling flag --expose_wasm/.test(l)) ?? '';

// Runs one engine on one file `runs` times; stops repeating after a failure or timeout.
async function measure(engine, file, extraFirst = []) {
  const times = [];
  const rss = [];
  let last;
  let first;
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(engine.cmd, engine.args(file, i === 0 ? extraFirst : []));
    if (i === 0) first = r;
    last = r;
    if (r.timedOut || r.code !== 0) break;
    times.push(r.ms);
    if (r.rssKb != null) rss.push(r.rssKb);
  }
  let status = 'ok';
  let detail = '';
  if (last.timedOut) {
    status = 'timeout';
    detail = `killed after ${timeoutS} s`;
  } else if (last.code !== 0) {
    status = 'FAIL';
    detail = `${last.signal ? `signal ${last.signal}` : `exit ${last.code}`}: ${firstLine(last.stderr)}`;
  }
  return {
    status,
    detail,
    ms: times.length && status === 'ok' ? median(times) : null,
    runs_ms: times.map((t) => Math.round(t * 10) / 10),
    max_rss_kb: rss.length ? Math.max(...rss) : last.rssKb,
    stdout: last.stdout,
    first,
  };
}

const files = readdirSync(path.join(here, 'engine'))
  .filter((f) => f.endsWith('.js'))
  .sort()
  .filter((f) => !filters.length || filters.some((n) => f.replace(/\.js$/, '').includes(n)));
if (!files.length) {
  console.error(`engine.mjs: no benchmark in bench/engine/ matches ${filters.join(' ')}`);
  process.exit(2);
}

const progress = !asJson && process.stderr.isTTY;
const ratio = (a, b) => (a != null && b != null && b > 0 ? Math.round((a / b) * 100) / 100 : null);
const rows = [];
for (const file of files) {
  const name = file.replace(/\.js$/, '');
  const full = path.join(here, 'engine', file);
  if (progress) process.stderr.write(`${name} …\r`);
  const results = {};
  // node first: its stdout is the reference.
  for (const e of [...engines].reverse()) {
    if (!e.available) {
      results[e.id] = { status: 'missing', detail: '', ms: null, runs_ms: [], max_rss_kb: null, stdout: null };
      continue;
    }
    // evloop native's first run also counts instructions (--instructions only adds a
    // line on stderr; its cost is not measurable next to run-to-run noise).
    results[e.id] = await measure(e, full, e.id === 'native' ? ['--instructions'] : []);
  }
  const reference = results.node.status === 'ok' ? results.node.stdout : null;
  for (const e of engines) {
    const r = results[e.id];
    if (e.id !== 'node' && r.status === 'ok' && reference != null && r.stdout !== reference) {
      r.status = 'DIFF';
      const got = r.stdout.split('\n');
      const want = reference.split('\n');
      let k = 0;
      while (k < got.length && got[k] === want[k]) k++;
      r.detail = `line ${k + 1}: got ${JSON.stringify((got[k] ?? '').slice(0, 60))}, node printed ${JSON.stringify((want[k] ?? '').slice(0, 60))}`;
    }
  }
  const m = results.native.first?.stderr.match(/instructions: (\d+)/);
  const instructions = m ? Number(m[1]) : null;
  const ms = (id) => (['ok', 'DIFF'].includes(results[id].status) ? results[id].ms : null);
  const row = {
    benchmark: name,
    engines: Object.fromEntries(
      engines.map((e) => {
        const { stdout, first, ...r } = results[e.id];
        return [e.id, { ...r, ms: r.ms == null ? null : Math.round(r.ms * 10) / 10 }];
      }),
    ),
    evloop_over_quickjs: ratio(ms('native'), ms('quickjs')),
    evloop_over_jitless: ratio(ms('native'), ms('jitless')),
    wasm_over_native: ratio(ms('wasm'), ms('native')),
    instructions,
    minstr_per_s: instructions != null && ms('native') ? Math.round(instructions / ms('native') / 100) / 10 : null,
  };
  rows.push(row);
}
if (progress) process.stderr.write(' '.repeat(60) + '\r');

// ---- report ----
const qjsVersion = haveQjs ? firstLine(spawnSync(qjsPath, ['-h'], { encoding: 'utf8' }).stdout ?? '') : null;
if (asJson) {
  console.log(JSON.stringify({
    runs,
    timeout_s: timeoutS,
    engines: {
      native: { path: evloopPath },
      wasm: haveWasm ? { path: wasmPath, node: process.version } : null,
      quickjs: haveQjs ? { path: qjsPath, version: qjsVersion, prelude } : null,
      jitless: { node: process.version, flags: ['--jitless'] },
      node: { node: process.version },
    },
    peak_memory: gnuTime ? 'max RSS in KB from /usr/bin/time -f %M' : null,
    notes,
    benchmarks: rows,
  }, null, 2));
} else {
  const rel = (p) => {
    const r = path.relative(process.cwd(), p);
    return r && !r.startsWith('..') ? r : p;
  };
  console.log(`engine benchmark: wall ms, median of ${runs} run${runs === 1 ? '' : 's'}, timeout ${timeoutS} s; stdout checked against node's`);
  console.log(`  native   ${rel(evloopPath)} run FILE`);
  console.log(`  wasm     ${haveWasm ? `node ${rel(wasmPath)} run FILE` : '-'}`);
  console.log(`  quickjs  ${haveQjs ? `${rel(qjsPath)} -I ${rel(prelude)} FILE  (${qjsVersion})` : '-'}`);
  console.log(`  jitless  node --jitless FILE  (${process.version})`);
  console.log(`  node     node FILE  (${process.version})`);
  for (const n of notes) console.log(`  note: ${n}`);
  console.log('');

  const cell = (r) => {
    if (r.status === 'missing') return '-';
    if (r.status === 'timeout') return 'timeout';
    if (r.status === 'FAIL') return 'FAIL';
    const t = r.ms >= 100 ? String(Math.round(r.ms)) : r.ms.toFixed(1);
    return r.status === 'DIFF' ? `${t} DIFF` : t;
  };
  const fmtRatio = (x) => (x == null ? '-' : x.toFixed(2));
  const w = Math.max(9, ...rows.map((r) => r.benchmark.length));
  const table = (head, body) => {
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
    const line = (cols) => cols.map((c, i) => (i === 0 ? String(c).padEnd(w) : String(c).padStart(widths[i]))).join('  ');
    console.log(line(head));
    for (const b of body) console.log(line(b));
  };
  table(
    ['benchmark', 'native', 'wasm', 'quickjs', 'jitless', 'node', 'ev/qjs', 'ev/jitless', 'wasm/native', 'instructions', 'M instr/s'],
    rows.map((r) => [
      r.benchmark,
      ...engines.map((e) => cell(r.engines[e.id])),
      fmtRatio(r.evloop_over_quickjs),
      fmtRatio(r.evloop_over_jitless),
      fmtRatio(r.wasm_over_native),
      r.instructions ?? '-',
      r.minstr_per_s == null ? '-' : r.minstr_per_s.toFixed(1),
    ]),
  );
  if (gnuTime) {
    console.log('\npeak memory (max RSS, MB; the largest over the runs)');
    table(
      ['benchmark', 'native', 'wasm', 'quickjs', 'jitless', 'node'],
      rows.map((r) => [
        r.benchmark,
        ...engines.map((e) => {
          const kb = r.engines[e.id].max_rss_kb;
          return kb == null ? '-' : (kb / 1024).toFixed(1);
        }),
      ]),
    );
  }
  const clip = (t, n) => (t.length > n ? `${t.slice(0, n - 1)}…` : t);
  const problems = rows.flatMap((r) =>
    engines
      .filter((e) => ['FAIL', 'timeout', 'DIFF'].includes(r.engines[e.id].status))
      .map((e) => `  ${r.benchmark} ${e.id}: ${r.engines[e.id].status} ${clip(r.engines[e.id].detail, 200)}`),
  );
  if (problems.length) {
    console.log('\nproblems (DIFF: stdout differs from node\'s; FAIL: non-zero exit, first line of stderr):');
    for (const p of problems) console.log(p);
  }
}
