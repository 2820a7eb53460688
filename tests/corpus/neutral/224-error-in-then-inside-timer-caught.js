// An error thrown in a reaction inside a timer callback is caught by a later catch in the chain before the next timer runs.
setTimeout(() => {
  console.log('timer 1');
  Promise.resolve(1)
    .then((v) => { throw new Error(`bad ${v}`); })
    .then(() => console.log('skipped'))
    .catch((e) => console.log(`caught ${e.message}`))
    .then(() => console.log('chain continues'));
}, 10);
setTimeout(() => console.log('timer 2'), 20);
