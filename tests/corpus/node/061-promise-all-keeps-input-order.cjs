// Promise.all reports results in input order, even though the timers finish in a different order.
const { setTimeout: wait } = require('timers/promises');
const jobs = [['slow', 20], ['fast', 1], ['medium', 8]];
const running = jobs.map(([name, ms]) =>
  wait(ms, name).then((v) => {
    console.log('done', v);
    return v.toUpperCase();
  }));
Promise.all(running).then((all) => console.log('all:', all));
