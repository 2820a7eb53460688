// A module worker ({ type: 'module' }) importing helpers from other files, static and dynamic, with import.meta.url.
const worker = new Worker('stats-worker.js', { type: 'module', name: 'stats' });

worker.onmessage = (e) => {
  console.log('page got:', e.data);
  // only say bye once the async (dynamic import) answer is in: a close() sooner would lose it
  if (e.data.startsWith('percent')) worker.postMessage('bye');
};
worker.onerror = (e) => console.log('worker error:', e.message);

worker.postMessage([4, 8, 15, 16, 23, 42]);
worker.postMessage({ format: 'percent', value: 0.4567 });
// @file stats-worker.js
import { mean, median, stdev } from './lib/stats.js';
import * as fmt from './lib/format.js';

postMessage(`loaded ${new URL(import.meta.url).pathname}; this is ${typeof this}; ${fmt.describe()}`);

self.onmessage = async ({ data }) => {
  if (Array.isArray(data)) {
    postMessage(`mean=${fmt.fixed(mean(data))} median=${median(data)} stdev=${fmt.fixed(stdev(data))}`);
  } else if (data.format) {
    const { formatters } = await import('./lib/extra.js');
    postMessage(`${data.format}: ${formatters[data.format](data.value)}`);
  } else {
    postMessage(`closing ${self.name}`);
    self.close();
  }
};
// @file lib/stats.js
export const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
export function stdev(xs) {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}
// @file lib/format.js
let evaluated = 0;
evaluated++;
export const fixed = (x) => x.toFixed(2);
export const describe = () => `format.js evaluated ${evaluated} time(s)`;
// @file lib/extra.js
import { fixed } from './format.js';
export const formatters = {
  percent: (x) => `${fixed(x * 100)}%`,
};
