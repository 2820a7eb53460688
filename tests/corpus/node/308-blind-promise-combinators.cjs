const delay = (ms, v, fail) => new Promise((res, rej) =>
  setTimeout(() => (fail ? rej(new Error(v)) : res(v)), ms));

(async () => {
  const settled = await Promise.allSettled([delay(20, 'a'), delay(10, 'b', true), 42]);
  console.log(settled.map((r) => (r.status === 'rejected' ? { ...r, reason: r.reason.message } : r)));
  console.log(await Promise.any([delay(30, 'slow'), delay(5, 'boom', true), delay(15, 'fast')]));
  try {
    await Promise.any([delay(5, 'x', true), Promise.reject(new TypeError('y'))]);
  } catch (e) {
    console.log(e.constructor.name, e.message, e.errors.map((x) => x.message));
  }
  console.log(await Promise.race([delay(10, 'ten'), delay(5, 'five')]));
  try {
    await Promise.all([delay(10, 'ok'), delay(3, 'first failure', true), delay(4, 'second', true)]);
  } catch (e) {
    console.log('all rejected with', e.message);
  }
  const r = await Promise.race([]).constructor === Promise;
  console.log(r);
})();
