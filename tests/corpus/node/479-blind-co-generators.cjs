// Generators as coroutines: a co-style runner, delegation, cancellation via return(), and a channel
function co(genFn, ...args) {
  const it = genFn(...args);
  return new Promise((resolve, reject) => {
    function step(method, arg) {
      let r;
      try { r = it[method](arg); } catch (e) { return reject(e); }
      if (r.done) return resolve(r.value);
      toPromise(r.value).then(v => step('next', v), e => step('throw', e));
    }
    step('next');
  });
}
function toPromise(v) {
  if (v && typeof v.then === 'function') return v;
  if (Array.isArray(v)) return Promise.all(v.map(toPromise));
  if (v && typeof v.next === 'function') return co(function* () { return yield* v; });
  if (v && typeof v === 'object' && v.constructor === Object) {
    const keys = Object.keys(v);
    return Promise.all(keys.map(k => toPromise(v[k]))).then(vals => Object.fromEntries(keys.map((k, i) => [k, vals[i]])));
  }
  if (typeof v === 'function') return new Promise((res, rej) => v((e, x) => e ? rej(e) : res(x)));
  return Promise.resolve(v);
}
const delay = (ms, v, fail) => new Promise((res, rej) => setTimeout(() => fail ? rej(new Error(fail)) : res(v), ms));
const thunkRead = (name) => (cb) => setTimeout(() => name === 'bad' ? cb(new Error('ENOENT: ' + name)) : cb(null, `<${name}>`), 10);
function* loadUser(id) {
  const user = yield delay(20, { id, name: 'user' + id });
  const extras = yield { posts: delay(30, ['p1', 'p2']), avatar: thunkRead('avatar.png'), n: 7 };
  return { ...user, ...extras };
}
function* main() {
  console.log('main: start');
  const u = yield loadUser(1);
  console.log('main: user', JSON.stringify(u));
  const [a, b] = yield [delay(10, 'A'), thunkRead('b.txt')];
  console.log('main: parallel', a, b);
  try {
    yield thunkRead('bad');
  } catch (e) {
    console.log('main: caught', e.message);
  }
  try {
    yield delay(5, null, 'timeout');
  } finally {
    console.log('main: finally runs before the rejection propagates');
  }
  console.log('never');
}
co(main).then(v => console.log('resolved', v), e => console.log('co rejected:', e.message)).then(part2);
function part2() {
  function* counter() {
    let i = 0;
    try {
      while (true) { const cmd = yield i++; if (cmd === 'reset') i = 0; }
    } finally { console.log('counter cleanup at', i); }
  }
  const c = counter();
  console.log([c.next().value, c.next().value, c.next('reset').value, c.next().value].join(' '));
  console.log('return ->', JSON.stringify(c.return('bye')), 'after ->', JSON.stringify(c.next()));
  function* inner() { try { yield 'i1'; yield 'i2'; } finally { console.log('inner finally'); } return 'inner-ret'; }
  function* outer() { const r = yield* inner(); console.log('inner returned', r); yield 'o1'; }
  const o = outer();
  console.log(o.next().value);
  console.log('throw into outer:', (() => { try { o.throw(new Error('stop')); } catch (e) { return e.message; } })());
  console.log('outer after throw', JSON.stringify(o.next()));
  // CSP-style channel with generator processes
  const chan = () => { const buf = [], takers = []; return {
    put(v) { const t = takers.shift(); t ? t(v) : buf.push(v); },
    take() { return buf.length ? Promise.resolve(buf.shift()) : new Promise(r => takers.push(r)); },
  }; };
  const ch = chan();
  co(function* producer() { for (const x of ['ping', 'pong', 'ping', 'STOP']) { yield delay(15); console.log('put', x); ch.put(x); } });
  co(function* consumer() {
    for (let n = 1; ; n++) { const m = yield ch.take(); console.log(`  took #${n}`, m); if (m === 'STOP') return n; }
  }).then(n => console.log('consumer finished after', n, 'messages'));
}
