// A click handler that blocks the main thread for 800 ms. The page cannot paint until it
// returns, so the interaction's next paint comes more than 800 ms after the click: a
// long task and an INP in the "poor" range.
// @html <button id="order">Place order</button><p id="status">Ready</p>
// @input click #order @ 100ms
const status = document.getElementById('status');
document.getElementById('order').addEventListener('click', () => {
  status.textContent = 'Placing your order…';
  const start = performance.now();
  while (performance.now() - start < 800) {} // pretend to do heavy work
  status.textContent = 'Order placed';
  console.log('handler done');
});
