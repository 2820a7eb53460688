// Mistake: awaiting independent requests one after another instead of in parallel.
const t0 = performance.now();
const elapsed = () => Math.round((performance.now() - t0) / 100) * 100;
const fetchFake = (what, ms) => new Promise((r) => setTimeout(() => r(`${what}`), ms));

async function slow() {
  const user = await fetchFake('user', 200);
  const posts = await fetchFake('posts', 200);
  const friends = await fetchFake('friends', 200);
  return [user, posts, friends];
}

async function fast() {
  const [user, posts, friends] = await Promise.all([fetchFake('user', 200), fetchFake('posts', 200), fetchFake('friends', 200)]);
  return [user, posts, friends];
}

async function startedEarlyAwaitedLate() {
  const userP = fetchFake('user', 200);
  const postsP = fetchFake('posts', 300);
  const user = await userP;
  const posts = await postsP;
  return [user, posts];
}

(async () => {
  let start = elapsed();
  console.log('sequential', await slow(), 'took ~', elapsed() - start, 'ms');
  start = elapsed();
  console.log('parallel  ', await fast(), 'took ~', elapsed() - start, 'ms');
  start = elapsed();
  console.log('early     ', await startedEarlyAwaitedLate(), 'took ~', elapsed() - start, 'ms');
})();
