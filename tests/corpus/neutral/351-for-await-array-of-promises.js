// for await: over an array of promises and values (sync iterable) and the turns each value takes.
const values = [Promise.resolve('p1'), 'plain', new Promise((resolve) => resolve('p2')), { then(r) { r('thenable'); } }];
async function consume() {
  for await (const v of values) console.log('value', v);
  console.log('consume done');
}
consume();
Promise.resolve().then(() => console.log('t1')).then(() => console.log('t2')).then(() => console.log('t3'))
  .then(() => console.log('t4')).then(() => console.log('t5')).then(() => console.log('t6'))
  .then(() => console.log('t7')).then(() => console.log('t8')).then(() => console.log('t9'));
// A rejected promise in the array throws inside the loop body's scope.
async function failing() {
  try {
    for await (const v of [Promise.resolve(1), Promise.reject(new Error('bad')), Promise.resolve(3)]) console.log('got', v);
  } catch (e) {
    console.log('caught', e.message);
  }
}
failing();
// Strings, Sets and Maps are sync iterables too.
(async () => {
  const out = [];
  for await (const ch of 'hi') out.push(ch);
  for await (const [k, v] of new Map([['k', Promise.resolve('v')]])) out.push(k + '=' + v);
  console.log(out);
})();
