// AbortSignal.timeout, AbortSignal.any, abortable timers/promises
import { setTimeout as sleep, setInterval as every } from 'node:timers/promises';

async function doWork(signal) {
  const steps = [];
  for (let i = 0; i < 10; i++) {
    await sleep(10, undefined, { signal });
    steps.push(i);
  }
  return steps;
}

try {
  await doWork(AbortSignal.timeout(35));
} catch (e) {
  console.log('work:', e.name, e.code, e.cause?.name);
}

const user = new AbortController();
const combined = AbortSignal.any([user.signal, AbortSignal.timeout(1000)]);
combined.addEventListener('abort', () => console.log('combined aborted:', combined.reason));
setTimeout(() => user.abort('user clicked cancel'), 5);
try {
  await sleep(50, 'never', { signal: combined });
} catch (e) {
  console.log(e.name, e.message, e.cause);
}

const already = AbortSignal.abort(new Error('pre-aborted'));
console.log(already.aborted, already.reason.message);
try { already.throwIfAborted(); } catch (e) { console.log('throwIfAborted:', e.message); }
const plain = new AbortController();
plain.abort();
console.log(plain.signal.reason.name, plain.signal.reason.message);

let n = 0;
const ac = new AbortController();
try {
  for await (const v of every(4, 'tick', { signal: ac.signal })) {
    n++;
    if (n === 3) ac.abort();
  }
} catch (e) {
  console.log('interval stopped after', n, e.name);
}
console.log(await sleep(1, 'value passes through'));
