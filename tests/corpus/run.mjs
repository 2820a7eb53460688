#!/usr/bin/env node
// Runs every corpus program in evloop and compares stdout (and the exit code) byte for
// byte with what real Node printed (recorded by scripts/record-corpus); for the programs
// of node-errors/, stderr as well. Each program
// runs twice: the two runs must print the same and execute the same number of
// instructions (determinism). Programs listed in known_failures.txt may fail; one that
// passes is reported so the list is kept honest.
//
//   node tests/corpus/run.mjs --evloop build/native/evloop [--verbose] [--timeout MS] [FILTER]
//
// --timeout gives each run more than the default 20 s (sanitizer builds are several times slower).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let evloop = null;
let verbose = false;
let filter = null;
let timeoutMs = 20000;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--evloop') evloop = args[++i];
  else if (args[i] === '--verbose') verbose = true;
  else if (args[i] === '--timeout') timeoutMs = Number(args[++i]);
  else filter = args[i];
}
if (!evloop) {
  console.error('usage: run.mjs --evloop PATH [--verbose] [FILTER]');
  process.exit(2);
}

const known = new Map();
for (const line of readFileSync(path.join(here, 'known_failures.txt'), 'utf8').split('\n')) {
  const t = line.trim();
  if (!t || t.startsWith('#')) continue;
  const m = t.match(/^(\S+)\s+#\s*(.+)$/);
  if (!m) {
    console.error(`known_failures.txt: a line needs "path  # reason": ${t}`);
    process.exit(2);
  }
  known.set(m[1], m[2]);
}

const programs = [];
for (const dir of readdirSync(here, { withFileTypes: true })) {
  if (!dir.isDirectory()) continue;
  for (const f of readdirSync(path.join(here, dir.name)).sort()) {
    if (!/\.(m?js|cjs)$/.test(f)) continue;
    const rel = `${dir.name}/${f}`;
    if (filter && !rel.includes(filter)) continue;
    programs.push(rel);
    // Host-neutral programs with timers (200 and up) print the same in Node and in
    // Chromium (checked when recorded), so they run on both simulated hosts.
    if (/^neutral\/2\d\d-/.test(rel)) programs.push(`${rel}@browser`);
  }
}

function runOnce(entry) {
  const [rel, forced] = entry.split('@');
  const file = path.join(here, rel);
  // browser/ runs in the simulated browser tab (its `// @…` directives are read by
  // evloop itself); everything else was recorded with node, so runs on the node host.
  const host = forced || (rel.startsWith('browser/') ? 'browser' : 'node');
  const r = spawnSync(path.resolve(evloop), ['run', `--host=${host}`, '--instructions', path.basename(file)], {
    cwd: path.dirname(file), encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 << 20,
  });
  const m = (r.stderr || '').match(/^evloop: instructions: (\d+)$/m);
  // Stack traces hold the program's real path: its folder is "<dir>" in the recordings
  // (scripts/record-corpus writes it so).
  const dir = realpathSync(path.dirname(file));
  const stdout = (r.stdout ?? '').split(dir + '/').join('<dir>/');
  // What the program wrote to stderr, without evloop's own lines (notes, the count).
  const programStderr = (r.stderr ?? '').split('\n').filter((l) => !l.startsWith('evloop: ')).join('\n').split(dir + '/').join('<dir>/');
  return { stdout, status: r.status ?? -1, signal: r.signal, instructions: m ? m[1] : '?', stderr: r.stderr ?? '', programStderr };
}

let passed = 0;
let failed = 0;
let knownFailing = 0;
const unexpectedPasses = [];
for (const rel of programs) {
  const base = path.join(here, rel.split('@')[0]).replace(/\.(m?js|cjs)$/, '');
  const expected = readFileSync(`${base}.expected`, 'utf8');
  const expectedStatus = existsSync(`${base}.status`) ? Number(readFileSync(`${base}.status`, 'utf8').trim()) : 0;
  const first = runOnce(rel);
  const second = runOnce(rel);
  const problems = [];
  if (first.signal) problems.push(`killed by ${first.signal}`);
  if (first.stdout !== expected) problems.push('stdout differs from node');
  if (first.status !== expectedStatus) problems.push(`exit code ${first.status}, node: ${expectedStatus}`);
  // node-errors/ records stderr too: what Node prints when the program dies.
  const expectedStderr = existsSync(`${base}.stderr`) ? readFileSync(`${base}.stderr`, 'utf8') : null;
  if (expectedStderr !== null && first.programStderr !== expectedStderr) {
    problems.push('stderr differs from node');
    const exp = expectedStderr.split('\n');
    const got = first.programStderr.split('\n');
    const i = exp.findIndex((l, k) => l !== got[k]);
    const at = i < 0 ? exp.length : i;
    problems.push(`stderr line ${at + 1}: node ${JSON.stringify(exp[at])}, evloop ${JSON.stringify(got[at])}`);
  }
  if (first.stdout !== second.stdout || first.instructions !== second.instructions)
    problems.push(`not deterministic (instructions ${first.instructions} vs ${second.instructions})`);
  const isKnown = known.has(rel);
  if (problems.length === 0) {
    passed++;
    if (isKnown) unexpectedPasses.push(rel);
    continue;
  }
  if (isKnown && !problems.some((p) => p.startsWith('not deterministic') || p.startsWith('killed'))) {
    knownFailing++;
    continue;
  }
  failed++;
  console.log(`FAIL ${rel}: ${problems.join('; ')}`);
  if (verbose || problems.length) {
    const exp = expected.split('\n');
    const got = first.stdout.split('\n');
    for (let i = 0; i < Math.max(exp.length, got.length); i++) {
      if (exp[i] !== got[i]) {
        console.log(`  line ${i + 1}:\n    node:   ${JSON.stringify(exp[i])}\n    evloop: ${JSON.stringify(got[i])}`);
        break;
      }
    }
    const err = first.stderr.split('\n').filter((l) => l && !l.startsWith('evloop: instructions')).slice(0, 3);
    for (const l of err) console.log(`  stderr: ${l}`);
  }
}
for (const rel of unexpectedPasses) {
  console.log(`PASS but listed in known_failures.txt (remove it): ${rel}`);
  failed++;
}
for (const rel of known.keys()) {
  if (!programs.includes(rel) && !filter) {
    console.log(`known_failures.txt names a program that does not exist: ${rel}`);
    failed++;
  }
}
console.log(`corpus: ${passed} passed, ${failed} failed, ${knownFailing} known failures (of ${programs.length} programs)`);
process.exit(failed === 0 ? 0 : 1);
