#!/usr/bin/env node
// Record real Chromium's Event Timing for one real click per scenario, plus the rAF
// (vsync) grid around it: the reference evloop's click metrics are compared with
// (bench/event-timing/compare.mjs).
//
//   node bench/event-timing/record.mjs [--runs N] [--variants chain,nochain] [--out DIR] [FILE...]
//
// Default: every bench/event-timing/scenarios/*.js, 7 runs, both variants (interleaved
// run by run), output in build/event-timing/ under the repo root. Writes DIR/results.json
// (every run's raw data, per-run analysis, per-variant medians) and DIR/table.md (the
// median table, also printed). Chromium: /usr/bin/chromium, or the path in $CHROMIUM;
// playwright-core comes from the repo's node_modules (npm ci), never from a download.
//
// A scenario is a program with `// @html …` and exactly one `// @input click SEL @ NNNms`
// in its leading comment lines, as evloop reads them. Each run opens a fresh context,
// serves the page with page.route, and clicks with page.mouse.click NNN ms after the
// program started; a click sent more than 20 ms late is retried (up to 3 times).
//
// Variant "chain": the init script runs a passive requestAnimationFrame chain from page
// start until 600 ms after the click (so the page needs a frame every vsync, which
// changes when frames happen). Variant "nochain": no chain; only the program's own rAF
// callbacks (if any) are seen. compare.mjs uses "nochain".
//
// These numbers are a report, not a test: nothing fails on a threshold. Run on an idle
// machine; medians move by about a frame between sets.

import { mkdirSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');
// Resolve playwright-core from the repo's own node_modules, wherever node is started from.
const require = createRequire(new URL('../../node_modules/', import.meta.url));
const { chromium } = require('playwright-core');

const CHROMIUM_PATH = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-dev-shm-usage', '--no-first-run', '--mute-audio'];
const VARIANTS = ['chain', 'nochain'];
const ORIGIN = 'http://evloop.test';
const TAIL_MS = 600;        // rAF chain runs until this long after the click
const SETTLE_MS = 300;      // then wait this long before collecting
const BOX_LEAD_MS = 40;
const BOX_TIMEOUT_MS = 25;
const START_TIMEOUT_MS = 10_000;
const MAX_LATE_MS = 20;     // a click sent later than this is retried
const MAX_RETRIES = 3;
const START_BINDING = '__evtStarted';
const START_HOOK = '__evtStart';

// ---------------------------------------------------------------- args
const USAGE = 'usage: node bench/event-timing/record.mjs [--runs N] [--variants chain,nochain] [--out DIR] [FILE...]';

function parseArgs(argv) {
  const opts = { runs: 7, variants: [...VARIANTS], out: path.join(REPO_ROOT, 'build', 'event-timing'), files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--runs') opts.runs = Number(value());
    else if (arg === '--variants') opts.variants = value().split(',');
    else if (arg === '--out') opts.out = path.resolve(value());
    else if (arg === '-h' || arg === '--help') { console.log(USAGE); process.exit(0); }
    else if (arg.startsWith('-')) throw new Error(`unknown argument: ${arg}\n${USAGE}`);
    else opts.files.push(path.resolve(arg));
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error(`invalid --runs: ${opts.runs}`);
  const bad = opts.variants.filter((v) => !VARIANTS.includes(v));
  if (bad.length || !opts.variants.length) throw new Error(`invalid --variants: want chain and/or nochain`);
  if (!opts.files.length) {
    const dir = path.join(HERE, 'scenarios');
    opts.files = readdirSync(dir).filter((f) => f.endsWith('.js')).sort().map((f) => path.join(dir, f));
  }
  return opts;
}

// The leading `// @html` and `// @input` lines, as evloop reads them (a subset: one click).
function parseDirectives(source) {
  const d = { html: '', inputs: [] };
  for (const raw of source.split('\n')) {
    const line = raw.trimStart();
    if (!line.startsWith('//')) break;
    const body = line.slice(2).trim();
    const m = body.match(/^@(\w+)\s*(.*)$/);
    if (!m) continue;
    if (m[1] === 'html') d.html += m[2];
    else if (m[1] === 'input') {
      const k = m[2].match(/^click\s+(.+?)\s+@\s*(\d+)\s*ms$/);
      if (!k) throw new Error(`bad @input '${m[2]}'`);
      d.inputs.push({ kind: 'click', target: k[1], at: Number(k[2]) });
    } else throw new Error(`unknown directive @${m[1]}`);
  }
  if (d.inputs.length !== 1) throw new Error('want exactly one @input click');
  return d;
}

// ---------------------------------------------------------------- init script (page side)
function initScript({ hook, binding, selectors, chain, clickAt, tail }) {
  const now = () => performance.now();
  const D = { t0: null, chain, events: [], firstInput: [], raf: [], progRaf: [],
    listeners: [], dom: [], errors: [] };
  Object.defineProperty(window, '__evtData', { value: D, configurable: true });
  const pick = (e) => ({ name: e.name, entryType: e.entryType, startTime: e.startTime,
    processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration,
    interactionId: e.interactionId, target: e.target ? (e.target.id || e.target.nodeName) : null,
    seenAt: now() });
  const obs = [];
  try {
    const o = new PerformanceObserver((l) => { for (const e of l.getEntries()) D.events.push(pick(e)); });
    o.observe({ type: 'event', buffered: true, durationThreshold: 16 });
    obs.push([o, D.events]);
  } catch (e) { D.errors.push(String(e)); }
  try {
    const o = new PerformanceObserver((l) => { for (const e of l.getEntries()) D.firstInput.push(pick(e)); });
    o.observe({ type: 'first-input', buffered: true });
    obs.push([o, D.firstInput]);
  } catch (e) { D.errors.push(String(e)); }
  Object.defineProperty(window, '__evtFlush', { configurable: true, value() {
    for (const [o, arr] of obs) for (const e of o.takeRecords()) arr.push(pick(e));
    return JSON.stringify(D);
  } });

  // Wrap click/pointerdown/pointerup listeners to time them.
  const origAdd = EventTarget.prototype.addEventListener;
  const origRemove = EventTarget.prototype.removeEventListener;
  const wrapped = new WeakMap();
  const TYPES = new Set(['click', 'pointerdown', 'pointerup']);
  const wrap = (listener) => {
    let w = wrapped.get(listener);
    if (!w) {
      w = function (ev) {
        const start = now();
        try { return listener.apply(this, arguments); } finally {
          D.listeners.push({ type: ev.type, timeStamp: ev.timeStamp, start, end: now() });
        }
      };
      wrapped.set(listener, w);
    }
    return w;
  };
  EventTarget.prototype.addEventListener = function (type, listener, o) {
    if (TYPES.has(type) && typeof listener === 'function') return origAdd.call(this, type, wrap(listener), o);
    return origAdd.call(this, type, listener, o);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, o) {
    if (TYPES.has(type) && typeof listener === 'function' && wrapped.has(listener)) {
      return origRemove.call(this, type, wrapped.get(listener), o);
    }
    return origRemove.call(this, type, listener, o);
  };
  // Passive capture listeners: event.timeStamp and dispatch time of the click's events.
  for (const t of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    origAdd.call(window, t, (ev) => { D.dom.push({ type: t, timeStamp: ev.timeStamp, at: now() }); },
      { capture: true, passive: true });
  }

  // Program rAF callbacks: timestamp and start (passive; does not request frames).
  const origRAF = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = function requestAnimationFrame(cb) {
    return origRAF(function (ts) {
      D.progRaf.push({ ts, start: now() });
      return cb.apply(this, arguments);
    });
  };

  // Passive rAF chain (variant "chain").
  if (chain) {
    const tick = (ts) => {
      const start = now();
      D.raf.push({ ts, start });
      if (D.t0 === null || start < D.t0 + clickAt + tail) origRAF(tick);
    };
    origRAF(tick);
  }

  Object.defineProperty(window, hook, { configurable: true, value() {
    const t0 = now();
    D.t0 = t0;
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
  } });
}

// ---------------------------------------------------------------- one run
const nowEpoch = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function runOnce(browser, source, d, chain) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let started = null;
    const startedPromise = new Promise((resolve) => {
      cdp.on('Runtime.bindingCalled', (e) => {
        if (e.name === START_BINDING && !started) { started = JSON.parse(e.payload); resolve(); }
      });
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: START_BINDING });
    const inp = d.inputs[0];
    await page.addInitScript(initScript, { hook: START_HOOK, binding: START_BINDING,
      selectors: [inp.target], chain, clickAt: inp.at, tail: TAIL_MS });
    const consoleLines = [];
    page.on('console', (msg) => consoleLines.push({ type: msg.type(), text: msg.text(), ts: msg.timestamp() }));
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const program = `${START_HOOK}();${source}`;
    const html = `<!doctype html><html><head><meta charset="utf-8"></head><body>${d.html}<script src="/main.js"></script></body></html>`;
    await page.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      if (url.pathname === '/main.js') return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: program });
      return route.fulfill({ status: 404, body: '' });
    });
    page.goto(`${ORIGIN}/`, { waitUntil: 'commit', timeout: START_TIMEOUT_MS }).catch((e) => errors.push(e.message));
    const outcome = await Promise.race([startedPromise.then(() => 'ok'), sleep(START_TIMEOUT_MS).then(() => 'timeout')]);
    if (outcome !== 'ok') throw new Error(`program did not start (${errors.join('; ')})`);
    const startEpoch = started.epoch;
    const noticeLag = nowEpoch() - startEpoch;

    await sleep(startEpoch + inp.at - BOX_LEAD_MS - nowEpoch());
    const box = await Promise.race([
      page.evaluate((sel) => {
        const el = document.querySelector(sel);
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }, inp.target).catch(() => null),
      sleep(BOX_TIMEOUT_MS).then(() => null),
    ]) ?? started.boxes[inp.target];
    if (!box) throw new Error(`no element ${inp.target}`);
    await sleep(startEpoch + inp.at - nowEpoch());
    const sent = nowEpoch() - startEpoch;
    await page.mouse.click(box.x, box.y);
    const done = nowEpoch() - startEpoch;

    await sleep(startEpoch + inp.at + TAIL_MS + SETTLE_MS - nowEpoch());
    const data = JSON.parse(await page.evaluate(() => window.__evtFlush()));
    return { chain, sentRel: sent, doneRel: done, noticeLag, errors,
      console: consoleLines.map((c) => `${c.type}: ${c.text}`), data };
  } finally {
    await context.close().catch(() => {});
  }
}

// ---------------------------------------------------------------- analysis
const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

function analyse(run) {
  const D = run.data;
  const t0 = D.t0;
  const click = D.events.find((e) => e.name === 'click') || null;
  const fi = D.firstInput[0] || null;
  const frames = D.chain ? D.raf : D.progRaf;
  // frame timestamps (dedupe: several program callbacks may share a frame)
  const ts = [...new Set(frames.map((f) => f.ts))].sort((a, b) => a - b);
  const deltas = [];
  for (let i = 1; i < ts.length; i++) deltas.push(ts[i] - ts[i - 1]);
  const medDelta = median(deltas);
  // fitted interval: span / number of vsyncs (rAF timestamps are coarsened to 0.1 ms)
  const interval = ts.length > 2 ? (ts[ts.length - 1] - ts[0]) / Math.round((ts[ts.length - 1] - ts[0]) / medDelta) : medDelta;
  const a = { clickEntry: !!click, firstInputName: fi ? fi.name : null,
    sentRel: run.sentRel, doneRel: run.doneRel, interval, nFrames: ts.length };
  const domClick = D.dom.find((x) => x.type === 'click');
  const domDown = D.dom.find((x) => x.type === 'pointerdown');
  if (domClick) a.clickTimeStampRel = domClick.timeStamp - t0;
  if (domDown && domClick) a.downToClickTimeStamp = domClick.timeStamp - domDown.timeStamp;
  const lis = D.listeners.find((x) => x.type === 'click');
  if (lis) { a.listenerStartRel = lis.start - t0; a.listenerMs = lis.end - lis.start; }
  if (fi) {
    a.fiStartRel = fi.startTime - t0;
    a.fiInputDelay = fi.processingStart - fi.startTime;
    a.fiDuration = fi.duration;
  }
  if (click) {
    a.startRel = click.startTime - t0;
    a.inputDelay = click.processingStart - click.startTime;
    a.processing = click.processingEnd - click.processingStart;
    a.presentationDelay = click.startTime + click.duration - click.processingEnd;
    a.duration = click.duration;
    const end = click.startTime + click.duration;
    if (lis) { a.lisStartMinusPS = lis.start - click.processingStart; a.PEminusLisEnd = click.processingEnd - lis.end; }
    const next = frames.filter((f) => f.start >= click.processingEnd).sort((x, y) => x.start - y.start)[0];
    if (next) {
      a.peToNextRafStart = next.start - click.processingEnd;
      a.peToNextRafTs = next.ts - click.processingEnd;   // may be negative: frame time < PE
      a.endMinusNextRafTs = end - next.ts;
      a.endMinusNextRafStart = end - next.start;
      a.nextRafStartMinusTs = next.start - next.ts;
    }
    const earlier = ts.filter((t) => t <= end);
    if (earlier.length && interval) a.endPhase = (end - earlier[earlier.length - 1]) % interval;
    if (ts.length > 2 && interval) {
      const ph = (t) => (((t - ts[0]) % interval) + interval) % interval;
      a.endGridPhase = ph(end);           // phase on the fitted grid (origin ts[0])
      a.peGridPhase = ph(click.processingEnd);
      a.startGridPhase = ph(click.startTime);
    }
  }
  // the rAF grid: phase of each frame timestamp against the first one
  if (ts.length > 2 && interval) {
    const ph = ts.map((t) => { const p = (t - ts[0]) % interval; return p > interval / 2 ? p - interval : p; });
    a.gridJitterMax = Math.max(...ph.map(Math.abs));
  }
  if (D.chain) {
    const lags = D.raf.map((f) => f.start - f.ts);
    a.rafStartLagMedian = median(lags);
  }
  const order = run.console.filter((l) => /: (timeout|raf)$/.test(l)).map((l) => l.split(': ')[1]);
  if (order.length) a.order = order.join('>');
  return a;
}

const uptime = () => execSync('uptime').toString().trim();

// One run, redone while its click was sent more than MAX_LATE_MS late: a late click
// measures the machine's load, not the page.
async function recordRun(browser, source, d, variant) {
  let r, tries = 0;
  for (;;) {
    r = await runOnce(browser, source, d, variant === 'chain');
    r.late = r.sentRel - d.inputs[0].at;
    if (r.late <= MAX_LATE_MS || tries >= MAX_RETRIES) break;
    tries++;
  }
  r.variant = variant;
  r.retries = tries;
  r.analysis = analyse(r);
  return r;
}

function logRun(name, r, i) {
  const A = r.analysis;
  const f = (x) => (x == null ? '-' : x.toFixed(1));
  console.log(`${name} ${r.variant} #${i + 1}: start ${f(A.startRel)} delay ${f(A.inputDelay)} proc ${f(A.processing)} pres ${f(A.presentationDelay)} dur ${f(A.duration)} int ${f(A.interval)} PE->raf ${f(A.peToNextRafStart)} phase ${f(A.endPhase)} sent ${f(r.sentRel)} fi ${A.firstInputName}/${f(A.fiDuration)}${A.order ? ' ' + A.order : ''}`);
}

// Run every variant of one scenario `runs` times, variants interleaved run by run so
// that a change in machine load hits both alike.
async function recordScenario(browser, file, opts) {
  const name = path.basename(file, '.js');
  const source = readFileSync(file, 'utf8');
  const d = parseDirectives(source);
  const sc = { name, file: path.relative(REPO_ROOT, file), html: d.html, input: d.inputs[0],
    loadBefore: uptime(), runs: [] };
  for (let i = 0; i < opts.runs; i++) {
    for (const variant of opts.variants) {
      const r = await recordRun(browser, source, d, variant);
      sc.runs.push(r);
      logRun(name, r, i);
    }
  }
  sc.loadAfter = uptime();
  console.log(`  load: ${sc.loadBefore} | ${sc.loadAfter}`);
  return sc;
}

// The first page of a fresh browser is slower (process start-up, caches): load one
// throwaway page so the first scenario's first run is not the odd one out.
async function warmUp(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>warm</p>' }));
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  const ua = await page.evaluate(() => navigator.userAgent);
  await context.close();
  return ua;
}

// ---------------------------------------------------------------- summary
const COLS = [
  ['n', null], ['start', 'startRel'], ['inDelay', 'inputDelay'], ['proc', 'processing'],
  ['presDelay', 'presentationDelay'], ['dur', 'duration'], ['vsync', 'interval'],
  ['PE→rAF', 'peToNextRafStart'], ['rAF start−ts', 'nextRafStartMinusTs'], ['end−rAF start', 'endMinusNextRafStart'],
  ['phase', 'endPhase'], ['sent', 'sentRel'],
];
const EXTRA_MEDIANS = ['fiDuration', 'fiInputDelay', 'listenerMs', 'rafStartLagMedian', 'gridJitterMax',
  'lisStartMinusPS', 'PEminusLisEnd'];

// Medians per variant, stored as sc.summary[variant] (compare.mjs reads these).
function summarise(sc, variants) {
  sc.summary = {};
  for (const v of variants) {
    const as = sc.runs.filter((r) => r.variant === v).map((r) => r.analysis);
    const s = { runs: as.length, withClickEntry: as.filter((a) => a.clickEntry).length };
    for (const [, k] of COLS) if (k) s[k] = median(as.map((a) => a[k]));
    for (const k of EXTRA_MEDIANS) s[k] = median(as.map((a) => a[k]));
    const orders = as.map((a) => a.order).filter(Boolean);
    if (orders.length) s.orders = orders;
    sc.summary[v] = s;
  }
}

function medianTable(results, variants) {
  const fmt = (x) => (x == null ? '–' : x.toFixed(1));
  const lines = [];
  lines.push(`| scenario | variant | ${COLS.map((c) => c[0]).join(' | ')} |`);
  lines.push(`|${'---|'.repeat(COLS.length + 2)}`);
  for (const sc of results.scenarios) {
    for (const v of variants) {
      const s = sc.summary[v];
      lines.push(`| ${sc.name} | ${v} | ${s.withClickEntry}/${s.runs} | ${COLS.slice(1).map(([, k]) => fmt(s[k])).join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

// Is presentation (startTime+duration, ±4 ms from the 8 ms rounding) at a fixed phase of
// the rAF grid? For each candidate phase, count chain runs whose end could be there.
// A vsync-locked compositor would put nearly every run at one phase.
function gridPhaseCheck(results) {
  const phases = [];
  let iv = null;
  for (const sc of results.scenarios) for (const r of sc.runs) {
    if (r.variant === 'chain' && r.analysis.endGridPhase != null) { phases.push(r.analysis.endGridPhase); iv = r.analysis.interval; }
  }
  if (!phases.length || !iv) return null;
  let best = { phi: 0, n: -1 };
  for (let phi = 0; phi < iv; phi += 0.1) {
    const n = phases.filter((p) => { const d = Math.abs(p - phi) % iv; return Math.min(d, iv - d) <= 4; }).length;
    if (n > best.n) best = { phi, n };
  }
  return { runs: phases.length, bestPhase: best.phi, consistentRuns: best.n, chanceFraction: 8 / iv, phases };
}

// ---------------------------------------------------------------- main
async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`record.mjs: ${err.message}`);
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const version = browser.version();
  const results = { chromium: version, date: new Date().toISOString(), args: CHROMIUM_ARGS,
    runs: opts.runs, tailMs: TAIL_MS, scenarios: [] };
  try {
    console.log(`browser ${version} (${await warmUp(browser)})`);
    for (const file of opts.files) results.scenarios.push(await recordScenario(browser, file, opts));
  } finally {
    await browser.close();
  }

  for (const sc of results.scenarios) summarise(sc, opts.variants);
  const check = gridPhaseCheck(results);
  if (check) results.gridPhaseCheck = check;
  const table = medianTable(results, opts.variants);

  mkdirSync(opts.out, { recursive: true });
  writeFileSync(path.join(opts.out, 'results.json'), JSON.stringify(results, null, 1));
  writeFileSync(path.join(opts.out, 'table.md'), `${table}\n`);

  console.log(table);
  for (const sc of results.scenarios) for (const v of opts.variants) if (sc.summary[v].orders) console.log(`${sc.name} ${v}: ${sc.summary[v].orders.join(', ')}`);
  if (check) console.log(`presentation grid phase: best ${check.bestPhase.toFixed(1)} ms consistent with ${check.consistentRuns}/${check.runs} chain runs (chance ${(100 * check.chanceFraction).toFixed(0)}%)`);
  console.log(`wrote ${path.relative(process.cwd(), path.join(opts.out, 'results.json')) || '.'} and table.md`);
}

await main();
