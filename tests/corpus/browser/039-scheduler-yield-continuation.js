// await scheduler.yield() gives control back to the event loop, but the continuation
// is prioritised: it resumes before a timer, a message and a user-visible task that
// were queued before the yield.
setTimeout(async () => {
  setTimeout(() => console.log('timeout 0'), 0);
  scheduler.postTask(() => console.log('user-visible task'));
  const ch = new MessageChannel();
  ch.port1.onmessage = () => console.log('message');
  ch.port2.postMessage(0);
  Promise.resolve().then(() => console.log('promise'));
  console.log('before yield');
  await scheduler.yield();
  console.log('after yield 1');
  await scheduler.yield();
  console.log('after yield 2');
}, 50);
