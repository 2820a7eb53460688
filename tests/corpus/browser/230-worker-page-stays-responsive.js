// @until 1200
// The point of a worker: a 400 ms busy computation runs off the main thread while the page's timers, promises and message ports keep working.
const events = [];
let workerDone = false;
let workerStarted = false;

const worker = new Worker('busy.js');
worker.onmessage = (e) => {
  if (e.data.type === 'started') {
    workerStarted = true;
    return;
  }
  workerDone = true;
  console.log('worker result:', e.data.result, '(it said "started" first:', workerStarted + ')');
  console.log('while the worker was busy the page saw:');
  events.forEach((line) => console.log('  ' + line));
  console.log('interval ticks during the computation >= 5:', ticks >= 5);
  clearInterval(timer);
};

let ticks = 0;
const timer = setInterval(() => { ticks++; }, 20);

setTimeout(() => {
  events.push(`timeout 100 fired (workerDone=${workerDone})`);
  Promise.resolve().then(() => events.push(`promise after timeout 100 (workerDone=${workerDone})`));
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    events.push(`page-local MessageChannel delivered (workerDone=${workerDone})`);
    port1.close();
  };
  port2.postMessage('ping');
}, 100);

setTimeout(() => events.push(`timeout 200 fired (workerDone=${workerDone})`), 200);

worker.postMessage({ ms: 400 });
console.log('page: asked the worker to compute');
// @file busy.js
onmessage = (e) => {
  postMessage({ type: 'started' });
  const until = performance.now() + e.data.ms;
  let iterations = 0;
  let acc = 0;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i++) acc = (acc + i * i) % 1000003;
    iterations++;
  }
  postMessage({ type: 'done', result: iterations > 0 ? 'finished' : 'no work done' });
};
