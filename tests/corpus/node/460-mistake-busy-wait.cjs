// Mistake: a synchronous busy-wait blocks the timer that was supposed to fire
const start = Date.now();
const rounded = () => Math.round((Date.now() - start) / 100) * 100;

setTimeout(() => {
  console.log(`50ms timer fired at ~${rounded()}ms (late, because the loop was blocked)`);
}, 50);

setImmediate(() => console.log(`immediate ran at ~${rounded()}ms`));
Promise.resolve().then(() => console.log('promise callbacks wait for the busy loop too'));

function sleepSync(ms) {
  const end = Date.now() + ms;
  let spins = 0;
  while (Date.now() < end) spins++;
  return spins > 0;
}

console.log('blocking for 300ms...');
sleepSync(300);
console.log(`done blocking at ~${rounded()}ms`);

// the non-blocking version
const t0 = Date.now();
setTimeout(() => {
  const wait = new Promise((r) => setTimeout(r, 200));
  const ticker = setInterval(() => console.log('  ticker still runs while we await'), 60);
  wait.then(() => {
    clearInterval(ticker);
    console.log(`async wait finished at ~${Math.round((Date.now() - t0) / 100) * 100}ms after t0`);
  });
}, 100);
