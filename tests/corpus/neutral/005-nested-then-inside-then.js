// A then registered inside a handler is queued behind reactions already in the queue.
const log = (s) => console.log(s);
Promise.resolve().then(() => {
  log('outer 1');
  Promise.resolve().then(() => log('inner 1'));
  Promise.resolve().then(() => log('inner 2'));
}).then(() => log('outer 2'));
Promise.resolve().then(() => log('other 1')).then(() => log('other 2'));
