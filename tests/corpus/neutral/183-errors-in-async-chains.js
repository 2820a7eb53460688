// Errors thrown deep in async code propagate through awaits and then-chains to the nearest handler.
const log = (s) => console.log(s);
async function level3() { await null; throw new TypeError('deep failure'); }
async function level2() { return await level3(); }
async function level1() {
  try {
    await level2();
  } catch (e) {
    log('level1 caught ' + e.name + ': ' + e.message);
    throw new Error('wrapped', { cause: e });
  }
}
level1()
  .then(() => log('not reached'))
  .catch((e) => log('outer caught ' + e.message + ' (cause: ' + e.cause.message + ')'))
  .then(() => log('chain continues'));
log('sync end');
