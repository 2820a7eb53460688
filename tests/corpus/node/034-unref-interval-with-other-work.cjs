// An unref()'d interval keeps running while other work holds the loop open, and stops mattering after that.
let heartbeats = 0;
const pulse = setInterval(() => {
  heartbeats++;
}, 1);
pulse.unref();
setTimeout(() => {
  console.log('job done, interval ran:', heartbeats > 0);
}, 30);
process.on('exit', () => console.log('exit without clearInterval'));
