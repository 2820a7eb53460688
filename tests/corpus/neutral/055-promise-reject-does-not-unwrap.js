// Promise.reject(p) uses p itself as the reason; it never unwraps a promise.
const log = (s) => console.log(s);
const inner = Promise.resolve('inner');
Promise.reject(inner).catch((reason) => {
  log('reason is the promise itself: ' + (reason === inner));
  return reason;
}).then((v) => log('returning it from catch unwraps: ' + v));
new Promise((_, reject) => reject(inner)).catch((r) => log('reject() too: ' + (r === inner)));
