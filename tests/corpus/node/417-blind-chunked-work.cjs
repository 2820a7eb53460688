// Splitting a long computation into chunks with setImmediate so timers can still run.
let ticks = 0;
const heartbeat = setInterval(() => {
  ticks++;
}, 20);

function sumOfDivisorsChunked(limit, chunk, done) {
  let n = 1, total = 0, chunks = 0;
  function step() {
    chunks++;
    const end = Math.min(n + chunk, limit + 1);
    for (; n < end; n++) {
      for (let d = 1; d * d <= n; d++) {
        if (n % d === 0) total += d === n / d ? d : d + n / d;
      }
    }
    if (n <= limit) setImmediate(step);
    else done(total, chunks);
  }
  step();
}

const t0 = performance.now();
function busy(ms) { const end = performance.now() + ms; while (performance.now() < end); }

setTimeout(() => {
  // each chunk is about 25 ms of work; the 20 ms heartbeat gets in between chunks
  let chunkNo = 0;
  (function work() {
    busy(25);
    chunkNo++;
    console.log(`chunk ${chunkNo}`);
    if (chunkNo < 6) setImmediate(work);
    else {
      clearInterval(heartbeat);
      console.log('heartbeats during work >= 2:', ticks >= 2);
      sumOfDivisorsChunked(20000, 2500, (total, chunks) => console.log('sigma sum', total, 'in', chunks, 'chunks'));
    }
  })();
}, 5);
console.log('scheduled; elapsed small:', performance.now() - t0 < 50);
