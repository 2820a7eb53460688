// A rejection with no handler terminates the program (exit code 1) once the microtask queue drains.
const log = (s) => console.log(s);
log('sync start');
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'));
Promise.reject(new Error('nobody handles this'));
log('sync end');
