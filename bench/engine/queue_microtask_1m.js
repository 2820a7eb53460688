// A million queueMicrotask callbacks.
let count = 0;
for (let i = 0; i < 1000000; i++) queueMicrotask(() => { count++; });
queueMicrotask(() => console.log(count));
