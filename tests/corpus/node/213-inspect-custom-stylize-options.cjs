// A [util.inspect.custom](depth, options, inspect) method gets Node's options object:
// `stylize` (text unchanged without colors), depth, compact, sorted, breakLength, the
// caller's own extra options, and an `inspect` to format nested values with them.
const util = require('node:util');

class Money {
  constructor(cents, currency) { this.cents = cents; this.currency = currency; }
  [util.inspect.custom](depth, options, inspect) {
    if (depth < 0) return options.stylize('[Money]', 'special');
    const amount = options.stylize((this.cents / 100).toFixed(2), 'number');
    const extra = options.showCurrency === false ? '' : ' ' + options.stylize(this.currency, 'string');
    return 'Money<' + amount + extra + '>';
  }
}
class Cart {
  constructor(items) { this.items = items; }
  [util.inspect.custom](depth, options, inspect) {
    const inner = inspect(this.items, { ...options, depth: options.depth === null ? null : options.depth - 1 });
    return options.stylize('Cart', 'special') + '(' + this.items.length + ') ' + inner;
  }
}
const opts = [];
class Probe {
  [util.inspect.custom](depth, options) {
    opts.push(Object.keys(options).join(','));
    return `Probe(depth=${depth}, options.depth=${options.depth}, compact=${options.compact}, sorted=${options.sorted}, breakLength=${options.breakLength}, colors=${options.colors})`;
  }
}

const cart = new Cart([new Money(1999, 'EUR'), new Money(500, 'USD')]);
console.log(cart);
console.log(util.inspect({ order: { cart } }, { depth: 1 }));
console.log(util.inspect({ order: { cart } }, { depth: 0 }));
console.log(util.inspect(new Money(250, 'GBP'), { showCurrency: false }));
console.log(util.inspect(cart, { customInspect: false, depth: 0 }));
console.log(new Probe());
console.log(util.inspect(new Probe(), { depth: null, compact: false, sorted: true, breakLength: 40 }));
console.log(util.inspect([new Probe()], { depth: 3 }));
console.log(opts[0]);
console.log(typeof util.inspect.custom, util.inspect.custom === Symbol.for('nodejs.util.inspect.custom'));
