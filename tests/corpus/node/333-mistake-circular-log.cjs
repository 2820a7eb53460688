const parent = { name: 'root', children: [] };
const child = { name: 'leaf', parent };
parent.children.push(child);
parent.self = parent;
console.log(parent);
console.log([parent, child]);

const m = new Map();
m.set('me', m);
console.log(m);

try {
  JSON.stringify(parent);
} catch (e) {
  console.log(e.name);
  console.log(e.message);
}

function safeStringify(obj) {
  const seen = new WeakSet();
  return JSON.stringify(obj, (k, v) => {
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return '[Circular]';
      seen.add(v);
    }
    return v;
  });
}
console.log(safeStringify(parent));
class Node2 { constructor() { this.next = this; } }
console.log(new Node2());
