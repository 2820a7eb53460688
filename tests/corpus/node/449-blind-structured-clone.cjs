// structuredClone vs JSON round-trip vs spread
const original = {
  name: 'config',
  created: new Date(Date.UTC(2022, 0, 15)),
  pattern: /ab+c/gi,
  tags: new Set(['a', 'b']),
  lookup: new Map([['k', { v: 1 }]]),
  nested: { list: [1, { deep: true }] },
  bytes: new Uint8Array([1, 2, 3]),
  big: 123n,
  nothing: undefined,
  err: new RangeError('bad range'),
};
original.self = original;

const copy = structuredClone(original);
console.log(copy.self === copy, copy !== original);
console.log(copy.created instanceof Date, copy.created.toISOString());
console.log(copy.pattern, copy.pattern.lastIndex, copy.tags, copy.lookup.get('k'));
console.log(copy.nested.list[1] === original.nested.list[1], copy.bytes, copy.big, 'nothing' in copy);
console.log(copy.err instanceof RangeError, copy.err.message);

const shallow = { ...original };
shallow.nested.list.push('added via shallow');
console.log('original sees shallow edit:', original.nested.list.length, 'clone:', copy.nested.list.length);

delete original.self;
delete original.big;
const viaJson = JSON.parse(JSON.stringify(original));
console.log(typeof viaJson.created, viaJson.pattern, viaJson.tags, viaJson.bytes, 'nothing' in viaJson);

for (const bad of [() => 1, Symbol('s'), { method() {} }]) {
  try {
    structuredClone(bad);
  } catch (e) {
    console.log(e.name, '|', e.message);
  }
}

class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  get len() { return Math.hypot(this.x, this.y); }
}
const p = structuredClone(new Point(3, 4));
console.log(p, p instanceof Point, p.len);

const buf = new ArrayBuffer(8);
new Uint8Array(buf).set([9, 8, 7]);
const moved = structuredClone(buf, { transfer: [buf] });
console.log('after transfer:', buf.byteLength, moved.byteLength, new Uint8Array(moved)[0]);
const arr = [1, 2];
arr.extra = 'prop';
console.log(structuredClone(arr), structuredClone(new Map([[{ a: 1 }, [new Set([1])]]])));
