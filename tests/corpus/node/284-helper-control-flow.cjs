'use strict';
// Labelled break/continue, try/catch/finally inside loops, closures in loops

const matrix = [
  [3, 8, -1, 4],
  [7, 0, 2, 9],
  [5, 6, 13, 1],
  [4, 4, 4, 4],
];

// find first pair summing to target using labelled break
function findPair(target) {
  let found = null;
  outer: for (let i = 0; i < matrix.length; i++) {
    for (let j = 0; j < matrix[i].length; j++) {
      for (let k = j + 1; k < matrix[i].length; k++) {
        if (matrix[i][j] + matrix[i][k] === target) { found = [i, j, k]; break outer; }
      }
    }
  }
  return found;
}
for (const t of [11, 9, 18, 100]) console.log(`pair for ${t}:`, JSON.stringify(findPair(t)));

// labelled continue: skip rows containing a negative or zero
const goodRows = [];
rows: for (const [idx, row] of matrix.entries()) {
  for (const v of row) if (v <= 0) continue rows;
  goodRows.push(idx);
}
console.log('rows without non-positive values:', goodRows);

// labelled block
block: {
  if (goodRows.length > 1) { console.log('leaving block early'); break block; }
  console.log('not printed');
}

// try/catch/finally in loop with continue/break/return interplay
function process(items) {
  const log = [];
  for (const item of items) {
    try {
      if (item === 'skip') continue;
      if (item === 'stop') break;
      if (typeof item !== 'number') throw new TypeError(`not a number: ${item}`);
      if (item < 0) throw new RangeError(`negative: ${item}`);
      log.push(`ok ${Math.sqrt(item)}`);
    } catch (e) {
      log.push(`${e.name}(${e.message})`);
      if (e instanceof RangeError) continue;
    } finally {
      log.push(`fin:${item}`);
    }
  }
  return log;
}
console.log(process([4, 'skip', 'x', -9, 16, 'stop', 25]).join(' | '));

function finallyOverrides() {
  let n = 0;
  for (;;) {
    try {
      n++;
      if (n === 3) return `returned at ${n}`;
    } finally {
      if (n < 3) continue;
    }
  }
}
console.log(finallyOverrides());
function finallyReturn() { try { throw new Error('lost'); } finally { return 'finally wins'; } }
console.log(finallyReturn());

function nestedCleanup() {
  const order = [];
  try {
    try { order.push('inner try'); throw new Error('boom'); }
    finally { order.push('inner finally'); }
  } catch (e) { order.push('outer catch ' + e.message); }
  finally { order.push('outer finally'); }
  return order.join(' > ');
}
console.log(nestedCleanup());

// closures in loops: var vs let
const withVar = [], withLet = [];
for (var i = 0; i < 4; i++) withVar.push(() => i);
for (let j = 0; j < 4; j++) withLet.push(() => j);
console.log('var closures:', withVar.map((f) => f()).join(','), 'let closures:', withLet.map((f) => f()).join(','));
const iife = [];
for (var m = 0; m < 3; m++) iife.push(((mm) => () => mm * 10)(m));
console.log('iife closures:', iife.map((f) => f()).join(','));
const mutators = [];
for (let k = 0; k < 3; k++) { mutators.push(() => ++k); }
console.log('let per-iteration copy mutated:', mutators.map((f) => f()).join(','), mutators.map((f) => f()).join(','));

// counters via closure factory
function makeCounter(start = 0, step = 1) {
  let value = start;
  return { inc: () => (value += step), reset() { const old = value; value = start; return old; } };
}
const counters = ['a', 'b', 'c'].map((name, idx) => ({ name, c: makeCounter(idx * 100, idx + 1) }));
for (let round = 0; round < 3; round++) for (const { c } of counters) c.inc();
console.log('counters:', counters.map(({ name, c }) => `${name}=${c.inc()}`).join(' '), 'reset', counters[1].c.reset(), counters[1].c.inc());

// switch with fallthrough inside a loop, with labelled continue
const events = ['start', 'tick', 'tick', 'pause', 'tick', 'resume', 'tick', 'noise', 'stop', 'tick'];
let state = 'idle', ticks = 0;
const trace = [];
loop: for (const ev of events) {
  switch (ev) {
    case 'start': case 'resume': state = 'running'; break;
    case 'pause': state = 'paused'; break;
    case 'tick': if (state !== 'running') { trace.push('ignored'); continue loop; } ticks++; break;
    case 'stop': state = 'stopped'; trace.push('stop'); break loop;
    default: trace.push(`unknown:${ev}`);
  }
  trace.push(`${ev}->${state}`);
}
console.log(trace.join(' '), '| ticks', ticks);
let n = 27, steps = 0;
do { n = n % 2 ? 3 * n + 1 : n / 2; steps++; } while (n !== 1);
console.log('collatz(27) steps', steps);
