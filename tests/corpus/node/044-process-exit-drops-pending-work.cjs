// process.exit() stops at once: timers, immediates, promise jobs and 'beforeExit' are skipped; 'exit' listeners run.
setTimeout(() => console.log('never: timer'), 0);
setImmediate(() => console.log('never: immediate'));
Promise.resolve().then(() => console.log('never: promise'));
process.nextTick(() => console.log('never: tick'));
process.on('beforeExit', () => console.log('never: beforeExit'));
process.on('exit', (code) => console.log('exit listener', code));
console.log('calling process.exit(4)');
process.exit(4);
console.log('never: after exit');
