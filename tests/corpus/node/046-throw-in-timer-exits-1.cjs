// An exception thrown in a timer callback ends the process with exit code 1; later timers never run.
process.on('exit', (code) => console.log('exit', code));
setTimeout(() => console.log('timer 1 ok'), 1);
setTimeout(() => {
  console.log('timer 2 throws');
  throw new Error('boom');
}, 5);
setTimeout(() => console.log('never: timer 3'), 20);
