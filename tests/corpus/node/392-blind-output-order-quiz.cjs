// Classic interview question: what does this print?
console.log('1: script start');

setTimeout(() => console.log('2: setTimeout'), 0);

const p = new Promise((resolve) => {
  console.log('3: executor runs synchronously');
  resolve('ok');
  console.log('4: after resolve');
});

p.then((v) => {
  console.log('5: then', v);
  process.nextTick(() => console.log('6: nextTick inside then'));
  return Promise.resolve('inner');
}).then((v) => console.log('7: chained then', v));

process.nextTick(() => console.log('8: nextTick'));

queueMicrotask(() => console.log('9: queueMicrotask'));

(async () => {
  console.log('10: async fn body');
  await null;
  console.log('11: after await null');
  await new Promise((r) => setTimeout(r, 0));
  console.log('12: after awaiting a timer');
})();

console.log('13: script end');
