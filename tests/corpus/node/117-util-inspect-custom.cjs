// util.inspect.custom on user classes: the depth and options console.log passes, nested custom values, returning this or another object, and util.inspect with options
const util = require('util');
class Temperature {
  constructor(c) { this.celsius = c; }
  [util.inspect.custom](depth, options, inspect) {
    return `Temperature<${inspect(this.celsius, options)}°C, depth ${depth}, breakLength ${options.breakLength}>`;
  }
}
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  [util.inspect.custom](depth, options, inspect) {
    if (depth < 0) return '[Point]';
    return `Point ${inspect({ x: this.x, y: this.y, more: { list: [this.x, this.y] } }, { ...options, depth: options.depth === null ? null : options.depth - 1 })}`;
  }
}
class Plain { constructor() { this.kept = 1; } [util.inspect.custom]() { return this; } }
class Swap { [util.inspect.custom]() { return { swapped: ['a', 'b'], n: 1 }; } }
console.log(new Temperature(21.5));
console.log([new Temperature(-3)], { nested: { t: new Temperature(0) } });
console.log(new Point(1, 2));
console.log({ a: { b: { c: new Point(3, 4) } } });
console.log({ a: { b: { p: new Point(5, 6) } } });
console.log(new Plain(), new Swap());
console.log(util.inspect(new Point(7, 8), { depth: 0 }));
console.log(util.inspect({ list: [new Temperature(1), new Temperature(2)] }, { breakLength: 20 }));
console.log(`${util.inspect.custom === Symbol.for('nodejs.util.inspect.custom')}`);
console.log([new URL('https://example.com/?q=1'), new URLSearchParams('x=1&y=2')]);
