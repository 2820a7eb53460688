// Nested async functions waiting on timers of different lengths resume in timer order, innermost first.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function inner(label, ms) {
  await sleep(ms);
  console.log(`inner ${label} woke after ${ms}`);
  return label.length;
}
async function outer() {
  console.log('outer start');
  const a = inner('alpha', 30);
  const b = inner('be', 10);
  const total = (await a) + (await b);
  console.log(`outer total ${total}`);
}
outer().then(() => console.log('outer done'));
setTimeout(() => console.log('timer 20'), 20);
