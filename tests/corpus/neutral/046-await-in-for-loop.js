// await inside a for loop: each iteration resumes one tick later, interleaved with a chain.
const log = (s) => console.log(s);
async function loop() {
  for (const x of ['a', 'b', 'c']) {
    const v = await x;
    log('loop ' + v);
  }
  log('loop done');
}
loop();
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
