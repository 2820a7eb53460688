// A promise pool with a concurrency limit
const { setTimeout: sleep } = require('node:timers/promises');

async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  let active = 0;
  let maxActive = 0;
  async function worker(id) {
    while (next < tasks.length) {
      const i = next++;
      active++;
      maxActive = Math.max(maxActive, active);
      console.log(`worker ${id} starts task ${i}`);
      results[i] = await tasks[i]();
      active--;
      console.log(`worker ${id} finished task ${i}`);
    }
  }
  await Promise.all(Array.from({ length: limit }, (_, k) => worker(k)));
  return { results, maxActive };
}

const durations = [150, 30, 90, 60, 15, 120];
const tasks = durations.map((d, i) => async () => {
  await sleep(d);
  return `t${i}:${d}ms`;
});

pool(tasks, 2).then(({ results, maxActive }) => {
  console.log(results.join(', '));
  console.log('max concurrent:', maxActive);
});
