// Mistakes around the Promise constructor: never settling, throwing async, resolving twice.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function neverSettles(x) {
  return new Promise((resolve, reject) => {
    if (x > 0) resolve('positive');
    // forgot the else branch: negative input hangs forever
  });
}

function throwsInsideTimer() {
  return new Promise((resolve) => {
    setTimeout(() => {
      try {
        null.boom; // a throw inside a timer does not reject the promise
      } catch (e) {
        console.log('  (inner catch so the demo does not crash:', e.constructor.name + ')');
      }
    }, 5);
  });
}

function settlesTwice() {
  return new Promise((resolve, reject) => {
    resolve('first');
    reject(new Error('ignored'));
    resolve('also ignored');
    console.log('  executor keeps running after resolve');
  });
}

function syncThrowRejects() {
  return new Promise(() => { throw new RangeError('thrown synchronously in executor'); });
}

const withTimeout = (p, ms, label) => Promise.race([p, sleep(ms).then(() => `${label}: timed out after ${ms}ms`)]);

(async () => {
  console.log(await withTimeout(neverSettles(1), 50, 'a'));
  console.log(await withTimeout(neverSettles(-1), 50, 'b'));
  console.log(await withTimeout(throwsInsideTimer(), 50, 'c'));
  console.log(await settlesTwice());
  try { await syncThrowRejects(); } catch (e) { console.log('rejected:', e.name, e.message); }
  // the explicit-construction anti-pattern swallowing errors
  const wrapped = () => new Promise((resolve) => { Promise.reject(new Error('lost')).then(resolve); });
  console.log(await withTimeout(wrapped().catch(() => 'never'), 50, 'd'));
})();
process.on('unhandledRejection', (r) => console.log('unhandledRejection:', r.message));
