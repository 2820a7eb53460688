// @until 2000
// requestIdleCallback: process a work queue in chunks, honouring the deadline
const items = Array.from({ length: 500 }, (_, i) => i + 1);
let processed = 0;
let sum = 0;
let callbacks = 0;
let deadlineOk = true;

function work(deadline) {
  callbacks++;
  const remaining = deadline.timeRemaining();
  if (remaining < 0 || remaining > 50) deadlineOk = false;
  while (items.length && (deadline.timeRemaining() > 1 || deadline.didTimeout)) {
    const n = items.shift();
    sum += n * n;
    processed++;
  }
  if (items.length) requestIdleCallback(work, { timeout: 500 });
  else {
    console.log(`processed ${processed} items, sum of squares ${sum}`);
    console.log(`deadline within 0..50 ms: ${deadlineOk}, used at least one callback: ${callbacks >= 1}`);
  }
}

requestIdleCallback(work);
const id = requestIdleCallback(() => console.log('cancelled idle callback ran?!'));
cancelIdleCallback(id);
console.log(`idle callback ids are numbers: ${typeof id === 'number'}`);

let order = [];
setTimeout(() => order.push('timeout 0'), 0);
requestIdleCallback(() => {
  order.push('idle');
  console.log(`timeout before idle: ${order.join(' then ')}`);
});
