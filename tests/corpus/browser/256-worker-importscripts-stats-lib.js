// A classic worker pulls in a small statistics library and a formatter with importScripts(), then summarizes data for the page.
const worker = new Worker('stats-worker.js');
worker.onmessage = ({ data }) => {
  console.log(`scripts loaded in order: ${data.loadOrder.join(' -> ')}`);
  console.log(`library version: ${data.version}`);
  for (const line of data.lines) console.log(line);
  console.log(`importing a missing script: ${data.missing}`);
  worker.terminate();
};
worker.postMessage({ samples: { latency: [12, 15, 11, 40, 13, 12, 14], sizes: [1024, 2048, 512, 4096] } });

// @file lib/stats.js
self.loadOrder = (self.loadOrder || []).concat('stats');
var STATS_VERSION = '1.2.0';
self.Stats = {
  mean: (xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
  median(xs) {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  },
  stddev(xs) {
    const m = Stats.mean(xs);
    return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
  },
};
// @file lib/format.js
self.loadOrder = (self.loadOrder || []).concat('format');
function fmt(name, s) {
  return `${name.padEnd(8)} n=${s.n} mean=${s.mean.toFixed(2)} median=${s.median} sd=${s.sd.toFixed(3)}`;
}
// @file stats-worker.js
self.loadOrder = ['worker'];
importScripts('lib/stats.js', 'lib/format.js');
self.loadOrder.push('worker again');

onmessage = ({ data }) => {
  const lines = Object.entries(data.samples).map(([name, xs]) =>
    fmt(name, { n: xs.length, mean: Stats.mean(xs), median: Stats.median(xs), sd: Stats.stddev(xs) }));
  let missing;
  try {
    importScripts('lib/missing.js');
    missing = 'no error?';
  } catch (e) {
    missing = `${e.name} (instance of DOMException: ${e instanceof DOMException})`;
  }
  postMessage({ loadOrder: self.loadOrder, version: STATS_VERSION, lines, missing });
};
