// @until 3000
// Processing a big list in requestIdleCallback chunks, falling back to a timeout.
const items = Array.from({ length: 2000 }, (_, i) => i);
let index = 0, sum = 0, chunks = 0, timedOut = 0;

function work(deadline) {
  chunks++;
  if (deadline.didTimeout) timedOut++;
  while (index < items.length && (deadline.timeRemaining() > 1 || deadline.didTimeout)) {
    const end = Math.min(index + 250, items.length);
    for (; index < end; index++) sum += Math.sqrt(items[index]) | 0;
    if (deadline.didTimeout) break;
  }
  if (index < items.length) requestIdleCallback(work, { timeout: 500 });
  else console.log('done: sum', sum, 'chunks >= 1:', chunks >= 1, 'typeof didTimeout:', typeof deadline.didTimeout);
}
requestIdleCallback(work, { timeout: 500 });
console.log('idle work scheduled, typeof requestIdleCallback:', typeof requestIdleCallback);
const id = requestIdleCallback(() => console.log('cancelled idle callback'));
cancelIdleCallback(id);
setTimeout(() => console.log('a 0 ms timer comes before idle time'), 0);
