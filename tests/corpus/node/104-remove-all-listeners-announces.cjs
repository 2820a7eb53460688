// With a 'removeListener' listener, removeAllListeners(name) announces every removal,
// newest listener first; without a name it clears every event, 'removeListener' last.
const EventEmitter = require('events');
const bus = new EventEmitter();
const a = () => {};
const b = () => {};
bus.on('tick', a);
bus.on('tick', b);
bus.on('tock', a);
bus.on('removeListener', (name, fn) => console.log('removed', name, fn === a ? 'a' : fn === b ? 'b' : 'other'));
bus.removeAllListeners('tick');
console.log('tick left:', bus.listenerCount('tick'));
bus.removeAllListeners();
console.log('events left:', bus.eventNames().length);
