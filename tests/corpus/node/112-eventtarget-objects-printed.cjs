// EventTarget, AbortController and AbortSignal as console.log prints them, and a listener's exception becoming an uncaught exception
process.on('uncaughtException', (err) => console.log('uncaughtException:', err.message));
class Channel extends EventTarget {
  constructor(name) { super(); this.name = name; }
}
const ch = new Channel('news');
const controller = new AbortController();
console.log(ch, new EventTarget());
console.log(controller);
console.log([controller.signal], { signal: controller.signal });
ch.addEventListener('post', (e) => { throw new Error(`listener failed on ${e.detail}`); });
ch.addEventListener('post', (e) => console.log('second listener still runs for', e.detail));
console.log('dispatch returned', ch.dispatchEvent(new CustomEvent('post', { detail: 'item 1' })));
console.log('after dispatch, before the uncaught exception');
controller.abort();
console.log(controller.signal, controller.signal.reason.name);
console.log(AbortSignal.abort('why'), AbortSignal.abort('why').reason);
const e = new CustomEvent('x', { detail: { id: 1 } });
console.log(e.type, e.detail, e instanceof Event, typeof e.timeStamp);
