// Bug: passing a method as a callback loses `this`.
class Counter {
  count = 0;
  constructor(name) { this.name = name; }
  increment() {
    this.count++;
    return `${this.name}=${this.count}`;
  }
  incrementArrow = () => {
    this.count++;
    return `${this.name}=${this.count}`;
  };
}

const c = new Counter('clicks');
const fns = {
  direct: () => c.increment(),
  detached: c.increment,
  bound: c.increment.bind(c),
  arrowField: c.incrementArrow,
};
for (const [label, fn] of Object.entries(fns)) {
  try {
    console.log(label.padEnd(10), fn());
  } catch (e) {
    console.log(label.padEnd(10), `${e.constructor.name}: ${e.message}`);
  }
}

setTimeout(c.increment, 0);
setTimeout(() => console.log('after setTimeout(c.increment): count =', c.count), 1);
Promise.resolve().then(c.increment).catch((e) => console.log('then(c.increment):', e.message));
['x', 'y'].forEach(function () { console.log('forEach this is undefined?', this === undefined || this === globalThis ? 'sloppy-global-or-undefined' : this); });
['x'].forEach(function () { console.log('forEach thisArg:', this.name); }, c);

const obj = {
  name: 'obj',
  regular() { return [1].map(function () { return this?.name; }); },
  arrow() { return [1].map(() => this.name); },
};
console.log(obj.regular(), obj.arrow());
process.on('uncaughtException', (e) => console.log('uncaught from timer:', e.constructor.name, e.message));
