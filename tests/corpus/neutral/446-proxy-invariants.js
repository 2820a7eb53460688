// Proxy invariants: traps may not lie about non-configurable or non-extensible targets.
const target = {};
Object.defineProperty(target, 'id', { value: 7, writable: false, configurable: false });
const liar = new Proxy(target, {
  get: () => 8,
  has: () => false,
  deleteProperty: () => true,
  ownKeys: () => [],
  getOwnPropertyDescriptor: () => undefined,
  defineProperty: () => true,
});
const attempts = {
  get: () => liar.id,
  has: () => 'id' in liar,
  delete: () => delete liar.id,
  ownKeys: () => Object.keys(liar),
  gopd: () => Object.getOwnPropertyDescriptor(liar, 'id'),
  define: () => Object.defineProperty(liar, 'other', { value: 1, configurable: false }),
};
for (const [name, attempt] of Object.entries(attempts)) {
  try { attempt(); console.log(name, 'allowed'); } catch (e) { console.log(name, e.constructor.name); }
}
const sealed = Object.preventExtensions({ a: 1 });
const p = new Proxy(sealed, { isExtensible: () => true, getPrototypeOf: () => Array.prototype });
try { Object.isExtensible(p); } catch (e) { console.log('isExtensible', e instanceof TypeError); }
try { Object.getPrototypeOf(p); } catch (e) { console.log('getPrototypeOf', e instanceof TypeError); }
const honest = new Proxy(target, { get: (t, k) => Reflect.get(t, k) });
console.log(honest.id, 'id' in honest);
