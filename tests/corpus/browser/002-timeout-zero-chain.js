// A chain of setTimeout(0) callbacks: each step schedules the next one. The microtasks
// a step queues run before the next step, and a timer registered up front at 0 ms
// runs right after the first step (tasks run in the order they were queued).
let step = 0;
function next() {
  step++;
  console.log(`step ${step}`);
  Promise.resolve().then(() => console.log(`  micro after step ${step}`));
  if (step < 4) setTimeout(next, 0);
}
setTimeout(next, 0);
setTimeout(() => console.log('other timer'), 0);
console.log('script end');
