// rAF runs before the next paint; microtasks run after each rAF callback
const log = [];
requestAnimationFrame(() => {
  console.log('raf 1');
  Promise.resolve().then(() => console.log('microtask after raf 1'));
});
requestAnimationFrame(() => {
  console.log('raf 2');
  requestAnimationFrame(() => console.log('raf nested (next frame)'));
});
Promise.resolve().then(() => console.log('microtask'));
console.log('sync');
setTimeout(() => {
  console.log('timeout at 100ms');
  requestAnimationFrame(() => {
    console.log('raf from timeout');
    setTimeout(() => console.log('timeout from raf'), 0);
  });
}, 100);
