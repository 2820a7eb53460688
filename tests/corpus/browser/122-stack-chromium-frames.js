// Error stacks in the page as Chromium prints them: the script's URL, functions, methods, constructors, builtins' frames, and a listener called by dispatchEvent
const lines = (e) => e.stack.split('\n').slice(1).join(' | ');
class Store {
  constructor() { this.made = new Error('ctor'); }
  save() { return new Error('save'); }
}
function build() { return new Error('fn'); }
const store = new Store();
console.log(`top level: ${lines(new Error('x'))}`);
console.log(`function: ${lines(build())}`);
console.log(`constructor: ${lines(store.made)}`);
console.log(`method: ${lines(store.save())}`);
console.log(`map: ${lines([1].map(() => new Error('m'))[0])}`);
const bus = new EventTarget();
bus.addEventListener('saved', function onSaved() { console.log(`listener: ${lines(new Error('c'))}`); });
bus.dispatchEvent(new Event('saved'));
setTimeout(() => console.log(`timeout: ${lines(new Error('t'))}`), 10);
Promise.resolve().then(() => console.log(`then: ${lines(new Error('p'))}`));
