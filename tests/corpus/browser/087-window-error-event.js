// window 'error' listeners see uncaught errors from timer and event listener callbacks (ErrorEvent message, error, filename, line), preventDefault hides the report; 'unhandledrejection' gets the reason and promise
// @until 600
window.addEventListener('error', (e) => {
  console.log(`error event: ${e.message} | error is Error: ${e.error instanceof Error} | ${e.error && e.error.message}`);
  console.log(`  type ${e.type}, ErrorEvent ${e instanceof ErrorEvent}, cancelable ${e.cancelable}, file ${e.filename.split('/').pop()}, line ${e.lineno}, has column ${e.colno > 0}`);
  e.preventDefault();
});
window.addEventListener('unhandledrejection', (e) => {
  console.log(`unhandledrejection: ${e.reason.message} | promise is Promise: ${e.promise instanceof Promise} | ${e instanceof PromiseRejectionEvent}`);
  e.preventDefault();
});
setTimeout(() => {
  throw new Error('boom in timer');
}, 50);
const target = new EventTarget();
target.addEventListener('ping', () => { throw new TypeError('listener failed'); });
setTimeout(() => {
  target.dispatchEvent(new Event('ping'));
  console.log('dispatchEvent returned after the listener threw');
}, 150);
setTimeout(() => {
  Promise.reject(new RangeError('nobody caught me'));
}, 250);
console.log('script done');
