// Sending things that cannot be cloned: postMessage throws a DataCloneError synchronously, and nothing is sent; the worker keeps working.
const worker = new Worker('settings-worker.js');
worker.onmessage = (e) => console.log('worker replied:', e.data);

const attempts = {
  'a callback': { onDone: () => console.log('done') },
  'a symbol': Symbol('id'),
  'a DOM node': document.body,
  'an object with a getter that throws': { get secret() { throw new Error('no peeking'); } },
  'a WeakMap': new WeakMap(),
  'a plain object': { theme: 'dark', fontSize: 14 },
};

for (const [label, value] of Object.entries(attempts)) {
  try {
    worker.postMessage({ label, value });
    console.log(`${label}: sent`);
  } catch (e) {
    console.log(`${label}: ${e.name}${e instanceof DOMException ? ` (DOMException code ${e.code})` : `: ${e.message}`}`);
  }
}

// A common workaround: strip functions before sending
const settings = { theme: 'light', onChange() {}, nested: { format: (x) => x, digits: 2 } };
const plain = JSON.parse(JSON.stringify(settings));
worker.postMessage({ label: 'stripped settings', value: plain });

try {
  structuredClone({ fn() {} });
} catch (e) {
  console.log('structuredClone throws the same:', e.name);
}
// @file settings-worker.js
onmessage = ({ data }) => {
  postMessage(`${data.label} -> ${JSON.stringify(data.value)}`);
};
