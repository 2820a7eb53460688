// A top-level await on a promise that never settles: the loop empties and Node exits with code 13.
// The 'exit' listener's argument is still 0, but process.exitCode already says 13.
process.on('exit', (code) => console.log('exit listener code', code, 'process.exitCode', process.exitCode));
console.log('waiting forever');
await new Promise(() => {});
console.log('never printed');
