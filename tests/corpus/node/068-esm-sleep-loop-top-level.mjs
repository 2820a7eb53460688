// ES module: a top-level for loop with await sleep; a nextTick queued in each step runs before the next step.
import { setTimeout as sleep } from 'node:timers/promises';
for (const floor of [1, 2, 3]) {
  process.nextTick(() => console.log('  doors open at', floor));
  await sleep(1);
  console.log('arrived at floor', floor);
}
console.log('elevator idle');
