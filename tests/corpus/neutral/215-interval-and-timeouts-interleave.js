// A 30 ms interval and timeouts at 45 and 75 ms interleave by due time; clearInterval from a timeout stops the ticks.
let tick = 0;
const id = setInterval(() => {
  tick++;
  console.log(`tick ${tick}`);
}, 30);
setTimeout(() => console.log(`timeout 45 after tick ${tick}`), 45);
setTimeout(() => console.log(`timeout 75 after tick ${tick}`), 75);
setTimeout(() => {
  clearInterval(id);
  console.log(`cleared at tick ${tick}`);
}, 105);
setTimeout(() => console.log(`final tick count ${tick}`), 170);
