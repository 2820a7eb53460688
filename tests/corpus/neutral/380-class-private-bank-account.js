// A bank account keeps its balance in a private field, validates through a private method and logs privately.
class BankAccount {
  #balance = 0;
  #history = [];
  static #nextId = 1;
  id = BankAccount.#nextId++;
  constructor(owner, opening) {
    this.owner = owner;
    if (opening) this.deposit(opening);
  }
  #check(amount) {
    if (typeof amount !== 'number' || !(amount > 0)) throw new RangeError(`invalid amount: ${amount}`);
  }
  #record(kind, amount) { this.#history.push(`${kind} ${amount}`); }
  deposit(amount) { this.#check(amount); this.#balance += amount; this.#record('in', amount); return this; }
  withdraw(amount) {
    this.#check(amount);
    if (amount > this.#balance) throw new Error(`insufficient funds: ${this.#balance} < ${amount}`);
    this.#balance -= amount;
    this.#record('out', amount);
    return this;
  }
  get balance() { return this.#balance; }
  get history() { return [...this.#history]; }
  transferTo(other, amount) { this.withdraw(amount); other.deposit(amount); }
}
const alice = new BankAccount('alice', 100);
const bob = new BankAccount('bob');
alice.transferTo(bob, 30);
console.log(alice.balance, bob.balance, alice.id, bob.id);
for (const bad of [-5, 'ten', NaN, 500]) {
  try { alice.withdraw(bad); } catch (e) { console.log(e.name, e.message); }
}
console.log(alice.history, bob.history);
console.log(alice, Object.keys(bob), JSON.stringify(alice));
alice.balance = 1e9; // a getter without a setter: ignored in sloppy code
console.log(alice.balance, 'balance' in alice, '#balance' in alice);
