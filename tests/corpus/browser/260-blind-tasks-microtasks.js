// The Jake Archibald classic
console.log('script start');
setTimeout(() => console.log('setTimeout'), 0);
Promise.resolve()
  .then(() => console.log('promise1'))
  .then(() => console.log('promise2'));
queueMicrotask(() => console.log('microtask'));
(async () => {
  console.log('async fn body');
  await undefined;
  console.log('after await');
})();
console.log('script end');
