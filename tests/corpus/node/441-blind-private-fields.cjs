// Classes: private fields and methods, static blocks, getters/setters, #x in obj, inheritance
class BankAccount {
  static #count = 0;
  static interestRate;
  static {
    BankAccount.interestRate = 0.02;
  }
  #balance = 0;
  #history = [];
  constructor(owner, initial = 0) {
    this.owner = owner;
    BankAccount.#count++;
    if (initial) this.deposit(initial);
  }
  #record(kind, amount) {
    this.#history.push(`${kind}:${amount}`);
  }
  deposit(amount) {
    if (amount <= 0) throw new RangeError('deposit must be positive');
    this.#balance += amount;
    this.#record('dep', amount);
    return this;
  }
  withdraw(amount) {
    if (amount > this.#balance) throw new Error(`insufficient funds: ${this.#balance} < ${amount}`);
    this.#balance -= amount;
    this.#record('wd', amount);
    return this;
  }
  get balance() {
    return this.#balance;
  }
  set balance(_) {
    throw new TypeError('balance is read-only');
  }
  get history() {
    return [...this.#history];
  }
  static isAccount(obj) {
    return #balance in obj;
  }
  static get count() {
    return BankAccount.#count;
  }
  toString() {
    return `${this.owner}: ${this.#balance.toFixed(2)}`;
  }
}

class SavingsAccount extends BankAccount {
  addInterest() {
    return this.deposit(Math.round(this.balance * BankAccount.interestRate * 100) / 100);
  }
  toString() {
    return `[savings] ${super.toString()}`;
  }
}

const a = new BankAccount('ann', 100).deposit(50).withdraw(30);
const s = new SavingsAccount('sam', 1000).addInterest();
console.log(String(a), '|', `${s}`);
console.log('history:', a.history, s.history);
try { a.withdraw(1000); } catch (e) { console.log(e.constructor.name, e.message); }
try { a.deposit(-5); } catch (e) { console.log(e.constructor.name, e.message); }
try { a.balance = 5; } catch (e) { console.log(e.constructor.name, e.message); }
console.log('isAccount:', BankAccount.isAccount(s), BankAccount.isAccount({ balance: 1 }));
console.log('count:', BankAccount.count, 'keys:', Object.keys(a), JSON.stringify(s));
console.log(s instanceof BankAccount, Object.getPrototypeOf(SavingsAccount) === BankAccount);
try {
  BankAccount.prototype.deposit.call({}, 5);
} catch (e) {
  console.log(e.constructor.name + ': ' + e.message);
}
console.log(a);
