// Unhandled rejections: late handlers, process events, and the crash
process.on('unhandledRejection', (reason, promise) => {
  console.log('unhandledRejection:', reason instanceof Error ? reason.message : reason);
  // re-throw for one of them to show that the process crashes
  if (reason === 'fatal') {
    console.log('setting exit code 3');
    process.exitCode = 3;
  }
});
process.on('rejectionHandled', (promise) => {
  console.log('rejectionHandled: a late catch was attached');
});
process.on('exit', (code) => console.log('exit with', code));

const early = Promise.reject(new Error('caught in time'));
early.catch((e) => console.log('caught:', e.message));

const late = Promise.reject(new Error('caught late'));
setTimeout(() => {
  late.catch((e) => console.log('late catch:', e.message));
}, 10);

async function forgetful() {
  throw new Error('nobody awaited me');
}
forgetful();

Promise.reject('fatal');

new Promise((_, reject) => reject(new Error('in microtask'))).then(() => console.log('no'));
Promise.resolve().then(() => { throw new Error('thrown in then'); });
Promise.allSettled([Promise.reject(new Error('settled is fine'))]).then((r) => console.log('allSettled', r[0].status));
console.log('sync done');
