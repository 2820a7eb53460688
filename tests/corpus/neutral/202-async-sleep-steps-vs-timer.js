// An async loop of 30 ms sleeps interleaves with a 75 ms timer registered at the start.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function steps() {
  for (let i = 1; i <= 3; i++) {
    await sleep(30);
    console.log(`step ${i}`);
  }
  return 'steps done';
}
setTimeout(() => console.log('timer 75'), 75);
steps().then((msg) => console.log(msg));
console.log('started');
