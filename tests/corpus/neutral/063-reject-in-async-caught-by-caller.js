// A rejection from an awaited async callee is caught by the caller's try/catch.
const log = (s) => console.log(s);
async function inner(n) {
  await null;
  if (n > 1) throw new RangeError('too big: ' + n);
  return n;
}
async function outer() {
  for (const n of [1, 2]) {
    try {
      log('inner(' + n + ') = ' + (await inner(n)));
    } catch (e) {
      log(e.name + ' caught in outer: ' + e.message);
    }
  }
}
outer().then(() => log('outer done'));
