import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep, setImmediate as immediate } from 'node:timers/promises';

const ee = new EventEmitter();
setTimeout(() => ee.emit('ready', 'db', 3), 10);
const [name, count] = await once(ee, 'ready');
console.log('ready:', name, count);

const errEE = new EventEmitter();
setTimeout(() => errEE.emit('error', new Error('kaput')), 5);
try {
  await once(errEE, 'done');
} catch (e) {
  console.log('once rejected:', e.message);
}

console.log(await immediate('imm'));
const order = [];
await Promise.all([
  sleep(20).then(() => order.push(20)),
  sleep(5).then(() => order.push(5)),
  immediate().then(() => order.push('imm')),
]);
console.log(order);

const ac = new AbortController();
const p = sleep(1000, null, { signal: ac.signal });
ac.abort();
try { await p; } catch (e) { console.log(e.name, e.code); }
console.log('ee listeners left:', ee.listenerCount('ready'), errEE.listenerCount('error'));
