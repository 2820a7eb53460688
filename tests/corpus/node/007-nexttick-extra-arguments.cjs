// process.nextTick and setImmediate pass extra arguments to the callback; each queue is FIFO.
function deliver(item, qty) {
  console.log('deliver', item, qty);
}
setImmediate(deliver, 'figs', 2);
process.nextTick(deliver, 'apples', 3);
queueMicrotask(() => deliver('cherries', 9));
process.nextTick(deliver, 'pears', 5);
console.log('truck loaded');
