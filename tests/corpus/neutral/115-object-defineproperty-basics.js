// Object.defineProperty: non-enumerable, read-only (ignored in sloppy mode) and accessor properties.
const o = {};
Object.defineProperty(o, 'hidden', { value: 'secret', enumerable: false });
Object.defineProperty(o, 'fixed', { value: 1, writable: false, enumerable: true });
let reads = 0;
Object.defineProperty(o, 'computed', { get() { reads++; return 'computed ' + reads; }, enumerable: true });
o.fixed = 2;
console.log(o.hidden, o.fixed, o.computed, o.computed);
console.log(Object.keys(o), JSON.stringify(o));
console.log(Object.getOwnPropertyNames(o));
const d = Object.getOwnPropertyDescriptor(o, 'fixed');
console.log(d.value, d.writable, d.enumerable, d.configurable);
try {
  Object.defineProperty(o, 'fixed', { value: 3 });
} catch (e) {
  console.log('redefine non-configurable:', e instanceof TypeError);
}
console.log('hidden' in o, o.propertyIsEnumerable('hidden'));
