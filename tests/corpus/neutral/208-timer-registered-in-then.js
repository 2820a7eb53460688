// A timer registered inside a promise reaction is queued after timers registered by the script, even with the same delay.
Promise.resolve().then(() => {
  console.log('then registers timer B');
  setTimeout(() => console.log('timer B'), 0);
});
setTimeout(() => {
  console.log('timer A');
  Promise.resolve().then(() => setTimeout(() => console.log('timer C from A'), 0));
}, 0);
console.log('script registered timer A');
