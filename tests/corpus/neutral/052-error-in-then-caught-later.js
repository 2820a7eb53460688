// A throw inside a then-handler skips later then-handlers and reaches the next catch.
const log = (s) => console.log(s);
Promise.resolve(1)
  .then((v) => { log('step ' + v); throw new Error('step failed'); })
  .then(() => log('skipped'))
  .catch((e) => { log('caught: ' + e.message); return 'recovered'; })
  .then((v) => log('continues with ' + v))
  .finally(() => log('finally'));
