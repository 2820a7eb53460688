// Generators: yield* forwards next values, throw() and return() to the inner iterator.
function* inner() {
  try {
    const a = yield 'i1';
    console.log('inner got', a);
    const b = yield 'i2';
    console.log('inner got', b);
    return 'inner result';
  } catch (e) {
    console.log('inner caught', e);
    return 'after catch';
  } finally {
    console.log('inner finally');
  }
}
function* outer() {
  const r = yield* inner();
  console.log('outer got', r);
  yield 'o1';
}
const x = outer();
console.log(x.next('ignored').value, x.next('A').value, x.next('B').value, x.next().done);
const y = outer();
y.next();
console.log(y.throw('E'));
const z = outer();
z.next();
console.log(z.return('R'), z.next());
// A hand-written iterator: what yield* calls on it.
const logged = {
  [Symbol.iterator]() { return this; },
  n: 0,
  next(v) { console.log('next', v); return { value: ++this.n, done: this.n > 2 }; },
  return(v) { console.log('return', v); return { value: 'closed', done: true }; },
};
function* wrap() { return yield* logged; }
const w = wrap();
console.log(w.next('a'), w.next('b'), w.next('c'));
logged.n = 0;
const w2 = wrap();
w2.next();
console.log(w2.return('bye'));
logged.n = 0;
const w3 = wrap();
w3.next();
try { w3.throw('no throw method'); } catch (e) { console.log(e instanceof TypeError); }
