// await inside a while loop condition and body, interleaved with a queueMicrotask chain.
const log = (s) => console.log(s);
let count = 0;
async function more() { return count < 3; }
async function run() {
  while (await more()) {
    count++;
    log('iteration ' + count);
  }
  log('loop finished');
}
run();
let m = 0;
(function tick() {
  if (++m > 6) return;
  queueMicrotask(() => { log('m' + m); tick(); });
})();
