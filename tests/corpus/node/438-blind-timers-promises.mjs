// timers/promises: setTimeout with values, setImmediate, and the setInterval async iterator
import { setTimeout as delay, setImmediate as immediate, setInterval as every } from 'node:timers/promises';

const log = [];
const mark = (s) => { log.push(s); console.log(s); };

const p1 = delay(30, 'thirty').then(mark);
const p2 = delay(10, 'ten').then(mark);
const p3 = immediate('immediate').then(mark);
process.nextTick(() => mark('nextTick'));
await Promise.all([p1, p2, p3]);

let i = 0;
for await (const value of every(15, 'tick')) {
  i++;
  mark(`${value} ${i}`);
  if (i === 4) break;
}
mark('interval iterator stopped');

const race = await Promise.race([
  delay(50, 'slow'),
  delay(20, 'fast'),
]);
mark(`race winner: ${race}`);

const controller = new AbortController();
const pending = delay(1000, 'never', { signal: controller.signal }).catch((e) => `caught ${e.name}`);
await delay(5);
controller.abort();
mark(await pending);

mark(`total marks: ${log.length}`);
