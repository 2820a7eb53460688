// Async task queue with a concurrency limit
const { setTimeout: sleep } = require('timers/promises');

function createQueue(concurrency) {
  let running = 0;
  const waiting = [];
  const next = () => {
    if (running >= concurrency || waiting.length === 0) return;
    const { task, resolve, reject } = waiting.shift();
    running++;
    Promise.resolve()
      .then(task)
      .then(resolve, reject)
      .finally(() => { running--; next(); });
  };
  return {
    push(task) {
      return new Promise((resolve, reject) => {
        waiting.push({ task, resolve, reject });
        next();
      });
    },
    get running() { return running; },
    get pending() { return waiting.length; },
  };
}

const q = createQueue(2);
const events = [];
const job = (name, ms, fail = false) => async () => {
  events.push(`start ${name} (running=${q.running})`);
  await sleep(ms);
  events.push(`end ${name}`);
  if (fail) throw new Error(`${name} failed`);
  return name.toUpperCase();
};

const results = [
  q.push(job('a', 60)),
  q.push(job('b', 10)),
  q.push(job('c', 15, true)),
  q.push(job('d', 5)),
];
console.log('pending after push:', q.pending);
Promise.allSettled(results).then((settled) => {
  for (const e of events) console.log(e);
  for (const s of settled) console.log(s.status, s.value ?? s.reason.message);
});
