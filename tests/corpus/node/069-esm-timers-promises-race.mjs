// ES module: Promise.race between a slow job and a timeout from timers/promises.
import { setTimeout as delay } from 'node:timers/promises';
const job = delay(25, 'report ready');
const timeout = delay(5).then(() => {
  throw new Error('gave up waiting');
});
try {
  console.log(await Promise.race([job, timeout]));
} catch (e) {
  console.log('race lost:', e.message);
}
console.log('still gets:', await job);
