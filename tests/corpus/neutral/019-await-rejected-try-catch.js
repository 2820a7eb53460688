// await of a rejected promise throws inside the async function; try/catch catches it at tick 1.
const log = (s) => console.log(s);
async function f() {
  try {
    log('before await');
    await Promise.reject(new Error('boom'));
    log('not reached');
  } catch (e) {
    log('caught ' + e.message);
  } finally {
    log('finally');
  }
  return 'done';
}
f().then((v) => log('f fulfilled: ' + v));
Promise.resolve().then(() => log('t1')).then(() => log('t2')).then(() => log('t3'));
log('sync end');
