// Interview question: in what order do these lines print in the browser?
console.log('1 sync start');
setTimeout(() => {
  console.log('2 timeout A');
  Promise.resolve().then(() => console.log('3 microtask inside timeout A'));
}, 0);
setTimeout(() => console.log('4 timeout B'), 0);

Promise.resolve()
  .then(() => {
    console.log('5 then 1');
    setTimeout(() => console.log('6 timeout from then 1'), 0);
  })
  .then(() => console.log('7 then 2'));

queueMicrotask(() => console.log('8 queueMicrotask'));

(async function main() {
  console.log('9 async start');
  await undefined;
  console.log('10 after first await');
  for (let i = 0; i < 2; i++) await null;
  console.log('11 after two more awaits');
})();

new Promise((resolve) => {
  console.log('12 executor');
  setTimeout(resolve, 0, 'resolved by timer');
}).then((v) => console.log('13', v));

console.log('14 sync end');
