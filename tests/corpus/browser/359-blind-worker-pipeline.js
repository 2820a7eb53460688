// @until 2000
// A main-thread / Web Worker pipeline: request ids, transferable buffers, structured clone of Maps/Dates/errors, progress messages, terminate
const worker = new Worker('worker.js');
let nextId = 1;
const pending = new Map();
worker.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'progress') { console.log(`  progress #${msg.id}: ${msg.done}/${msg.total}`); return; }
  const p = pending.get(msg.id);
  pending.delete(msg.id);
  if (msg.error) p.reject(Object.assign(new Error(msg.error.message), { name: msg.error.name }));
  else p.resolve(msg.result);
};
worker.onerror = (e) => { console.log('worker error event:', e.message); e.preventDefault(); };
function call(op, payload, transfer = []) {
  const id = nextId++;
  return new Promise((resolve, reject) => { pending.set(id, { resolve, reject }); worker.postMessage({ id, op, payload }, transfer); });
}
(async () => {
  console.log('primes <= 50:', (await call('primes', 50)).join(' '));
  const buf = new Float64Array([1.5, 2.5, 3, 4]).buffer;
  const res = await call('sumBuffer', buf, [buf]);
  console.log(`sum ${res.sum}; buffer detached in main: ${buf.byteLength === 0}; returned buffer bytes ${res.back.byteLength}`);
  const cloned = await call('echo', { when: new Date(Date.UTC(2020, 0, 2)), tags: new Set(['a', 'b']), map: new Map([[1, { deep: [1, 2] }]]), re: /x+/gi, big: 10n });
  console.log('echo types:', cloned.when instanceof Date, cloned.when.toISOString(), cloned.tags instanceof Set, [...cloned.tags].join(), cloned.map.get(1).deep.length, String(cloned.re), typeof cloned.big, cloned.seenInWorker);
  try { await call('fail', 'bad input'); } catch (e) { console.log(`worker replied with error ${e.name}: ${e.message}`); }
  try { worker.postMessage({ fn: () => 1 }); } catch (e) { console.log('cannot clone function:', e.name); }
  const [a, b] = await Promise.all([call('slowSquare', 7), call('slowSquare', 3)]);
  console.log('parallel results in request order:', a, b);
  worker.terminate();
  const after = await Promise.race([call('primes', 10), new Promise(r => setTimeout(() => r('no reply after terminate'), 200))]);
  console.log(after);
})();
// @file worker.js
const primes = (n) => { const s = new Uint8Array(n + 1); const out = []; for (let i = 2; i <= n; i++) { if (!s[i]) { out.push(i); for (let j = i * i; j <= n; j += i) s[j] = 1; } } return out; };
self.onmessage = async (e) => {
  const { id, op, payload } = e.data;
  try {
    let result;
    switch (op) {
      case 'primes': result = primes(payload); break;
      case 'sumBuffer': {
        const arr = new Float64Array(payload);
        for (let i = 0; i < arr.length; i++) self.postMessage({ type: 'progress', id, done: i + 1, total: arr.length });
        const back = new ArrayBuffer(16);
        result = { sum: arr.reduce((a, b) => a + b, 0), back };
        self.postMessage({ id, result }, [back]);
        return;
      }
      case 'echo': result = { ...payload, seenInWorker: payload.map instanceof Map && payload.when instanceof Date }; break;
      case 'fail': throw new RangeError(`cannot process ${payload}`);
      case 'slowSquare': await new Promise(r => setTimeout(r, payload * 20)); result = payload * payload; break;
      default: throw new Error('unknown op ' + op);
    }
    self.postMessage({ id, result });
  } catch (err) {
    self.postMessage({ id, error: { name: err.name, message: err.message } });
  }
};
