// Nested async calls: each caller resumes after its callee's promise settles.
const log = (s) => console.log(s);
async function c() { log('c body'); await null; log('c after await'); return 'c'; }
async function b() { log('b body'); const r = await c(); log('b got ' + r); return 'b'; }
async function a() { log('a body'); const r = await b(); log('a got ' + r); }
a().then(() => log('a settled'));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
log('sync end');
