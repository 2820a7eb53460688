// The unhandledrejection event is fired from a task queued after the script's
// microtask checkpoint, so a zero-delay timer registered earlier by the script runs
// before it.
window.addEventListener('unhandledrejection', (e) => {
  console.log(`unhandledrejection: ${e.reason.message}`);
  queueMicrotask(() => console.log('  microtask in the rejection task'));
});
setTimeout(() => console.log('timeout 0 (registered first)'), 0);
Promise.reject(new Error('dropped'));
Promise.resolve().then(() => console.log('microtask'));
setTimeout(() => console.log('timeout 50'), 50);
