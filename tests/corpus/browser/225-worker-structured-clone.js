// What survives the trip to a worker and back: Map, Set, Date, RegExp, nested objects, a cycle, shared references, class instances, errors.
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  norm() { return Math.hypot(this.x, this.y); }
}

const shared = { tag: 'shared' };
const state = {
  when: new Date(Date.UTC(2024, 0, 15, 12, 30)),
  users: new Map([[1, { name: 'ada' }], [2, { name: 'linus' }]]),
  tags: new Set(['a', 'b', 'c']),
  pattern: /wor(k)er/gi,
  nested: { deep: { deeper: [1, [2, [3]]] } },
  left: shared,
  right: shared,
  point: new Point(3, 4),
  error: new RangeError('out of range'),
  missing: undefined,
  big: 12345678901234567890n,
};
state.self = state;

const worker = new Worker('echo.js');
worker.onmessage = ({ data }) => {
  if (typeof data === 'string') {
    console.log('worker saw:', data);
    return;
  }
  console.log('same object?', data === state);
  console.log('date:', data.when instanceof Date, data.when.toISOString());
  console.log('map:', data.users instanceof Map, data.users.get(2).name, data.users.size);
  console.log('set:', [...data.tags].join(''), data.tags.has('d'));
  console.log('regexp:', String(data.pattern), data.pattern.lastIndex);
  console.log('nested:', JSON.stringify(data.nested));
  console.log('cycle kept:', data.self === data);
  console.log('shared reference kept:', data.left === data.right);
  console.log('point:', data.point instanceof Point, typeof data.point.norm, JSON.stringify(data.point));
  console.log('error:', data.error instanceof RangeError, data.error.name, data.error.message);
  console.log('undefined kept as a key:', 'missing' in data, 'bigint:', typeof data.big, String(data.big));
  console.log('added by worker:', data.seenBy);
  worker.terminate();
};
worker.postMessage(state);
// @file echo.js
onmessage = ({ data }) => {
  const kinds = Object.entries(data)
    .map(([k, v]) => `${k}=${v === null ? 'null' : v?.constructor?.name ?? typeof v}`)
    .join(' ');
  postMessage(kinds);
  data.users.get(1).name = 'changed in worker';
  data.seenBy = 'worker';
  postMessage(data);
};
