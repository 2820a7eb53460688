// finally handlers on timer-driven promises run before the following then, and a value returned from finally is ignored.
const settleLater = (ms, ok) => new Promise((resolve, reject) => setTimeout(() => (ok ? resolve(ms) : reject(new Error(`fail ${ms}`))), ms));
settleLater(10, true)
  .finally(() => {
    console.log('finally after fulfilment');
    return 'ignored';
  })
  .then((v) => console.log(`then got ${v}`));
settleLater(20, false)
  .finally(() => console.log('finally after rejection'))
  .catch((e) => console.log(`catch got ${e.message}`));
setTimeout(() => console.log('timer 15 between them'), 15);
