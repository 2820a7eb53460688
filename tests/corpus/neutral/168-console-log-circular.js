// Circular references print as <ref *1> ... [Circular *1].
const a = { name: 'a' };
a.self = a;
console.log(a);
const list = [1, 2];
list.push(list);
console.log(list);
const parent = { child: { } };
parent.child.parent = parent;
console.log(parent);
const x = { n: 'x' };
const y = { n: 'y', x };
x.y = y;
console.log([x, y]);
