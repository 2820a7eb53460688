#!/usr/bin/env node
// Runs test262 tests (https://github.com/tc39/test262) through `evloop run`, the way
// test262's INTERPRETING.md describes, and prints a pass rate per directory.
//
//   node scripts/test262.mjs --root DIR [--evloop PATH] [--jobs N] [--timeout MS]
//                            [--verbose] [--list-skipped] PATH...
//
//   --root DIR     a test262 checkout, or a partial copy with the same layout
//                  (harness/*.js, test/...); PATH is relative to DIR or absolute
//   --evloop PATH  the engine to run (default build/native/evloop)
//   --jobs N       tests run in parallel (default: the number of cores)
//   --timeout MS   wall-clock limit per run (default 10000)
//   --verbose      print every test's result, and the failures' full stderr
//   --list-skipped print every skipped test with the reason
//   --node         run the same programs in this node instead (a reference: which sampled
//                  tests real node passes; phases are not told apart there)
//   PATH...        test files or directories (searched recursively for *.js)
//
// Example (a partial copy outside the repository):
//   node scripts/test262.mjs --root /work/test262-sample --jobs 2 test/built-ins/Promise
//
// How a test runs (INTERPRETING.md):
// - the YAML frontmatter between /*--- and ---*/ gives includes, flags, features and
//   negative {phase, type};
// - the program is a small prelude (print via console.log, a partial $262), then
//   harness/assert.js, harness/sta.js, harness/doneprintHandle.js for `async` tests
//   (a built-in equivalent when the copy lacks it), then each include, then the test;
// - without flags the test runs twice, non-strict and strict ('use strict'; first);
//   onlyStrict / noStrict run one variant; raw runs the file alone, unchanged;
// - `module` tests are written as .mjs and run on the node host; scripts run as classic
//   scripts on the browser host (global `this`, `var` on the global object);
// - a positive test passes when nothing is thrown uncaught (stderr has no "Uncaught" and
//   the exit code is 0; an unhandled rejection does not count); an `async` test must also print Test262:AsyncTestComplete and
//   never Test262:AsyncTestFailure;
// - a negative test passes when its phase fails with the named error: parse/resolution
//   errors make evloop exit 2 with "<Type>:" on stderr; a runtime error is an uncaught
//   "<Type>" on stderr.
// Tests that need what evloop deliberately lacks (UNSUPPORTED_FEATURES, the $262 hooks in
// UNSUPPORTED_HOST_HOOKS, CanBlockIsTrue) are skipped and counted as skipped.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Features evloop does not have (yet or on purpose).
const UNSUPPORTED_FEATURES = new Set([
  'Intl', 'intl-normative-optional', 'Intl.DateTimeFormat', 'Intl.Locale',
  'SharedArrayBuffer', 'Atomics', 'Atomics.waitAsync', 'Atomics.pause',
  'cross-realm', 'decorators', 'Temporal', 'ShadowRealm', 'tail-call-optimization',
  'IsHTMLDDA', 'host-gc-required', 'FinalizationRegistry.prototype.cleanupSome',
  'import-assertions', 'import-attributes', 'json-modules', 'source-phase-imports',
  'source-phase-imports-module-source', 'import-defer', 'explicit-resource-management',
  'resizable-arraybuffer', 'arraybuffer-transfer', 'Array.fromAsync', 'iterator-helpers',
  'set-methods', 'promise-with-resolvers', 'regexp-duplicate-named-groups',
  'regexp-modifiers', 'RegExp.escape', 'Float16Array', 'Math.sumPrecise',
  'uint8array-base64', 'Error.isError', 'iterator-sequencing', 'json-parse-with-source',
  'upsert', 'canonical-tz', 'legacy-regexp', 'Array.prototype.includes-not-a-feature',
  'await-dictionary', 'joint-iteration', 'immutable-arraybuffer', 'nonextensible-applies-to-private',
]);
// $262 members evloop cannot provide; a test that mentions one is skipped.
const UNSUPPORTED_HOST_HOOKS = ['agent', 'createRealm', 'detachArrayBuffer', 'evalScript', 'IsHTMLDDA', 'gc', 'AbstractModuleSource'];
// Harness files that need a skipped feature themselves.
const UNSUPPORTED_INCLUDES = new Set(['detachArrayBuffer.js', 'atomicsHelper.js', 'testAtomics.js', 'testIntl.js',
  'temporalHelpers.js', 'resizableArrayBufferUtils.js', 'asyncGC.js', 'async-gc.js']);

const PRELUDE = `var print = function () { console.log(Array.prototype.join.call(arguments, ' ')); };
var $262 = { global: globalThis };
`;
// Used when the copy has no harness/doneprintHandle.js: the same contract (print one
// line that says the async test completed or failed).
const DONE_PRINT_HANDLE = `function $DONE(error) {
  if (error) {
    if (typeof error === 'object' && error !== null && 'name' in error) print('Test262:AsyncTestFailure:' + error.name + ': ' + error.message);
    else print('Test262:AsyncTestFailure:Test262Error: ' + String(error));
  } else {
    print('Test262:AsyncTestComplete');
  }
}
`;

function usage(msg) {
  if (msg) console.error(`test262.mjs: ${msg}`);
  console.error('usage: node scripts/test262.mjs --root DIR [--evloop PATH] [--jobs N] [--timeout MS] [--verbose] [--list-skipped] PATH...');
  process.exit(2);
}

const args = process.argv.slice(2);
let root = null;
let evloop = path.join(repo, 'build/native/evloop');
let jobs = Math.max(1, cpus().length);
let timeoutMs = 10000;
let verbose = false;
let listSkipped = false;
let engine = 'evloop';
const targets = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--root') root = args[++i];
  else if (a === '--evloop') evloop = path.resolve(args[++i]);
  else if (a === '--jobs') jobs = Math.max(1, Number(args[++i]) | 0);
  else if (a === '--timeout') timeoutMs = Number(args[++i]);
  else if (a === '--verbose') verbose = true;
  else if (a === '--list-skipped') listSkipped = true;
  else if (a === '--node') engine = 'node';
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else targets.push(a);
}
if (!root) usage('--root is required');
root = path.resolve(root);
if (!targets.length) targets.push('test');
if (engine === 'evloop' && !existsSync(evloop)) usage(`no engine at ${evloop} (build it, or give --evloop)`);

// --- collecting tests ---
function collect(p, out) {
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) collect(path.join(p, name), out);
  } else if (/\.js$/.test(p) && !/_FIXTURE\.js$/.test(p)) {
    out.push(p);
  }
}
const files = [];
for (const t of targets) {
  const p = path.isAbsolute(t) ? t : path.join(root, t);
  if (!existsSync(p)) usage(`no such test or directory: ${p}`);
  collect(p, files);
}

// --- the frontmatter: the small part of YAML test262 uses ---
function parseFrontmatter(source) {
  const m = source.match(/\/\*---([\s\S]*?)---\*\//);
  const meta = { includes: [], flags: [], features: [], negative: null };
  if (!m) return meta;
  // Some old tests indent the whole block: remove the common indentation first.
  let lines = m[1].split(/\r?\n/).filter((l) => l.trim());
  const indent = Math.min(...lines.map((l) => l.match(/^\s*/)[0].length));
  lines = lines.map((l) => l.slice(indent));
  let listKey = null;     // a key whose value is a block list ("- item" lines)
  let inNegative = false;
  for (const raw of lines) {
    const line = raw.replace(/\s+#.*$/, '');
    if (!line.trim()) continue;
    const top = line.match(/^(\w+):\s*(.*)$/);
    if (top) {
      listKey = null;
      inNegative = false;
      const [, key, value] = top;
      if (key === 'negative') {
        // Old tests write `negative: SyntaxError` with no phase.
        meta.negative = value.trim() ? { phase: 'any', type: value.trim() } : {};
        inNegative = !value.trim();
      } else if (key === 'includes' || key === 'flags' || key === 'features') {
        const v = value.trim();
        if (v.startsWith('[')) meta[key] = v.replace(/^\[|\]$/g, '').split(',').map((s) => s.trim()).filter(Boolean);
        else if (v === '') listKey = key;
      }
      continue;
    }
    if (inNegative) {
      const kv = line.match(/^\s+(\w+):\s*(\S+)/);
      // `stage` and `early` are the old names of `phase` and `parse`.
      if (kv) meta.negative[kv[1] === 'stage' ? 'phase' : kv[1]] = kv[2] === 'early' ? 'parse' : kv[2];
      continue;
    }
    if (listKey) {
      const item = line.match(/^\s*-\s*(\S+)/);
      if (item) meta[listKey].push(item[1]);
    }
  }
  return meta;
}

const harnessCache = new Map();
function harness(name) {
  if (!harnessCache.has(name)) {
    let p = path.join(root, 'harness', name);
    if (!existsSync(p)) {
      // Old tests spell some names differently (PromiseHelper.js for promiseHelper.js).
      const dir = path.join(root, 'harness');
      const alt = existsSync(dir) && readdirSync(dir).find((f) => f.toLowerCase() === name.toLowerCase());
      if (alt) p = path.join(dir, alt);
    }
    harnessCache.set(name, existsSync(p) ? readFileSync(p, 'utf8') : null);
  }
  return harnessCache.get(name);
}

// Returns { skip: reason } or { runs: [{ mode, source, module }] }.
function plan(file) {
  const source = readFileSync(file, 'utf8');
  const meta = parseFrontmatter(source);
  const flags = new Set(meta.flags);
  for (const f of meta.features) if (UNSUPPORTED_FEATURES.has(f)) return { meta, skip: `feature ${f}` };
  for (const inc of meta.includes) if (UNSUPPORTED_INCLUDES.has(inc)) return { meta, skip: `include ${inc}` };
  if (flags.has('CanBlockIsTrue')) return { meta, skip: 'flag CanBlockIsTrue' };
  for (const hook of UNSUPPORTED_HOST_HOOKS) {
    if (new RegExp(`\\$262\\.${hook}\\b`).test(source)) return { meta, skip: `$262.${hook}` };
  }
  const isModule = flags.has('module');
  if (flags.has('raw')) return { meta, runs: [{ mode: 'raw', source, module: isModule }] };
  const parts = [PRELUDE];
  const need = ['assert.js', 'sta.js'];
  // Old tests call $DONE without the async flag: give them $DONE too; judge() then
  // fails them on Test262:AsyncTestFailure but does not require the completion line.
  if (flags.has('async') || /\$DONE\b/.test(source)) need.push('doneprintHandle.js');
  for (const inc of meta.includes) if (!need.includes(inc)) need.push(inc);
  for (const name of need) {
    let text = harness(name);
    if (text === null && name === 'doneprintHandle.js') text = DONE_PRINT_HANDLE;
    if (text === null) return { meta, skip: `harness/${name} is missing from --root` };
    parts.push(text, '\n');
  }
  const body = parts.join('') + source;
  const runs = [];
  if (isModule) runs.push({ mode: 'module', source: body, module: true });
  else {
    if (!flags.has('onlyStrict')) runs.push({ mode: 'non-strict', source: body, module: false });
    if (!flags.has('noStrict')) runs.push({ mode: 'strict', source: `'use strict';\n${body}`, module: false });
  }
  return { meta, runs };
}

// --- running ---
const NODE_SCRIPT_RUNNER = "require('vm').runInThisContext(require('fs').readFileSync(process.argv[1], 'utf8'), { filename: process.argv[1] });";
const work = mkdtempSync(path.join(tmpdir(), 'evloop-test262-'));
let serial = 0;

function runEngine(run) {
  return new Promise((resolve) => {
    const name = `t${serial++}.${run.module ? 'mjs' : 'js'}`;
    const file = path.join(work, name);
    writeFileSync(file, run.source);
    // --node: the same program in real node, as a reference for the sample (a script
    // runs through vm.runInThisContext so it is global code, as in the browser host).
    const child = engine === 'node'
      ? spawn(process.execPath, run.module ? ['--unhandled-rejections=warn', name] : ['--unhandled-rejections=warn', '-e', NODE_SCRIPT_RUNNER, name], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(evloop, ['run', run.module ? '--host=node' : '--host=browser', name], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => { if (stdout.length < (1 << 20)) stdout += d; });
    child.stderr.on('data', (d) => { if (stderr.length < (1 << 20)) stderr += d; });
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      rmSync(file, { force: true });
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}

function firstLine(s) {
  const lines = s.split('\n').map((x) => x.trim());
  // An early error prints "file:line", the source line and a caret before "SyntaxError: ...".
  const l = lines.find((x) => /^[A-Za-z0-9_$]*Error\b/.test(x)) || lines.find((x) => x && !/^at /.test(x) && !/^\^+$/.test(x));
  return (l || '').slice(0, 200);
}

// Returns null on pass, or the reason it failed.
function judge(meta, r) {
  if (r.timedOut) return `timed out after ${timeoutMs} ms`;
  if (r.signal) return `killed by ${r.signal}: ${firstLine(r.stderr)}`;
  // evloop: an uncaught error prints "Uncaught X: ..." (the browser host keeps running);
  // an early error exits with code 2. node (--node): any uncaught error exits non-zero
  // with the error's "X: message" line on stderr.
  let uncaught;
  let early;
  if (engine === 'node') {
    const line = r.code !== 0 ? (r.stderr.match(/^(?:Uncaught )?([A-Za-z0-9_$]*Error\b.*|Test262Error.*|Thrown: .*)$/m) || [null, firstLine(r.stderr)]) : null;
    uncaught = line && [null, line[1]];
    early = false;
  } else {
    // An unhandled rejection ("Uncaught (in promise) ...") is not a failure: test262
    // hosts are not required to report them, and tests leave some on purpose.
    uncaught = r.stderr.match(/^Uncaught (?!\(in promise\))(.*)$/m);
    early = r.code === 2;
  }
  if (meta.negative) {
    const { phase, type } = meta.negative;
    const named = (text) => new RegExp(`\\b${type}\\b`).test(text);
    if (phase === 'any' || engine === 'node') {
      if (early) return named(r.stderr) ? null : `expected ${type}, got: ${firstLine(r.stderr)}`;
      if (!uncaught) return `expected ${type}, but nothing was thrown`;
      return named(uncaught[1]) ? null : `expected ${type}, got: ${uncaught[1]}`;
    }
    if (phase === 'parse' || phase === 'resolution') {
      if (!early) return `expected a ${phase}-phase ${type}, but it ${uncaught ? `threw at runtime: ${uncaught[1]}` : 'ran'}`;
      return named(r.stderr) ? null : `expected ${type}, got: ${firstLine(r.stderr)}`;
    }
    if (early) return `expected a runtime ${type}, got an early error: ${firstLine(r.stderr)}`;
    if (!uncaught) return `expected a runtime ${type}, but nothing was thrown`;
    return named(uncaught[1]) ? null : `expected ${type}, got: ${uncaught[1]}`;
  }
  if (early) return `early error: ${firstLine(r.stderr)}`;
  if (uncaught) return `uncaught ${uncaught[1]}`.slice(0, 200);
  if (r.code !== 0) return `exit code ${r.code}: ${firstLine(r.stderr)}`;
  const fail = r.stdout.match(/^Test262:AsyncTestFailure:(.*)$/m);
  if (fail) return `async failure: ${fail[1]}`.slice(0, 200);
  if (meta.flags.includes('async') && !/^Test262:AsyncTestComplete$/m.test(r.stdout)) {
    return 'async test never printed Test262:AsyncTestComplete';
  }
  return null;
}

async function runTest(file) {
  const rel = path.relative(root, file);
  const p = plan(file);
  if (p.skip) return { rel, skipped: p.skip };
  for (const run of p.runs) {
    const r = await runEngine(run);
    const why = judge(p.meta, r);
    if (why) return { rel, failed: `[${run.mode}] ${why}`, stderr: r.stderr };
  }
  return { rel, passed: true };
}

const results = new Array(files.length);
let next = 0;
async function worker() {
  while (next < files.length) {
    const i = next++;
    results[i] = await runTest(files[i]);
    if (verbose) {
      const r = results[i];
      console.log(`${r.passed ? 'PASS' : r.skipped ? 'SKIP' : 'FAIL'} ${r.rel}${r.failed ? `  ${r.failed}` : r.skipped ? `  (${r.skipped})` : ''}`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));
rmSync(work, { recursive: true, force: true });

// --- the report: one line per directory, then the failures ---
const byDir = new Map();
for (const r of results) {
  const dir = path.dirname(r.rel);
  if (!byDir.has(dir)) byDir.set(dir, { passed: 0, failed: 0, skipped: 0 });
  const d = byDir.get(dir);
  if (r.passed) d.passed++;
  else if (r.skipped) d.skipped++;
  else d.failed++;
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of [...byDir.keys()].sort()) {
  const d = byDir.get(dir);
  passed += d.passed;
  failed += d.failed;
  skipped += d.skipped;
  console.log(`${dir}: ${d.passed}/${d.passed + d.failed}${d.skipped ? ` (${d.skipped} skipped)` : ''}`);
}
// Then one line per PATH given on the command line (a directory's whole subtree).
if (targets.length > 1 || byDir.size > 1) {
  console.log('');
  for (const t of targets) {
    const abs = path.isAbsolute(t) ? t : path.join(root, t);
    const rel = path.relative(root, abs);
    const mine = results.filter((r) => r.rel === rel || r.rel.startsWith(rel + path.sep) || rel === '');
    const p = mine.filter((r) => r.passed).length;
    const f = mine.filter((r) => r.failed).length;
    const k = mine.length - p - f;
    console.log(`${rel || '.'} (all): ${p}/${p + f}${k ? ` (${k} skipped)` : ''}`);
  }
}
const failures = results.filter((r) => r.failed);
if (failures.length) {
  console.log('\nfailures:');
  for (const r of failures) {
    console.log(`  ${r.rel}: ${r.failed}`);
    if (verbose && r.stderr) console.log(r.stderr.replace(/^/gm, '      '));
  }
}
if (listSkipped) {
  console.log('\nskipped:');
  for (const r of results.filter((x) => x.skipped)) console.log(`  ${r.rel}: ${r.skipped}`);
}
console.log(`\ntest262: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
