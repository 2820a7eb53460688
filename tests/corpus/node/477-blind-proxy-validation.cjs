// Proxy-based schema validation, change tracking with deep proxies, and a revocable view
const schema = {
  name: v => typeof v === 'string' && v.length > 0 || 'must be a non-empty string',
  age: v => Number.isInteger(v) && v >= 0 && v < 150 || 'must be an integer 0..149',
  email: v => /^[^@\s]+@[^@\s]+\.\w+$/.test(v) || 'must look like an email',
  tags: v => Array.isArray(v) || 'must be an array',
};
class ValidationError extends Error {
  constructor(prop, msg, value) { super(`${String(prop)} ${msg} (got ${JSON.stringify(value)})`); this.name = 'ValidationError'; this.prop = prop; }
}
function validated(target, schema, { strict = true } = {}) {
  return new Proxy(target, {
    set(t, prop, value, receiver) {
      const check = schema[prop];
      if (!check) { if (strict) throw new ValidationError(prop, 'is not in the schema', value); }
      else { const r = check(value); if (r !== true) throw new ValidationError(prop, r, value); }
      return Reflect.set(t, prop, value, receiver);
    },
    deleteProperty(t, prop) {
      if (prop in schema) throw new ValidationError(prop, 'is required and cannot be deleted', t[prop]);
      return Reflect.deleteProperty(t, prop);
    },
    defineProperty(t, prop, desc) {
      if ('get' in desc) throw new TypeError(`accessor for ${String(prop)} not allowed`);
      return Reflect.defineProperty(t, prop, desc);
    },
  });
}
function tracked(obj, onChange, path = []) {
  const cache = new WeakMap();
  const wrap = (o, p) => {
    if (typeof o !== 'object' || o === null) return o;
    if (cache.has(o)) return cache.get(o);
    const proxy = new Proxy(o, {
      get(t, k, r) {
        if (k === '__raw') return t;
        const v = Reflect.get(t, k, r);
        return typeof k === 'symbol' ? v : wrap(v, [...p, k]);
      },
      set(t, k, v, r) {
        const old = t[k];
        const ok = Reflect.set(t, k, v, r);
        if (old !== v) onChange({ op: 'set', path: [...p, k].join('.'), old, value: v });
        return ok;
      },
      deleteProperty(t, k) {
        const had = k in t; const old = t[k];
        const ok = Reflect.deleteProperty(t, k);
        if (had) onChange({ op: 'delete', path: [...p, k].join('.'), old });
        return ok;
      },
      has(t, k) { return k.startsWith?.('_') ? false : Reflect.has(t, k); },
      ownKeys(t) { return Reflect.ownKeys(t).filter(k => typeof k !== 'string' || !k.startsWith('_')); },
    });
    cache.set(o, proxy);
    return proxy;
  };
  return wrap(obj, path);
}
const user = validated({ name: 'Ann', age: 30, email: 'ann@example.com', tags: [] }, schema);
const attempts = [
  ['age', 31], ['age', -1], ['age', 3.5], ['email', 'nope'], ['name', ''], ['nickname', 'A'], ['tags', 'x'], ['email', 'a.b@c.org'],
];
for (const [k, v] of attempts) {
  try { user[k] = v; console.log(`set ${k} = ${JSON.stringify(v)} ok`); }
  catch (e) { console.log(`${e.name}: ${e.message}`); }
}
try { delete user.name; } catch (e) { console.log(e.message); }
try { Object.defineProperty(user, 'age', { get() { return 1; } }); } catch (e) { console.log(e.constructor.name, e.message); }
console.log('Reflect.set returns', Reflect.set(validated({}, schema, { strict: false }), 'whatever', 1));
console.log(JSON.stringify(user));
const changes = [];
const state = tracked({ todos: [{ title: 'a', done: false }], meta: { owner: 'me', _secret: 42 }, count: 1 }, c => changes.push(c));
state.count++;
state.todos[0].done = true;
state.todos.push({ title: 'b', done: false });
state.todos[1].title = 'b!';
state.meta.owner = 'you';
state.meta.owner = 'you';
delete state.meta.owner;
delete state.meta.nothing;
state.todos.sort((x, y) => y.title.localeCompare(x.title));
for (const c of changes) console.log(c.op.padEnd(6), c.path.padEnd(16), JSON.stringify(c.old), '->', JSON.stringify(c.value));
console.log('keys of meta', Object.keys(state.meta), '_secret' in state.meta, state.meta._secret);
console.log('same proxy', state.todos === state.todos, 'raw is plain', !!state.__raw && state.__raw.count);
const { proxy, revoke } = Proxy.revocable({ x: 1 }, {});
console.log(proxy.x);
revoke();
try { proxy.x; } catch (e) { console.log(e.name, e.message); }
const counter = new Proxy(function add(a, b) { return a + b; }, {
  apply(t, thisArg, args) { counter.calls = (counter.calls || 0) + 1; return t(...args) * 10; },
  construct(t, args) { return { made: args }; },
});
console.log(counter(1, 2), counter.apply(null, [3, 4]), new counter(5).made, counter.calls, counter.name, counter.length);
