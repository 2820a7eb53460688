// An unhandled rejection that gets a handler from a later timer: the
// unhandledrejection event has already fired by then, and the catch still runs.
window.addEventListener('unhandledrejection', (e) => console.log(`unhandledrejection: ${e.reason.message}`));
const p = Promise.reject(new Error('late'));
setTimeout(() => {
  console.log('timer attaches catch');
  p.catch((e) => console.log(`caught ${e.message}`));
}, 100);
