// events.once(emitter, name) returns a promise that resolves with the emitted arguments as an array.
const { EventEmitter, once } = require('events');
const oven = new EventEmitter();
async function bake() {
  console.log('waiting for preheat');
  const [temp, unit] = await once(oven, 'preheated');
  console.log('preheated to', temp, unit);
  console.log('listeners left:', oven.listenerCount('preheated'));
}
bake();
setTimeout(() => {
  console.log('emitting preheated');
  oven.emit('preheated', 220, 'C');
  console.log('emit returned');
}, 2);
