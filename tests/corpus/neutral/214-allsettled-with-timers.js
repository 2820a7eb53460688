// Promise.allSettled waits for fulfilled and rejected timer promises alike and reports them in order.
const ok = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));
const bad = (ms, m) => new Promise((_, reject) => setTimeout(() => reject(new Error(m)), ms));
Promise.allSettled([ok(20, 'one'), bad(10, 'two failed'), ok(30, 'three')]).then((results) => {
  for (const r of results) {
    console.log(r.status === 'fulfilled' ? `fulfilled ${r.value}` : `rejected ${r.reason.message}`);
  }
});
setTimeout(() => console.log('timer 25'), 25);
