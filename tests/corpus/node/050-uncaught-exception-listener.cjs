// An 'uncaughtException' listener swallows a throw from a timer; the other timers still run.
process.on('uncaughtException', (err, origin) => {
  console.log('caught', err.message, 'origin', origin);
});
setTimeout(() => {
  throw new Error('sensor offline');
}, 1);
setTimeout(() => console.log('next timer still runs'), 5);
process.on('exit', (code) => console.log('exit', code));
