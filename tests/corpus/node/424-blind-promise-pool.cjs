// Run async tasks with a concurrency limit (a tiny "p-limit")
function sleep(ms, value) {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

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
      console.log(`worker ${id} starts task ${i} (active=${active})`);
      results[i] = await tasks[i]();
      active--;
      console.log(`worker ${id} finished task ${i} -> ${results[i]}`);
    }
  }
  await Promise.all(Array.from({ length: limit }, (_, k) => worker(k)));
  return { results, maxActive };
}

const durations = [50, 10, 30, 20, 40, 5, 15];
const tasks = durations.map((ms, i) => () => sleep(ms, `t${i}:${ms}ms`));

pool(tasks, 3).then(({ results, maxActive }) => {
  console.log('all done');
  console.log('results in order:', results.join(', '));
  console.log('max concurrency seen:', maxActive);
});
