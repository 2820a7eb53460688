// workerData is structured-cloned: nested objects, Map, Set, Date, typed arrays, BigInt, RegExp.
const { Worker } = require('worker_threads');
const path = require('path');

const data = {
  user: { name: 'ada', tags: ['x', 'y'], address: { city: 'London' } },
  scores: new Map([['a', 1], ['b', 2]]),
  seen: new Set([3, 1, 2]),
  when: new Date(Date.UTC(2024, 0, 15, 12, 30)),
  bytes: new Uint8Array([1, 2, 3, 250]),
  floats: new Float64Array([0.5, -1.25]),
  big: 2n ** 70n,
  re: /ab+c/gi,
  nothing: null,
  undef: undefined,
};
data.self = data; // cycles survive too

const worker = new Worker(path.join(__dirname, 'inspect-worker.js'), { workerData: data });
worker.on('message', (report) => {
  for (const line of report) console.log(line);
  console.log('main copy untouched:', data.user.name, data.scores.size, data.bytes[0]);
});
// @file inspect-worker.js
const { workerData: d, parentPort } = require('worker_threads');
const out = [];
out.push(`user: ${JSON.stringify(d.user)}`);
out.push(`scores is a Map: ${d.scores instanceof Map}, ${JSON.stringify([...d.scores])}`);
out.push(`seen is a Set: ${d.seen instanceof Set}, ${[...d.seen].join(',')}`);
out.push(`when is a Date: ${d.when instanceof Date}, ${d.when.toISOString()}`);
out.push(`bytes: ${d.bytes.constructor.name} [${d.bytes.join(',')}]`);
out.push(`floats: ${d.floats.constructor.name} [${d.floats.join(',')}]`);
out.push(`big: ${typeof d.big} ${d.big}`);
out.push(`re: ${d.re} lastIndex=${d.re.lastIndex}`);
out.push(`nothing: ${d.nothing}, undef in data: ${'undef' in d}`);
out.push(`cycle kept: ${d.self === d}`);
d.user.name = 'changed';
d.scores.clear();
d.bytes[0] = 99;
parentPort.postMessage(out);
