// A timer can be cancelled from a microtask before it runs; another timer with the same delay still runs.
const doomed = setTimeout(() => console.log('doomed (never printed)'), 10);
setTimeout(() => console.log('survivor'), 10);
Promise.resolve().then(() => {
  clearTimeout(doomed);
  console.log('cleared in a microtask');
});
setTimeout(() => {
  const late = setTimeout(() => console.log('late (never printed)'), 20);
  queueMicrotask(() => clearTimeout(late));
  console.log('second timer scheduled and cancelled another');
}, 20);
setTimeout(() => console.log('end'), 60);
