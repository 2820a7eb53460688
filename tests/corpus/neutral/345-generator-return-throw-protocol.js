// Generators: return() and throw() before start, at a yield, inside finally, after completion; re-entry.
function* g() {
  try {
    yield 1;
    yield 2;
  } catch (e) {
    console.log('caught inside', e);
    yield 'recovered';
  } finally {
    console.log('finally');
  }
}
const a = g();
console.log(a.return('early'), a.next()); // never started: no finally
const b = g();
try { b.throw('boom'); } catch (e) { console.log('throw at start rethrows', e); }
console.log(b.next());
const c = g();
c.next();
console.log(c.throw('oops'), c.next(), c.next());
const d = g();
d.next();
console.log(d.return('stop'), d.next());
function* yieldsInFinally() {
  try {
    yield 'work';
  } finally {
    yield 'cleanup 1';
    yield 'cleanup 2';
  }
}
const e = yieldsInFinally();
e.next();
console.log(e.return('R'), e.next(), e.next(), e.next());
// A finally that returns overrides the return value.
function* override() { try { yield 1; } finally { return 'from finally'; } }
const f = override();
f.next();
console.log(f.return('ignored'));
// next() from inside the running generator is a TypeError.
function* reentrant() { yield self.next(); }
const self = reentrant();
try { self.next(); } catch (err) { console.log(err instanceof TypeError); }
console.log(self.next());
