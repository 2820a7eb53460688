// Page-level error handling: error and unhandledrejection events
window.addEventListener('error', (e) => {
  console.log('error event:', e.message, '| type', e.error?.constructor.name);
  if (e.message.includes('handled')) e.preventDefault();
});
window.addEventListener('unhandledrejection', (e) => {
  console.log('unhandledrejection:', e.reason instanceof Error ? e.reason.message : e.reason);
});
window.addEventListener('rejectionhandled', (e) => console.log('rejectionhandled:', e.reason.message));

setTimeout(() => {
  console.log('timer 1 throws');
  throw new TypeError('handled in timer');
}, 10);
setTimeout(() => console.log('timer 2 still runs: the page keeps going'), 20);

Promise.reject(new Error('nobody catches me'));
const late = Promise.reject(new Error('caught later'));
setTimeout(() => late.catch(() => console.log('late catch attached')), 100);

queueMicrotask(() => {
  console.log('microtask throws');
  throw new RangeError('from microtask');
});
Promise.reject('a plain string');
console.log('script end');
