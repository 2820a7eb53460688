// process.nextTick starvation-ish and ordering
let n = 0;
function recurse() {
  if (++n < 5) process.nextTick(recurse);
  console.log('tick', n);
}
setImmediate(() => console.log('immediate (after all ticks)'));
process.nextTick(recurse);
Promise.resolve().then(() => console.log('promise after ticks'));

const ee = new (require('events'))();
function make() {
  const e = new (require('events'))();
  process.nextTick(() => e.emit('start'));
  return e;
}
make().on('start', () => console.log('listener attached in time thanks to nextTick'));

setImmediate(() => {
  console.log('immediate 2');
  process.nextTick(() => console.log('tick inside immediate'));
  Promise.resolve().then(() => console.log('promise inside immediate'));
});
setImmediate(() => console.log('immediate 3'));

queueMicrotask(() => {
  console.log('microtask');
  process.nextTick(() => console.log('tick queued from microtask'));
});
