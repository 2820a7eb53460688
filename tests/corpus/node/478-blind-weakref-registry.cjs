// WeakRef / FinalizationRegistry / WeakMap / WeakSet used in ways that don't depend on GC timing
class ObjectCache {
  #refs = new Map();
  #registry;
  constructor(name) {
    this.name = name;
    this.cleaned = [];
    this.#registry = new FinalizationRegistry((key) => { this.cleaned.push(key); this.#refs.delete(key); });
  }
  set(key, obj) {
    const old = this.#refs.get(key);
    if (old) this.#registry.unregister(old.token);
    const token = {};
    this.#refs.set(key, { ref: new WeakRef(obj), token });
    this.#registry.register(obj, key, token);
    return obj;
  }
  get(key) { return this.#refs.get(key)?.ref.deref(); }
  forget(key) {
    const e = this.#refs.get(key);
    if (!e) return false;
    const unreg = this.#registry.unregister(e.token);
    this.#refs.delete(key);
    return unreg;
  }
  get size() { return this.#refs.size; }
}
const cache = new ObjectCache('images');
const strong = [];
for (const n of ['logo', 'hero', 'icon']) strong.push(cache.set(n, { n, pixels: new Uint8Array(4).fill(n.length) }));
console.log('size', cache.size, 'logo pixels', Array.from(cache.get('logo').pixels));
console.log('deref same object', cache.get('hero') === strong[1]);
console.log('forget icon ->', cache.forget('icon'), 'again ->', cache.forget('icon'));
cache.set('hero', strong[1]);
console.log('replaced hero, size', cache.size, 'missing ->', cache.get('nope'));
try { new WeakRef(42); } catch (e) { console.log(e.constructor.name, e.message); }
try { new FinalizationRegistry(() => {}).register({}, 1, 'not-an-object'); } catch (e) { console.log(e.constructor.name); }
const reg = new FinalizationRegistry(() => {});
const target = {};
try { reg.register(target, target); } catch (e) { console.log('held === target:', e.constructor.name); }
console.log('unregister unknown token', reg.unregister({}));
try { new WeakRef(Symbol('local')); console.log('symbol WeakRef ok'); } catch (e) { console.log('symbol WeakRef', e.constructor.name); }
try { new WeakRef(Symbol.for('registered')); } catch (e) { console.log('registered symbol', e.constructor.name); }
// private data via WeakMap: the classic pre-#private pattern
const priv = new WeakMap();
class Person {
  constructor(name, ssn) { priv.set(this, { ssn, visits: 0 }); this.name = name; }
  get masked() { const p = priv.get(this); p.visits++; return '***-**-' + p.ssn.slice(-4); }
  static visits(p) { return priv.get(p)?.visits ?? -1; }
}
const p = new Person('Kim', '123-45-6789');
console.log(p.masked, p.masked, Person.visits(p), Person.visits({}), JSON.stringify(p), Object.keys(p));
// WeakSet to mark visited nodes in a cyclic graph
function countReachable(root) {
  const seen = new WeakSet();
  let count = 0;
  (function walk(n) { if (!n || seen.has(n)) return; seen.add(n); count++; n.edges.forEach(walk); })(root);
  return count;
}
const a = { id: 'a', edges: [] }, b = { id: 'b', edges: [] }, c = { id: 'c', edges: [] };
a.edges.push(b, c); b.edges.push(a, c); c.edges.push(c);
console.log('reachable from a', countReachable(a), 'from c', countReachable(c));
// memoize by object identity
const calls = [];
const area = (() => {
  const memo = new WeakMap();
  return (shape) => {
    if (memo.has(shape)) return memo.get(shape);
    calls.push(shape.kind);
    const v = shape.kind === 'circle' ? +(Math.PI * shape.r ** 2).toFixed(3) : shape.w * shape.h;
    memo.set(shape, v);
    return v;
  };
})();
const circle = { kind: 'circle', r: 2 }, rect = { kind: 'rect', w: 3, h: 4 };
console.log(area(circle), area(rect), area(circle), area({ ...rect }), 'computed:', calls.join(','));
console.log(Object.prototype.toString.call(new WeakRef({})), String(FinalizationRegistry.prototype[Symbol.toStringTag]));
setTimeout(() => console.log('cleaned (no GC forced):', cache.cleaned.length, 'size', cache.size), 30);
