// A 2 MB JSON string built on the main thread is parsed and summarised in an eval'd worker; main checks the summary against its own parse.
const { Worker } = require('node:worker_threads');
const { isDeepStrictEqual } = require('node:util');

const tags = ['red', 'green', 'blue', 'amber'];
const records = Array.from({ length: 20000 }, (_, i) => ({
  id: i, user: `user-${i % 977}`, score: (i * 7919) % 1000, tags: [tags[i % 4], tags[(i * 3) % 4]], meta: { ok: i % 3 !== 0 },
}));
const json = JSON.stringify(records);
console.log('sending a JSON string of', json.length, 'characters');

const code = `
const { parentPort } = require('node:worker_threads');
parentPort.once('message', (text) => {
  const rows = JSON.parse(text);
  const tagCounts = {};
  let ok = 0, total = 0;
  for (const r of rows) {
    total += r.score;
    if (r.meta.ok) ok++;
    for (const t of new Set(r.tags)) tagCounts[t] = (tagCounts[t] || 0) + 1;
  }
  const top = rows.slice().sort((a, b) => b.score - a.score || a.id - b.id).slice(0, 3).map((r) => r.id);
  parentPort.postMessage({ count: rows.length, ok, mean: total / rows.length, top, tagCounts, users: new Set(rows.map((r) => r.user)).size });
});`;
const worker = new Worker(code, { eval: true });
worker.postMessage(json);
worker.once('message', (summary) => {
  console.log(summary);
  const mine = JSON.parse(json);
  console.log('main parse agrees on count and top:', mine.length === summary.count &&
    isDeepStrictEqual(mine.slice().sort((a, b) => b.score - a.score || a.id - b.id).slice(0, 3).map((r) => r.id), summary.top));
});
worker.on('exit', (c) => console.log('worker exit', c));
