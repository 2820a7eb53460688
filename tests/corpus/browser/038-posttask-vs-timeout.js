// How postTask priorities rank against a zero-delay timer: a user-blocking task runs
// before a timer queued earlier, a user-visible task takes its turn in queue order
// with the timers, and a background task waits until both timers ran.
setTimeout(() => console.log('timeout A'), 0);
scheduler.postTask(() => console.log('background'), { priority: 'background' });
scheduler.postTask(() => console.log('user-visible'));
scheduler.postTask(() => console.log('user-blocking'), { priority: 'user-blocking' });
setTimeout(() => console.log('timeout B'), 0);
Promise.resolve().then(() => console.log('promise'));
