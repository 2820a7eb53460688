// Interview puzzle: guess the print order of sync code, microtasks, timers, rAF and messages from a worker.
console.log('1. script start');

const worker = new Worker('puzzle-worker.js');

worker.onmessage = ({ data }) => {
  console.log(`message: ${data}`);
  Promise.resolve().then(() => console.log(`  microtask after "${data}"`));
  queueMicrotask(() => console.log(`  queueMicrotask after "${data}"`));
  if (data === 'burst 2') {
    worker.postMessage('later please');
  }
  if (data === 'late') {
    setTimeout(() => console.log('timeout 50 scheduled by "late"'), 50);
    requestAnimationFrame(() => console.log('rAF scheduled by "late"'));
  }
  if (data === 'last') worker.terminate();
};

setTimeout(() => console.log('timeout 100'), 100);
requestAnimationFrame(() => {
  console.log('rAF 1');
  Promise.resolve().then(() => console.log('  microtask inside rAF 1'));
});
requestAnimationFrame(() => console.log('rAF 2 (same frame)'));
Promise.resolve().then(() => console.log('2. promise microtask'));

(async () => {
  console.log('3. async function body runs synchronously');
  await null;
  console.log('after await');
})();

worker.postMessage('go');
console.log('4. script end');

// @file puzzle-worker.js
onmessage = ({ data }) => {
  if (data === 'go') {
    // Wait long enough that the page's first frame and timer are long gone.
    setTimeout(() => {
      postMessage('burst 1');
      postMessage('burst 2');
    }, 150);
  } else if (data === 'later please') {
    setTimeout(() => postMessage('late'), 100);
    setTimeout(() => postMessage('last'), 250);
  }
};
