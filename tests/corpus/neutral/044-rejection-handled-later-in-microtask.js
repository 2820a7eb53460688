// A rejected promise whose handler is attached in a later microtask is still handled.
const log = (s) => console.log(s);
const rejected = Promise.reject(new Error('late handler'));
log('created rejected promise');
queueMicrotask(() => {
  log('attaching catch');
  rejected.catch((e) => log('caught: ' + e.message));
});
Promise.resolve().then(() => log('t1')).then(() => log('t2'));
