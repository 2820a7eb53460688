// ES module: microtasks queued by listeners run only after emit() and the surrounding code finish.
import EventEmitter from 'node:events';
const bus = new EventEmitter();
bus.on('order', (id) => {
  console.log('listener A', id);
  queueMicrotask(() => console.log('microtask from A', id));
});
bus.on('order', (id) => {
  console.log('listener B', id);
  process.nextTick(() => console.log('tick from B', id));
});
bus.emit('order', 1);
bus.emit('order', 2);
console.log('both emits returned');
