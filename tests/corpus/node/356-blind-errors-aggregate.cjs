// Error cause, AggregateError, Promise.any / allSettled, custom errors
class HttpError extends Error {
  constructor(status, message, options) {
    super(message, options);
    this.name = 'HttpError';
    this.status = status;
  }
}
const fail = (ms, err) => new Promise((_, rej) => setTimeout(() => rej(err), ms));
const ok = (ms, v) => new Promise((res) => setTimeout(() => res(v), ms));

async function loadConfig() {
  try {
    JSON.parse('{oops');
  } catch (err) {
    throw new Error('config is invalid', { cause: err });
  }
}

async function main() {
  try { await loadConfig(); } catch (e) {
    console.log(e.message, '<-', e.cause.name, 'hasCause', Object.hasOwn(e, 'cause'));
  }
  const winner = await Promise.any([fail(5, new Error('a')), ok(20, 'mirror-2'), ok(10, 'mirror-1')]);
  console.log('any ->', winner);
  try {
    await Promise.any([fail(5, new HttpError(500, 'down')), fail(1, new HttpError(404, 'missing'))]);
  } catch (e) {
    console.log(e.constructor.name, e.name, JSON.stringify(e.message), e.errors.map((x) => `${x.status} ${x.message}`).join(', '));
  }
  try { await Promise.any([]); } catch (e) { console.log('empty any:', e.message, e.errors.length); }
  const settled = await Promise.allSettled([ok(3, 1), fail(2, new HttpError(401, 'auth')), 42]);
  console.log(settled.map((s) => (s.status === 'fulfilled' ? `ok:${s.value}` : `err:${s.reason.status}`)).join(' '));
  const agg = new AggregateError([new Error('x'), new TypeError('y')], 'multiple', { cause: 'root' });
  console.log(agg.name, agg.message, agg.errors.length, agg.cause, agg instanceof Error);
  const e = new HttpError(418, 'teapot');
  console.log(String(e), e instanceof HttpError, e.stack.split('\n')[0], Object.keys(e).join(','));
  try { await Promise.race([fail(1, new RangeError('r')), ok(1, 'tie')]); } catch (err) { console.log('race rejected', err.name); }
  try { null.x; } catch (err) { console.log(err instanceof TypeError, err.message); }
  try { undefinedFn(); } catch (err) { console.log(err.name, err.message); }
  try { new Array(-1); } catch (err) { console.log(err.name, err.message); }
  const err2 = new Error('with cause obj', { cause: { code: 'E42' } });
  console.log(err2.cause.code, 'cause' in new Error('x'), 'cause' in new Error('x', {}));
}
main();
