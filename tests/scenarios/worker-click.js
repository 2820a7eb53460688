// blocking-click.js with its 800 ms of work moved to a Web Worker: the click handler only
// posts a message, so the page paints "Placing your order…" at the next frame (INP good,
// no long task on the main thread), and the answer comes back as a task 800 ms later.
// @html <button id="order">Place order</button><p id="status">Ready</p>
// @input click #order @ 100ms
const status = document.getElementById('status');
const pricing = new Worker('pricing.js');
pricing.onmessage = (e) => {
  status.textContent = 'Order placed: ' + e.data.total;
  console.log('answer from the worker:', e.data.total);
};
document.getElementById('order').addEventListener('click', () => {
  status.textContent = 'Placing your order…';
  pricing.postMessage({ items: 3 });
  console.log('handler done');
});
// @file pricing.js
onmessage = (e) => {
  const start = performance.now();
  while (performance.now() - start < 800) {} // the same heavy work, on the worker's thread
  postMessage({ total: e.data.items * 20 });
};
