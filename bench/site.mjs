#!/usr/bin/env node
// Size and cold-load report for the evloop web build.
//
//   node bench/site.mjs [--site DIR] [--runs N] [--json]
//
// Chromium: /usr/bin/chromium, or the path in $CHROMIUM.
//
// 1. Download size of every file in the site directory: raw bytes and
//    gzip -9 bytes (what a compressing server would send), plus totals.
// 2. Cold load to first frame in headless Chromium: each run launches a new
//    browser (fresh temporary profile, empty caches), loads the page from 127.0.0.1 and reads
//    state().firstFrameMs (performance.now() at the first rendered frame, i.e.
//    ms since navigation start). Prints each run and the median.
//
// These numbers are a report, not a test: nothing here fails on a threshold.

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_PATH = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-dev-shm-usage',
];
const READY_TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1280, height: 800 };

function parseArgs(argv) {
  const opts = { site: path.join(REPO_ROOT, 'build', 'web', 'site'), runs: 5, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--site') opts.site = path.resolve(value());
    else if (arg === '--runs') opts.runs = Number(value());
    else if (arg === '--json') opts.json = true;
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 0) throw new Error(`invalid --runs: ${opts.runs}`);
  return opts;
}

async function listFiles(dir, prefix = '') {
  const out = [];
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...await listFiles(dir, rel));
    // FILE.br / FILE.gz are FILE again, precompressed for the server: not downloaded too.
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

// The files the page downloads come first, in load order; anything else after.
function fileRank(name) {
  if (name === 'index.html') return 0;
  const order = ['.js', '.wasm', '.data'];
  const i = order.indexOf(path.extname(name));
  return i < 0 ? order.length + 1 : i + 1;
}

async function measureSizes(site) {
  const names = (await listFiles(site)).sort((a, b) => fileRank(a) - fileRank(b));
  const files = [];
  for (const name of names) {
    const data = await readFile(path.join(site, name));
    // What scripts/serve.mjs sends a browser that accepts Brotli: FILE.br where it exists.
    let brBytes = data.length;
    try {
      brBytes = (await stat(path.join(site, name + '.br'))).size;
    } catch {
      // not precompressed (small, or built without scripts/precompress.mjs)
    }
    files.push({ name, bytes: data.length, gzipBytes: gzipSync(data, { level: 9 }).length, brBytes });
  }
  const total = files.reduce((t, f) => ({ bytes: t.bytes + f.bytes, gzipBytes: t.gzipBytes + f.gzipBytes, brBytes: t.brBytes + f.brBytes }),
    { bytes: 0, gzipBytes: 0, brBytes: 0 });
  return { files, total };
}

// One cold load: a new browser (Playwright gives every launch a fresh
// temporary profile, so the HTTP cache and compiled-wasm cache are empty).
async function coldLoad(url) {
  let browser = null;
  try {
    const launched = Date.now();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000,
    });
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, colorScheme: 'dark' });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (err) => errors.push(String(err.message).split('\n')[0]));
    const navStart = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    // Lenient on purpose (tests/e2e checks the contract): a ready() that throws
    // before the wasm has loaded counts as "not ready yet".
    await page.waitForFunction(() => {
      try {
        return Boolean(window.evloopTest && window.evloopTest.ready());
      } catch {
        return false;
      }
    }, null, { timeout: READY_TIMEOUT_MS });
    const wallMs = Date.now() - navStart;
    const s = await page.evaluate(() => window.evloopTest.state());
    return {
      browser: `Chromium ${browser.version()}`,
      firstFrameMs: round1(s.firstFrameMs),
      wallMs,
      launchMs: navStart - launched,
      errors,
    };
  } finally {
    if (browser) await browser.close().catch(() => {});
  }
}

function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round1 = (x) => Math.round(x * 10) / 10;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function table(rows, align) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows.map((r) => r.map((cell, c) => (align[c] === 'r'
    ? String(cell).padStart(widths[c]) : String(cell).padEnd(widths[c]))).join('  ').trimEnd())
    .join('\n');
}

function printText(report) {
  const { sizes, load } = report;
  console.log(`evloop site: ${report.site}`);
  console.log('');
  const rows = [['file', 'bytes', 'KiB', 'gzip -9 bytes', 'gzip KiB', 'sent (br) KiB']];
  for (const f of sizes.files) rows.push([f.name, f.bytes, kb(f.bytes), f.gzipBytes, kb(f.gzipBytes), kb(f.brBytes)]);
  rows.push(['total', sizes.total.bytes, kb(sizes.total.bytes), sizes.total.gzipBytes, kb(sizes.total.gzipBytes), kb(sizes.total.brBytes)]);
  console.log(table(rows, ['l', 'r', 'r', 'r', 'r', 'r']));
  if (!load.runs.length && !load.error) return;
  console.log('');
  console.log(`cold load to first frame (${load.chromium ?? 'chromium'}, ${VIEWPORT.width}x${VIEWPORT.height}, ` +
    'new browser + empty profile per run, 127.0.0.1)');
  const runRows = [['run', 'firstFrameMs', 'wall ms', 'launch ms', 'console errors']];
  load.runs.forEach((r, i) => runRows.push([i + 1, r.firstFrameMs, r.wallMs, r.launchMs, r.errors.length]));
  if (load.runs.length) {
    runRows.push(['median', load.medianFirstFrameMs, load.medianWallMs, '', '']);
    console.log(table(runRows, ['l', 'r', 'r', 'r', 'r']));
  }
  if (load.error) console.log(`load measurement failed: ${load.error}`);
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`bench: ${err.message}`);
    console.error('usage: node bench/site.mjs [--site DIR] [--runs N] [--json]');
    return 2;
  }
  if (!(await stat(path.join(opts.site, 'index.html')).catch(() => null))?.isFile()) {
    console.error(`bench: ${opts.site}/index.html not found; build the site first (scripts/build-web)`);
    return 1;
  }

  const report = {
    site: opts.site,
    date: new Date().toISOString(),
    sizes: await measureSizes(opts.site),
    load: { runs: [], medianFirstFrameMs: null, medianWallMs: null, chromium: null, error: null },
  };

  if (opts.runs > 0) {
    const { server, url } = await startServer({ root: opts.site, port: 0, host: '127.0.0.1' });
    try {
      report.load.url = url;
      for (let i = 0; i < opts.runs; i++) {
        const run = await coldLoad(url);
        report.load.runs.push(run);
        if (!opts.json) console.error(`run ${i + 1}/${opts.runs}: firstFrameMs ${run.firstFrameMs}`);
      }
      report.load.medianFirstFrameMs = round1(median(report.load.runs.map((r) => r.firstFrameMs)));
      report.load.medianWallMs = median(report.load.runs.map((r) => r.wallMs));
      report.load.chromium = report.load.runs[0]?.browser ?? null;
    } catch (err) {
      report.load.error = String(err.message ?? err).split('\n')[0];
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  if (opts.json) console.log(JSON.stringify(report, null, 2));
  else printText(report);
  return report.load.error ? 1 : 0;
}

process.exitCode = await main();
