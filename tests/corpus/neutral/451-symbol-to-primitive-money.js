// Symbol.toPrimitive gives a Money class its number, string and default conversions.
class Money {
  constructor(cents, currency = 'USD') { this.cents = cents; this.currency = currency; }
  [Symbol.toPrimitive](hint) {
    if (hint === 'number') return this.cents / 100;
    if (hint === 'string') return `${(this.cents / 100).toFixed(2)} ${this.currency}`;
    return this.cents;
  }
  get [Symbol.toStringTag]() { return 'Money'; }
}
const price = new Money(1999);
const tax = new Money(160);
console.log(`${price}`, String(tax), +price, price * 2, price + tax, price > tax);
console.log([price, tax].join(' + '), Math.max(price, tax), price == 1999, Object.prototype.toString.call(price));
console.log(price);
const bad = { [Symbol.toPrimitive]: () => ({}) };
try { `${bad}`; } catch (e) { console.log(e.name); }
const hinted = [];
const spy = { [Symbol.toPrimitive](hint) { hinted.push(hint); return 1; } };
`${spy}`; +spy; spy + ''; spy < 2; [spy].join(); spy == 1;
console.log(hinted);
