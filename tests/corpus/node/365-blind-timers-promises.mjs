// timers/promises and ordering of awaits in ES modules
import { setTimeout as wait, setImmediate as immediate } from 'node:timers/promises';

const log = (s) => console.log(s);
log('module start');
process.nextTick(() => log('nextTick (runs after module promise jobs)'));
Promise.resolve().then(() => log('promise job'));

const t0 = performance.now();
const results = await Promise.all([
  wait(30, 'slow'),
  wait(10, 'fast'),
  immediate('imm'),
]);
log(results.join(','));
log(`elapsed >= 30: ${performance.now() - t0 >= 29}`);

const order = [];
await Promise.all([
  wait(5).then(() => order.push('timeout 5')),
  wait(1).then(() => order.push('timeout 1')),
  immediate().then(() => order.push('immediate')),
  Promise.resolve().then(() => order.push('resolved')),
]);
log(order.join(' > '));

async function poll(check, { interval = 3, max = 10 } = {}) {
  for (let i = 1; i <= max; i++) {
    if (await check(i)) return i;
    await wait(interval);
  }
  throw new Error('poll exhausted');
}
log('ready on attempt ' + (await poll((i) => i * i > 10)));
try {
  await poll(() => false, { max: 2 });
} catch (e) {
  log(e.message);
}
const timer = setTimeout(() => log('never'), 100);
log(`hasRef ${timer.hasRef()} ${typeof timer[Symbol.toPrimitive]()}`);
clearTimeout(timer);
const u = setTimeout(() => log('unref timer never fires'), 50);
u.unref();
log('module end');
