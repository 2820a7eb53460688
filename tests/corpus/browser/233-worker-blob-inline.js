// The single-file demo trick: the worker's source lives in a string, turned into a Blob URL; the URL is revoked right after the Worker is created.
const workerSource = `
  self.onmessage = function (event) {
    var text = event.data;
    var counts = {};
    text.toLowerCase().match(/[a-z']+/g).forEach(function (word) {
      counts[word] = (counts[word] || 0) + 1;
    });
    var top = Object.keys(counts)
      .sort(function (a, b) { return counts[b] - counts[a] || (a < b ? -1 : 1); })
      .slice(0, 3)
      .map(function (w) { return w + ':' + counts[w]; });
    self.postMessage({ words: text.split(/\\s+/).length, top: top, origin: self.location.protocol });
  };
`;

const blob = new Blob([workerSource], { type: 'text/javascript' });
const url = URL.createObjectURL(blob);
console.log('blob url scheme:', url.split(':')[0], '| same origin inside:', url.startsWith('blob:' + location.origin));
const worker = new Worker(url);
URL.revokeObjectURL(url);
console.log('revoked the URL immediately');

worker.onmessage = (e) => {
  console.log('words:', e.data.words);
  console.log('top:', e.data.top.join(' '));
  console.log('worker location protocol:', e.data.origin);
  const late = new Worker(url);
  late.onerror = (ev) => {
    console.log('a new Worker from the revoked URL fires', ev.type, 'with', ev.constructor.name);
    worker.terminate();
  };
};
worker.onerror = (e) => console.log('unexpected error', e.message);

worker.postMessage('The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs.');
