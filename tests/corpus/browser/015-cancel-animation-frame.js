// cancelAnimationFrame removes a pending callback, also when called from an earlier
// callback of the same frame; cancelling an unknown id is harmless.
const a = requestAnimationFrame(() => {
  console.log('a runs, cancels c');
  cancelAnimationFrame(c);
});
const b = requestAnimationFrame(() => console.log('b (never runs)'));
const c = requestAnimationFrame(() => console.log('c (never runs)'));
requestAnimationFrame(() => console.log('d runs'));
cancelAnimationFrame(b);
cancelAnimationFrame(99999);
console.log(`ids increase: ${a < b && b < c}`);
