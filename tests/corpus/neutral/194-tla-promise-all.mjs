// Top-level await of Promise.all runs async tasks in parallel; their starts are synchronous.
const log = (s) => console.log(s);
async function job(name, awaits) {
  log('start ' + name);
  for (let i = 0; i < awaits; i++) await null;
  log('end ' + name);
  return name.toUpperCase();
}
const [a, b, c] = await Promise.all([job('a', 3), job('b', 1), job('c', 2)]);
log('all done: ' + a + b + c);
const first = await Promise.race([job('slow', 4), job('quick', 1)]);
log('race winner: ' + first);
