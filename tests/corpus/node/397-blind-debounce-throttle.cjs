// debounce and throttle with virtual "events" scheduled by timers.
function debounce(fn, wait) {
  let timer;
  const debounced = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

function throttle(fn, wait) {
  let last = -Infinity, trailing = null, timer = null;
  return function throttled(...args) {
    const now = performance.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      fn(...args);
    } else {
      trailing = args;
      if (!timer) {
        timer = setTimeout(() => {
          last = performance.now();
          timer = null;
          fn(...trailing);
        }, remaining);
      }
    }
  };
}

const save = debounce((text) => console.log(`save("${text}")`), 50);
// typing "hello" then a pause, then "!" — keystrokes at 0,10,20,30,40 then 200
const keys = [[0, 'h'], [10, 'he'], [20, 'hel'], [30, 'hell'], [40, 'hello'], [200, 'hello!']];
for (const [at, text] of keys) setTimeout(() => save(text), at);

const seen = [];
const onScroll = throttle((y) => seen.push(y), 100);
// a scroll burst at 300..340 ms, then a single one at 600
for (let i = 0; i < 5; i++) setTimeout(() => onScroll(i * 10), 300 + i * 10);
setTimeout(() => onScroll(999), 600);
setTimeout(() => console.log('throttled calls saw', seen), 800);
