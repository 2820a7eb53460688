// Two async functions with several awaits alternate one step per tick.
const log = (s) => console.log(s);
async function worker(name, steps) {
  for (let i = 1; i <= steps; i++) {
    log(name + ' step ' + i);
    await null;
  }
  log(name + ' done');
}
worker('A', 3);
worker('B', 2);
log('both started');
