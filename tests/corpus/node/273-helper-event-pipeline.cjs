'use strict';
const EventEmitter = require('events');

class Producer extends EventEmitter {
  constructor(words) { super(); this.words = words; }
  start() {
    this.emit('start', this.words.length);
    this.words.forEach((w, i) => {
      setTimeout(() => {
        this.emit('data', Buffer.from(w + ' '));
        if (i === this.words.length - 1) setImmediate(() => this.emit('end'));
      }, i * 5);
    });
  }
}

class Upper extends EventEmitter {
  constructor(src) {
    super();
    src.on('data', (chunk) => {
      process.nextTick(() => this.emit('data', Buffer.from(chunk.toString().toUpperCase())));
    });
    src.once('end', () => Promise.resolve().then(() => this.emit('end')));
  }
}

const log = [];
const p = new Producer(['alpha', 'beta', 'gamma', 'délta']);
const u = new Upper(p);
const chunks = [];
p.on('start', (n) => console.log('start, expecting', n, 'chunks'));
p.on('data', (c) => log.push('raw:' + c.length));
u.on('data', (c) => { chunks.push(c); log.push('up:' + c.toString().trim()); });
u.on('end', () => {
  const all = Buffer.concat(chunks);
  console.log(log.join(' '));
  console.log('result:', JSON.stringify(all.toString()), all.length);
  console.log('listeners', p.listenerCount('data'), p.listenerCount('end'), u.eventNames());
});

setTimeout(() => {
console.log('sync 1');
setTimeout(() => console.log('timeout 0'), 0);
setImmediate(() => console.log('immediate'));
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise 1')).then(() => console.log('promise 2'));
queueMicrotask(() => console.log('microtask'));
(async () => { console.log('async body'); await null; console.log('after await'); })();
p.start();
console.log('sync 2');
}, 0);

const ee = new EventEmitter();
ee.once('x', (v) => console.log('once', v));
ee.prependListener('x', (v) => console.log('first', v));
ee.emit('x', 1); ee.emit('x', 2);
try { ee.emit('error', new Error('boom')); } catch (e) { console.log('caught', e.message); }
