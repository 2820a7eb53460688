// AbortController and AbortSignal: aborted, reason, onabort and listener order, abort only once, throwIfAborted, AbortSignal.abort and AbortSignal.any
const controller = new AbortController();
const { signal } = controller;
console.log(`aborted=${signal.aborted} reason=${signal.reason}`);
signal.addEventListener('abort', (e) => console.log(`listener 1: ${e.type} trusted=${e.isTrusted} reason=${signal.reason}`));
signal.onabort = () => console.log('onabort handler');
signal.addEventListener('abort', () => console.log('listener 2'), { once: true });
signal.throwIfAborted();
controller.abort('user cancelled');
controller.abort('second call is ignored');
console.log(`aborted=${signal.aborted} reason=${signal.reason}`);
try {
  signal.throwIfAborted();
} catch (e) {
  console.log(`throwIfAborted threw: ${e}`);
}
const plain = new AbortController();
plain.abort();
console.log(`default reason: ${plain.signal.reason.name} ${plain.signal.reason instanceof DOMException} code ${plain.signal.reason.code}`);
const pre = AbortSignal.abort(new Error('already'));
console.log(`AbortSignal.abort: ${pre.aborted} ${pre.reason.message}`);
const a = new AbortController(), b = new AbortController();
const either = AbortSignal.any([a.signal, b.signal]);
either.addEventListener('abort', () => console.log(`any: aborted with ${either.reason}`));
b.abort('b first');
a.abort('a later');
console.log(`any reason stays ${either.reason}; any of an aborted one: ${AbortSignal.any([pre]).reason.message}`);
try {
  new AbortSignal();
} catch (e) {
  console.log(`new AbortSignal(): ${e.name}`);
}
console.log(`${typeof AbortSignal.timeout} ${signal instanceof EventTarget}`);
