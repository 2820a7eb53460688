// util.promisify with callback APIs, custom promisify, and callbackify
const util = require('util');
const fs = require('fs');

function legacyDivide(a, b, cb) {
  setTimeout(() => {
    if (b === 0) cb(new Error('division by zero'));
    else cb(null, a / b);
  }, 5);
}

function multiResult(x, cb) {
  process.nextTick(cb, null, x, x * 2);
}
multiResult[util.promisify.custom] = (x) => Promise.resolve({ single: x, double: x * 2 });

const divide = util.promisify(legacyDivide);
const multi = util.promisify(multiResult);
const readFile = util.promisify(fs.readFile);
const sleep = util.promisify(setTimeout);

(async () => {
  console.log('10 / 4 =', await divide(10, 4));
  try {
    await divide(1, 0);
  } catch (e) {
    console.log('caught:', e.message);
  }
  console.log('custom promisify:', await multi(7));
  console.log('custom symbol is used:', multi === multiResult[util.promisify.custom]);
  const src = await readFile(__filename, 'utf8');
  console.log('first line of this file:', src.split('\n')[0]);
  const v = await sleep(10, 'slept value');
  console.log('promisified setTimeout resolved with:', v);

  const cbVersion = util.callbackify(async (n) => {
    if (n < 0) throw new Error('negative');
    return n * n;
  });
  cbVersion(9, (err, val) => console.log('callbackify ok:', err, val));
  cbVersion(-1, (err) => console.log('callbackify err:', err.message));
  console.log('callbackify calls are async: this prints first');
})();
