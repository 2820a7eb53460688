// A fetch started from a timer callback: that callback's microtasks run first, the
// response is handled later, and a 500 ms timer queued in the same callback comes
// after the response.
setTimeout(() => {
  console.log('timer starts fetch');
  fetch('/api/status').then((r) => r.json()).then((j) => console.log(`status url ${j.url}`));
  Promise.resolve().then(() => console.log('timer microtask'));
  setTimeout(() => console.log('timer + 500'), 500);
}, 20);
