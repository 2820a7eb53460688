// Frames come every ~16.7 ms, so an animation frame callback requested at load runs
// before a 100 ms timer, and the microtasks it queues run before that timer too.
setTimeout(() => console.log('timeout 100'), 100);
requestAnimationFrame(() => {
  console.log('frame');
  Promise.resolve().then(() => console.log('frame microtask'));
});
console.log('script end');
