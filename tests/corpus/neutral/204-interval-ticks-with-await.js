// setInterval callbacks run one per task; an async callback's code after await runs before the next tick.
let ticks = 0;
const id = setInterval(async () => {
  ticks++;
  const mine = ticks;
  console.log(`tick ${mine} start`);
  await null;
  console.log(`tick ${mine} after await`);
  if (mine === 3) {
    clearInterval(id);
    console.log('interval cleared');
  }
}, 25);
setTimeout(() => console.log(`at 150 ms: ${ticks} ticks`), 150);
