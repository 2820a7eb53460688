// Per-object caches with WeakMap, plus an LRU with Map
const metadata = new WeakMap();
function describe(obj) {
  if (!metadata.has(obj)) {
    metadata.set(obj, { computedAt: metadata.size ?? 'n/a', keys: Object.keys(obj).sort() });
  }
  return metadata.get(obj);
}
const a = { z: 1, b: 2 };
const b = { y: 1 };
console.log(describe(a).keys.join('|'), describe(a) === describe(a), describe(b).keys.join('|'));
console.log('weakmap has a', metadata.has(a), 'size prop', metadata.size);
try {
  metadata.set('str', 1);
} catch (e) {
  console.log(e.constructor.name, e.message);
}

class LRU {
  constructor(limit) { this.limit = limit; this.map = new Map(); }
  get(k) {
    if (!this.map.has(k)) return undefined;
    const v = this.map.get(k);
    this.map.delete(k);
    this.map.set(k, v);
    return v;
  }
  set(k, v) {
    if (this.map.has(k)) this.map.delete(k);
    else if (this.map.size >= this.limit) {
      const oldest = this.map.keys().next().value;
      console.log('evict', oldest);
      this.map.delete(oldest);
    }
    this.map.set(k, v);
    return this;
  }
  toString() { return [...this.map].map(([k, v]) => `${k}=${v}`).join(' '); }
}
const lru = new LRU(3);
lru.set('a', 1).set('b', 2).set('c', 3);
lru.get('a');
lru.set('d', 4);
lru.set('b', 22);
lru.set('e', 5);
console.log(`${lru}`);

const ws = new WeakSet();
const seen = (o) => (ws.has(o) ? true : (ws.add(o), false));
console.log(seen(a), seen(a), seen(b));
const ref = new WeakRef(a);
console.log('deref same', ref.deref() === a);
const m = new Map([[NaN, 'nan'], [0, 'zero']]);
console.log(m.get(NaN), m.get(-0), m.has('0'));
