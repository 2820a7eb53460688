// WeakRef.deref returns the target while it is alive; FinalizationRegistry register/unregister.
const target = { name: 'cache entry' };
const ref = new WeakRef(target);
console.log(ref.deref() === target, ref.deref().name, ref);
const registry = new FinalizationRegistry((held) => console.log('cleaned', held));
const token = {};
console.log(registry.register(target, 'entry-1', token));
console.log(registry.unregister(token), registry.unregister(token), registry.unregister({}));
console.log(registry, Object.prototype.toString.call(registry), Object.prototype.toString.call(ref));
for (const bad of [() => new WeakRef(1), () => registry.register(1, 'x'), () => registry.register(target, target), () => new FinalizationRegistry(1)]) {
  try { bad(); } catch (e) { console.log(e.name); }
}
try { WeakRef({}); } catch (e) { console.log(e instanceof TypeError); }
console.log(typeof WeakRef.prototype.deref, WeakRef.length, FinalizationRegistry.length);
