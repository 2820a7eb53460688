// Two async loops that await setImmediate() take turns, one step per loop iteration each.
const { setImmediate: takeTurn } = require('timers/promises');
async function worker(name, steps) {
  for (let i = 1; i <= steps; i++) {
    await takeTurn();
    console.log(name, 'step', i);
  }
  console.log(name, 'done');
}
worker('alpha', 3);
worker('beta', 2);
