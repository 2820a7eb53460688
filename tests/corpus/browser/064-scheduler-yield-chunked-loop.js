// A long job split into chunks with await scheduler.yield(): the continuations are
// prioritised, so all five chunks run before a zero-delay timer queued before the
// job started, and before a background task.
async function job() {
  for (let chunk = 1; chunk <= 5; chunk++) {
    console.log(`chunk ${chunk}`);
    await scheduler.yield();
  }
  console.log('job done');
}
setTimeout(() => {
  setTimeout(() => console.log('timeout 0'), 0);
  scheduler.postTask(() => console.log('background task'), { priority: 'background' });
  job();
}, 10);
