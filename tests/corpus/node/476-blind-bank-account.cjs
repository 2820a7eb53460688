// Bank accounts with classes, getters/setters, private methods, static blocks, Symbol.toPrimitive, util.inspect.custom
const util = require('util');
class InsufficientFunds extends Error {
  constructor(account, amount) {
    super(`Cannot withdraw ${Money.format(amount)} from ${account.id}: balance ${Money.format(account.balance)}`);
    this.name = 'InsufficientFunds';
    this.shortfall = amount - account.balance;
  }
}
class Money {
  static #fmt;
  static { Money.#fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }); }
  static format(cents) { return Money.#fmt.format(cents / 100); }
}
class Account {
  static #nextId;
  static registry = new Map();
  static {
    Account.#nextId = 1000;
    Account.kind = 'basic';
  }
  #balance = 0;
  #history = [];
  #frozen = false;
  constructor(owner, opening = 0) {
    this.id = `${this.constructor.prefix ?? 'AC'}-${Account.#nextId++}`;
    this.owner = owner;
    if (opening) this.deposit(opening, 'opening');
    Account.registry.set(this.id, this);
  }
  get balance() { return this.#balance; }
  set balance(_) { throw new TypeError('balance is read-only; use deposit/withdraw'); }
  get frozen() { return this.#frozen; }
  set frozen(v) { this.#record('freeze', 0, v ? 'frozen' : 'unfrozen'); this.#frozen = !!v; }
  get history() { return this.#history.map(h => ({ ...h })); }
  #record(type, amount, note = '') { this.#history.push({ type, amount, note, after: this.#balance }); }
  #assertActive() { if (this.#frozen) throw new Error(`${this.id} is frozen`); }
  deposit(cents, note) {
    this.#assertActive();
    if (!Number.isInteger(cents) || cents <= 0) throw new RangeError(`invalid amount: ${cents}`);
    this.#balance += cents; this.#record('deposit', cents, note); return this;
  }
  withdraw(cents, note) {
    this.#assertActive();
    if (cents > this.available()) throw new InsufficientFunds(this, cents);
    this.#balance -= cents; this.#record('withdraw', cents, note); return this;
  }
  available() { return this.#balance; }
  static transfer(from, to, cents) {
    from.withdraw(cents, `to ${to.id}`);
    try { to.deposit(cents, `from ${from.id}`); }
    catch (e) { from.deposit(cents, 'refund'); throw new Error('transfer failed', { cause: e }); }
  }
  static isAccount(x) { return #balance in x; }
  [Symbol.toPrimitive](hint) {
    if (hint === 'number') return this.#balance;
    if (hint === 'string') return `${this.id} (${this.owner})`;
    return Money.format(this.#balance);
  }
  [util.inspect.custom](depth, options, inspect) {
    if (depth < 0) return options.stylize(`[${this.constructor.name} ${this.id}]`, 'special');
    return `${this.constructor.name}<${this.id} ${this.owner} ${Money.format(this.#balance)}${this.#frozen ? ' FROZEN' : ''}>`;
  }
}
class Savings extends Account {
  static prefix = 'SV';
  static { this.kind = 'savings'; }
  #rate;
  constructor(owner, opening, rate) { super(owner, opening); this.#rate = rate; }
  get rate() { return `${(this.#rate * 100).toFixed(2)}%`; }
  addInterest() { const i = Math.round(this.balance * this.#rate); if (i > 0) this.deposit(i, 'interest'); return i; }
}
class Checking extends Account {
  static prefix = 'CK';
  constructor(owner, opening, overdraft = 0) { super(owner, opening); this.overdraft = overdraft; }
  available() { return super.available() + this.overdraft; }
}
const a = new Checking('Ada', 50_00, 20_00);
const b = new Savings('Bo', 1000_00, 0.015);
console.log(`${a}`, '|', `${b}`);
console.log(+a + +b, a + '', String(b));
console.log(util.inspect(a), util.inspect({ accounts: [a, b] }, { depth: 0 }));
console.log(util.inspect({ nested: { deeper: { acct: b } } }, { depth: 1 }));
a.withdraw(65_00, 'rent');
console.log('after overdraft', a.balance, Money.format(a.balance), a.available());
try { a.withdraw(10_00); } catch (e) { console.log(e.name, '-', e.message, '- shortfall', e.shortfall); }
try { a.balance = 5; } catch (e) { console.log(e.constructor.name, e.message); }
try { b.deposit(12.5); } catch (e) { console.log(e.name, e.message); }
console.log('interest', b.addInterest(), b.rate, `${b}`);
Account.transfer(b, a, 100_00);
console.log(`${a}`, `${b}`);
a.frozen = true;
try { Account.transfer(b, a, 1_00); } catch (e) { console.log(e.message, '<-', e.cause.message, '| b now', +b); }
console.log('kinds', Account.kind, Savings.kind, Checking.kind, Object.hasOwn(Checking, 'kind'));
console.log('isAccount', Account.isAccount(a), Account.isAccount({ balance: 1 }));
console.log('registry', [...Account.registry.keys()].join(','));
for (const h of b.history) console.log(' ', h.type.padEnd(8), String(h.amount).padStart(6), h.note.padEnd(10), h.after);
console.log(JSON.stringify(a), Object.keys(b));
console.log([a, b].sort((x, y) => x - y).map(String));
