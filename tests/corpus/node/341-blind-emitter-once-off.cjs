// A tiny event emitter with on/once/off, then Node's own for comparison
class Emitter {
  #handlers = new Map();
  on(type, fn) {
    (this.#handlers.get(type) ?? this.#handlers.set(type, []).get(type)).push(fn);
    return () => this.off(type, fn);
  }
  once(type, fn) {
    const w = (...args) => { this.off(type, w); fn(...args); };
    w.orig = fn;
    return this.on(type, w);
  }
  off(type, fn) {
    const list = this.#handlers.get(type);
    if (!list) return;
    const i = list.findIndex((h) => h === fn || h.orig === fn);
    if (i >= 0) list.splice(i, 1);
  }
  emit(type, ...args) {
    const list = [...(this.#handlers.get(type) ?? [])];
    list.forEach((h) => h(...args));
    return list.length > 0;
  }
}

const e = new Emitter();
const un = e.on('x', (v) => console.log('on', v));
e.once('x', (v) => console.log('once', v));
const named = (v) => console.log('named', v);
e.once('x', named);
e.off('x', named);
console.log(e.emit('x', 1));
console.log(e.emit('x', 2));
un();
console.log(e.emit('x', 3));

const { EventEmitter } = require('events');
const n = new EventEmitter();
n.on('newListener', (ev) => console.log('newListener', ev));
n.once('data', (a, b) => console.log('data once', a + b));
n.prependListener('data', () => console.log('prepended'));
console.log('count', n.listenerCount('data'));
n.emit('data', 2, 3);
n.emit('data', 4, 5);
console.log('names', n.eventNames().join(','));
try {
  n.emit('error', new Error('boom'));
} catch (err) {
  console.log('thrown:', err.message);
}
