// Batching writes: collect calls in the same tick and flush with setImmediate
function createBatcher(flush) {
  let batch = null;
  return function add(item) {
    if (!batch) {
      batch = [];
      setImmediate(() => {
        const b = batch;
        batch = null;
        flush(b);
      });
    }
    batch.push(item);
    return batch.length;
  };
}

let flushes = 0;
const add = createBatcher((items) => console.log(`flush #${++flushes}:`, items.join(',')));

// Inside an I/O callback, setImmediate always runs before a 0 ms timer
require('fs').readFile(__filename, () => {
  add('a');
  add('b');
  process.nextTick(() => add('tick'));
  Promise.resolve().then(() => add('micro'));
  setTimeout(() => {
    add('timeout1');
    add('timeout2');
  }, 20);
  setImmediate(() => add('immediate'));
});

// DataLoader-style: batch keys, resolve each caller
function createLoader(batchFn) {
  let queue = [];
  return (key) => new Promise((resolve) => {
    queue.push({ key, resolve });
    if (queue.length === 1) {
      process.nextTick(async () => {
        const q = queue;
        queue = [];
        const values = await batchFn(q.map((x) => x.key));
        q.forEach((x, i) => x.resolve(values[i]));
      });
    }
  });
}
const loader = createLoader(async (keys) => {
  console.log('batch load', JSON.stringify(keys));
  return keys.map((k) => k * 10);
});
Promise.all([loader(1), loader(2), loader(3)]).then((v) => console.log('loaded', v.join(' ')));
