// An unhandled rejection ends the process with code 1 after the ticks and microtasks, before any timer.
process.on('exit', (code) => console.log('exit', code));
Promise.reject(new Error('lost'));
process.nextTick(() => console.log('tick still runs'));
Promise.resolve().then(() => console.log('other promise still runs'));
setTimeout(() => console.log('never: timer'), 0);
console.log('sync end');
