// A hand-written Comlink-style RPC: a Proxy turns method calls into postMessage requests that resolve with the worker's replies.
function wrap(worker) {
  let nextId = 1;
  const pending = new Map();
  worker.addEventListener('message', ({ data }) => {
    const { resolve, reject } = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) resolve(data.value);
    else reject(Object.assign(new Error(data.message), { name: data.name }));
  });
  return new Proxy({}, {
    get(_, method) {
      if (method === 'then') return undefined; // so that `await api` does not call the worker
      return (...args) => new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, method, args });
      });
    },
  });
}

const api = wrap(new Worker('api-worker.js'));

(async () => {
  const same = await api;
  console.log(`awaiting the proxy gives the proxy back: ${same === api}`);
  console.log(`add(2, 3) = ${await api.add(2, 3)}`);
  const [f, g, c] = await Promise.all([api.fib(20), api.greet('Ada'), api.counter()]);
  console.log(`fib(20) = ${f}; greet = ${g}; counter = ${c}`);
  console.log(`counter again = ${await api.counter()}`);
  try {
    await api.divide(1, 0);
  } catch (e) {
    console.log(`divide failed: ${e.name}: ${e.message}`);
  }
  try {
    await api.launchRockets();
  } catch (e) {
    console.log(`unknown method: ${e.name}: ${e.message}`);
  }
  const slowFirst = api.wait(120, 'slow');
  const fastSecond = api.wait(10, 'fast');
  const winner = await Promise.race([slowFirst, fastSecond]);
  console.log(`race winner: ${winner}`);
  console.log(`both: ${(await Promise.all([slowFirst, fastSecond])).join(' & ')}`);
})();

// @file api-worker.js
let count = 0;
const impl = {
  add: (a, b) => a + b,
  fib(n) { let a = 0, b = 1; for (let i = 0; i < n; i++) [a, b] = [b, a + b]; return a; },
  greet: (name) => `Hello, ${name}!`,
  counter: () => ++count,
  divide(a, b) {
    if (b === 0) throw new RangeError('division by zero');
    return a / b;
  },
  wait: (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms)),
};

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    if (!(method in impl)) throw new TypeError(`no such method: ${method}`);
    const value = await impl[method](...args);
    postMessage({ id, ok: true, value });
  } catch (e) {
    postMessage({ id, ok: false, name: e.name, message: e.message });
  }
};
