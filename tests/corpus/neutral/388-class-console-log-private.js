// console.log never shows private members; classes print as [class X] with their static fields.
class Account {
  #balance = 10;
  static #count = 0;
  static bank = 'evloop';
  owner = 'ann';
  #audit() {}
  get #hidden() { return 1; }
  static create() { Account.#count++; return new Account(); }
}
class Savings extends Account { rate = 0.02; static kind = 'savings'; }
console.log(Account.create());
console.log(new Savings());
console.log(Account, Savings);
console.log([Account, class {}, class extends Savings {}]);
console.log({ account: new Account(), cls: Account });
class Empty { #only = 1; }
console.log(new Empty(), Object.keys(new Empty()), JSON.stringify({ e: new Empty() }));
for (const k in new Savings()) console.log('key', k);
console.log(Object.getOwnPropertyNames(new Account()), Object.getOwnPropertyNames(Account.prototype));
console.log(String(Empty));
