// Resolving a promise with itself rejects it with a TypeError.
const log = (s) => console.log(s);
let resolveSelf;
const p = new Promise((r) => { resolveSelf = r; });
resolveSelf(p);
p.catch((e) => {
  log('rejected: ' + (e instanceof TypeError));
  log('name: ' + e.name);
});
const q = Promise.resolve().then(() => q);
q.catch((e) => log('then returning its own promise: ' + (e instanceof TypeError)));
