// Two async functions resumed by the same timer task continue in the order their awaits were set up, before later timers.
let release;
const gate = new Promise((resolve) => { release = resolve; });
async function waiter(name) {
  console.log(`${name} waits`);
  await gate;
  console.log(`${name} resumes`);
  await null;
  console.log(`${name} second step`);
}
waiter('first');
waiter('second');
setTimeout(() => {
  console.log('timer opens the gate');
  release();
}, 10);
setTimeout(() => console.log('later timer'), 10);
