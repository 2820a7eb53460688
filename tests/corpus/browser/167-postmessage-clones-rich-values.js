// postMessage copies its message with the structured clone algorithm: Dates, RegExps,
// Maps, Sets, typed arrays and cycles survive; functions, DOM nodes and ports do not.
const { port1, port2 } = new MessageChannel();
port2.onmessage = (e) => {
  const m = e.data;
  console.log('port: date', m.when instanceof Date, m.when.toISOString());
  console.log('port: regexp', m.pattern instanceof RegExp, m.pattern.source, m.pattern.flags);
  console.log('port: map', m.tags instanceof Map, [...m.tags].join(';'));
  console.log('port: bytes', m.bytes.constructor.name, m.bytes.join(','));
  console.log('port: cycle kept', m.self === m, 'copy, not the same object', m !== original);
  port1.close();
};
const original = { when: new Date(Date.UTC(2024, 1, 29, 12)), pattern: /a+b/gi, tags: new Map([['x', 1], ['y', 2]]), bytes: new Uint8Array([1, 2, 3]) };
original.self = original;
port1.postMessage(original);

window.addEventListener('message', (e) => console.log('window: set', e.data instanceof Set, [...e.data].join(',')));
window.postMessage(new Set([3, 1, 2]), '*');

for (const [what, value] of [['a function', { f() {} }], ['an element', document.body], ['a port', port1]]) {
  try {
    window.postMessage(value, '*');
    console.log(what, 'was sent');
  } catch (e) {
    console.log(what, '->', e.name, e.message);
  }
}
console.log('script done');
