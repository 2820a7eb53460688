// timers/promises with an AbortSignal: abort cancels a pending setTimeout (AbortError with the reason as cause), an aborted signal rejects at once
import { setTimeout as sleep, setImmediate as nextImmediate } from 'node:timers/promises';
const controller = new AbortController();
const started = performance.now();
const pending = sleep(1000, 'too late', { signal: controller.signal });
setTimeout(() => controller.abort(new Error('user pressed cancel')), 30);
try {
  await pending;
} catch (err) {
  console.log(err.name, err.code, err.message, err instanceof Error, err.cause.message);
  console.log('cancelled well before 1 s:', performance.now() - started < 500);
}
try {
  await sleep(10, 'x', { signal: AbortSignal.abort() });
} catch (err) {
  console.log('pre-aborted:', err.name, err.cause.name, err.cause.message);
}
console.log(await sleep(20, 'finished normally', { signal: new AbortController().signal }));
console.log(await nextImmediate('immediate value', { signal: controller.signal }).catch((e) => `immediate rejected: ${e.code}`));
const race = new AbortController();
const winner = await Promise.race([
  sleep(50, 'slow', { signal: race.signal }),
  sleep(10, 'fast'),
]);
race.abort();
console.log('winner', winner);
