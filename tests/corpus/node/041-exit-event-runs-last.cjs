// The 'exit' listener gets the exit code and runs after all other work; timers and nextTicks queued in it never run,
// but a promise job queued in it still runs before the process ends.
process.on('exit', (code) => {
  console.log('exit with code', code);
  setTimeout(() => console.log('never: timer from exit'), 0);
  process.nextTick(() => console.log('never: tick from exit'));
  Promise.resolve().then(() => console.log('promise from exit still runs'));
});
setTimeout(() => console.log('last timer'), 2);
console.log('main script done');
