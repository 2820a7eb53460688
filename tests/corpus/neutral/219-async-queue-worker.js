// A producer pushes jobs on timers while an async worker waits for each one; jobs are processed in order.
const queue = [];
let wake = null;
function push(job) {
  queue.push(job);
  if (wake) { const w = wake; wake = null; w(); }
}
async function worker() {
  for (let done = 0; done < 3; done++) {
    while (queue.length === 0) await new Promise((resolve) => { wake = resolve; });
    const job = queue.shift();
    console.log(`worker handles ${job}`);
  }
  console.log('worker finished');
}
worker();
setTimeout(() => { console.log('produce job-1'); push('job-1'); }, 10);
setTimeout(() => { console.log('produce job-2 and job-3'); push('job-2'); push('job-3'); }, 30);
