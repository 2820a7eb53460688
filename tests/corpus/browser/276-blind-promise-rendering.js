// Long sync loop blocks timers; microtask chain finishes before any timer
let t0 = 0;
setTimeout(() => console.log('timer 1 (scheduled first)'), 0);
function busy(n) { let x = 0; for (let i = 0; i < n; i++) x += i % 7; return x; }
let chain = Promise.resolve(0);
for (let i = 1; i <= 5; i++) {
  chain = chain.then((v) => {
    const r = v + busy(1000);
    console.log(`link ${i}`);
    return r;
  });
}
chain.then((v) => console.log('chain total', v));
const p = new Promise((resolve) => {
  setTimeout(() => resolve('late value'), 30);
});
p.then((v) => console.log('p resolved with', v));
p.finally(() => console.log('finally runs too'));
console.log('sync sum', busy(100));
