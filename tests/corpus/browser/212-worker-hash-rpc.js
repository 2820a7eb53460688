// A tiny RPC layer over postMessage: request ids, a Map of pending promises, async/await on the page, a worker that hashes strings.
class WorkerRPC {
  constructor(url) {
    this.worker = new Worker(url);
    this.nextId = 1;
    this.pending = new Map();
    this.worker.onmessage = ({ data }) => {
      const entry = this.pending.get(data.id);
      if (!entry) return;
      this.pending.delete(data.id);
      if (data.error) entry.reject(new Error(data.error));
      else entry.resolve(data.result);
    };
  }

  call(method, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, method, args });
    });
  }
}

const rpc = new WorkerRPC('hash-worker.js');

async function main() {
  const h1 = await rpc.call('fnv1a', 'hello');
  console.log('fnv1a(hello) =', h1);
  const [a, b, c] = await Promise.all([
    rpc.call('djb2', 'hello'),
    rpc.call('fnv1a', 'Hello'),
    rpc.call('hashAll', ['a', 'b', 'c']),
  ]);
  console.log('djb2(hello) =', a);
  console.log('fnv1a(Hello) =', b);
  console.log('hashAll =', c.join(' '));
  try {
    await rpc.call('sha999', 'x');
  } catch (err) {
    console.log('rejected:', err.message);
  }
  console.log('pending left:', rpc.pending.size);
}

main();
console.log('main() is running asynchronously');
// @file hash-worker.js
const methods = {
  fnv1a(str) {
    let h = 0x811c9dc5;
    for (let i = 0; i < str.length; i++) {
      h ^= str.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  },
  djb2(str) {
    let h = 5381;
    for (let i = 0; i < str.length; i++) h = ((h << 5) + h + str.charCodeAt(i)) >>> 0;
    return h;
  },
  hashAll(list) {
    return list.map((s) => methods.fnv1a(s));
  },
};

onmessage = ({ data: { id, method, args } }) => {
  const fn = methods[method];
  if (!fn) {
    postMessage({ id, error: `unknown method ${method}` });
    return;
  }
  postMessage({ id, result: fn(...args) });
};
