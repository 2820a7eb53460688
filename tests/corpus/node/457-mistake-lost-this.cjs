// Mistake: losing `this` when passing methods around
'use strict';
class Counter {
  constructor(name) {
    this.name = name;
    this.count = 0;
  }
  increment() {
    this.count++;
    return `${this.name}: ${this.count}`;
  }
  incrementArrow = () => {
    this.count++;
    return `${this.name} (arrow): ${this.count}`;
  };
}

const c = new Counter('clicks');
console.log(c.increment());

const detached = c.increment;
try {
  detached();
} catch (e) {
  console.log('detached call:', e.constructor.name, '-', e.message);
}

setTimeout(function () {
  try {
    c.increment.call(this);
  } catch (e) {
    console.log('in setTimeout callback:', e.message);
  }
}, 0);

const bound = c.increment.bind(c);
console.log('bound:', bound());
console.log('arrow field:', [1, 2].map(c.incrementArrow).join(' | '));

const obj = {
  name: 'obj',
  regular() {
    return [1].map(function () { return typeof this; })[0];
  },
  arrow() {
    return [1].map(() => this.name)[0];
  },
  thisArg() {
    return [1].map(function () { return this.name; }, this)[0];
  },
};
console.log(obj.regular(), obj.arrow(), obj.thisArg());

const { increment } = c;
try {
  increment();
} catch (e) {
  console.log('destructured method:', e.message);
}
setTimeout(() => console.log('final count', c.count), 5);
