// A click that happens during a 200 ms busy loop (run inside a timer) is handled only
// after the loop and its microtasks, and long before a 600 ms timer.
// @html <button id="go">Go</button>
// @input click #go @ 100ms
let start = 0;
document.getElementById('go').addEventListener('click', () => {
  console.log(`click handled after the loop: ${performance.now() - start >= 200}`);
});
setTimeout(() => console.log('timeout 600'), 600);
setTimeout(() => {
  start = performance.now();
  while (performance.now() - start < 200) {}
  console.log('loop done');
  Promise.resolve().then(() => console.log('microtask at loop end'));
}, 0);
