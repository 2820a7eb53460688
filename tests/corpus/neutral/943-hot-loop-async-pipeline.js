// Async job pipeline: microtasks, timers, immediates around CPU-bound work chunks.
const order = [];
function say(msg) { order.push(msg); console.log(msg); }

function crunch(n, seed) {
  // CPU-bound: digit sums + collatz lengths
  let acc = seed;
  for (let i = 1; i <= n; i++) {
    let x = i, steps = 0;
    while (x !== 1 && steps < 1000) { x = x & 1 ? 3 * x + 1 : x / 2; steps++; }
    acc = (acc * 31 + steps) % 1000000007;
  }
  return acc;
}

function delay(ms, v) { return new Promise(res => setTimeout(() => res(v), ms)); }

// All workers wait at this gate; it opens from a setImmediate callback so the
// timers they create afterwards are ordered deterministically.
let openGate;
const gate = new Promise(res => { openGate = res; });

async function worker(name, n) {
  say(name + ' start');
  await null;
  const r = crunch(n, name.length);
  say(name + ' crunched ' + r);
  await gate;
  const v = await delay(5, r % 1000);
  say(name + ' delayed ' + v);
  return v;
}

setTimeout(() => say('timeout A'), 0);
setImmediate(() => { say('immediate A'); openGate(); });
process.nextTick(() => say('tick A'));
Promise.resolve().then(() => say('then A'));

say('sync: launching');
const p = Promise.all([worker('alpha', 60000), worker('beta', 40000), worker('gamma', 20000)]);
p.then(vals => {
  say('all done: ' + vals.join(','));
  return Promise.allSettled([Promise.reject(new Error('nope')), delay(1, 'ok')]);
}).then(res => {
  say('settled: ' + res.map(r => r.status + ':' + (r.value || r.reason.message)).join(' '));
  setTimeout(() => {
    say('last timeout');
    console.log('events:', order.length);
  }, 0);
});

(async () => {
  try {
    await Promise.race([delay(50, 'slow'), Promise.reject(new RangeError('fast fail'))]);
  } catch (e) {
    say('race caught ' + e.name);
  }
})();
say('sync: end ' + crunch(1000, 1));
