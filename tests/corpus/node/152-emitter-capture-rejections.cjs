// captureRejections: an async listener's rejection becomes an 'error' event (or a call of
// the nodejs.rejection method), one nextTick after the rejection
const { EventEmitter } = require('events');
const log = (...a) => console.log(...a);
const em = new EventEmitter({ captureRejections: true });
em.on('save', async (doc) => {
  if (!doc.id) throw new Error('doc without id');
  log('saved', doc.id);
});
em.on('error', (e) => log('error event:', e.message));
em.emit('save', { id: 7 });
em.emit('save', {});
Promise.resolve().then(() => log('microtask after emits'));
process.nextTick(() => log('nextTick after emits'));

class Repo extends EventEmitter {
  constructor() { super({ captureRejections: true }); }
  [Symbol.for('nodejs.rejection')](err, event, ...args) { log('rejection hook:', err.message, event, args); }
}
const repo = new Repo();
repo.on('load', async (n) => { await null; throw new Error('load ' + n + ' failed'); });
repo.emit('load', 3);
log(EventEmitter.captureRejectionSymbol === Symbol.for('nodejs.rejection'), EventEmitter.captureRejections);

// the global switch: emitters made after it capture too
EventEmitter.captureRejections = true;
const later = new EventEmitter();
EventEmitter.captureRejections = false;
later.on('go', () => Promise.reject(new Error('global capture')));
later.on('error', (e) => log('later error:', e.message));
later.emit('go');
// without capture, a thenable returned by a listener is ignored
const plain = new EventEmitter();
plain.on('x', () => ({ then() { log('never called'); } }));
log('plain emit', plain.emit('x'));
try { new EventEmitter({ captureRejections: 'yes' }); } catch (e) { log(e.code, e.message); }
