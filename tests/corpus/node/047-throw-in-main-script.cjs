// A throw in the main script exits with code 1 before any queued nextTick, promise job or timer runs.
process.on('exit', (code) => console.log('exit', code));
process.nextTick(() => console.log('never: tick'));
Promise.resolve().then(() => console.log('never: promise'));
setTimeout(() => console.log('never: timer'), 0);
console.log('about to throw');
throw new TypeError('bad config');
