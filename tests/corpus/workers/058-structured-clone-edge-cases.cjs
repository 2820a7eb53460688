// Structured clone through postMessage: Map of Sets, Date, -0, NaN, undefined, sparse arrays, shared and cyclic references, class instances, getters.
const { Worker, isMainThread, parentPort } = require('node:worker_threads');

if (isMainThread) {
  class Point { constructor(x, y) { this.x = x; this.y = y; } norm() { return Math.hypot(this.x, this.y); } }
  const shared = { tag: 'shared' };
  const sparse = [1, , 3];
  sparse[6] = 'seven';
  const payload = {
    groups: new Map([['admins', new Set(['ann', 'bo'])], ['guests', new Set()]]),
    when: new Date(Date.UTC(2024, 1, 29, 12, 30)),
    nums: [-0, 0, NaN, Infinity, 2n ** 70n],
    missing: undefined,
    sparse,
    nested: [[1, [2, [3, [4]]]], { deep: { er: [shared] } }],
    twice: [shared, shared],
    point: new Point(3, 4),
    get computed() { return 'getter ran'; },
    [Symbol('hidden')]: 'dropped',
    re: /ab+c/gi,
    bytes: new Uint16Array([1, 65535]),
  };
  payload.self = payload;
  const worker = new Worker(__filename);
  worker.postMessage(payload);
  worker.once('message', ({ report, echo }) => {
    for (const line of report) console.log('worker sees:', line);
    console.log('echo:', echo.groups, echo.nums, echo.sparse, echo.nested[1].deep.er);
    console.log('echo is a fresh copy:', echo !== payload, echo.self === echo, echo.twice[0] === echo.twice[1]);
    try { worker.postMessage({ fn() {} }); } catch (e) { console.log('function in a message:', e.name); }
    worker.terminate();
  });
} else {
  parentPort.once('message', (m) => {
    const report = [
      `Map of ${m.groups.get('admins').constructor.name}s: ${[...m.groups].map(([k, v]) => `${k}=${[...v]}`).join(' ')}`,
      `Date ${m.when instanceof Date} ${m.when.toISOString()}`,
      `-0 kept ${Object.is(m.nums[0], -0)}, NaN ${Number.isNaN(m.nums[2])}, bigint ${typeof m.nums[4]} ${m.nums[4]}`,
      `'missing' in m ${'missing' in m} = ${m.missing}`,
      `sparse length ${m.sparse.length}, holes ${[1, 3, 4, 5].map((i) => !(i in m.sparse)).join()}`,
      `point is Point: ${m.point.constructor.name}, has norm: ${typeof m.point.norm}`,
      `getter became a value: ${JSON.stringify(Object.getOwnPropertyDescriptor(m, 'computed'))}`,
      `symbol keys: ${Object.getOwnPropertySymbols(m).length}, regexp ${m.re.source}/${m.re.flags}, ${m.bytes.constructor.name} [${m.bytes}]`,
      `cycle: ${m.self === m}, shared refs: ${m.twice[0] === m.twice[1] && m.twice[0] === m.nested[1].deep.er[0]}`,
    ];
    parentPort.postMessage({ report, echo: m });
  });
}
