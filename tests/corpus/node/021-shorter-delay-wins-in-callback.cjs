// Timers created together fire by delay, not creation order: setTimeout(C, 10) then setTimeout(D, 2) runs D first.
// (Delays only 1 ms apart, like 3 and 2, can tie in real Node when the clock ticks between the two calls.)
setTimeout(() => {
  console.log('A');
  setTimeout(() => console.log('C (10 ms)'), 10);
  setTimeout(() => console.log('D (2 ms)'), 2);
  console.log('B');
}, 1);
