// Inside a timer callback, setImmediate fires before a setTimeout(0) created in the same callback.
setTimeout(() => {
  console.log('outer timer');
  setTimeout(() => console.log('inner timeout 0'), 0);
  setImmediate(() => console.log('inner immediate'));
  Promise.resolve().then(() => console.log('inner promise'));
}, 5);
