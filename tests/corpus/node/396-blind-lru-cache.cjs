// LRU cache using Map insertion order, with hit/miss stats and a getter.
class LRU {
  #max; #map = new Map(); #hits = 0; #misses = 0;
  static #instances = 0;
  static { LRU.created = () => LRU.#instances; }
  constructor(max) { this.#max = max; LRU.#instances++; }
  get(key) {
    if (!this.#map.has(key)) { this.#misses++; return undefined; }
    const v = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, v);
    this.#hits++;
    return v;
  }
  set(key, value) {
    if (this.#map.has(key)) this.#map.delete(key);
    else if (this.#map.size >= this.#max) {
      const oldest = this.#map.keys().next().value;
      this.#map.delete(oldest);
      console.log(`evict ${oldest}`);
    }
    this.#map.set(key, value);
    return this;
  }
  get stats() {
    const total = this.#hits + this.#misses;
    return { hits: this.#hits, misses: this.#misses, ratio: total ? (this.#hits / total).toFixed(2) : 'n/a' };
  }
  *[Symbol.iterator]() { yield* [...this.#map].reverse(); }
}

const cache = new LRU(3);
cache.set('a', 1).set('b', 2).set('c', 3);
cache.get('a');
cache.set('d', 4);
console.log('b?', cache.get('b'), 'a?', cache.get('a'));
cache.set('e', 5);
console.log('keys MRU first:', [...cache].map(([k]) => k).join(','));
console.log(cache.stats);
new LRU(1);
console.log('instances', LRU.created());

// memoize with the cache
const fibCache = new LRU(100);
function fib(n) {
  if (n < 2) return BigInt(n);
  const hit = fibCache.get(n);
  if (hit !== undefined) return hit;
  const v = fib(n - 1) + fib(n - 2);
  fibCache.set(n, v);
  return v;
}
console.log('fib(90) =', fib(90).toString());
console.log(fibCache.stats);
