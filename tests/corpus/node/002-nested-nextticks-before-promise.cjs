// A nextTick queued from inside a nextTick still runs before any promise callback.
Promise.resolve().then(() => console.log('bakery opens (promise)'));
process.nextTick(() => {
  console.log('tick: knead');
  process.nextTick(() => {
    console.log('tick: proof');
    process.nextTick(() => console.log('tick: bake'));
  });
});
process.nextTick(() => console.log('tick: preheat'));
console.log('sync: flour delivered');
