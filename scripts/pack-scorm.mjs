#!/usr/bin/env node
// A SCORM 1.2 package of one lesson, for an LMS (Moodle, Canvas, Blackboard, …):
//
//   node scripts/pack-scorm.mjs LESSON_ID -o FILE.zip [--site DIR]
//
// The zip holds imsmanifest.xml, the built static site (build/web/site, without its .br
// and .gz copies: an LMS serves plain files) and scorm.html, the launcher the manifest
// starts. The launcher finds the LMS's API object (window.parent.API, up the frames and
// the opener's), shows the lesson in the embed view (#embed&lesson=ID) and turns the
// frame's `result` messages into cmi.core.score.raw (the share of the lesson's quizzes and
// exercises answered right, 0-100), cmi.core.lesson_status (incomplete until every one
// has been answered right, then passed) and cmi.suspend_data (each block's result, so a
// later session goes on where this one stopped). Everything is in the package: it works
// with no network.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_FILES = ['index.html', 'evloop.js', 'evloop.wasm', 'evloop.data', 'embed.js', 'a11y.js', 'sim.js', 'sim.wasm', 'sim-worker.js',
  'locale-loader.js', 'shaper-loader.js', 'shaper.js', 'shaper.wasm'];

function usage(message) {
  if (message) console.error(`pack-scorm: ${message}`);
  console.error('usage: node scripts/pack-scorm.mjs LESSON_ID -o FILE.zip [--site DIR]');
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { lesson: null, out: null, site: path.join(REPO_ROOT, 'build', 'web', 'site') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-o' || a === '--output') opts.out = argv[++i];
    else if (a === '--site') opts.site = argv[++i];
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else if (!opts.lesson) opts.lesson = a;
    else usage(`one lesson at a time (got ${opts.lesson} and ${a})`);
  }
  if (!opts.lesson) usage('which lesson? (its id, e.g. one-thread)');
  if (!opts.out) usage('where to? (-o FILE.zip)');
  return opts;
}

// The lessons' ids and titles, from their front matter.
function lessons() {
  const dir = path.join(REPO_ROOT, 'lessons', 'en');
  return readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const front = text.startsWith('---\n') ? text.slice(4, text.indexOf('\n---', 4)) : '';
    const field = (name) => (front.match(new RegExp(`^${name}:\\s*(.*)$`, 'm')) || [])[1]?.trim() ?? '';
    return { file, id: field('id'), title: field('title') };
  });
}

const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function manifest(lesson, files) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="evloop-${xml(lesson.id)}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="evloop">
    <organization identifier="evloop">
      <title>evloop: ${xml(lesson.title)}</title>
      <item identifier="lesson" identifierref="sco" isvisible="true">
        <title>${xml(lesson.title)}</title>
        <adlcp:masteryscore>100</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="scorm.html">
${files.map((f) => `      <file href="${xml(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

function launcher(lesson) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>evloop: ${xml(lesson.title)}</title>
<link rel="icon" href="data:,">
<style>
  html, body { margin: 0; height: 100%; overflow: hidden; font: 14px/1.4 system-ui, sans-serif; }
  #lms { position: fixed; left: 0; right: 0; top: 0; padding: 4px 10px; background: #fff4d6; color: #5c4400; display: none; }
  iframe { position: fixed; inset: 0; width: 100%; height: 100%; border: 0; }
  body.note iframe { top: 26px; height: calc(100% - 26px); }
</style>
</head>
<body>
<div id="lms" role="status"></div>
<iframe id="evloop" title="evloop: ${xml(lesson.title)}" allow="clipboard-write"></iframe>
<script>
'use strict';
// SCORM 1.2 run-time: the LMS's API object is window.API in a frame above this one (or
// above the window that opened it).
function findAPI() {
  for (const start of [window, window.opener]) {
    let w = start;
    for (let depth = 0; w && depth < 12; depth++) {
      try { if (w.API) return w.API; } catch (e) { /* another origin */ }
      if (!w.parent || w.parent === w) break;
      w = w.parent;
    }
  }
  return null;
}
const LESSON = ${JSON.stringify(lesson.id)};
const api = findAPI();
const note = (text) => { const n = document.getElementById('lms'); n.textContent = text; n.style.display = 'block'; document.body.classList.add('note'); };
let state = { v: 1, results: {} }; // block -> { success, raw, max }
let total = 0;
let finished = false;
if (!api) {
  note('No LMS was found, so results are not recorded.');
} else if (String(api.LMSInitialize('')) !== 'true') {
  note('The LMS did not start this session (LMSInitialize), so results are not recorded.');
} else {
  try {
    const saved = JSON.parse(api.LMSGetValue('cmi.suspend_data') || 'null');
    if (saved && saved.v === 1 && saved.results && typeof saved.results === 'object') state = saved;
  } catch (e) { /* unreadable: start afresh */ }
  if (api.LMSGetValue('cmi.core.lesson_status') === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  api.LMSCommit('');
}
function report() {
  if (!api || finished) return;
  const right = Object.values(state.results).filter((r) => r.success).length;
  const score = total > 0 ? Math.round((100 * Math.min(right, total)) / total) : 0;
  api.LMSSetValue('cmi.core.score.min', '0');
  api.LMSSetValue('cmi.core.score.max', '100');
  api.LMSSetValue('cmi.core.score.raw', String(score));
  api.LMSSetValue('cmi.core.lesson_status', total > 0 && right >= total ? 'passed' : 'incomplete');
  api.LMSSetValue('cmi.suspend_data', JSON.stringify(state).slice(0, 4096));
  api.LMSCommit('');
}
const frame = document.getElementById('evloop');
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
  const m = event.data;
  if (!m || m.evloop !== 1) return;
  if (m.type === 'ready' && Array.isArray(m.blocks)) {
    total = m.blocks.length;
  } else if (m.type === 'result' && Number.isInteger(m.block)) {
    const was = state.results[m.block];
    // A block answered right once stays right (a retry to explore does not lose it).
    state.results[m.block] = { success: Boolean(m.success) || Boolean(was && was.success), raw: m.raw, max: m.max };
    report();
  }
});
window.addEventListener('pagehide', () => {
  if (!api || finished) return;
  finished = true;
  api.LMSFinish('');
});
const origin = location.origin && location.origin !== 'null' ? '&parentOrigin=' + encodeURIComponent(location.origin) : '';
frame.src = 'index.html#embed&lesson=' + encodeURIComponent(LESSON) + origin;
</script>
</body>
</html>
`;
}

// A zip archive (deflated entries; the CRCs from zlib).
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const time = ((12 << 11) | 0) & 0xffff, date = (((2024 - 1980) << 9) | (1 << 5) | 1) & 0xffff; // fixed: reproducible zips
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = zlib.deflateRawSync(data, { level: 9 });
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, deflated);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + deflated.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const all = lessons();
  const lesson = all.find((l) => l.id === opts.lesson);
  if (!lesson) usage(`there is no lesson "${opts.lesson}"; the lessons: ${all.map((l) => l.id).join(', ')}`);
  for (const f of SITE_FILES) {
    let ok = false;
    try { ok = statSync(path.join(opts.site, f)).isFile(); } catch { ok = false; }
    if (!ok) {
      console.error(`pack-scorm: ${path.join(opts.site, f)} is missing: build the site first (scripts/build-web)`);
      process.exit(1);
    }
  }
  const entries = [
    { name: 'imsmanifest.xml', data: Buffer.from(manifest(lesson, ['scorm.html', ...SITE_FILES])) },
    { name: 'scorm.html', data: Buffer.from(launcher(lesson)) },
    ...SITE_FILES.map((f) => ({ name: f, data: readFileSync(path.join(opts.site, f)) })),
  ];
  const archive = zip(entries);
  writeFileSync(opts.out, archive);
  console.log(`pack-scorm: ${opts.out}: lesson "${lesson.title}" (${lesson.id}), ${entries.length} files, ${(archive.length / 1e6).toFixed(1)} MB`);
}

main();
