// Promises resolved by timers: the reactions run right after the timer that resolved
// them, before the next timer; Promise.race settles with the earliest timer.
const after = (ms, v) => new Promise((resolve) => setTimeout(() => {
  console.log(`timer ${ms} fires`);
  resolve(v);
}, ms));
Promise.race([after(30, 'slow'), after(10, 'fast')]).then((v) => console.log(`race won by ${v}`));
after(20, 'middle').then((v) => console.log(`then ${v}`));
Promise.all([after(5, 1), after(25, 2)]).then((vs) => console.log(`all ${vs.join(',')}`));
