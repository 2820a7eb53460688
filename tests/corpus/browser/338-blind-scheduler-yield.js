// scheduler.postTask priorities and scheduler.yield
if (!('scheduler' in window)) {
  console.log('no scheduler API');
} else {
  const log = (s) => () => console.log(s);
  scheduler.postTask(log('background task'), { priority: 'background' });
  scheduler.postTask(log('user-visible task'), { priority: 'user-visible' });
  scheduler.postTask(log('user-blocking task'), { priority: 'user-blocking' });
  setTimeout(log('setTimeout 0'), 0);
  console.log('posted tasks');

  const controller = new TaskController({ priority: 'background' });
  scheduler
    .postTask(() => 'result of prioritized task', { signal: controller.signal })
    .then((v) => console.log('postTask promise ->', v));
  controller.setPriority('user-blocking');

  const abortable = new TaskController();
  scheduler.postTask(log('never runs'), { signal: abortable.signal }).catch((e) => console.log('aborted task:', e.name));
  abortable.abort();

  setTimeout(async () => {
    console.log('long job start');
    for (let i = 0; i < 3; i++) {
      console.log(' part', i);
      await scheduler.yield();
    }
    console.log('long job end');
  }, 200);
  setTimeout(() => scheduler.postTask(log('delayed postTask (50ms)'), { delay: 50 }), 400);
}
