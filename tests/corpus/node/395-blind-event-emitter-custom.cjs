// A tiny typed event emitter, plus comparisons with node:events.
const EventEmitter = require('events');

class Emitter {
  #handlers = new Map();
  on(type, fn) {
    if (!this.#handlers.has(type)) this.#handlers.set(type, new Set());
    this.#handlers.get(type).add(fn);
    return () => this.off(type, fn);
  }
  once(type, fn) {
    const off = this.on(type, (...args) => { off(); fn(...args); });
    return off;
  }
  off(type, fn) { this.#handlers.get(type)?.delete(fn); }
  emit(type, ...args) {
    const set = this.#handlers.get(type);
    if (!set?.size) return false;
    for (const fn of [...set]) fn(...args);
    return true;
  }
  listenerCount(type) { return this.#handlers.get(type)?.size ?? 0; }
}

const e = new Emitter();
const unsub = e.on('msg', (m) => console.log('A got', m));
e.once('msg', (m) => console.log('B (once) got', m));
e.on('msg', function (m) { console.log('C got', m, 'this is emitter?', this === e); });
console.log('emit 1 ->', e.emit('msg', 'hello'));
unsub();
console.log('emit 2 ->', e.emit('msg', 'again'));
console.log('count', e.listenerCount('msg'), 'none ->', e.emit('nothing'));

const ne = new EventEmitter();
ne.on('data', function (x) { console.log('node listener', x, this === ne); });
ne.prependOnceListener('data', (x) => console.log('prepended once', x));
ne.emit('data', 1);
ne.emit('data', 2);
console.log('eventNames', ne.eventNames(), 'listeners', ne.listenerCount('data'));
try {
  ne.emit('error', new Error('kaboom'));
} catch (err) {
  console.log('caught:', err.message);
}
ne.on('error', (err) => console.log('handled error:', err.message));
ne.emit('error', new Error('second'));

// Emission during emission: listeners added during emit are not called in that emit.
ne.on('tick', () => {
  console.log('tick listener 1');
  ne.on('tick', () => console.log('late listener'));
});
ne.emit('tick');
console.log('--');
ne.emit('tick');
