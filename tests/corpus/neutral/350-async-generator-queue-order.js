// Async generators: requests queue up while the body awaits; return() and throw() wait their turn.
async function* worker() {
  try {
    console.log('worker: start');
    const a = yield 'first';
    console.log('worker: got', a);
    await Promise.resolve();
    const b = yield 'second';
    console.log('worker: got', b);
    yield 'third';
  } finally {
    console.log('worker: finally');
  }
}
const w = worker();
const show = (label) => (r) => console.log(label, JSON.stringify(r));
w.next('x').then(show('n1'));
w.next('A').then(show('n2'));
w.next('B').then(show('n3'));
w.return('stop').then(show('ret'));
w.next().then(show('after return'));
w.throw(new Error('late')).catch((e) => console.log('throw after end rejects:', e.message));
Promise.resolve().then(() => console.log('t1')).then(() => console.log('t2')).then(() => console.log('t3'))
  .then(() => console.log('t4')).then(() => console.log('t5')).then(() => console.log('t6'));
console.log('queued 6 requests');
