// Promise.all keeps argument order even though its timers resolve in a different order; it reacts after the last one.
const after = (ms, v) => new Promise((resolve) => setTimeout(() => {
  console.log(`resolved ${v} at ${ms} ms`);
  resolve(v);
}, ms));
Promise.all([after(40, 'first'), after(10, 'second'), after(25, 'third')])
  .then((values) => console.log(`all: ${values.join(', ')}`));
Promise.any([after(50, 'x'), after(20, 'y')]).then((v) => console.log(`any: ${v}`));
console.log('waiting');
