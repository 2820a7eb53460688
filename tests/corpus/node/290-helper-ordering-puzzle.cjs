'use strict';
// process.nextTick vs microtasks vs setImmediate vs setTimeout ordering puzzles
const fs = require('fs');
const out = [];
const log = (s) => out.push(s);

console.log('=== puzzle 1: inside an I/O callback');
fs.readFile(__filename, () => {
  setTimeout(() => log('timeout 0'), 0);
  setImmediate(() => log('immediate'));
  process.nextTick(() => log('nextTick'));
  Promise.resolve().then(() => log('promise'));
  queueMicrotask(() => log('queueMicrotask'));
  log('sync in readFile cb');
  setTimeout(() => {
    console.log(out.splice(0).join(' -> '));
    puzzle2();
  }, 5);
});

function puzzle2() {
  console.log('=== puzzle 2: nested ticks and promises');
  process.nextTick(() => {
    log('tick1');
    process.nextTick(() => log('tick1.tick'));
    Promise.resolve().then(() => log('tick1.promise'));
  });
  Promise.resolve().then(() => {
    log('promise1');
    process.nextTick(() => log('promise1.tick'));
    Promise.resolve().then(() => log('promise1.promise'));
  });
  process.nextTick(() => log('tick2'));
  Promise.resolve().then(() => log('promise2'));
  setTimeout(() => {
    console.log(out.splice(0).join(' -> '));
    puzzle3();
  }, 5);
}

function puzzle3() {
  console.log('=== puzzle 3: inside a timer, immediate beats 0ms timeout');
  setTimeout(() => {
    log('T1');
    setTimeout(() => log('T1.T'), 0);
    setImmediate(() => log('T1.I'));
  }, 0);
  setImmediate(() => {
    log('I1');
    process.nextTick(() => log('I1.tick'));
  });
  setImmediate(() => {
    log('I2');
    Promise.resolve().then(() => log('I2.promise'));
  });
  setTimeout(() => {
    console.log(out.splice(0).join(' -> '));
    puzzle4();
  }, 10);
}

async function puzzle4() {
  console.log('=== puzzle 4: async/await interleaving');
  async function a1() { log('a1 start'); await a2(); log('a1 end'); }
  async function a2() { log('a2'); }
  log('script start');
  setTimeout(() => log('setTimeout'), 0);
  a1();
  new Promise((resolve) => { log('p1 executor'); resolve(); })
    .then(() => log('p1 then1'))
    .then(() => log('p1 then2'));
  process.nextTick(() => log('nextTick'));
  log('script end');
  await new Promise((r) => setTimeout(r, 10));
  console.log(out.splice(0).join(' -> '));
  puzzle5();
}

function puzzle5() {
  console.log('=== puzzle 5: resolving with a promise costs extra ticks');
  const p = Promise.resolve('inner');
  new Promise((r) => r(p)).then(() => log('resolved-with-promise'));
  p.then(() => log('p.then 1')).then(() => log('p.then 2')).then(() => log('p.then 3'));
  (async () => { return p; })().then(() => log('async returning promise'));
  (async () => { await p; log('async awaiting promise'); })();
  setTimeout(() => {
    console.log(out.splice(0).join(' -> '));
    console.log('=== puzzle 6: interval with clearInterval from nextTick');
    let n = 0;
    const iv = setInterval(() => {
      n++;
      log(`interval ${n}`);
      if (n === 3) process.nextTick(() => { clearInterval(iv); log('cleared'); });
    }, 2);
    setTimeout(() => console.log(out.splice(0).join(' -> ')), 40);
  }, 5);
}
