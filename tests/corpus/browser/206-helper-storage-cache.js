// A localStorage-backed fetch cache with TTL on an injected clock, JSON round trips,
// and corrupted entries handled gracefully.
// @until 1200
localStorage.clear();
const clock = { now: 1_700_000_000_000 };
const PREFIX = 'cache:v1:';

const cache = {
  get(key) {
    const raw = localStorage.getItem(PREFIX + key);
    if (raw == null) return { hit: false, reason: 'miss' };
    let entry;
    try {
      entry = JSON.parse(raw);
    } catch (e) {
      localStorage.removeItem(PREFIX + key);
      return { hit: false, reason: `corrupt (${e.name})` };
    }
    if (entry.expires <= clock.now) {
      localStorage.removeItem(PREFIX + key);
      return { hit: false, reason: 'expired' };
    }
    return { hit: true, value: entry.value };
  },
  set(key, value, ttlMs) {
    localStorage.setItem(PREFIX + key, JSON.stringify({ value, expires: clock.now + ttlMs }));
  },
  keys() {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))
      .filter((k) => k.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length)).sort();
  },
};

let networkCalls = 0;
async function cachedFetch(path, ttlMs = 60_000) {
  const c = cache.get(path);
  if (c.hit) {
    console.log(`HIT  ${path}`);
    return c.value;
  }
  networkCalls++;
  console.log(`MISS ${path} (${c.reason})`);
  const res = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const data = await res.json();
  const value = { ...data, fetchedAt: new Date(clock.now).toISOString() };
  cache.set(path, value, ttlMs);
  return value;
}

async function main() {
  const user = await cachedFetch('/api/users/7');
  console.log(`user: ${JSON.stringify(user)}`);
  const again = await cachedFetch('/api/users/7');
  console.log(`same data: ${JSON.stringify(again) === JSON.stringify(user)}, identical object: ${again === user}`);

  const [a, b] = await Promise.all([cachedFetch('/api/prefs?theme=dark', 1000), cachedFetch('/api/flags')]);
  console.log(`parallel: ${a.url} | ${b.url}`);
  console.log(`keys: ${cache.keys().join(', ')}`);

  clock.now += 5_000;
  await cachedFetch('/api/prefs?theme=dark', 1000);
  localStorage.setItem(PREFIX + '/api/flags', '{"value": oops');
  await cachedFetch('/api/flags');

  const raw = localStorage.getItem(PREFIX + '/api/users/7');
  const parsed = JSON.parse(raw, (k, v) => (k === 'fetchedAt' ? new Date(v) : v));
  console.log(`reviver: fetchedAt is Date: ${parsed.value.fetchedAt instanceof Date}, year ${parsed.value.fetchedAt.getUTCFullYear()}`);
  console.log(`stored string length: ${raw.length}`);
  console.log(`pretty:\n${JSON.stringify(parsed, null, 2)}`);
  console.log(`storage length ${localStorage.length}, network calls ${networkCalls}`);
  localStorage.setItem('n', 42);
  console.log(`numbers become strings: ${typeof localStorage.getItem('n')} ${localStorage.getItem('n')}; missing: ${localStorage.getItem('nope')}`);
  console.log(`stringify edge cases: ${JSON.stringify({ u: undefined, f() {}, n: NaN, i: -Infinity, d: new Date(0), nested: [undefined, () => 1] })}`);
}

main().catch((e) => console.log(`failed: ${e.message}`));
