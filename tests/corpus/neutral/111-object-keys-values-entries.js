// Object.keys/values/entries/fromEntries and own-property checks.
const o = { b: 2, a: 1, 3: 'three' };
console.log(Object.keys(o), Object.values(o), Object.entries(o));
console.log(Object.keys([7, 8]), Object.keys('hi'), Object.keys({}).length);
const doubled = Object.fromEntries(Object.entries({ x: 1, y: 2 }).map(([k, v]) => [k, v * 2]));
console.log(doubled);
const child = Object.create({ inherited: true });
child.own = 1;
console.log(Object.keys(child), child.hasOwnProperty('inherited'), Object.hasOwn(child, 'own'));
console.log(Object.entries({ s: 'x', n: null }).map((e) => e.join('=')).join('&'));
