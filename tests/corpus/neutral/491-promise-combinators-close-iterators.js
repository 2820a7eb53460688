// Promise.all/allSettled/any/race step the iterator lazily and close it when resolving or `then` throws.
function tracked(name, values) {
  return {
    [Symbol.iterator]() {
      let i = 0;
      return {
        next() { console.log(`${name}: next`); return i < values.length ? { value: values[i++], done: false } : { value: undefined, done: true }; },
        return() { console.log(`${name}: closed`); return {}; },
      };
    },
  };
}
const realResolve = Promise.resolve;
Promise.resolve = function (v) {
  if (v === 'poison') throw new Error('cannot resolve poison');
  return realResolve.call(this, v);
};
for (const method of ['all', 'allSettled', 'any', 'race']) {
  Promise[method](tracked(method, [1, 'poison', 3])).catch((e) => console.log(`${method} rejected: ${e.message}`));
}
Promise.resolve = realResolve;
const badThenable = realResolve.call(Promise, 1);
badThenable.then = () => { throw new Error('then exploded'); };
Promise.all(tracked('then', [badThenable, 2])).catch((e) => console.log(`then rejected: ${e.message}`));
const brokenNext = { [Symbol.iterator]() { return { next() { throw new Error('next failed'); }, return() { console.log('never closed'); } }; } };
Promise.all(brokenNext).catch((e) => console.log(`next rejected: ${e.message}`));
Promise.all(tracked('fine', ['a', 'b'])).then((v) => console.log('fine resolved', v));
console.log('sync end');
