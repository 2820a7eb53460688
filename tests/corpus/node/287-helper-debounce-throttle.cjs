'use strict';
// debounce and throttle driven by setTimeout, fed by a scripted sequence of "keystrokes"

function debounce(fn, wait, { leading = false } = {}) {
  let timer = null, pendingArgs = null, calls = 0;
  const debounced = function (...args) {
    calls++;
    const callNow = leading && timer === null;
    pendingArgs = args;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!leading || pendingArgs !== null) {
        if (!callNow || calls > 1) fn.apply(this, pendingArgs);
      }
      pendingArgs = null; calls = 0;
    }, wait);
    if (callNow) { fn.apply(this, args); pendingArgs = null; }
  };
  debounced.cancel = () => { clearTimeout(timer); timer = null; pendingArgs = null; calls = 0; };
  return debounced;
}

function throttle(fn, interval) {
  let ready = true, trailing = null;
  function release() {
    if (trailing) {
      const args = trailing; trailing = null;
      fn(...args);
      setTimeout(release, interval);
    } else ready = true;
  }
  return (...args) => {
    if (ready) { ready = false; fn(...args); setTimeout(release, interval); }
    else trailing = args;
  };
}

// schedule: [delay since previous event in ms, value]
const typing = [[0, 'h'], [8, 'he'], [8, 'hel'], [8, 'hell'], [8, 'hello'],
  [80, 'hello '], [8, 'hello w'], [60, 'hello wo'], [8, 'hello wor'], [8, 'hello worl'], [8, 'hello world']];

function play(schedule, handler) {
  return new Promise((resolve) => {
    let i = 0, step = 0;
    const nextEv = () => {
      if (i >= schedule.length) { setTimeout(resolve, 60); return; }
      const [delay, value] = schedule[i++];
      setTimeout(() => { step++; handler(value, step); nextEv(); }, delay);
    };
    nextEv();
  });
}

(async () => {
  const searches = [];
  const search = debounce((q) => { searches.push(q); console.log(`  search("${q}")`); }, 40);
  console.log('--- trailing debounce (40ms)');
  await play(typing, (v, n) => { console.log(`key ${n}: ${v}`); search(v); });
  console.log('searches:', JSON.stringify(searches));

  console.log('--- leading debounce (40ms)');
  const leadCalls = [];
  const lead = debounce((q) => leadCalls.push(q), 40, { leading: true });
  await play(typing.slice(0, 7), (v) => lead(v));
  console.log('leading calls:', JSON.stringify(leadCalls));

  console.log('--- cancel');
  const cancelled = [];
  const c = debounce((q) => cancelled.push(q), 30);
  c('a'); c('b');
  setTimeout(() => c.cancel(), 10);
  await new Promise((r) => setTimeout(r, 60));
  console.log('after cancel:', JSON.stringify(cancelled));

  console.log('--- throttle (45ms)');
  const positions = [];
  const onScroll = throttle((y, n) => positions.push(`${n}:${y}`), 45);
  await new Promise((resolve) => {
    for (let k = 1; k <= 9; k++) setTimeout(() => onScroll(k * 10, k), k * 25);
    setTimeout(resolve, 270);
  });
  console.log('throttled calls:', positions.length, positions.join(' '));

  console.log('--- this binding');
  const widget = {
    name: 'widget', hits: 0,
    bump: debounce(function (by) { this.hits += by; console.log(`  ${this.name} bumped to ${this.hits}`); }, 20),
  };
  widget.bump(1); widget.bump(2); widget.bump(3);
  await new Promise((r) => setTimeout(r, 45));
  widget.bump(10);
  await new Promise((r) => setTimeout(r, 45));
  console.log('final hits', widget.hits);
})();
