// 500 000 queueMicrotask callbacks queued in a loop (and more queued from inside them) all run before a timer prints the count.
let count = 0;
let nested = 0;
for (let i = 0; i < 500000; i++) {
  queueMicrotask(() => {
    count++;
    if (i % 5 === 0) queueMicrotask(() => nested++);
  });
}
let chained = 0;
function again() { if (++chained < 200000) queueMicrotask(again); }
queueMicrotask(again);
console.log('queued, count is', count);
Promise.resolve().then(() => console.log('first promise job sees count', count));
setTimeout(() => console.log('timer sees', count, nested, chained), 0);
