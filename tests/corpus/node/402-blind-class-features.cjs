// Modern class features in an inventory model.
class Money {
  static #currencies = new Set(['USD', 'EUR']);
  static ZERO;
  static {
    Money.ZERO = new Money(0, 'USD');
  }
  #cents;
  #currency;
  constructor(cents, currency = 'USD') {
    if (!Money.#currencies.has(currency)) throw new RangeError(`unknown currency ${currency}`);
    if (!Number.isInteger(cents)) throw new TypeError(`cents must be an integer, got ${cents}`);
    this.#cents = cents;
    this.#currency = currency;
    Object.freeze(this);
  }
  static of(amount, currency) { return new Money(Math.round(amount * 100), currency); }
  static isMoney(x) { return #cents in x; }
  add(other) {
    if (other.#currency !== this.#currency) throw new Error(`cannot add ${other.#currency} to ${this.#currency}`);
    return new Money(this.#cents + other.#cents, this.#currency);
  }
  times(n) { return new Money(Math.round(this.#cents * n), this.#currency); }
  get amount() { return this.#cents / 100; }
  toString() { return `${this.#currency} ${(this.#cents / 100).toFixed(2)}`; }
  [Symbol.toPrimitive](hint) { return hint === 'number' ? this.#cents / 100 : this.toString(); }
  toJSON() { return { amount: this.amount, currency: this.#currency }; }
}

class Item {
  static count = 0;
  id = ++Item.count;
  constructor(name, price, qty = 1) { Object.assign(this, { name, price, qty }); }
  get subtotal() { return this.price.times(this.qty); }
}

class DiscountedItem extends Item {
  #pct;
  constructor(name, price, qty, pct) { super(name, price, qty); this.#pct = pct; }
  get subtotal() { return super.subtotal.times(1 - this.#pct / 100); }
  describe() { return `${this.name} (-${this.#pct}%)`; }
}

const cart = [
  new Item('pen', Money.of(1.99), 3),
  new DiscountedItem('book', Money.of(24.5), 1, 20),
  new Item('bag', Money.of(15), 2),
];
let total = Money.ZERO;
for (const it of cart) {
  total = total.add(it.subtotal);
  console.log(`#${it.id} ${(it.describe?.() ?? it.name).padEnd(12)} ${String(it.subtotal).padStart(10)}`);
}
console.log('total', `${total}`, 'as number', +total, 'gt 50?', total > 50);
console.log(JSON.stringify({ total, items: cart.length }));
console.log('isMoney', Money.isMoney(total), Money.isMoney({ cents: 1 }));
for (const bad of [() => new Money(1.5), () => new Money(1, 'GBP'), () => total.add(new Money(1, 'EUR')), () => { total.x = 1; }]) {
  try { 'use strict'; bad(); console.log('no error?'); } catch (e) { console.log(`${e.name}: ${e.message}`); }
}
console.log(Object.isFrozen(total), Item.count, DiscountedItem.count, Object.getOwnPropertyNames(new Item('x', Money.ZERO)));
