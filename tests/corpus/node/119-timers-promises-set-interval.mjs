// timers/promises setInterval is an async iterator: one value per tick, break stops the timer, an abort rejects the loop.
import { setInterval as ticks } from 'node:timers/promises';
let seen = 0;
for await (const label of ticks(20, 'heartbeat')) {
  seen++;
  console.log(`${label} #${seen}`);
  if (seen === 3) break;
}
const controller = new AbortController();
const poller = (async () => {
  let polls = 0;
  try {
    for await (const _ of ticks(30, undefined, { signal: controller.signal })) {
      polls++;
      console.log('poll', polls);
      if (polls === 2) controller.abort('user left');
    }
  } catch (e) {
    console.log('poller stopped:', e.name, e.code, e.cause);
  }
})();
await poller;
console.log('done');
