// Awaiting timer promises one after another takes the sum of the delays; starting them first and awaiting later takes the maximum.
const sleep = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));
async function sequential() {
  const a = await sleep(20, 'seq a');
  const b = await sleep(20, 'seq b');
  console.log(`sequential: ${a}, ${b}`);
}
async function parallel() {
  const pa = sleep(20, 'par a');
  const pb = sleep(20, 'par b');
  console.log(`parallel: ${await pa}, ${await pb}`);
}
sequential();
parallel();
setTimeout(() => console.log('timer 30: parallel done, sequential not yet'), 30);
