// Objects are compared by reference; assignment shares, spread/assign make shallow copies.
const a = { v: 1, inner: { w: 2 } };
const b = a;
const c = { ...a };
const d = Object.assign({}, a);
const e = JSON.parse(JSON.stringify(a));
b.v = 10;
a.inner.w = 20;
console.log(a === b, a === c, c.v, c.inner.w, d.inner.w, e.inner.w);
console.log({} === {}, [] == [], [1] == 1, a == b);
const list = [a, a];
list[0].v = 99;
console.log(list[1].v, b.v);
function mutate(o) { o.changed = true; o = { replaced: true }; return o; }
const r = mutate(a);
console.log(a.changed, a.replaced, r.replaced);
