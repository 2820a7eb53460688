// Bank ledger with classes, getters/setters, inheritance and prototype methods.
class Account {
  static #nextId = 1;
  #balance = 0;
  constructor(owner, initial) {
    this.id = Account.#nextId++;
    this.owner = owner;
    this.#balance = initial;
    this.txCount = 0;
  }
  get balance() { return this.#balance; }
  set balance(v) {
    if (typeof v !== 'number' || Number.isNaN(v)) throw new TypeError('bad balance');
    this.#balance = Math.round(v * 100) / 100;
  }
  deposit(amount) { this.balance += amount; this.txCount++; return this; }
  withdraw(amount) {
    if (amount > this.available) return false;
    this.balance -= amount; this.txCount++; return true;
  }
  get available() { return this.balance; }
  toString() { return `${this.kind}#${this.id}(${this.owner}: ${this.balance.toFixed(2)})`; }
}
Account.prototype.kind = 'Account';

class Savings extends Account {
  constructor(owner, initial, rate) { super(owner, initial); this.rate = rate; }
  applyInterest() { this.balance = this.balance * (1 + this.rate / 12); }
}
Savings.prototype.kind = 'Savings';

class Checking extends Account {
  constructor(owner, initial, overdraft) { super(owner, initial); this._overdraft = overdraft; }
  get overdraft() { return this._overdraft; }
  set overdraft(v) { this._overdraft = Math.max(0, v); }
  get available() { return super.available + this.overdraft; }
}
Checking.prototype.kind = 'Checking';

// Plain prototype-based fee policy mixed in
function FeePolicy(fee) { this.fee = fee; }
FeePolicy.prototype.charge = function (acct) { if (acct.balance < 100) { acct.balance -= this.fee; return this.fee; } return 0; };

const owners = ['ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'];
const accounts = [];
for (let i = 0; i < 60; i++) {
  const o = owners[i % owners.length];
  if (i % 3 === 0) accounts.push(new Savings(o, 500 + i * 10, 0.03));
  else if (i % 3 === 1) accounts.push(new Checking(o, 200 + i, 150));
  else accounts.push(new Account(o, 100 + i * 5));
}
const policy = new FeePolicy(2.5);
let seed = 7;
const next = () => (seed = (seed * 48271) % 2147483647);
let failed = 0, fees = 0;
for (let day = 0; day < 360; day++) {
  for (let k = 0; k < 200; k++) {
    const a = accounts[next() % accounts.length];
    const amt = (next() % 20000) / 100;
    if (next() % 2) a.deposit(amt);
    else if (!a.withdraw(amt)) failed++;
  }
  if (day % 30 === 29) {
    for (const a of accounts) {
      if (a instanceof Savings) a.applyInterest();
      fees += policy.charge(a);
    }
  }
}
let total = 0, tx = 0, byKind = {};
for (const a of accounts) {
  total += a.balance; tx += a.txCount;
  byKind[a.kind] = (byKind[a.kind] || 0) + a.balance;
}
console.log('failed withdrawals:', failed);
console.log('fees collected:', fees.toFixed(2));
console.log('transactions:', tx);
console.log('total:', total.toFixed(2));
for (const k of Object.keys(byKind).sort()) console.log(' ', k, byKind[k].toFixed(2));
const sorted = accounts.slice().sort((a, b) => b.balance - a.balance || a.id - b.id);
console.log('richest:', String(sorted[0]));
console.log('poorest:', '' + sorted[sorted.length - 1]);
const c = accounts[1];
c.overdraft = -50;
console.log('overdraft clamp:', c.overdraft, Object.keys(c).join(','), 'balance' in c, c.hasOwnProperty('balance'));
try { accounts[0].balance = 'x'; } catch (e) { console.log(e.name + ': ' + e.message); }
