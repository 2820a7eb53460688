// Static initialization blocks run in order with static fields, see the class as this, super and private names.
const order = [];
class Config {
  static defaults = { retries: 3 };
  static #secret;
  static { order.push('block 1: ' + Object.keys(this.defaults)); var temp = 'block-local'; Config.#secret = temp.length; }
  static derived = Config.#secret * 2;
  static { order.push('block 2: derived ' + this.derived); }
  static secret() { return Config.#secret; }
}
console.log(order, Config.secret(), Config.derived, typeof temp);
class Parent { static describe() { return 'parent ' + this.name; } }
class Child extends Parent {
  static text;
  static { this.text = super.describe(); }
  static { const inner = () => this.name; this.arrow = inner(); }
}
console.log(Child.text, Child.arrow);
let failing;
try {
  failing = class { static { throw new Error('static block failed'); } };
} catch (e) { console.log(e.message, failing); }
class Registry {
  static #items = new Map();
  static {
    for (const [k, v] of [['a', 1], ['b', 2]]) Registry.#items.set(k, v);
  }
  static get(k) { return Registry.#items.get(k) ?? 'missing'; }
}
console.log(Registry.get('a'), Registry.get('b'), Registry.get('z'), Object.keys(Registry));
