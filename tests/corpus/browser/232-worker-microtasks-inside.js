// An "event loop quiz" run inside a worker: sync code, queueMicrotask, promises, await and setTimeout order the same way there as on a page.
const worker = new Worker('quiz.js');
console.log('page: sending the quiz');
worker.onmessage = (e) => {
  console.log('page: worker answered');
  e.data.forEach((line, i) => console.log(`  ${i + 1}. ${line}`));
  worker.terminate();
};
worker.postMessage('go');
// @file quiz.js
const order = [];
onmessage = async () => {
  console.log('worker: quiz received');
  order.push('sync start');
  setTimeout(() => order.push('setTimeout 0'), 0);
  queueMicrotask(() => order.push('queueMicrotask'));
  Promise.resolve().then(() => order.push('then 1')).then(() => order.push('then 2'));
  (async () => {
    order.push('async fn body');
    await null;
    order.push('after await in async fn');
  })();
  order.push('sync end');
  await new Promise((r) => setTimeout(r, 0));
  order.push('after awaiting a timer');
  setTimeout(() => {
    queueMicrotask(() => {
      order.push('microtask from last timer');
      postMessage(order);
    });
    order.push('last timer');
  }, 5);
};
