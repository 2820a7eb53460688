// A timer callback can cancel another timer due in the same batch; the cancelled one never runs.
let second = null;
setTimeout(() => {
  console.log('first: cancelling second');
  clearTimeout(second);
}, 2);
second = setTimeout(() => console.log('second'), 2);
setTimeout(() => console.log('third'), 2);
