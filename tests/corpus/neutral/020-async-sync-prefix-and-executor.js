// Async code before the first await and promise executors run synchronously (no timers).
async function first() {
  console.log('first start');
  await second();
  console.log('first end');
}
async function second() {
  console.log('second');
}
console.log('script start');
first();
new Promise((resolve) => {
  console.log('executor');
  resolve();
}).then(() => console.log('then A')).then(() => console.log('then B'));
console.log('script end');
