// A timeout wrapper built on AbortController + timers/promises
import { setTimeout as sleep } from 'node:timers/promises';

async function slowOperation(ms, signal) {
  await sleep(ms, undefined, { signal });
  return `finished after ${ms}ms`;
}

async function withTimeout(fn, ms) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${ms}ms`)), ms);
  try {
    return await fn(controller.signal);
  } catch (err) {
    if (controller.signal.aborted) {
      throw controller.signal.reason;
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

for (const [work, limit] of [[30, 100], [200, 50], [80, 80 + 40]]) {
  try {
    const r = await withTimeout((signal) => slowOperation(work, signal), limit);
    console.log(`work=${work} limit=${limit}:`, r);
  } catch (e) {
    console.log(`work=${work} limit=${limit}: error:`, e.message);
  }
}

// AbortSignal.timeout and the error name it produces
try {
  await sleep(500, 'x', { signal: AbortSignal.timeout(20) });
} catch (e) {
  console.log('AbortSignal.timeout ->', e.name, '/', e.code, '/', e.cause?.name);
}

// abort before start
const ac = new AbortController();
ac.abort();
try {
  await sleep(10, null, { signal: ac.signal });
} catch (e) {
  console.log('pre-aborted ->', e.name, e.message);
}
console.log('done');
