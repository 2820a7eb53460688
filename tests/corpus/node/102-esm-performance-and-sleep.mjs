// ES module: awaiting sleep(20) takes at least ~19 ms of performance.now() time; a nextTick takes far less.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
const t0 = performance.now();
await sleep(20);
const slept = performance.now() - t0;
console.log('slept >= 19 ms:', slept >= 19);
const t1 = performance.now();
await new Promise((resolve) => process.nextTick(resolve));
console.log('tick was quicker than the sleep:', performance.now() - t1 < slept);
