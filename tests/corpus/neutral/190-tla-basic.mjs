// Top-level await in a module: the module body pauses at each await, like an async function.
console.log('module start');
const v = await 42;
console.log('awaited value', v);
const p = await Promise.resolve('promise value');
console.log('awaited promise', p);
const t = await { then(r) { r('thenable value'); } };
console.log('awaited thenable', t);
console.log('module end');
