// debounce vs throttle, fed with a fixed schedule of "events"
function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}

function throttle(fn, ms) {
  let last = -Infinity;
  let pending = null;
  let timer = null;
  return (...args) => {
    const now = Date.now();
    const remaining = last + ms - now;
    if (remaining <= 0) {
      last = now;
      fn(...args);
    } else {
      pending = args;
      if (!timer) {
        timer = setTimeout(() => {
          timer = null;
          last = Date.now();
          fn(...pending);
        }, remaining);
      }
    }
  };
}

const deb = debounce((x) => console.log('debounced fired with', x), 100);
const thr = throttle((x) => console.log('throttled fired with', x), 100);

// events at 0, 20, 40, 60, 80ms, then a pause, then 300, 320ms
const schedule = [0, 30, 60, 90, 300, 330];
schedule.forEach((at, i) => {
  setTimeout(() => {
    console.log(`event ${i}`);
    deb(i);
    thr(i);
  }, at);
});

setTimeout(() => console.log('end of demo'), 600);
