// timers/promises at scale: 50 000 concurrent setTimeout promises with assorted delays and an async loop awaiting setImmediate 20 000 times.
const { setTimeout: sleep, setImmediate: nextImmediate } = require('timers/promises');
async function main() {
  const ps = [];
  for (let i = 0; i < 50000; i++) ps.push(sleep(i % 25, i));
  const values = await Promise.all(ps);
  let sum = 0;
  for (const v of values) sum += v;
  console.log('timeouts', values.length, 'sum', sum, 'last', values[values.length - 1]);
  let spins = 0;
  for (let i = 0; i < 20000; i++) spins += await nextImmediate(i % 3);
  console.log('immediates', spins);
  const ac = new AbortController();
  const cancelled = [];
  for (let i = 0; i < 10000; i++) cancelled.push(sleep(1000, i, { signal: ac.signal }).catch((e) => e.name));
  ac.abort();
  const names = await Promise.all(cancelled);
  console.log('aborted', names.length, names.every((n) => n === 'AbortError'));
}
main();
