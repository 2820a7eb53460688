// Nested setTimeout(0) calls are clamped to 4 ms once the nesting level passes 5, so a
// chain of 20 nested zero-delay timers is overtaken by a 30 ms timer registered at the
// start. Only the order is printed.
let n = 0;
function step() {
  n++;
  if (n === 4) console.log('step 4');
  if (n < 20) setTimeout(step, 0);
  else console.log('step 20: chain done');
}
setTimeout(step, 0);
setTimeout(() => console.log(`timeout 30 (chain at step ${n > 4 && n < 20 ? '5..19' : n})`), 30);
