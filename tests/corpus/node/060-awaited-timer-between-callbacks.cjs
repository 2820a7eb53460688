// An awaited timer sits in the same timer list as callback timers; its continuation runs before the next timer.
const { setTimeout: sleep } = require('timers/promises');
setTimeout(() => console.log('callback timer A'), 5);
(async () => {
  await sleep(5);
  console.log('awaited timer B resumes');
})();
setTimeout(() => console.log('callback timer C'), 5);
