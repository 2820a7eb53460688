// Tick table row 1-2: these continuations all run at tick 1, in registration order.
const log = (s) => console.log(s);
(async () => { await Promise.resolve(); log('await nativePromise'); })();
(async () => { await 42; log('await 42'); })();
queueMicrotask(() => log('queueMicrotask'));
Promise.resolve('v').then(() => log('Promise.resolve(v).then'));
new Promise((r) => r(1)).then(() => log('new Promise(r=>r(1)).then'));
(async () => 1)().then(() => log('(async()=>1)().then'));
Promise.resolve().then(() => log('t1')).then(() => log('t2'));
