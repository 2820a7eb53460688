// Sorting a big Float64Array in a worker: the buffer is transferred there and back, so neither side copies it.
function makeData(n) {
  // a deterministic pseudo-random sequence (LCG), so the output is stable
  const data = new Float64Array(n);
  let seed = 42;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    data[i] = seed / 2147483648;
  }
  return data;
}

const data = makeData(200000);
console.log('before:', data.length, 'numbers,', data.buffer.byteLength, 'bytes');
console.log('first three:', Array.from(data.subarray(0, 3), (x) => x.toFixed(4)).join(' '));

const worker = new Worker('sorter.js');
worker.onmessage = (e) => {
  const sorted = new Float64Array(e.data.buffer);
  console.log('got back', sorted.length, 'numbers in', e.data.buffer.byteLength, 'bytes');
  console.log('smallest:', sorted[0].toFixed(6), 'largest:', sorted[sorted.length - 1].toFixed(6));
  let ok = true;
  for (let i = 1; i < sorted.length; i++) if (sorted[i - 1] > sorted[i]) ok = false;
  console.log('ascending:', ok);
  console.log('worker says its copy is now', e.data.leftBehind, 'bytes');
  worker.terminate();
};

worker.postMessage({ buffer: data.buffer }, [data.buffer]);
console.log('after postMessage: data.length =', data.length, ', byteLength =', data.buffer.byteLength);
// @file sorter.js
onmessage = (e) => {
  const { buffer } = e.data;
  const arr = new Float64Array(buffer);
  arr.sort();
  const reply = { buffer: arr.buffer, leftBehind: 0 };
  postMessage(reply, [arr.buffer]);
  reply.leftBehind = arr.buffer.byteLength; // too late to be seen: the message was already cloned
};
