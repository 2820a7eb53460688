function validated(target, schema) {
  return new Proxy(target, {
    set(obj, prop, value) {
      const type = schema[prop];
      if (type && typeof value !== type) throw new TypeError(`${String(prop)} must be ${type}, got ${typeof value}`);
      return Reflect.set(obj, prop, value);
    },
    get(obj, prop, recv) {
      if (!(prop in obj) && typeof prop === 'string') return `<no ${prop}>`;
      return Reflect.get(obj, prop, recv);
    },
    has(obj, prop) { return !prop.startsWith('_') && prop in obj; },
    ownKeys(obj) { return Reflect.ownKeys(obj).filter((k) => !String(k).startsWith('_')); },
  });
}
const user = validated({ _id: 7 }, { name: 'string', age: 'number' });
user.name = 'Ann';
user.age = 30;
try { user.age = '31'; } catch (e) { console.log(e.message); }
console.log(user.name, user.email, '_id' in user, 'name' in user, Object.keys(user));

class Account {
  #balance = 0;
  history = [];
  get balance() { return this.#balance; }
  set balance(v) { throw new Error('use deposit()'); }
  deposit(n) { this.#balance += n; this.history.push(n); return this; }
  static get bankName() { return 'Blind Bank'; }
}
const acc = new Account().deposit(50).deposit(25);
console.log(acc.balance, Account.bankName, acc);
try { acc.balance = 1; } catch (e) { console.log(e.message); }
const desc = Object.getOwnPropertyDescriptor(Account.prototype, 'balance');
console.log(typeof desc.get, typeof desc.set, desc.enumerable);

const obj = { get lazy() { console.log('computing'); Object.defineProperty(this, 'lazy', { value: 42 }); return 42; } };
console.log(obj.lazy, obj.lazy);
console.log({ get a() { return 1; }, set b(v) {}, get c() { return 2; }, set c(v) {} });
const frozen = Object.freeze({ x: 1, inner: { y: 2 } });
frozen.x = 99;
frozen.inner.y = 3;
console.log(frozen, Object.isFrozen(frozen), Object.isFrozen(frozen.inner));
console.log(Reflect.ownKeys({ b: 1, 2: 0, a: 2, 1: 0, [Symbol.for('s')]: 3 }));
