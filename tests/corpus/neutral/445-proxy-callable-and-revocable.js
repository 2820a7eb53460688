// Callable proxies (apply/construct traps) and Proxy.revocable.
function sum(...xs) { return xs.reduce((a, b) => a + b, 0); }
const calls = [];
const traced = new Proxy(sum, {
  apply(target, thisArg, args) { calls.push(args.length); return Reflect.apply(target, thisArg, args); },
});
console.log(typeof traced, traced(1, 2), traced.call(null, 5), traced.apply(null, [1, 1, 1]), calls);
console.log(traced.name, traced.length, traced instanceof Function);
class User { constructor(name) { this.name = name; } }
const Counted = new Proxy(User, {
  construct(target, args, newTarget) { Counted.made = (Counted.made || 0) + 1; return Reflect.construct(target, args, newTarget); },
});
const u = new Counted('kim');
new Counted('lee');
console.log(u, u instanceof User, User.made);
try { new (new Proxy({}, {}))(); } catch (e) { console.log(e.name); }
try { (new Proxy({}, {}))(); } catch (e) { console.log(e.name); }
const { proxy, revoke } = Proxy.revocable({ secret: 42 }, {});
console.log(proxy.secret);
revoke();
revoke(); // a second call does nothing
for (const use of [() => proxy.secret, () => 'secret' in proxy, () => Object.keys(proxy), () => Array.isArray(proxy)]) {
  try { use(); } catch (e) { console.log(e.name); }
}
console.log(typeof proxy);
