// process.exit() inside a timer: the rest of that callback and the later timers never run.
process.on('exit', (code) => console.log('exit', code));
setTimeout(() => console.log('timer 1'), 1);
setTimeout(() => {
  console.log('timer 2 calls process.exit()');
  process.exit();
  console.log('never: rest of timer 2');
}, 5);
setTimeout(() => console.log('never: timer 3'), 20);
