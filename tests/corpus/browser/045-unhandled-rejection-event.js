// An unhandled rejection fires the window's unhandledrejection event in a task of its
// own, after the microtasks; a rejection handled within the same microtask checkpoint
// does not fire it.
window.addEventListener('unhandledrejection', (e) => {
  console.log(`unhandled: ${e.reason.message}`);
});
Promise.reject(new Error('nobody catches this'));
const later = Promise.reject(new Error('caught in a microtask'));
Promise.resolve().then(() => later.catch((e) => console.log(`caught: ${e.message}`)));
Promise.resolve().then(() => console.log('microtask'));
setTimeout(() => console.log('timeout 100'), 100);
