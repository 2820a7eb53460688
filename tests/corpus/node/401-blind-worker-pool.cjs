// A promise pool that runs async tasks with a concurrency limit, keeping result order.
const { setTimeout: sleep } = require('timers/promises');

async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const order = [];
  async function worker(id) {
    while (next < tasks.length) {
      const i = next++;
      try {
        results[i] = { ok: true, value: await tasks[i]() };
      } catch (e) {
        results[i] = { ok: false, error: e.message };
      }
      order.push(`w${id}:t${i}`);
    }
  }
  await Promise.all(Array.from({ length: limit }, (_, k) => worker(k + 1)));
  return { results, order };
}

const jobs = [100, 20, 50, 10, 120, 40].map((ms, i) => async () => {
  await sleep(ms);
  if (i === 3) throw new Error(`task ${i} failed`);
  return ms * 2;
});

pool(jobs, 2).then(({ results, order }) => {
  console.log('completion order:', order.join(' '));
  results.forEach((r, i) => console.log(i, r.ok ? `value=${r.value}` : `error=${r.error}`));
  const total = results.filter((r) => r.ok).reduce((s, r) => s + r.value, 0);
  console.log('sum of values', total);
});
