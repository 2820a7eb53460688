// Promise.race / any / allSettled with timeouts
const delay = (ms, value, fail = false) =>
  new Promise((resolve, reject) => setTimeout(() => (fail ? reject(new Error(value)) : resolve(value)), ms));

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms}ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

(async () => {
  console.log('fast:', await withTimeout(delay(50, 'fast result'), 200));
  try {
    await withTimeout(delay(300, 'slow result'), 100);
  } catch (e) {
    console.log('slow:', e.message);
  }
  console.log('any:', await Promise.any([delay(80, 'b', true), delay(120, 'c'), delay(60, 'a', true)]));
  try {
    await Promise.any([delay(10, 'x', true), Promise.reject(new Error('y'))]);
  } catch (e) {
    console.log(e.constructor.name, e.message, e.errors.map((x) => x.message));
  }
  const settled = await Promise.allSettled([delay(30, 'ok'), delay(20, 'nope', true), 42]);
  console.log(settled.map((s) => `${s.status}:${s.value ?? s.reason.message}`).join(' '));
  console.log('race of empty list stays pending:', await Promise.race([Promise.race([]), delay(40, 'fallback')]));
  const { promise, resolve } = Promise.withResolvers ? Promise.withResolvers() : (() => { let r; return { promise: new Promise((x) => (r = x)), resolve: r }; })();
  setTimeout(() => resolve('resolved externally'), 10);
  console.log(await promise);
})();
