// A throw in an async function (even before any await) rejects its promise instead of throwing.
const log = (s) => console.log(s);
async function fails() {
  log('fails body runs');
  throw new Error('sync-looking throw');
}
let threw = false;
let p;
try {
  p = fails();
} catch (e) {
  threw = true;
}
log('caller threw: ' + threw);
log('result is a Promise: ' + (p instanceof Promise));
p.catch((e) => log('rejected with: ' + e.message));
log('sync end');
