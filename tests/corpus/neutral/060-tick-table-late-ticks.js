// Tick table: return p and new Promise(r=>r(p)) reach tick 3; then returning p and finally reach tick 4.
const log = (s) => console.log(s);
const p = Promise.resolve();
p.finally(() => {}).then(() => log('finally -> tick 4'));
p.then(() => p).then(() => log('then returns promise -> tick 4'));
new Promise((r) => r(p)).then(() => log('new Promise(r=>r(p)) -> tick 3'));
(async () => p)().then(() => log('async return p -> tick 3'));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'))
  .then(() => log('t5'));
