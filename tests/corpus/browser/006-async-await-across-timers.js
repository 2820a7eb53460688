// An async function awaiting a timer-based delay: the code after each await resumes in
// a microtask of the timer task that resolved it, before later timers.
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function worker(name, ms) {
  console.log(`${name} start`);
  await wait(ms);
  console.log(`${name} after ${ms} ms`);
  await null;
  console.log(`${name} after await null`);
  return name;
}
worker('slow', 60).then((n) => console.log(`${n} done`));
worker('fast', 20).then((n) => console.log(`${n} done`));
setTimeout(() => console.log('timer 40'), 40);
console.log('script end');
