// Mistake: async callbacks in forEach are not awaited
const delays = { a: 30, b: 10, c: 20 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function processAll() {
  const done = [];
  Object.keys(delays).forEach(async (key) => {
    await sleep(delays[key]);
    done.push(key);
    console.log('  forEach callback finished', key);
  });
  console.log('forEach version returns with done =', done);
  return done;
}

async function processSequential() {
  const done = [];
  for (const key of Object.keys(delays)) {
    await sleep(delays[key]);
    done.push(key);
  }
  return done;
}

async function processParallel() {
  const done = [];
  await Promise.all(
    Object.keys(delays).map(async (key) => {
      await sleep(delays[key]);
      done.push(key);
    })
  );
  return done;
}

(async () => {
  const r1 = await processAll();
  console.log('after await processAll():', r1.length, 'items');
  await sleep(50);
  console.log('a bit later the same array holds:', r1);
  console.log('for...of (sequential):', await processSequential());
  console.log('Promise.all (parallel, finish order):', await processParallel());
  const mapped = Object.keys(delays).map(async (k) => k.toUpperCase());
  console.log('map with async fn gives', mapped);
  console.log('resolved:', await Promise.all(mapped));
  const filtered = Object.keys(delays).filter(async (k) => k === 'b');
  console.log('filter with async predicate keeps everything:', filtered);
})();
