// memoize with TTL, using an injectable clock
function memoize(fn, { ttl, now = Date.now, key = (...a) => JSON.stringify(a) } = {}) {
  const cache = new Map();
  const wrapped = function (...args) {
    const k = key(...args);
    const hit = cache.get(k);
    const t = now();
    if (hit && t - hit.at < ttl) {
      wrapped.hits++;
      return hit.value;
    }
    wrapped.misses++;
    const value = fn.apply(this, args);
    cache.set(k, { value, at: t });
    return value;
  };
  wrapped.hits = 0;
  wrapped.misses = 0;
  wrapped.clear = () => cache.clear();
  Object.defineProperty(wrapped, 'size', { get: () => cache.size });
  return wrapped;
}

let clock = 1000;
let calls = 0;
const slowSquare = (n) => { calls++; return n * n; };
const sq = memoize(slowSquare, { ttl: 100, now: () => clock });

console.log(sq(4), sq(4), sq(5));
clock += 50;
console.log(sq(4));
clock += 60;
console.log(sq(4), sq(5));
console.log(`calls=${calls} hits=${sq.hits} misses=${sq.misses} size=${sq.size}`);
sq.clear();
console.log('after clear size', sq.size, 'name', sq.name, 'length', sq.length);

// async version: cache the promise so concurrent callers share it
const memoAsync = (fn) => {
  const m = new Map();
  return (k) => {
    if (!m.has(k)) m.set(k, fn(k).catch((e) => { m.delete(k); throw e; }));
    return m.get(k);
  };
};
let fetches = 0;
const getUser = memoAsync(async (id) => { fetches++; if (id < 0) throw new Error('bad id'); return { id }; });
Promise.all([getUser(1), getUser(1), getUser(2)]).then(async (r) => {
  console.log(JSON.stringify(r), 'fetches', fetches);
  await getUser(-1).catch((e) => console.log('err', e.message));
  await getUser(-1).catch((e) => console.log('err again', e.message));
  console.log('fetches', fetches);
});
