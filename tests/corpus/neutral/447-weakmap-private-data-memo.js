// WeakMap for private data and memoization; WeakSet for marking; keys must be objects.
const secrets = new WeakMap();
class Account {
  constructor(owner, balance) { this.owner = owner; secrets.set(this, { balance }); }
  deposit(n) { secrets.get(this).balance += n; return this; }
  get balance() { return secrets.get(this).balance; }
}
const acct = new Account('ann', 10).deposit(5);
console.log(acct.balance, acct, Object.keys(acct), JSON.stringify(acct));

const cache = new WeakMap();
let computed = 0;
function area(shape) {
  if (!cache.has(shape)) { computed++; cache.set(shape, shape.w * shape.h); }
  return cache.get(shape);
}
const box = { w: 3, h: 4 };
console.log(area(box), area(box), area({ w: 3, h: 4 }), computed);

const visited = new WeakSet();
const node = { name: 'root' };
node.self = node;
function walk(n, depth) {
  if (visited.has(n)) return depth + ':seen';
  visited.add(n);
  return walk(n.self, depth + 1);
}
console.log(walk(node, 0), visited.has(node), visited.delete(node), visited.has(node));

for (const key of [1, 'str', null, Symbol.for('registered')]) {
  try { new WeakMap().set(key, 1); } catch (e) { console.log(typeof key, e.name); }
}
const sym = Symbol('local');
console.log(new WeakMap([[sym, 'ok']]).get(sym), cache.get(1), cache.delete('x'));
console.log(cache, new WeakSet([box]), Object.prototype.toString.call(cache));
