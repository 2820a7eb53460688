// Global error handlers: uncaughtException, unhandledRejection and process.exitCode.
process.on('uncaughtException', (err, origin) => {
  console.log(`uncaughtException (${origin}): ${err.message}`);
  process.exitCode = 3;
});
process.on('unhandledRejection', (reason, promise) => {
  console.log('unhandledRejection:', reason instanceof Error ? reason.message : reason, promise instanceof Promise);
});

setTimeout(() => {
  console.log('timer 1 runs');
  throw new Error('thrown in timer 1');
}, 10);
setTimeout(() => console.log('timer 2 still runs'), 20);

Promise.reject(new Error('nobody catches me'));
Promise.reject('a plain string reason');
const late = Promise.reject(new Error('caught later'));
setTimeout(() => late.catch((e) => console.log('late catch:', e.message)), 30);

async function parseConfig(text) {
  return JSON.parse(text);
}
parseConfig('{"port": 80}').then((c) => console.log('port', c.port));
parseConfig('{port: 80}').then((c) => console.log('never', c));

process.on('exit', (code) => console.log('exiting with', code));
console.log('end of script');
