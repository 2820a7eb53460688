// Mistake: sequential awaits where parallel was intended (and the reverse)
const start = Date.now();
const events = [];
const task = (name, ms) => new Promise((r) => setTimeout(() => { events.push(name); r(name); }, ms));

async function sequentialByAccident() {
  const a = await task('seq-a', 20);
  const b = await task('seq-b', 10);
  return [a, b];
}
async function parallelOnPurpose() {
  const pa = task('par-a', 20);
  const pb = task('par-b', 10);
  return [await pa, await pb];
}
async function raceCondition() {
  let balance = 100;
  const withdraw = async (amount, delay) => {
    const current = balance;
    await new Promise((r) => setTimeout(r, delay));
    balance = current - amount;
  };
  await Promise.all([withdraw(30, 5), withdraw(50, 1)]);
  console.log('balance after two withdrawals (lost update):', balance);
  balance = 100;
  let lock = Promise.resolve();
  const safeWithdraw = (amount, delay) => (lock = lock.then(async () => {
    const current = balance;
    await new Promise((r) => setTimeout(r, delay));
    balance = current - amount;
  }));
  await Promise.all([safeWithdraw(30, 5), safeWithdraw(50, 1)]);
  console.log('balance with a promise lock:', balance);
}

(async () => {
  const s = await sequentialByAccident();
  const p = await parallelOnPurpose();
  console.log(s.join(','), p.join(','));
  console.log('completion order:', events.join(' '));
  await raceCondition();
  let ticks = 0;
  const id = setInterval(async () => {
    const mine = ++ticks;
    if (ticks >= 3) clearInterval(id);
    await new Promise((r) => setTimeout(r, 200));
    console.log(`interval callback ${mine} finished; callbacks started so far: ${ticks} (they overlap)`);
  }, 20);
  void start;
})();
