// A microtask that re-queues itself interleaves with a then-chain, one step each.
const log = (s) => console.log(s);
let n = 0;
function step() {
  n++;
  log('self ' + n);
  if (n < 4) queueMicrotask(step);
}
queueMicrotask(step);
Promise.resolve()
  .then(() => log('chain 1'))
  .then(() => log('chain 2'))
  .then(() => log('chain 3'))
  .then(() => log('chain 4'));
