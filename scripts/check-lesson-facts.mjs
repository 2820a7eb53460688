#!/usr/bin/env node
// evloop — check every lesson program against the real engines.
//
//   node scripts/check-lesson-facts.mjs [--runs N] [--evloop PATH] [LESSON.md...]
//
// Every ```js run``` and ```quiz order``` block of lessons/en/*.md (or the given files),
// and both programs of every ```exercise``` block (the start and the solution), runs in evloop and in the real engine of its host: real Node (N runs, default 3, which
// must agree) for node blocks, real headless Chromium (scripts/record-browser-corpus.mjs
// --check, N runs) for browser blocks; blocks of neutral lessons run in both. The console
// output must be the same byte for byte, so what a lesson shows (and every order quiz's
// answer, which evloop computes) is what Node and Chromium print. Prints one line per
// block and a summary; exits 1 if any block differs or cannot be checked.
//
// Where evloop itself says that real Node does not guarantee the order it picked (the
// top-level setTimeout 0 / setImmediate race), the real output only has to hold the
// same lines in some order.
//
// Durations are the one exception to byte equality: a number followed by "ms" (as in
// "done at 806 ms") may differ by 25 % or 30 ms, whichever is larger, since real engines
// never take exactly the same time twice (bench/calibrate.mjs measures the cost model
// itself). Everything else, counts included, must be identical. Chromium runs get a
// `// @until` when the program names none: 2.5 times evloop's last console line plus
// 0.5 s, between 1 and 4 s, so slow machines still see it finish.
//
// Real Node runs must agree. Where they do not (threads sharing a loaded machine's
// cores), 7 runs are made and the block passes if evloop prints what 6 of them print, or
// what at least one prints while the others differ only in durations that came out
// longer (a busy machine stretches a duration, it never shortens one: lesson 14's fastest
// of ten worker starts was 16 ms in 4 runs and 57 ms in 3 while a build ran, and 16 ms in
// 2 runs and 65 ms in 5 under a load average of 8). One run at evloop's figure shows the
// real engine reaches it; a duration evloop makes too long still fails, since no run
// comes out shorter than the real cost. On a machine so busy that no run reaches it (a
// load average above 1.5 per core: 65-99 ms under a load of 10 on 2 cores) durations
// are checked only as lower bounds, and the line says so.
//
// evloop models a machine of 4 cores (the `cores` setting's default). On a machine with
// fewer, threads that evloop runs side by side share cores in real Node, and races that a
// 4-core machine decides one way come out either way (lesson 11's exercise: four pbkdf2
// thumbnails against a fifth job, on 2 cores, gave evloop's order in 7 of 14 real runs).
// There, a block whose real runs disagree among themselves in both rounds passes if at
// least a third of them print what evloop prints, and the line says so.
// A program whose runs agree with each other but not with evloop gets 7 fresh runs
// after a 2 s pause, judged by the same rule (a machine busy for a moment once made both
// runs of lessons/en/11-threadpool.md's exercise finish out of order), and so does one
// whose 7 runs disagreed. Chromium blocks get the same second chance: 7 fresh runs in
// one Chromium after a pause, recording three times as long when a first run printed only
// the start of evloop's output (cut off by a busy machine). A failure is printed where it happens and again at the end.
//
// The prose around a block states its output in words; write such sentences only about
// a block this script checks. A block with `// @file` sections (a program of several
// files) runs in real Node from a folder of its files (scripts/split-program.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { hasFileSections, writeProgramFiles } from './split-program.mjs';

const REAL_NODE_RUNS_IF_UNSTABLE = 7;
const MODELLED_CORES = 4; // core/loop/settings.h: Settings::cores
const FEWER_CORES = os.cpus().length < MODELLED_CORES;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const opts = { runs: 3, evloop: path.join(ROOT, 'build', 'native', 'evloop'), files: [] };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--runs') opts.runs = Number(process.argv[++i]);
  else if (a === '--evloop') opts.evloop = path.resolve(process.argv[++i]);
  else if (a === '-h' || a === '--help') {
    console.log('usage: node scripts/check-lesson-facts.mjs [--runs N] [--evloop PATH] [LESSON.md...]');
    process.exit(0);
  } else opts.files.push(path.resolve(a));
}
if (!(opts.runs >= 1)) {
  console.error('check-lesson-facts: --runs needs a positive count');
  process.exit(2);
}
if (!existsSync(opts.evloop)) {
  console.error(`check-lesson-facts: no evloop binary at ${opts.evloop}; build it (scripts/build-native) or pass --evloop PATH`);
  process.exit(2);
}
if (!opts.files.length) {
  const dir = path.join(ROOT, 'lessons', 'en');
  opts.files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((f) => path.join(dir, f));
}

// key=value and key="quoted value" options after the block's kind.
function parseOptions(text) {
  const out = {};
  for (const m of text.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)) out[m[1]] = m[2] ?? m[3];
  return out;
}

// An ```exercise``` block's two programs: after its goal:/hint: lines, the starting
// program up to "~~~ solution", then the solution up to "~~~" (core/lesson/exercise.h).
function exercisePrograms(body) {
  let i = 0;
  while (i < body.length && (/^\s*$/.test(body[i]) || /^\s*(goal|hint):/.test(body[i]))) i++;
  const marker = body.findIndex((l) => /^\s*~~~\s*solution\s*$/.test(l));
  const close = body.findIndex((l, k) => k > marker && /^\s*~~~\s*$/.test(l));
  if (marker < 0 || close < 0) return null;
  return { start: body.slice(i, marker), startAt: i, solution: body.slice(marker + 1, close), solutionAt: marker + 1 };
}

// The runnable blocks of one lesson: {line, kind, options, code}. An exercise gives two:
// its starting program and its solution (both must print what real engines print).
function lessonBlocks(file) {
  const text = readFileSync(file, 'utf8');
  const host = text.match(/^host:\s*(\S+)/m)?.[1] ?? 'neutral';
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^(`{3,})(js run|quiz order|exercise)\b(.*)$/);
    if (!open) continue;
    const start = i + 1;
    const code = [];
    for (i++; i < lines.length && lines[i] !== open[1]; i++) code.push(lines[i]);
    if (open[2] === 'exercise') {
      const p = exercisePrograms(code);
      if (!p) continue; // evloop check reports a malformed exercise
      blocks.push({ line: start + 1 + p.startAt, kind: 'exercise start', options: parseOptions(open[3]), code: p.start.join('\n') + '\n' });
      blocks.push({ line: start + 1 + p.solutionAt, kind: 'exercise solution', options: parseOptions(open[3]), code: p.solution.join('\n') + '\n' });
      continue;
    }
    blocks.push({ line: start, kind: open[2], options: parseOptions(open[3]), code: code.join('\n') + '\n' });
  }
  return { host, blocks };
}

// evloop's output, and the virtual time of its last console line (from the trace).
function evloopOutput(file, host) {
  const trace = file + '.trace.json';
  const r = spawnSync(opts.evloop, ['run', `--host=${host}`, `--trace=${trace}`, file], { encoding: 'utf8', timeout: 120_000 });
  let lastLogMs = 0;
  try {
    for (const e of JSON.parse(readFileSync(trace, 'utf8')).events) if (e.kind === 'console') lastLogMs = Math.max(lastLogMs, e.t);
  } catch {
    // No trace (the program did not start): the output says why.
  }
  return { stdout: r.stdout ?? '', status: r.status, stderr: r.stderr ?? '', lastLogMs };
}

// How long Chromium records a program that names no end (`// @until`): until 2.5 times
// evloop's last console line plus 0.5 s, at least 1 s and at most 4 s, so a loaded
// machine still sees it finish (lesson 06's exercise busy-waits 0.5 s in 2000 slices; a
// CI run whose Chromium had half a core cut it off at 1.25 s and printed nothing).
// An `// @input … @ N ms` must come before the end. Idle callbacks get the full 3 s:
// a busy headless Chromium may find no idle time and run them only at their timeout.
function chromiumUntilMs(lastLogMs, code) {
  if (/\brequestIdleCallback\b/.test(code)) return 3000;
  const lastInputMs = Math.max(0, ...[...code.matchAll(/^\/\/ @input .*@\s*(\d+)\s*ms\s*$/gm)].map((m) => Number(m[1])));
  return Math.max(lastInputMs + 500, Math.min(4000, Math.max(1000, Math.ceil(lastLogMs * 2.5 + 500))));
}

// Two lines are the same if they are equal with durations ("818 ms") within tolerance.
const DURATION = /(\d+(?:\.\d+)?)(\s?ms\b)/g;
function sameLine(a, b) {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a.replace(DURATION, '#$2') !== b.replace(DURATION, '#$2')) return false;
  const x = [...a.matchAll(DURATION)].map((m) => Number(m[1]));
  const y = [...b.matchAll(DURATION)].map((m) => Number(m[1]));
  return x.every((v, i) => Math.abs(v - y[i]) <= Math.max(30, 0.25 * Math.max(v, y[i])));
}

// Where two outputs part (with the tolerance above), or null if they do not.
function difference(want, got) {
  const a = want.split('\n');
  const b = got.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (!sameLine(a[i], b[i])) return `line ${i + 1}: real ${JSON.stringify(a[i] ?? '<none>')}, evloop ${JSON.stringify(b[i] ?? '<none>')}`;
  return null;
}

// A real run that differs from evloop only in durations that came out longer (a machine
// busy for a moment stretches them; it never shortens them).
function stretchedOnly(real, mine) {
  const a = real.split('\n');
  const b = mine.split('\n');
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (sameLine(a[i], b[i])) continue;
    if (a[i].replace(DURATION, '#$2') !== b[i].replace(DURATION, '#$2')) return false;
    const x = [...a[i].matchAll(DURATION)].map((m) => Number(m[1]));
    const y = [...b[i].matchAll(DURATION)].map((m) => Number(m[1]));
    if (!x.every((v, k) => v >= y[k])) return false;
  }
  return true;
}

// The 6-of-7 rule for real runs: at least 6 print what evloop prints, or at least one
// does and the others differ only in durations stretched by a busy machine (on an
// overloaded machine, none need to: `busy` gives the load average then).
function enoughAgree(runs, mine) {
  const same = runs.filter((r) => !difference(r, mine)).length;
  const stretched = runs.filter((r) => difference(r, mine) && stretchedOnly(r, mine)).length;
  const load = os.loadavg()[0];
  const busy = load > 1.5 * os.cpus().length ? load.toFixed(1) : null;
  const allStretched = same + stretched >= REAL_NODE_RUNS_IF_UNSTABLE - 1;
  return {
    same, stretched, busy: same === 0 && allStretched ? busy : null,
    ok: same >= REAL_NODE_RUNS_IF_UNSTABLE - 1 || (allStretched && (same >= 1 || busy !== null)),
  };
}

function report(name, problem, note = '') {
  if (problem) {
    failures.push(`${name}: ${problem}`);
    console.log(`FAIL ${name}: ${problem}`);
  } else {
    ok++;
    console.log(`ok   ${name}${note}`);
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'evloop-facts-'));
let ok = 0;
const failures = [];
const browserChecks = []; // {name, file, mine}: checked together in one Chromium
try {
  for (const file of opts.files) {
    const lesson = path.basename(file, '.md');
    const { host, blocks } = lessonBlocks(file);
    for (const b of blocks) {
      const blockHost = b.options.host ?? (host === 'node' ? 'node' : 'browser');
      // host=both (a side-by-side block) and blocks of a neutral lesson run in both.
      const hosts = (host === 'neutral' && !b.options.host) || blockHost === 'both' ? ['browser', 'node'] : [blockHost];
      const name = `${lesson}.md:${b.line} (${b.kind})`;
      // The block's input option is a directive of the program, for both recorders.
      const code = (b.options.input ? `// @input ${b.options.input}\n` : '') + b.code;
      for (const h of hosts) {
        const base = path.join(tmp, `${lesson}-${b.line}-${h}`);
        // A block that sets module=true is an ES module (.mjs) in real Node, as in evloop.
        const module = /^\/\/ @set module=(true|1|yes)\s*$/m.test(code);
        const program = base + (h === 'node' ? (module ? '.mjs' : '.cjs') : module ? '.mjs' : '.js');
        writeFileSync(program, code);
        const mine = evloopOutput(program, h);
        if (h === 'node') {
          const race = /real Node does not guarantee/.test(mine.stderr);
          // A block of several files (`// @file` sections): real node runs its main file from a
          // folder that holds them.
          let realProgram = program;
          if (hasFileSections(code)) {
            const dir = base + '-files';
            writeProgramFiles(code, path.basename(program), dir);
            realProgram = path.join(dir, path.basename(program));
          }
          const realRun = () => spawnSync(process.execPath, [realProgram], { cwd: path.dirname(realProgram), encoding: 'utf8', timeout: 60_000 }).stdout;
          const runs = [];
          for (let run = 0; run < opts.runs; run++) runs.push(realRun());
          // After a 2 s pause (a machine busy for a moment), how many of 7 fresh real runs
          // print what evloop prints.
          const agreeingFreshRuns = () => {
            spawnSync('sleep', ['2']);
            const fresh = [];
            for (let run = 0; run < REAL_NODE_RUNS_IF_UNSTABLE; run++) fresh.push(realRun());
            return enoughAgree(fresh, mine.stdout);
          };
          const stretchNote = (r) => (r.stretched ? `, ${r.stretched} more only slower${r.busy ? `: durations checked only as lower bounds, load average ${r.busy} on ${os.cpus().length} cores` : ''}` : '');
          const real = runs[0];
          const sorted = (t) => t.split('\n').sort().join('\n');
          if (race && !difference(sorted(real), sorted(mine.stdout))) {
            ok++;
            console.log(`ok   ${name} [node] (an order real Node does not guarantee; evloop says so)`);
            continue;
          }
          let problem = null;
          let note = '';
          if (!race && runs.some((r) => difference(real, r))) {
            // Threads that share a loaded machine's cores can finish out of their usual
            // order now and then. The lesson may state what real Node prints in nearly
            // every run: at least 6 of 7.
            while (runs.length < REAL_NODE_RUNS_IF_UNSTABLE) runs.push(realRun());
            const first = enoughAgree(runs, mine.stdout);
            if (first.ok) note = ` (real Node printed this in ${first.same} of ${runs.length} runs${stretchNote(first)})`;
            else {
              const again = agreeingFreshRuns();
              const all = runs.length + REAL_NODE_RUNS_IF_UNSTABLE;
              if (again.ok) note = ` (real Node printed this in ${first.same} of ${runs.length} runs, then in ${again.same} of ${REAL_NODE_RUNS_IF_UNSTABLE} after a pause${stretchNote(again)})`;
              else if (FEWER_CORES && 3 * (first.same + again.same) >= all) note = ` (real Node is not deterministic on this ${os.cpus().length}-core machine; it printed this in ${first.same + again.same} of ${all} runs, evloop models ${MODELLED_CORES} cores)`;
              else problem = `real node is not deterministic here (${difference(real, runs.find((r) => difference(real, r)))}; evloop's output in ${first.same} of ${runs.length} runs, then in ${again.same} of ${REAL_NODE_RUNS_IF_UNSTABLE} after a pause)`;
            }
          } else if (!race && difference(real, mine.stdout)) {
            // A machine that was busy for a moment (threadpool work out of order, a duration
            // stretched; the runs agreed with each other, not with evloop): 7 fresh runs after
            // a pause decide, by the same 6-of-7 rule. A real difference stays a failure.
            const again = agreeingFreshRuns();
            if (again.ok) note = ` (the first ${runs.length} real runs differed; real Node printed this in ${again.same} of ${REAL_NODE_RUNS_IF_UNSTABLE} runs after${stretchNote(again)})`;
            else if (FEWER_CORES && 3 * again.same >= runs.length + REAL_NODE_RUNS_IF_UNSTABLE) note = ` (real Node is not deterministic on this ${os.cpus().length}-core machine; it printed this in ${again.same} of ${runs.length + REAL_NODE_RUNS_IF_UNSTABLE} runs, evloop models ${MODELLED_CORES} cores)`;
            else problem = `differs from real node: ${difference(real, mine.stdout)} (evloop's output in ${again.same} of ${REAL_NODE_RUNS_IF_UNSTABLE} more runs)`;
          } else if (difference(real, mine.stdout)) problem = `differs from real node: ${difference(real, mine.stdout)}`;
          report(`${name} [node]`, problem, note);
        } else {
          const chromiumProgram = base + '-chromium.js';
          const until = /^\/\/ @until/m.test(code) ? null : chromiumUntilMs(mine.lastLogMs, code);
          writeFileSync(chromiumProgram, until === null ? code : `// @until ${until}\n${code}`);
          browserChecks.push({ name: `${name} [chromium]`, file: chromiumProgram, mine: mine.stdout, code, until });
        }
      }
    }
  }
  if (browserChecks.length) {
    // One Chromium records every browser block, `runs` times each.
    const record = (checks, runs) => {
      const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'record-browser-corpus.mjs'), '--json', '--runs', String(runs),
        ...checks.map((c) => c.file)], { encoding: 'utf8', timeout: 1_800_000, maxBuffer: 64 << 20 });
      const results = new Map();
      for (const line of (r.stdout ?? '').split('\n')) {
        if (!line.startsWith('{')) continue;
        const j = JSON.parse(line);
        results.set(j.file, j);
      }
      const lastWords = ((r.stderr ?? '') + (r.stdout ?? '')).trim().split('\n').slice(-1)[0];
      return (c) => results.get(c.file) ?? { failure: `no result from the Chromium recorder: ${lastWords}` };
    };
    const judge = (c, j) => {
      if (j.failure) return j.failure;
      for (const run of j.runs.slice(1))
        if (difference(j.runs[0], run)) return `Chromium is not deterministic here (${difference(j.runs[0], run)})`;
      if (difference(j.runs[0], c.mine)) return `differs from Chromium: ${difference(j.runs[0], c.mine)}`;
      return null;
    };
    const first = record(browserChecks, opts.runs);
    const doubtful = browserChecks.filter((c) => judge(c, first(c)));
    // Frames and timers in a Chromium that shares a busy machine's cores can come out of
    // their usual order now and then. As for real Node, blocks whose first runs disagreed
    // get 7 fresh runs after a 2 s pause, and pass if evloop prints what 6 of them print.
    // A run that printed only the start of evloop's output was cut off by its `@until`
    // (a Chromium with a fraction of a loaded machine's cores): its second chance records
    // three times as long, up to 10 s.
    let again = null;
    if (doubtful.length) {
      for (const c of doubtful) {
        const j = first(c);
        const cutShort = !j.failure && j.runs.some((run) => run !== c.mine && c.mine.startsWith(run));
        if (cutShort && c.until !== null) writeFileSync(c.file, `// @until ${Math.min(10_000, c.until * 3)}\n${c.code}`);
      }
      spawnSync('sleep', ['2']);
      again = record(doubtful, REAL_NODE_RUNS_IF_UNSTABLE);
    }
    for (const c of browserChecks) {
      let problem = judge(c, first(c));
      let note = '';
      if (problem) {
        const j = again(c);
        const same = j.failure ? 0 : j.runs.filter((run) => !difference(run, c.mine)).length;
        if (same >= REAL_NODE_RUNS_IF_UNSTABLE - 1) note = ` (the first ${opts.runs} runs: ${problem}; Chromium printed this in ${same} of ${j.runs.length} runs after a pause)`;
        else problem += ` (then evloop's output in ${same} of ${REAL_NODE_RUNS_IF_UNSTABLE} runs after a pause${j.failure ? `: ${j.failure}` : ''})`;
        if (note) problem = null;
      }
      report(c.name, problem, note);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
// The failures again at the end, where a log cut short in the middle still shows them.
for (const f of failures) console.log(`FAIL ${f}`);
console.log(`\nlesson facts: ${ok} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
