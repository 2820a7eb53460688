// What does this print? nextTick vs promise vs async/await
async function a1() {
  console.log('a1 start');
  await a2();
  console.log('a1 end');
}
async function a2() {
  console.log('a2');
}

console.log('script start');
setTimeout(() => console.log('setTimeout'), 0);
setTimeout(() => console.log('setTimeout 1ms'), 1);

process.nextTick(() => {
  console.log('tick 1');
  process.nextTick(() => console.log('tick 1.1'));
  Promise.resolve().then(() => console.log('promise inside tick'));
});

a1();

new Promise((resolve) => {
  console.log('promise executor');
  resolve();
}).then(() => {
  console.log('then 1');
  process.nextTick(() => console.log('tick from then'));
}).then(() => console.log('then 2'));

process.nextTick(() => console.log('tick 2'));
console.log('script end');
