// events.on turns an emitter into an async iterator: queued events, an 'error' that ends the loop, and break removing the listener.
const { EventEmitter, on } = require('events');
const orders = new EventEmitter();
async function consume() {
  const seen = [];
  for await (const [id, total] of on(orders, 'order')) {
    seen.push(`${id}:${total}`);
    if (seen.length === 3) break;
  }
  console.log('consumed', seen.join(' '), 'listeners', orders.listenerCount('order'));
}
const done = consume();
orders.emit('order', 'a1', 10);
orders.emit('order', 'a2', 25); // queued until the loop asks again
setTimeout(() => orders.emit('order', 'a3', 5), 5);
done.then(async () => {
  const sensor = new EventEmitter();
  setTimeout(() => sensor.emit('reading', 21.5), 5);
  setTimeout(() => sensor.emit('error', new Error('sensor unplugged')), 10);
  try {
    for await (const [value] of on(sensor, 'reading')) console.log('reading', value);
  } catch (e) {
    console.log('loop ended:', e.message, 'listeners', sensor.listenerCount('reading'));
  }
});
