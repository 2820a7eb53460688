// AbortSignal.timeout fires on the host's timers: it aborts with a TimeoutError between a 20 ms and a 80 ms timer, and a fetch-like wait gives up
const started = Date.now();
const signal = AbortSignal.timeout(50);
signal.addEventListener('abort', () => console.log(`timeout signal aborted: ${signal.reason.name} code ${signal.reason.code}`));
setTimeout(() => console.log(`20 ms timer, aborted=${signal.aborted}`), 20);
setTimeout(() => console.log(`90 ms timer, aborted=${signal.aborted}`), 90);
function slowJob(ms, s) {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve('job finished'), ms);
    s.addEventListener('abort', () => { clearTimeout(t); reject(s.reason); });
  });
}
slowJob(200, signal).then(
  (v) => console.log(v),
  (e) => console.log(`job gave up: ${e.name}, waited at least 50 ms: ${Date.now() - started >= 49}`),
);
slowJob(10, AbortSignal.timeout(150)).then((v) => console.log(`fast ${v}`));
