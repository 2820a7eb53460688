// Memoize an async function: concurrent callers share one in-flight promise,
// failures are not cached.
function memoizeAsync(fn) {
  const cache = new Map();
  return function (key) {
    if (cache.has(key)) {
      console.log(`  cache hit for ${key}`);
      return cache.get(key);
    }
    console.log(`  cache miss for ${key}`);
    const p = fn(key).catch((err) => {
      cache.delete(key);
      throw err;
    });
    cache.set(key, p);
    return p;
  };
}

let fetchCount = 0;
const failOnce = new Set(['bob']);
async function fetchUser(name) {
  fetchCount++;
  await new Promise((r) => setTimeout(r, 20));
  if (failOnce.has(name)) {
    failOnce.delete(name);
    throw new Error(`network error for ${name}`);
  }
  return { name, id: name.length * 7 };
}

const getUser = memoizeAsync(fetchUser);

(async () => {
  console.log('round 1 (concurrent):');
  const [a, b, c] = await Promise.all([getUser('alice'), getUser('alice'), getUser('carol')]);
  console.log(a, b === a, c);
  console.log('round 2 (bob fails once):');
  try {
    await getUser('bob');
  } catch (e) {
    console.log('  caught:', e.message);
  }
  console.log('  retry ->', await getUser('bob'));
  console.log('round 3 (all cached):');
  await Promise.all(['alice', 'bob', 'carol'].map(getUser));
  console.log('underlying fetches:', fetchCount);
})();
