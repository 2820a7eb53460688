// Promise.all, allSettled, race and any over 100 000 promises, settled in a mix of orders.
const N = 100000;
const ps = [];
for (let i = 0; i < N; i++) {
  if (i % 3 === 0) ps.push(Promise.resolve(i));
  else if (i % 3 === 1) ps.push(new Promise((r) => queueMicrotask(() => r(i * 2))));
  else ps.push(i); // plain values are allowed too
}
Promise.all(ps).then((a) => {
  let s = 0;
  for (const v of a) s = (s + v) % 1000000007;
  console.log('all', a.length, a[0], a[1], a[2], a[N - 1], s);
});
const mixed = ps.map((p, i) => (i % 1000 === 999 ? Promise.reject(new Error('e' + i)) : p));
Promise.allSettled(mixed).then((r) => {
  const rejected = r.filter((x) => x.status === 'rejected');
  console.log('allSettled', r.length, rejected.length, rejected[rejected.length - 1].reason.message);
});
Promise.all(mixed).catch((e) => console.log('all rejects with', e.message));
Promise.race(ps.slice().reverse()).then((v) => console.log('race', v));
Promise.any(ps.map((p, i) => (i < N - 1 ? Promise.reject(i) : p))).then((v) => console.log('any', v));
Promise.any(ps.map((p, i) => Promise.reject(i))).catch((e) => console.log('any fails', e.constructor.name, e.errors.length));
