// Copy vs transfer of binary data to a worker: byteLength before and after, a typed array view over a transferred buffer, and detached-buffer errors.
const worker = new Worker('bytes.js');
const replies = [];
worker.onmessage = (e) => {
  replies.push(e.data);
  console.log('worker:', e.data);
  if (replies.length === 3) worker.terminate();
};

// 1. plain postMessage copies
const copied = new ArrayBuffer(1024);
worker.postMessage({ label: 'copied', buf: copied });
console.log('copied: still', copied.byteLength, 'bytes here');

// 2. transfer list moves the buffer
const moved = new ArrayBuffer(2048);
console.log('moved: before', moved.byteLength);
worker.postMessage({ label: 'moved', buf: moved }, [moved]);
console.log('moved: after', moved.byteLength);

// 3. transferring a typed array's buffer detaches the view too
const view = new Uint16Array([1, 2, 3, 4, 5]);
const tail = view.subarray(2);
worker.postMessage({ label: 'view', buf: tail }, { transfer: [view.buffer] });
console.log('view.length now', view.length, 'tail.length now', tail.length, 'byteOffset', tail.byteOffset);

try {
  new Uint8Array(moved);
  console.log('not reached');
} catch (e) {
  console.log('using the moved buffer:', e.name + ': ' + e.message);
}

try {
  worker.postMessage(moved, [moved]);
} catch (e) {
  console.log('transferring it again:', e.name);
}
// @file bytes.js
onmessage = ({ data }) => {
  const { label, buf } = data;
  if (ArrayBuffer.isView(buf)) {
    postMessage(`${label}: ${buf.constructor.name} length ${buf.length}, byteOffset ${buf.byteOffset}, whole buffer ${buf.buffer.byteLength} bytes, values ${Array.from(buf).join(',')}`);
  } else {
    postMessage(`${label}: ${buf.constructor.name} of ${buf.byteLength} bytes`);
  }
};
