// window.postMessage delivers a message event to the window's listeners in a later
// task: after the microtasks, in posting order, and interleaved in FIFO order with a
// zero-delay timer.
window.addEventListener('message', (e) => {
  console.log(`message: ${e.data}`);
  queueMicrotask(() => console.log(`  microtask for ${e.data}`));
});
window.postMessage('first', '*');
setTimeout(() => console.log('timeout 0'), 0);
window.postMessage('second', '*');
Promise.resolve().then(() => console.log('promise'));
console.log('posted');
