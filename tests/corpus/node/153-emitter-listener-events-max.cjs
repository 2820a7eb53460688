// 'newListener' / 'removeListener' from every add and remove method, once wrappers,
// rawListeners, symbol event names and the MaxListenersExceededWarning
const { EventEmitter } = require('events');
const log = (...a) => console.log(...a);
const em = new EventEmitter();
em.on('newListener', (evt, fn) => log('+', String(evt), fn.name || '(anon)'));
em.on('removeListener', (evt, fn) => log('-', String(evt), fn.name || '(anon)'));
function a() { log('a runs'); }
function b() { log('b runs'); }
function c() { log('c runs'); }
const tick = Symbol('tick');
em.on('job', a);
em.prependListener('job', b);
em.once('job', c);
em.prependOnceListener('job', function early() { log('early runs'); });
em.addListener(tick, a);
log(em.eventNames(), em.listenerCount('job'), em.listenerCount('job', a));
const raw = em.rawListeners('job');
log(raw.map((f) => f.name), raw[0].listener.name, em.listeners('job').map((f) => f.name));
em.emit('job');
log(em.listeners('job').map((f) => f.name));
em.off('job', b).removeListener('job', a);
em.removeAllListeners(tick);
log(em.eventNames());
log(em.getMaxListeners(), EventEmitter.defaultMaxListeners);
process.on('warning', (w) => log('warning:', w.name, w.count, String(w.type), w.emitter === em, w.message));
em.setMaxListeners(2);
for (let i = 0; i < 4; i++) em.on('spam', () => {});
const other = new EventEmitter();
other.setMaxListeners(1);
other.on(tick, a).on(tick, b);
log('listeners added');
em.removeAllListeners();
log(em.eventNames(), em.listenerCount('spam'));
console.log(new EventEmitter());
try { em.setMaxListeners(-1); } catch (e) { log(e.name, e.code, e.message); }
try { em.on('x', 'nope'); } catch (e) { log(e.name, e.code, e.message); }
