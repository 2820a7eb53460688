// events.once, on() async iterator, EventTarget and Event in Node
import { EventEmitter, once, on } from 'node:events';

const ee = new EventEmitter();
setTimeout(() => ee.emit('ready', 'db', 42), 5);
const [name, port] = await once(ee, 'ready');
console.log('ready', name, port);

setTimeout(() => ee.emit('error', new Error('bad thing')), 1);
try {
  await once(ee, 'never');
} catch (e) {
  console.log('once rejected:', e.message);
}

const ac = new AbortController();
setTimeout(() => {
  ee.emit('tick', 1);
  ee.emit('tick', 2);
  ee.emit('tick', 3);
}, 2);
let total = 0;
try {
  for await (const [n] of on(ee, 'tick', { signal: ac.signal })) {
    total += n;
    console.log('tick', n);
    if (n === 3) ac.abort();
  }
} catch (e) {
  console.log(e.name, 'total', total);
}

const et = new EventTarget();
et.addEventListener('ping', (e) => console.log('listener 1', e.type, e instanceof Event, e.detail ?? 'no detail'));
et.addEventListener('ping', (e) => { console.log('listener 2 once'); }, { once: true });
et.addEventListener('ping', { handleEvent(e) { console.log('handleEvent obj', this === undefined ? 'undef' : typeof this); } });
et.dispatchEvent(new Event('ping'));
const ok = et.dispatchEvent(new CustomEvent('ping', { detail: { id: 7 }, cancelable: true }));
console.log('dispatch returned', ok);
et.addEventListener('cancel', (e) => e.preventDefault());
console.log('not canceled?', et.dispatchEvent(new Event('cancel', { cancelable: true })), et.dispatchEvent(new Event('cancel')));
const [ev] = await Promise.all([once(et, 'later'), Promise.resolve().then(() => et.dispatchEvent(new Event('later')))]);
console.log('once on EventTarget:', ev.type);
