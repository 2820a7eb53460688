'use strict';
class Counter {
  count = 0;
  inc() { this.count++; return this.count; }
  incArrow = () => { this.count++; return this.count; };
}
const c = new Counter();
const { inc, incArrow } = c;
try {
  inc();
} catch (e) {
  console.log(e.constructor.name + ': ' + e.message);
}
console.log(incArrow(), c.count);
setTimeout(c.incArrow, 0);
setTimeout(() => console.log('after timer:', c.count), 1);

const btn = {
  label: 'save',
  handlers: [],
  on(fn) { this.handlers.push(fn); },
  fire() { this.handlers.forEach((h) => h()); },
};
btn.on(function () { console.log('function this:', this === undefined ? 'undefined' : this.label); });
btn.on(() => console.log('arrow this:', typeof this, JSON.stringify(this)));
btn.fire();
console.log([1, 2, 3].map(parseInt), ['a', 'b'].map(String.prototype.toUpperCase.call, String.prototype.toUpperCase));
console.log(typeof null, typeof NaN, [] + [], [] + {}, 1 < 2 < 3, 3 > 2 > 1, '5' - 2, '5' + 2);
