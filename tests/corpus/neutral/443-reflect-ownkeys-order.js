// Reflect.ownKeys order: integer keys ascending, then strings in creation order, then symbols.
const s1 = Symbol('first');
const s2 = Symbol('second');
const o = { z: 1, [s2]: 2, 10: 'ten', b: 3, 2: 'two', [s1]: 4, a: 5 };
console.log(Reflect.ownKeys(o));
console.log(Object.keys(o), Object.getOwnPropertySymbols(o));
console.log(Reflect.ownKeys([7, 8]), Reflect.ownKeys(function f(a, b) {}).slice(0, 2));
// The ownKeys trap decides the order; Object.keys filters through getOwnPropertyDescriptor.
const reversed = new Proxy(o, { ownKeys: (t) => Reflect.ownKeys(t).reverse() });
console.log(Reflect.ownKeys(reversed).map(String));
console.log(Object.keys(reversed));
const hidden = new Proxy({ _secret: 1, shown: 2 }, {
  ownKeys: (t) => Reflect.ownKeys(t).filter((k) => !String(k).startsWith('_')),
  has: (t, k) => !String(k).startsWith('_') && k in t,
});
console.log(Object.keys(hidden), '_secret' in hidden, 'shown' in hidden, JSON.stringify(hidden));
for (const k in hidden) console.log('for-in', k);
