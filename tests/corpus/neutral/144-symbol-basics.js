// Symbols: uniqueness, description, use as property keys (hidden from keys and JSON), Symbol.for.
const a = Symbol('id');
const b = Symbol('id');
console.log(a === b, a.description, a.toString(), String(b), typeof a);
console.log(Symbol().description, Symbol('').description === '');
const o = { [a]: 'by symbol', plain: 'by string' };
o[b] = 'second symbol';
console.log(o[a], o[b], Object.keys(o), JSON.stringify(o));
console.log(Object.getOwnPropertySymbols(o).length);
console.log(Symbol.for('app') === Symbol.for('app'), Symbol.keyFor(Symbol.for('app')), Symbol.keyFor(a));
console.log(typeof Symbol.iterator, Symbol.iterator.description, typeof [][Symbol.iterator]);
try {
  console.log('' + a);
} catch (e) {
  console.log('implicit string conversion:', e instanceof TypeError);
}
