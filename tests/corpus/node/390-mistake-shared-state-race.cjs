// Bug: a check-then-act race on a cache — the same slow request runs several times.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let fetches = 0;
async function fetchProfile(id) {
  fetches++;
  await sleep(20);
  return { id, name: `user-${id}` };
}

const cache = {};
async function getProfileBuggy(id) {
  if (!cache[id]) {
    cache[id] = await fetchProfile(id); // many callers pass the check before the first fills it
  }
  return cache[id];
}

const promiseCache = new Map();
function getProfileFixed(id) {
  if (!promiseCache.has(id)) {
    const p = fetchProfile(id).catch((e) => { promiseCache.delete(id); throw e; });
    promiseCache.set(id, p);
  }
  return promiseCache.get(id);
}

(async () => {
  await Promise.all([1, 1, 1, 2, 2].map(getProfileBuggy));
  console.log('buggy cache: fetches =', fetches);
  fetches = 0;
  const res = await Promise.all([1, 1, 1, 2, 2].map(getProfileFixed));
  console.log('promise cache: fetches =', fetches, res.map((r) => r.name).join(' '));
  console.log('same object for same id:', res[0] === res[1], res[0] === res[3]);

  // counter incremented across an await
  let counter = 0;
  const inc = async () => { const v = counter; await sleep(1); counter = v + 1; };
  await Promise.all([inc(), inc(), inc()]);
  console.log('counter after 3 increments:', counter);
})();
