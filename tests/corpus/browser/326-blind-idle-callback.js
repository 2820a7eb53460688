// requestIdleCallback: runs when the page is idle, with a timeout as a backstop
const tasks = ['index words', 'build cache', 'prefetch', 'compress logs', 'warm up'];
let done = 0;

function work(deadline) {
  console.log('idle callback, didTimeout =', deadline.didTimeout, 'has time:', deadline.timeRemaining() >= 0);
  while (tasks.length && deadline.timeRemaining() > 0) {
    const t = tasks.shift();
    done++;
    console.log(`  did "${t}"`);
    if (done % 2 === 0) break;
  }
  if (tasks.length) requestIdleCallback(work);
  else console.log('all idle work done');
}

console.log('scheduling idle work');
requestIdleCallback(work);
Promise.resolve().then(() => console.log('microtask runs before any idle callback'));

const cancelled = requestIdleCallback(() => console.log('cancelled idle callback'));
cancelIdleCallback(cancelled);

setTimeout(() => {
  requestIdleCallback((d) => console.log('idle with timeout option ran; remaining is a number:', typeof d.timeRemaining()), { timeout: 100 });
}, 400);
