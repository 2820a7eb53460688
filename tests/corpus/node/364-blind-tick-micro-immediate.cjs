// Interview puzzle: nextTick vs queueMicrotask vs promises vs setImmediate vs timers (inside I/O)
const fs = require('fs');

console.log('1 sync start');
setTimeout(() => console.log('T1 timeout 0'), 0);
setImmediate(() => console.log('I1 immediate'));
process.nextTick(() => console.log('N1 nextTick'));
queueMicrotask(() => console.log('M1 queueMicrotask'));
Promise.resolve().then(() => {
  console.log('P1 then');
  process.nextTick(() => console.log('N3 nextTick from promise'));
  queueMicrotask(() => console.log('M3 micro from promise'));
});
process.nextTick(() => {
  console.log('N2 nextTick');
  Promise.resolve().then(() => console.log('P2 then from nextTick'));
  process.nextTick(() => console.log('N4 nested nextTick'));
});

fs.readFile(__filename, () => {
  console.log('R readFile callback');
  setTimeout(() => console.log('R-T timeout in io'), 0);
  setImmediate(() => {
    console.log('R-I immediate in io');
    process.nextTick(() => console.log('R-I-N tick after immediate'));
  });
  setImmediate(() => console.log('R-I2 second immediate'));
  process.nextTick(() => console.log('R-N tick in io'));
});
(async () => {
  console.log('A1 async fn body');
  await null;
  console.log('A2 after await');
  await new Promise((r) => setImmediate(r));
  console.log('A3 after await immediate');
})();
// busy-wait so the 0 ms timer has surely expired when the loop starts
const until = Date.now() + 5;
while (Date.now() < until);
console.log('2 sync end');
