'use strict';
// Mistake: `this` is lost when a method is passed as a callback
class Counter {
  constructor(name) { this.name = name; this.count = 0; }
  increment() { this.count++; return this.count; }
  incrementArrow = () => { this.count++; return this.count; };
  report() { return `${this.name}=${this.count}`; }
}

const c = new Counter('clicks');
const { increment } = c;
try {
  increment();
} catch (e) {
  console.log('destructured method:', e.constructor.name, e.message);
}
setTimeout(function () {
  try {
    c.increment.call(undefined);
  } catch (e) {
    console.log('in setTimeout callback:', e.message);
  }
  console.log('plain function this in strict mode:', this === undefined ? 'undefined' : typeof this);
}, 0);

[1, 2, 3].forEach(c.incrementArrow);
console.log('arrow class field keeps this:', c.report());
[1, 2].forEach(c.increment, c);
console.log('forEach thisArg:', c.report());
const bound = c.increment.bind(c);
bound();
console.log('bound:', c.report());

const obj = {
  name: 'obj',
  regular() { return [1].map(function () { return this && this.name; })[0]; },
  arrow() { return [1].map(() => this.name)[0]; },
  arrowProp: () => typeof this,
};
console.log('regular fn inside method:', obj.regular(), '| arrow inside method:', obj.arrow(), '| arrow as property:', obj.arrowProp());

const { EventEmitter } = require('events');
const em = new EventEmitter();
em.name = 'emitter';
em.on('ev', function () { console.log('function listener this.name =', this.name); });
em.on('ev', () => console.log('arrow listener this === module.exports:', this === module.exports));
em.emit('ev');
const greet = c.report;
try { greet(); } catch (e) { console.log('report detached:', e.message); }
