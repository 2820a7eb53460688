'use strict';
// Promise pool with a concurrency limit over setTimeout-based fake tasks

const sleep = (ms, value) => new Promise((resolve) => setTimeout(resolve, ms, value));
let vt = 0; // logical step counter, not wall clock
const log = (...a) => console.log(`[${String(++vt).padStart(2, '0')}]`, ...a);

async function promisePool(tasks, limit, onProgress) {
  const results = new Array(tasks.length);
  let next = 0, active = 0, maxActive = 0, done = 0;
  async function worker(wid) {
    while (next < tasks.length) {
      const idx = next++;
      active++;
      maxActive = Math.max(maxActive, active);
      try {
        results[idx] = { status: 'ok', value: await tasks[idx](wid) };
      } catch (err) {
        results[idx] = { status: 'err', reason: err.message };
      } finally {
        active--;
        done++;
        onProgress?.(idx, done, wid);
      }
    }
    return wid;
  }
  const workers = Array.from({ length: Math.min(limit, tasks.length) }, (_, w) => worker(w));
  const finished = await Promise.all(workers);
  return { results, maxActive, finished };
}

const durations = [100, 20, 66, 40, 140, 10, 80, 30, 50, 120];
const tasks = durations.map((ms, i) => async (wid) => {
  log(`start task ${i} (${ms}ms) on worker ${wid}`);
  await sleep(ms);
  if (i === 6) throw new Error(`task ${i} failed`);
  return i * i;
});

(async () => {
  const { results, maxActive, finished } = await promisePool(tasks, 3, (idx, done, wid) => {
    log(`  done task ${idx} by w${wid} -> ${done}/${tasks.length}`);
  });
  log('max concurrency', maxActive, 'workers', finished.join(','));
  results.forEach((r, i) => console.log(`  #${i}:`, r.status === 'ok' ? r.value : 'ERR ' + r.reason));

  // second run with limit 1 should be sequential
  const order = [];
  const seqTasks = [30, 10, 20].map((ms, i) => () => sleep(ms).then(() => order.push(i)));
  await promisePool(seqTasks, 1);
  log('sequential order', order.join(''));

  // unlimited (limit > tasks) finishes in duration order
  const order2 = [];
  const parTasks = [30, 10, 20].map((ms, i) => () => sleep(ms).then(() => order2.push(i)));
  const r2 = await promisePool(parTasks, 10);
  log('parallel order', order2.join(''), 'max', r2.maxActive);
  const empty = await promisePool([], 4);
  log('empty pool', empty.results.length, empty.maxActive);
})();
