// A rejected top-level await can be caught with try/catch; modules are strict mode.
try {
  await Promise.reject(new Error('rejected at top level'));
} catch (e) {
  console.log('caught:', e.message);
}
console.log('this at module top level:', this);
try {
  undeclaredInModule = 1;
} catch (e) {
  console.log('assignment to undeclared in strict mode:', e instanceof ReferenceError);
}
const result = await Promise.allSettled([Promise.reject('no'), 1]);
console.log(result.map((r) => r.status).join(','));
