// setInterval with clearInterval, and nested setTimeout ordering
let ticks = 0;
const id = setInterval(() => {
  ticks++;
  console.log('interval tick', ticks);
  if (ticks === 3) {
    clearInterval(id);
    console.log('interval cleared');
  }
}, 50);
setTimeout(() => {
  console.log('outer timeout');
  setTimeout(() => console.log('inner timeout'), 0);
  Promise.resolve().then(() => console.log('outer microtask'));
}, 0);
setTimeout(() => console.log('second timeout'), 0);
setTimeout(() => console.log('late timeout (after interval)'), 400);
