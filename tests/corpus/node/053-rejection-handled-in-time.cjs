// A rejection handled in a nextTick or a few microtasks later is never reported as unhandled.
process.on('unhandledRejection', () => console.log('never: reported'));
const p = Promise.reject(new Error('flaky'));
process.nextTick(() => p.catch((e) => console.log('handled in nextTick:', e.message)));
const q = Promise.reject(new Error('slow'));
queueMicrotask(() => {
  queueMicrotask(() => q.catch((e) => console.log('handled two microtasks later:', e.message)));
});
setTimeout(() => console.log('no unhandled rejections'), 1);
