// Validation proxies throw TypeErrors from the set trap; default-value proxies fill gaps in get.
const person = new Proxy({}, {
  set(target, key, value) {
    if (key === 'age' && (!Number.isInteger(value) || value < 0)) throw new TypeError(`invalid age ${value}`);
    target[key] = value;
    return true;
  },
});
person.age = 30;
for (const bad of [-1, 2.5, 'old']) {
  try { person.age = bad; } catch (e) { console.log(e.name, e.message); }
}
console.log(person.age);

const withDefaults = (obj, fallback) => new Proxy(obj, { get: (t, k) => (k in t ? t[k] : fallback) });
const config = withDefaults({ port: 8080 }, 'n/a');
console.log(config.port, config.host, config.anything);

// Counting word lookups with a default of zero.
const counts = withDefaults({}, 0);
for (const w of 'a b a c a b'.split(' ')) counts[w] = counts[w] + 1;
console.log(counts, counts.zzz);

// A set trap returning false is ignored in sloppy mode and a TypeError in strict mode.
const frozenish = new Proxy({}, { set: () => false });
frozenish.x = 1;
console.log(frozenish.x);
(function () { 'use strict'; try { frozenish.x = 1; } catch (e) { console.log(e instanceof TypeError); } })();
