// Two workers process alternating chunks at different speeds; the page uses sequence numbers and a reorder buffer to emit results in order.
const chunks = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'];
const workers = [new Worker('stage.js'), new Worker('stage.js')];
const buffer = new Map();
let nextSeq = 0;
const output = [];

function emitReady() {
  while (buffer.has(nextSeq)) {
    const item = buffer.get(nextSeq);
    buffer.delete(nextSeq);
    console.log(`emit #${item.seq}: ${item.text} (by worker ${item.worker})`);
    output.push(item.text);
    nextSeq++;
  }
  if (nextSeq === chunks.length) {
    console.log(`stream complete: ${output.join(' ')}`);
    console.log(`buffer empty: ${buffer.size === 0}`);
    workers.forEach((w) => w.terminate());
  }
}

workers.forEach((w, i) => {
  w.onmessage = ({ data }) => {
    buffer.set(data.seq, { ...data, worker: i });
    emitReady();
  };
});

chunks.forEach((text, seq) => {
  // worker 0 is the "slow" one: it waits longer per chunk than worker 1
  workers[seq % 2].postMessage({ seq, text, delay: seq % 2 === 0 ? 40 : 5 });
});
console.log(`dispatched ${chunks.length} chunks to 2 workers`);

// @file stage.js
let queue = Promise.resolve();
onmessage = ({ data }) => {
  queue = queue.then(() => new Promise((resolve) => {
    setTimeout(() => {
      postMessage({ seq: data.seq, text: data.text.split('').reverse().join('').toUpperCase() });
      resolve();
    }, data.delay);
  }));
};
