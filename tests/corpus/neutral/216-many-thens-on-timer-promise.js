// Several reactions on one promise resolved by a timer run in registration order, before the next timer.
let resolveIt;
const p = new Promise((resolve) => { resolveIt = resolve; });
p.then((v) => console.log(`reaction 1 got ${v}`));
p.then((v) => console.log(`reaction 2 got ${v}`)).then(() => console.log('reaction 2 chained'));
p.then((v) => console.log(`reaction 3 got ${v}`));
setTimeout(() => {
  console.log('timer resolves');
  resolveIt('value');
  console.log('resolve returned');
}, 10);
setTimeout(() => {
  console.log('next timer');
  p.then((v) => console.log(`late reaction got ${v}`));
}, 20);
