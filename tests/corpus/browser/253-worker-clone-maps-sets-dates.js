// Nested data with Maps, Sets, Dates, RegExps, BigInts and cycles survives structured cloning to a worker and back.
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  get len() { return Math.hypot(this.x, this.y); }
}

const shared = { tag: 'shared' };
const state = {
  createdAt: new Date(Date.UTC(2024, 1, 29, 12, 30)),
  users: new Map([
    ['ada', { roles: new Set(['admin', 'dev']), logins: 3 }],
    ['bob', { roles: new Set(['dev']), logins: 0 }],
  ]),
  pattern: /^user-(\d+)$/gi,
  big: 2n ** 70n,
  numbers: [1, -0, NaN, Infinity, undefined, , 7],
  bytes: new Uint16Array([1, 2, 65535]),
  point: new Point(3, 4),
  left: shared,
  right: shared,
  err: new RangeError('out of range'),
};
state.self = state;

const worker = new Worker('inspect.js');
worker.onmessage = ({ data }) => {
  for (const line of data.report) console.log(`worker: ${line}`);
  const back = data.state;
  console.log(`page: back is a copy: ${back !== state}, cycle kept: ${back.self === back}`);
  console.log(`page: ada roles now ${[...back.users.get('ada').roles].join('+')}, carol added: ${back.users.has('carol')}`);
  console.log(`page: createdAt moved to ${back.createdAt.toISOString()}`);
  console.log(`page: original untouched: ${state.users.size} users, ${state.createdAt.toISOString()}`);
  worker.terminate();
};

try {
  worker.postMessage({ callback: () => 1 });
} catch (e) {
  console.log(`posting a function throws ${e.name}`);
}
worker.postMessage(state);

// @file inspect.js
onmessage = ({ data: s }) => {
  const report = [];
  report.push(`createdAt is Date: ${s.createdAt instanceof Date}, ${s.createdAt.toISOString()}`);
  report.push(`users is Map: ${s.users instanceof Map}, keys ${[...s.users.keys()].join(',')}`);
  report.push(`ada roles is Set: ${s.users.get('ada').roles instanceof Set}, size ${s.users.get('ada').roles.size}`);
  report.push(`pattern: ${s.pattern} lastIndex ${s.pattern.lastIndex} flags ${s.pattern.flags}`);
  report.push(`big: ${typeof s.big} ${s.big}`);
  report.push(`numbers: length ${s.numbers.length}, -0 kept ${Object.is(s.numbers[1], -0)}, NaN kept ${Number.isNaN(s.numbers[2])}, hole kept ${!(5 in s.numbers)}, undefined slot ${4 in s.numbers}`);
  report.push(`bytes: ${s.bytes.constructor.name} [${s.bytes.join(',')}]`);
  report.push(`point: proto is Object ${Object.getPrototypeOf(s.point) === Object.prototype}, len ${s.point.len}, keys ${Object.keys(s.point)}`);
  report.push(`shared reference kept: ${s.left === s.right}, cycle kept: ${s.self === s}`);
  report.push(`err: ${s.err instanceof RangeError} ${s.err.name}: ${s.err.message}`);
  s.users.get('ada').roles.add('ops');
  s.users.set('carol', { roles: new Set(), logins: 1 });
  s.createdAt.setUTCFullYear(2025);
  delete s.err;
  postMessage({ report, state: s });
};
