// When the worker script itself is the problem: a 404, a syntax error, a cross-origin URL, and a bad type option.
const report = (label) => (e) => {
  console.log(`${label}: ${e.type} event, ${e.constructor.name}, message ${JSON.stringify(e.message)}`);
  e.preventDefault();
};

try {
  new Worker('https://cdn.example.com/worker.js');
} catch (e) {
  console.log('cross-origin:', e.name);
}

try {
  new Worker('ok.js', { type: 'wasm' });
} catch (e) {
  console.log('bad type option:', e.name);
}

window.addEventListener('error', (e) => console.log('window saw:', e.message));

const missing = new Worker('no-such-worker.js');
missing.onerror = (e) => {
  report('404')(e);
  missing.postMessage('is anyone there?'); // silently dropped
  const broken = new Worker('broken.js');
  broken.onerror = (ev) => {
    report('syntax error')(ev);
    console.log('  at', ev.filename.split('/').pop() + ':' + ev.lineno);
    const ok = new Worker('ok.js');
    ok.onmessage = (m) => {
      console.log('ok worker says:', m.data);
      ok.terminate();
    };
  };
};
console.log('constructors returned; errors come later');
// @file broken.js
self.onmessage = (e) => {
  postMessage(e.data.map(x => x * 2);
};
// @file ok.js
postMessage('loaded fine');
