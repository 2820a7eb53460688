// Timers registered out of order run in order of their due time; timers with the same
// delay keep their registration order.
setTimeout(() => console.log('60 ms'), 60);
setTimeout(() => console.log('20 ms (first)'), 20);
setTimeout(() => console.log('40 ms'), 40);
setTimeout(() => console.log('0 ms'), 0);
setTimeout(() => console.log('20 ms (second)'), 20);
setTimeout(() => {
  console.log('10 ms');
  setTimeout(() => console.log('10 + 80 ms'), 80);
}, 10);
