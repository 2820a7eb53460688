#!/usr/bin/env node
// Writes an oEmbed document (https://oembed.com, type "rich") for every lesson into the
// built site, so a site that turns links into embeds (a forum, a blog, an LMS with oEmbed
// support) can show a lesson as evloop's embed view:
//   oembed/<id>.json   one lesson: its title and an <iframe> of #embed&lesson=<id>
//   oembed/home.json   the course's first lesson (what the site opens with)
// web/index.html names oembed/home.json for oEmbed discovery, and the page points that
// <link> at the shown lesson's document as the reader moves (web/main_web.cpp).
// The iframe's attributes are those of the Share dialog's snippet (ui/share_dialog.cpp).
//
//   node scripts/make-oembed.mjs LESSONS_DIR SITE_DIR SITE_URL
// SITE_URL is where the site is published (the CMake cache's EVLOOP_SITE_URL; an oEmbed
// document's HTML needs an absolute address). A lesson without an id or a title, or a
// SITE_URL that is not http(s), stops it with the reason.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const [lessonsDir, siteDir, siteUrlArg] = process.argv.slice(2);
const fail = (why) => { console.error(`make-oembed: ${why}`); process.exit(1); };
if (!lessonsDir || !siteDir || !siteUrlArg) fail('usage: make-oembed.mjs LESSONS_DIR SITE_DIR SITE_URL');
let siteUrl;
try {
  siteUrl = new URL(siteUrlArg);
} catch {
  fail(`the site's address "${siteUrlArg}" is not a URL`);
}
if (siteUrl.protocol !== 'http:' && siteUrl.protocol !== 'https:') fail(`the site's address "${siteUrlArg}" is not http or https`);
siteUrl.hash = '';
siteUrl.search = '';
const site = siteUrl.href;

const attribute = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const WIDTH = 800;
const HEIGHT = 720;

function frontMatter(file) {
  const text = readFileSync(file, 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m) fail(`${file} has no front matter`);
  const fields = {};
  for (const line of m[1].split(/\r?\n/)) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]] = kv[2].trim();
  }
  if (!fields.id || !fields.title) fail(`${file} has no id or no title`);
  return fields;
}

const files = readdirSync(lessonsDir).filter((f) => /^\d+-.*\.md$/.test(f)).sort();
if (!files.length) fail(`no lessons in ${lessonsDir}`);
const out = path.join(siteDir, 'oembed');
mkdirSync(out, { recursive: true });
let first = null;
for (const f of files) {
  const { id, title } = frontMatter(path.join(lessonsDir, f));
  const number = Number.parseInt(f, 10);
  const name = `Lesson ${number}: ${title}`;
  const src = `${site}#embed&lesson=${encodeURIComponent(id)}`;
  const html = `<iframe src="${attribute(src)}" title="${attribute(`evloop: ${name}`)}" width="100%" height="${HEIGHT}" style="border:0" loading="lazy"`
    + ' sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" allow="clipboard-write"></iframe>';
  const doc = {
    version: '1.0', type: 'rich', provider_name: 'evloop', provider_url: site, title: name,
    html, width: WIDTH, height: HEIGHT, url: `${site}#lesson=${encodeURIComponent(id)}`,
  };
  const json = JSON.stringify(doc, null, 2) + '\n';
  writeFileSync(path.join(out, `${id}.json`), json);
  if (!first) {
    first = id;
    writeFileSync(path.join(out, 'home.json'), json);
  }
}
console.log(`make-oembed: ${files.length} lessons, ${site}`);
