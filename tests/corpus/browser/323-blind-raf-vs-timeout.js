// requestAnimationFrame vs setTimeout vs microtasks, ordered causally
console.log('sync start');
queueMicrotask(() => console.log('microtask 1'));
Promise.resolve().then(() => console.log('promise 1'));

requestAnimationFrame((t1) => {
  console.log('rAF 1');
  Promise.resolve().then(() => console.log('  microtask inside rAF 1'));
  requestAnimationFrame((t2) => {
    console.log('rAF 2 (next frame), later timestamp:', t2 > t1);
  });
});
requestAnimationFrame(() => console.log('rAF 1b (same frame as rAF 1)'));

const id = requestAnimationFrame(() => console.log('cancelled rAF'));
cancelAnimationFrame(id);

setTimeout(() => {
  console.log('timeout 300');
  requestAnimationFrame(() => {
    console.log('rAF from timeout');
    setTimeout(() => console.log('timeout scheduled in rAF'), 0);
    Promise.resolve().then(() => console.log('  microtask in rAF from timeout'));
  });
}, 300);
console.log('sync end');
