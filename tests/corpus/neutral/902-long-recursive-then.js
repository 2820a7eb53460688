// A recursive promise-returning countdown 200 000 deep through .then, and a recursive async function 200 000 deep that awaits first.
function countdown(n, acc) {
  if (n === 0) return Promise.resolve(acc);
  return Promise.resolve().then(() => countdown(n - 1, acc + n));
}
async function depth(n) {
  await null;
  return n === 0 ? 0 : 1 + (await depth(n - 1));
}
function retry(attempt) {
  // a "retry until success" helper that fails 100 000 times first
  return new Promise((resolve, reject) => (attempt < 100000 ? reject(attempt) : resolve(attempt)))
    .catch(() => retry(attempt + 1));
}
countdown(200000, 0).then((v) => console.log('countdown', v));
depth(200000).then((v) => console.log('depth', v));
retry(0).then((v) => console.log('retry succeeded at attempt', v));
