// unhandled rejection in the browser: window event, page keeps going
window.addEventListener('unhandledrejection', (e) => {
  console.log('unhandledrejection:', e.reason.message);
  e.preventDefault();
});
window.addEventListener('error', (e) => {
  console.log('window error:', e.message);
  e.preventDefault();
});
Promise.reject(new Error('nobody caught me'));
setTimeout(() => {
  throw new Error('thrown in timer');
}, 10);
setTimeout(() => console.log('page still alive'), 50);
console.log('sync done');
