// An EventEmitter with 10 000 listeners emitted 100 times, 5 000 once-listeners, and 100 000 emits to one listener.
const EventEmitter = require('events');
const bus = new EventEmitter();
bus.setMaxListeners(0);
let calls = 0;
let total = 0;
for (let i = 0; i < 10000; i++) bus.on('tick', (v) => { calls++; total = (total + v * i) % 1000003; });
for (let r = 0; r < 100; r++) bus.emit('tick', r);
console.log('tick listeners', bus.listenerCount('tick'), 'calls', calls, 'total', total);
let onceCalls = 0;
for (let i = 0; i < 5000; i++) bus.once('ready', () => onceCalls++);
console.log('before', bus.listenerCount('ready'), bus.emit('ready'), 'after', bus.listenerCount('ready'), onceCalls, bus.emit('ready'));
const log = [];
bus.on('msg', (m) => { if (m.length > log.length) log.push(m.length); });
let msg = '';
for (let i = 0; i < 100000; i++) { msg += 'x'; bus.emit('msg', msg); }
console.log('msg emits', log.length, log[log.length - 1]);
for (const l of bus.listeners('tick').slice(0, 5000)) bus.off('tick', l);
console.log('after removing half', bus.listenerCount('tick'), bus.eventNames().join(','));
