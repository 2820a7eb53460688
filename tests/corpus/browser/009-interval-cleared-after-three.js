// setInterval fires every 20 ms; each tick's microtask runs right after it; a 50 ms
// timeout lands between the second and third tick; clearInterval in the third tick
// stops it.
let n = 0;
const id = setInterval(() => {
  n++;
  console.log(`tick ${n}`);
  Promise.resolve().then(() => console.log(`  microtask of tick ${n}`));
  if (n === 3) clearInterval(id);
}, 20);
setTimeout(() => console.log('timeout 50'), 50);
setTimeout(() => console.log(`after 200 ms: ${n} ticks`), 200);
