// @until 1000
// Throttle with trailing call: at most one call per 100 ms
function throttle(fn, wait) {
  let last = -Infinity;
  let trailing = null;
  let pendingArgs = null;
  return (...args) => {
    const now = performance.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      clearTimeout(trailing);
      trailing = null;
      last = now;
      fn(...args);
    } else {
      pendingArgs = args;
      if (!trailing) {
        trailing = setTimeout(() => {
          last = performance.now();
          trailing = null;
          fn(...pendingArgs);
        }, remaining);
      }
    }
  };
}

const calls = [];
const onScroll = throttle((y) => calls.push(y), 100);
let y = 0;
const id = setInterval(() => {
  y += 10;
  onScroll(y);
  if (y >= 100) {
    clearInterval(id);
    setTimeout(() => {
      console.log(`events fired: 10, handler ran fewer times: ${calls.length < 10}`);
      console.log(`increasing: ${calls.every((v, i) => i === 0 || v > calls[i - 1])}`);
      console.log(`first ${calls[0]}, last ${calls.at(-1)}`);
      console.log(`no duplicates: ${new Set(calls).size === calls.length}`);
    }, 300);
  }
}, 30);
