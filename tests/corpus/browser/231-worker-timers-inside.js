// Timers inside a worker: a polling setInterval that stops itself, setTimeout ordering, and clearTimeout, all reported to the page.
const worker = new Worker('poller.js');
worker.onmessage = (e) => {
  console.log('worker:', e.data);
  if (e.data === 'finished') worker.terminate();
};
worker.postMessage({ every: 30, times: 3 });
// @file poller.js
const log = (msg) => postMessage(msg);

onmessage = ({ data }) => {
  let n = 0;
  const id = setInterval(() => {
    n++;
    log(`poll #${n}`);
    if (n === data.times) {
      clearInterval(id);
      log('interval cleared');
      afterPolling();
    }
  }, data.every);
  log(`interval started (id is a ${typeof id})`);
};

function afterPolling() {
  setTimeout(() => log('timeout 20'), 20);
  setTimeout(() => log('timeout 0 (registered second)'), 0);
  const cancelled = setTimeout(() => log('never'), 5);
  setTimeout(() => log('timeout 10'), 10);
  clearTimeout(cancelled);
  setTimeout(() => {
    setTimeout(() => log('finished'), 0);
    log('timeout 40, scheduling the last one');
  }, 40);
}
