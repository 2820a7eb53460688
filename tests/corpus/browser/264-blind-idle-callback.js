// requestIdleCallback processes a work queue when the page is idle
const work = ['parse', 'index', 'compress', 'upload'];
const done = [];
function process(deadline) {
  while (work.length && deadline.timeRemaining() > 0) {
    const item = work.shift();
    done.push(item);
    console.log('idle did', item);
    if (item === 'index') break;
  }
  if (work.length) requestIdleCallback(process);
  else console.log('all idle work done:', done.join(','));
}
requestIdleCallback(process);
setTimeout(() => console.log('timeout runs before idle work'), 0);
Promise.resolve().then(() => console.log('microtask first'));
console.log('sync');
