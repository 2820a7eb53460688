// Tick table: thenables, two-link chains and return await all continue at tick 2.
const log = (s) => console.log(s);
const p = Promise.resolve();
(async () => { await { then(r) { r(); } }; log('await thenable'); })();
Promise.resolve({ then(r) { r(); } }).then(() => log('Promise.resolve(thenable).then'));
p.then(() => {}).then(() => log('p.then(a).then(f)'));
Promise.reject().catch(() => {}).then(() => log('p.catch(c).then(f)'));
(async () => await p)().then(() => log('return await p'));
Promise.resolve().then(() => log('t1')).then(() => log('t2')).then(() => log('t3'));
