// A nextTick callback that re-queues itself 200 000 times starves promise jobs until it stops, then an async loop awaits 100 000 ticks.
let n = 0;
const seen = [];
Promise.resolve().then(() => seen.push('promise job after ' + n + ' ticks'));
function spin() {
  if (++n < 200000) process.nextTick(spin);
  else seen.push('spin done at ' + n);
}
process.nextTick(spin);
const tick = () => new Promise((resolve) => process.nextTick(resolve));
async function loop() {
  let s = 0;
  for (let i = 0; i < 100000; i++) { await tick(); s += i % 7; }
  return s;
}
loop().then((s) => {
  console.log(seen.join('\n'));
  console.log('async loop sum', s);
});
