#!/usr/bin/env node
// evloop — record the expected console output of the browser corpus in real headless
// Chromium.
//
//   node scripts/record-browser-corpus.mjs [--runs N] [FILE...]
//       run tests/corpus/browser/*.js (or the given files) N times (default 5) and
//       write NAME.expected: the console lines, each followed by "\n"
//   node scripts/record-browser-corpus.mjs --check [--runs N] [FILE...]
//       write nothing; exit 1 if a fresh recording differs from NAME.expected
//   node scripts/record-browser-corpus.mjs --neutral [--runs N] [FILE...]
//       run host-neutral programs (default tests/corpus/neutral/*.js and *.mjs, whose
//       .expected were recorded by real node) in Chromium and report whether Chromium
//       prints the same; writes nothing
//
//   node scripts/record-browser-corpus.mjs --json [--runs N] FILE...
//       write nothing; print one JSON line per program: {"file", "runs": [each run's
//       output], "failure"} (the runs need not agree; scripts/check-lesson-facts.mjs
//       compares them with evloop's output itself)
//
// Options: --verbose prints every run's output; --quiet prints only problems and the
// summary. $CHROMIUM overrides /usr/bin/chromium.
//
// Every run of a program must give the same output, otherwise it is reported as
// nondeterministic and nothing is written for it. The last line is a summary; the
// exit status is non-zero if anything failed.
//
// A program may hold several files: the text before the first line that is exactly
// `// @file NAME` (from column 1) is the main file; each such line starts the file NAME
// (e.g. `worker.js`, `lib/helper.js`), which runs to the next such line or the end. The
// split is scripts/split-program.mjs's (NAME is a relative path without `.`/`..`
// segments, used once, and not `main.js`).
//
// The main file's leading `//` comment lines (the run of lines starting with `//` at the
// top of the file) may hold directives:
//   // @html <button id="go">Go</button>   appended to the body HTML (lines concatenate)
//   // @input click #go @ 100ms            a real click on the element's centre
//   // @input key Enter @ 200ms            a real key press (to the focused element)
//   // @until 1500                         record until 1500 ms after the script
//                                          started (default 1000)
// Times are in ms after the program's script started running.
//
// The page is served from http://evloop.test/: `/` is the HTML page (body = the @html
// text followed by <script src="/main.js">, type="module" for a .mjs program),
// `/main.js` is the main file, `/NAME` is each `// @file NAME` file (text/javascript for
// .js and .mjs, else by extension: .json, .html, .css, .txt, .wasm; text/plain
// otherwise), any other path ending in `.js` or `.mjs` answers 404 (a missing worker
// script or import), and any other path answers 200 application/json {"url":"<the
// path>"} (what the fetch() programs expect). Blob and data URLs never reach the route.
// Console messages of type log, info and debug are recorded (msg.text()), in the order
// Chromium delivers them to the recorder; warnings, errors and uncaught exceptions are
// not (the simulator writes those to stderr).
//
// Console messages of dedicated workers come through page.on('console') as well:
// Playwright 1.65 with Chromium delivers them there (msg.worker() is the worker), so
// nothing else is attached. Checked by experiment: a worker's console.log and
// console.info arrive once each (not twice: page.on('worker') + worker.on('console')
// would see the same messages again), with an epoch timestamp that the @until cut
// compares like the page's; a nested worker's (a worker started by a worker) arrive too.
// They come over the worker's own DevTools session, so a worker line and a main-thread
// line printed at about the same time may arrive in either order: a program must order
// them causally (e.g. by a message round trip), like any other race. An uncaught error
// in a worker also fires page.on('pageerror') (kept among the errors, not the output).
// Limitation: page.route does not see the script request of a nested worker (Playwright
// observes it but does not route it), so `new Worker('x.js')` inside a worker fails to
// load (an 'error' Event); a nested worker must use a Blob URL. A worker's own fetch()
// and importScripts() and a module worker's imports are routed as described above.

import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { splitProgram } from './split-program.mjs';
import { consoleText } from './devtools-text.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = path.join(ROOT, 'tests', 'corpus');
const CHROMIUM_PATH = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-dev-shm-usage', '--no-first-run', '--mute-audio'];
const ORIGIN = 'http://evloop.test';
const DEFAULT_UNTIL_MS = 1000;
const START_TIMEOUT_MS = 10_000;   // navigation until the program's first statement
const SETTLE_MS = 200;             // extra wait for console events still in flight
const BOX_LEAD_MS = 40;            // look up a click target this long before the click
const BOX_TIMEOUT_MS = 25;         // a busy page cannot answer: use the box from start
const MAX_LATE_MS = 75;            // an input sent later than this spoils the run
const MAX_RETRIES = 3;             // spoiled runs repeated per program
const START_BINDING = '__evloopStarted';
const START_HOOK = '__evloopStart';

// ---------------------------------------------------------------- arguments

function usage() {
  const text = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  const out = [];
  for (const line of text.slice(1)) {
    if (!line.startsWith('//')) break;
    out.push(line.replace(/^\/\/ ?/, ''));
  }
  return out.join('\n');
}

const opts = { runs: 5, check: false, neutral: false, json: false, verbose: false, quiet: false };
const fileArgs = [];
{
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') opts.check = true;
    else if (a === '--neutral') opts.neutral = true;
    else if (a === '--json') opts.json = true;
    else if (a === '--verbose') opts.verbose = true;
    else if (a === '--quiet') opts.quiet = true;
    else if (a === '--runs' || a.startsWith('--runs=')) {
      const v = a === '--runs' ? argv[++i] : a.slice('--runs='.length);
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) die(`--runs needs a positive integer, got '${v}'`);
      opts.runs = n;
    } else if (a === '-h' || a === '--help') {
      console.log(usage());
      process.exit(0);
    } else if (a.startsWith('-')) die(`unknown option '${a}' (try --help)`);
    else fileArgs.push(a);
  }
  if ([opts.check, opts.neutral, opts.json].filter(Boolean).length > 1) die('--check, --neutral and --json do not go together');
}

function die(msg) {
  console.error(`record-browser-corpus: ${msg}`);
  process.exit(2);
}

function listPrograms(dir, exts) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => exts.some((e) => f.endsWith(e))).sort()
    .map((f) => path.join(dir, f));
}

let files;
if (fileArgs.length) {
  files = fileArgs.map((f) => {
    if (!existsSync(f)) die(`no such file: ${f}`);
    return path.resolve(f);
  });
} else if (opts.neutral) {
  files = listPrograms(path.join(CORPUS, 'neutral'), ['.js', '.mjs']);
} else {
  files = listPrograms(path.join(CORPUS, 'browser'), ['.js']);
}
if (!files.length) die('no programs found');

const rel = (f) => path.relative(ROOT, f) || f;

// ---------------------------------------------------------------- directives

// Parses the directives of the leading `//` comment lines. Throws on a malformed one.
function parseDirectives(source) {
  const d = { html: '', inputs: [], until: DEFAULT_UNTIL_MS };
  for (const raw of source.split('\n')) {
    const line = raw.replace(/\r$/, '').trimStart();
    if (!line.startsWith('//')) break;
    const body = line.slice(2).trim();
    if (!body.startsWith('@')) continue;
    const sp = body.search(/\s/);
    const name = sp < 0 ? body : body.slice(0, sp);
    const rest = sp < 0 ? '' : body.slice(sp).trim();
    if (name === '@html') {
      d.html += rest;
    } else if (name === '@until') {
      if (!/^\d+$/.test(rest)) throw new Error(`bad @until '${rest}' (want a number of ms)`);
      d.until = Number(rest);
    } else if (name === '@input') {
      const m = rest.match(/^(click|key)\s+(.+?)\s+@\s*(\d+)\s*ms$/);
      if (!m) throw new Error(`bad @input '${rest}' (want 'click SELECTOR @ Nms' or 'key KEY @ Nms')`);
      d.inputs.push({ kind: m[1], target: m[2], at: Number(m[3]) });
    } else {
      throw new Error(`unknown directive '${name}'`);
    }
  }
  for (const inp of d.inputs) {
    if (inp.at > d.until) throw new Error(`@input at ${inp.at} ms is after @until ${d.until}`);
  }
  d.inputs.sort((a, b) => a.at - b.at);
  return d;
}

// ---------------------------------------------------------------- one run

const nowEpoch = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

// The init script: the program's first statement (prepended to /main.js on its first
// line, so line numbers do not move) calls window.__evloopStart(), which records
// performance.now() and the centres of the @input click targets and reports them to
// the recorder through a CDP binding (delivered even while the page is busy).
function initScript({ hook, binding, selectors }) {
  Object.defineProperty(window, hook, {
    configurable: true,
    value() {
      const t0 = performance.now();
      delete window[hook];
      const boxes = {};
      for (const sel of selectors) {
        const el = document.querySelector(sel);
        if (!el) continue;
        const r = el.getBoundingClientRect();
        boxes[sel] = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
      const report = window[binding];
      delete window[binding];
      report(JSON.stringify({ t0, epoch: performance.timeOrigin + t0, boxes }));
    },
  });
}

// Puts the start hook call in front of the program's first statement without moving
// any line: at the start of line 1, or right after a top-level 'use strict' directive
// (which must stay the first statement).
function withStartHook(source) {
  const call = `${START_HOOK}();`;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '' || t.startsWith('//')) continue;
    if (/^(['"])use strict\1;?$/.test(t)) {
      lines[i] = `${lines[i].replace(/;?\s*$/, ';')} ${call}`;
      return lines.join('\n');
    }
    break;
  }
  return `${call}${source}`;
}

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const contentTypeOf = (name) => CONTENT_TYPES[path.posix.extname(name).toLowerCase()]
  ?? 'text/plain; charset=utf-8';

// files: [{ name, text }] from splitProgram; files[0] is the main file (main.js).
async function runOnce(browser, files, d, module) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const problems = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let started = null;
    const startedPromise = new Promise((resolve) => {
      cdp.on('Runtime.bindingCalled', (e) => {
        if (e.name === START_BINDING && !started) {
          started = JSON.parse(e.payload);
          resolve();
        }
      });
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: START_BINDING });
    const selectors = d.inputs.filter((i) => i.kind === 'click').map((i) => i.target);
    await page.addInitScript(initScript, { hook: START_HOOK, binding: START_BINDING, selectors });

    const messages = [];
    const errors = [];
    // The page's own log/info/debug calls as DevTools shows them (scripts/devtools-text.mjs),
    // in the order of the protocol's events; page.on('console') below gives the same calls
    // in the same order, with their timestamps, and the workers' calls too.
    const devtools = [];
    cdp.on('Runtime.consoleAPICalled', (e) => {
      if (e.type === 'log' || e.type === 'info' || e.type === 'debug') devtools.push({ text: consoleText(e.args), count: e.args.length });
    });
    let pageCalls = 0;
    page.on('console', (msg) => {
      const type = msg.type();
      if (type === 'log' || type === 'info' || type === 'debug') {
        const fromPage = !msg.worker();
        messages.push({ text: msg.text(), ts: msg.timestamp(), page: fromPage ? pageCalls++ : -1, count: msg.args().length });
      } else if (type === 'error' || type === 'warning') {
        errors.push(`console.${type}: ${msg.text()}`);
      }
    });
    let failedEarly;
    const failedEarlyPromise = new Promise((resolve) => { failedEarly = resolve; });
    page.on('pageerror', (err) => {
      errors.push(`uncaught: ${err.message}`);
      if (!started) failedEarly();   // before the first statement: a syntax error
    });

    const program = withStartHook(files[0].text);
    const sections = new Map(files.slice(1).map((f) => [`/${f.name}`, f]));
    const scriptTag = module ? '<script type="module" src="/main.js"></script>'
      : '<script src="/main.js"></script>';
    const html = `<!doctype html><html><head><meta charset="utf-8"></head><body>${d.html}${scriptTag}</body></html>`;
    await page.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      }
      if (url.pathname === '/main.js') {
        return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: program });
      }
      let pathname = url.pathname;
      try { pathname = decodeURIComponent(pathname); } catch { /* keep it as it is */ }
      const section = sections.get(pathname);
      if (section) {
        return route.fulfill({ status: 200, contentType: contentTypeOf(section.name), body: section.text });
      }
      if (/\.m?js$/.test(pathname)) {
        return route.fulfill({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'not found' });
      }
      return route.fulfill({ status: 200, contentType: 'application/json',
        body: JSON.stringify({ url: url.pathname }) });
    });

    page.goto(`${ORIGIN}/`, { waitUntil: 'commit', timeout: START_TIMEOUT_MS }).catch((e) => {
      errors.push(`navigation: ${e.message.split('\n')[0]}`);
    });
    const outcome = await Promise.race([startedPromise.then(() => 'started'),
      failedEarlyPromise.then(() => 'error'), sleep(START_TIMEOUT_MS).then(() => 'timeout')]);
    if (outcome === 'error') throw new Error(`the program did not start: ${errors.join('; ')}`);
    if (outcome === 'timeout') {
      throw new Error(`the program did not start within ${START_TIMEOUT_MS} ms`
        + (errors.length ? ` (${errors.join('; ')})` : ''));
    }
    const startEpoch = started.epoch;
    const noticeLag = nowEpoch() - startEpoch;

    const timings = [];
    for (const inp of d.inputs) {
      let box = null;
      if (inp.kind === 'click') {
        // Look the element up a little ahead of time, so the click itself is on time.
        // A busy page cannot answer: then the box measured at the start is used.
        await sleep(startEpoch + inp.at - BOX_LEAD_MS - nowEpoch());
        box = await Promise.race([
          page.evaluate((sel) => {
            const el = document.querySelector(sel);
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
          }, inp.target).catch(() => null),
          sleep(BOX_TIMEOUT_MS).then(() => null),
        ]) ?? started.boxes[inp.target] ?? null;
        if (!box) throw new Error(`@input click: no element matches '${inp.target}'`);
      }
      await sleep(startEpoch + inp.at - nowEpoch());
      const sent = nowEpoch() - startEpoch;
      if (sent - inp.at > MAX_LATE_MS) {
        problems.push(`@input ${inp.kind} ${inp.target} @ ${inp.at}ms sent ${(sent - inp.at).toFixed(0)} ms late`);
      }
      if (inp.kind === 'click') await page.mouse.click(box.x, box.y);
      else await page.keyboard.press(inp.target);
      timings.push(`${inp.kind} ${inp.target} @ ${inp.at}ms: sent at ${sent.toFixed(1)}, done at ${(nowEpoch() - startEpoch).toFixed(1)}`);
    }

    await sleep(startEpoch + d.until - nowEpoch());
    await sleep(SETTLE_MS);
    const end = startEpoch + d.until;
    const kept = messages.filter((m) => m.ts <= end);
    for (const m of kept) {
      if (m.page < 0) continue;
      const dt = devtools[m.page];
      if (!dt || dt.count !== m.count) problems.push(`console call ${m.page + 1} of the page has no DevTools text; Playwright's kept`);
      else if (dt.text !== null) m.text = dt.text;
    }
    return { output: kept.map((m) => `${m.text}\n`).join(''), errors, problems,
      cut: messages.length - kept.length, noticeLag, timings };
  } finally {
    await context.close().catch(() => {});
  }
}

// ---------------------------------------------------------------- main

function firstDifference(a, b) {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i]) {
      return `line ${i + 1}: ${JSON.stringify(al[i] ?? '<end>')} vs ${JSON.stringify(bl[i] ?? '<end>')}`;
    }
  }
  return 'no difference';
}

function indent(text) {
  return text.replace(/\n$/, '').split('\n').map((l) => `    ${l}`).join('\n');
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

// Warm up: the first page of a fresh browser is slow to answer.
{
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>warm</p>' }));
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  await context.close();
}

let okCount = 0;
let recorded = 0;
let unchanged = 0;
const failures = [];

try {
  for (const file of files) {
    const name = rel(file);
    const expectedFile = file.replace(/\.m?js$/, '.expected');
    const source = readFileSync(file, 'utf8');
    const module = file.endsWith('.mjs');
    let d;
    let programFiles;
    try {
      programFiles = splitProgram(source, 'main.js');
      d = parseDirectives(programFiles[0].text);
    } catch (e) {
      failures.push(`${name}: ${e.message}`);
      console.log(`FAIL ${name}: ${e.message}`);
      continue;
    }

    let first = null;
    let failure = null;
    let retries = 0;
    const outputs = [];
    for (let run = 1; run <= opts.runs && !failure; run++) {
      let r;
      try {
        r = await runOnce(browser, programFiles, d, module);
      } catch (e) {
        failure = `run ${run}: ${e.message.split('\n')[0]}`;
        break;
      }
      if (opts.verbose) {
        console.log(`--- ${name} run ${run}${r.cut ? ` (${r.cut} lines after @until cut)` : ''}`);
        if (r.output) console.log(indent(r.output));
        for (const e of r.errors) console.log(`    [${e}]`);
        console.log(`    [start reported ${r.noticeLag.toFixed(1)} ms after it happened]`);
        for (const t of r.timings) console.log(`    [${t}]`);
        for (const p of r.problems) console.log(`    [${p}]`);
      }
      if (r.problems.length) {
        // A late input is a hiccup of the recorder, not of the program: run again.
        if (retries < MAX_RETRIES) {
          retries++;
          run--;
          continue;
        }
        failure = `run ${run}: ${r.problems.join('; ')} (after ${retries} retries)`;
        break;
      }
      outputs.push(r.output);
      if (opts.json) continue;
      if (first === null) first = r.output;
      else if (r.output !== first) {
        failure = `nondeterministic (run ${run} differs from run 1: ${firstDifference(first, r.output)})`;
      }
    }

    if (opts.json) {
      console.log(JSON.stringify({ file, runs: outputs, failure }));
      if (failure) failures.push(`${name}: ${failure}`);
      else okCount++;
      continue;
    }
    if (failure) {
      failures.push(`${name}: ${failure}`);
      console.log(`FAIL ${name}: ${failure}`);
      continue;
    }

    const have = existsSync(expectedFile) ? readFileSync(expectedFile, 'utf8') : null;
    if (opts.neutral) {
      if (have === null) {
        failures.push(`${name}: no .expected recorded by node`);
        console.log(`FAIL ${name}: no .expected recorded by node`);
      } else if (have !== first) {
        failures.push(`${name}: Chromium differs from node (${firstDifference(have, first)})`);
        console.log(`DIFF ${name}: Chromium differs from node (${firstDifference(have, first)})`);
      } else {
        okCount++;
        if (!opts.quiet) console.log(`same ${name}`);
      }
    } else if (opts.check) {
      if (have === null) {
        failures.push(`${name}: no .expected recorded`);
        console.log(`FAIL ${name}: no .expected recorded`);
      } else if (have !== first) {
        failures.push(`${name}: output differs from ${rel(expectedFile)} (${firstDifference(have, first)})`);
        console.log(`FAIL ${name}: output differs (${firstDifference(have, first)})`);
      } else {
        okCount++;
        if (!opts.quiet) console.log(`ok   ${name}`);
      }
    } else if (have === first) {
      unchanged++;
      if (!opts.quiet) console.log(`same ${name}`);
    } else {
      writeFileSync(expectedFile, first);
      recorded++;
      if (!opts.quiet) console.log(`rec  ${name}${have === null ? ' (new)' : ' (changed)'}`);
    }
  }
} finally {
  await browser.close();
}

const runs = `${opts.runs} run${opts.runs === 1 ? '' : 's'} each`;
if (opts.neutral) {
  console.log(`${files.length} neutral programs, ${runs}: ${okCount} print the same in Chromium, ${failures.length} differ or failed`);
} else if (opts.check) {
  console.log(`${files.length} programs, ${runs}: ${okCount} match, ${failures.length} failed`);
} else {
  console.log(`${files.length} programs, ${runs}: ${recorded} recorded, ${unchanged} unchanged, ${failures.length} failed`);
}
process.exit(failures.length ? 1 : 0);
