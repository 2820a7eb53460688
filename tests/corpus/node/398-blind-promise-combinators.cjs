// Promise.all / allSettled / any / race behaviour side by side.
const delay = (ms, value, fail = false) =>
  new Promise((res, rej) => setTimeout(() => (fail ? rej(new Error(value)) : res(value)), ms));

(async () => {
  const all = await Promise.all([delay(30, 'slow'), delay(10, 'fast'), 42, Promise.resolve('now')]);
  console.log('all:', all);

  try {
    await Promise.all([delay(20, 'x'), delay(5, 'first failure', true), delay(10, 'second failure', true)]);
  } catch (e) {
    console.log('all rejected with:', e.message);
  }

  const settled = await Promise.allSettled([delay(5, 'good'), delay(15, 'bad', true), 'plain']);
  for (const r of settled) {
    console.log(' ', r.status.padEnd(9), r.status === 'fulfilled' ? r.value : r.reason.message);
  }

  console.log('any:', await Promise.any([delay(5, 'nope', true), delay(25, 'winner'), delay(40, 'late')]));
  try {
    await Promise.any([delay(5, 'e1', true), Promise.reject(new TypeError('e2'))]);
  } catch (e) {
    console.log(e.constructor.name, e.message, e.errors.map((x) => `${x.name}:${x.message}`));
  }
  try { await Promise.any([]); } catch (e) { console.log('empty any:', e.message); }

  console.log('race:', await Promise.race([delay(30, 'tortoise'), delay(10, 'hare')]));
  const never = Promise.race([]);
  const res = await Promise.race([never, delay(5, 'race with a never-settling promise')]);
  console.log(res);
  console.log('all([]):', await Promise.all([]), 'allSettled([]):', await Promise.allSettled([]));
})();
