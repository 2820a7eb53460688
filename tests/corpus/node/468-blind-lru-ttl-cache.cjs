// LRU cache with per-entry TTL, events, stats, and a memoize helper; fake clock for determinism
const { EventEmitter } = require('node:events');
class LRUCache extends EventEmitter {
  #map = new Map();
  #now;
  constructor({ max = 3, ttl = Infinity, now = Date.now } = {}) {
    super();
    this.max = max; this.ttl = ttl; this.#now = now;
    this.stats = { hits: 0, misses: 0, evictions: 0, expirations: 0 };
  }
  get size() { return this.#map.size; }
  #expired(e) { return e.expires <= this.#now(); }
  get(key) {
    const e = this.#map.get(key);
    if (!e) { this.stats.misses++; return undefined; }
    if (this.#expired(e)) {
      this.#map.delete(key);
      this.stats.expirations++; this.stats.misses++;
      this.emit('expire', key, e.value);
      return undefined;
    }
    this.#map.delete(key); this.#map.set(key, e);
    this.stats.hits++;
    return e.value;
  }
  set(key, value, { ttl = this.ttl } = {}) {
    if (this.#map.has(key)) this.#map.delete(key);
    this.#map.set(key, { value, expires: this.#now() + ttl });
    this.emit('set', key, value);
    while (this.#map.size > this.max) {
      const [oldKey, old] = this.#map.entries().next().value;
      this.#map.delete(oldKey);
      this.stats.evictions++;
      this.emit('evict', oldKey, old.value);
    }
    return this;
  }
  has(key) { const e = this.#map.get(key); return !!e && !this.#expired(e); }
  delete(key) { return this.#map.delete(key); }
  prune() {
    let n = 0;
    for (const [k, e] of this.#map) if (this.#expired(e)) { this.#map.delete(k); this.emit('expire', k, e.value); n++; }
    this.stats.expirations += n;
    return n;
  }
  keys() { return [...this.#map.keys()]; }
  *[Symbol.iterator]() { for (const [k, e] of this.#map) if (!this.#expired(e)) yield [k, e.value]; }
  toJSON() { return Object.fromEntries(this); }
}
let clock = 1000;
const cache = new LRUCache({ max: 3, ttl: 100, now: () => clock });
cache.on('evict', (k, v) => console.log(`  evict ${k}=${JSON.stringify(v)}`));
cache.on('expire', (k) => console.log(`  expire ${k}`));
cache.set('a', 1).set('b', { n: 2 }).set('c', [3]);
console.log('keys', cache.keys().join(','));
cache.get('a');
cache.set('d', 4);
console.log('keys after d', cache.keys().join(','));
clock += 50;
cache.set('e', 'short', { ttl: 10 });
console.log('keys after e', cache.keys().join(','), 'size', cache.size);
clock += 20;
console.log('get e', cache.get('e'), 'has d', cache.has('d'));
clock += 40;
console.log('get a', cache.get('a'), 'get d', cache.get('d'));
console.log('pruned', cache.prune(), 'left', JSON.stringify(cache));
console.log('stats', cache.stats);
function memoizeAsync(fn, cache) {
  const inflight = new Map();
  return async function (key) {
    if (cache.has(key)) return { key, value: cache.get(key), from: 'cache' };
    if (inflight.has(key)) return { ...(await inflight.get(key)), from: 'shared' };
    const p = fn(key).then(value => { cache.set(key, value); inflight.delete(key); return { key, value, from: 'fresh' }; });
    inflight.set(key, p);
    return p;
  };
}
let calls = 0;
const slowSquare = (n) => new Promise(r => setTimeout(() => { calls++; r(n * n); }, 20 + n));
const realCache = new LRUCache({ max: 2, ttl: 60 });
const sq = memoizeAsync(slowSquare, realCache);
(async () => {
  const first = await Promise.all([sq(3), sq(3), sq(4)]);
  console.log(first.map(r => `${r.key}:${r.value}:${r.from}`).join(' '));
  const again = await Promise.all([sq(3), sq(5)]);
  console.log(again.map(r => `${r.key}:${r.value}:${r.from}`).join(' '), 'calls', calls);
  console.log('cache keys', realCache.keys(), 'has 4', realCache.has(4));
  await new Promise(r => setTimeout(r, 120));
  console.log('after ttl', (await sq(5)).from, 'calls', calls);
})();
