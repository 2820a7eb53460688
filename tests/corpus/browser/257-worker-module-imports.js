// A module worker ({ type: 'module' }) imports helpers statically and with import(); the reply that awaits import() comes after later commands.
const worker = new Worker('tasks.mjs', { type: 'module' });
let replies = 0;
worker.onmessage = ({ data }) => {
  console.log(`${data.cmd}: ${data.result}`);
  if (++replies === 5) worker.terminate();
};
worker.onerror = (e) => console.log(`worker error: ${e.message}`);
for (const cmd of ['info', 'slug', 'sum', 'lazy', 'bye']) worker.postMessage(cmd);
console.log('queued 5 commands before the module even loaded');

// @file util/math.mjs
export const sum = (...xs) => xs.reduce((a, b) => a + b, 0);
export default function clamp(x, lo, hi) { return Math.min(hi, Math.max(lo, x)); }
// @file util/strings.mjs
export function slugify(s) {
  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
// @file util/lazy.mjs
export const loadedLazily = 'yes, via import()';
// @file settings.json
{ "title": "Hello, Module Workers!", "limit": 7 }
// @file tasks.mjs
import clamp, { sum } from './util/math.mjs';
import * as strings from './util/strings.mjs';

const ready = fetch(new URL('./settings.json', import.meta.url)).then((r) => r.json());

self.onmessage = async ({ data: cmd }) => {
  const settings = await ready;
  let result;
  switch (cmd) {
    case 'info':
      result = `module worker, typeof importScripts is ${typeof globalThis.importScripts}, file ${new URL(import.meta.url).pathname}`;
      break;
    case 'slug':
      result = strings.slugify(settings.title);
      break;
    case 'sum':
      result = `${sum(1, 2, 3, 4)}, clamped ${clamp(sum(5, 5), 0, settings.limit)}`;
      break;
    case 'lazy':
      result = (await import('./util/lazy.mjs')).loadedLazily;
      break;
    case 'bye':
      result = 'done';
      break;
  }
  postMessage({ cmd, result });
};
