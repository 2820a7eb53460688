// A dataflow graph: nodes with dependencies, Kahn topological sort, cycle detection, async evaluation with memoization and invalidation
class Graph {
  constructor() { this.nodes = new Map(); }
  define(name, deps, compute) { this.nodes.set(name, { name, deps, compute, value: undefined, valid: false, runs: 0 }); return this; }
  topo(targets = [...this.nodes.keys()]) {
    const needed = new Set();
    const visit = (n, stack = []) => {
      if (!this.nodes.has(n)) throw new Error(`unknown node "${n}" (required by ${stack.at(-1) ?? 'caller'})`);
      if (needed.has(n)) return;
      needed.add(n);
      for (const d of this.nodes.get(n).deps) visit(d, [...stack, n]);
    };
    targets.forEach(t => visit(t));
    const indeg = new Map([...needed].map(n => [n, 0]));
    const users = new Map([...needed].map(n => [n, []]));
    for (const n of needed) for (const d of this.nodes.get(n).deps) { indeg.set(n, indeg.get(n) + 1); users.get(d).push(n); }
    const ready = [...needed].filter(n => indeg.get(n) === 0).sort();
    const order = [];
    while (ready.length) {
      const n = ready.shift(); order.push(n);
      for (const u of users.get(n)) { indeg.set(u, indeg.get(u) - 1); if (indeg.get(u) === 0) { ready.push(u); ready.sort(); } }
    }
    if (order.length !== needed.size) {
      const stuck = [...needed].filter(n => !order.includes(n));
      throw new Error('cycle among: ' + stuck.join(', '));
    }
    return order;
  }
  levels(order) {
    const lvl = new Map();
    for (const n of order) lvl.set(n, Math.max(-1, ...this.nodes.get(n).deps.map(d => lvl.get(d))) + 1);
    const out = [];
    for (const [n, l] of lvl) (out[l] ||= []).push(n);
    return out;
  }
  async evaluate(target, log) {
    const order = this.topo([target]);
    const promises = new Map();
    for (const n of order) {
      const node = this.nodes.get(n);
      promises.set(n, (async () => {
        const inputs = await Promise.all(node.deps.map(d => promises.get(d)));
        if (node.valid) return node.value;
        log.push(`compute ${n}`);
        node.runs++;
        node.value = await node.compute(...inputs);
        node.valid = true;
        return node.value;
      })());
    }
    return promises.get(target);
  }
  invalidate(name) {
    const node = this.nodes.get(name); if (!node.valid) return [];
    node.valid = false;
    const hit = [name];
    for (const other of this.nodes.values()) if (other.deps.includes(name)) hit.push(...this.invalidate(other.name));
    return hit;
  }
}
const delay = (ms, v) => new Promise(r => setTimeout(() => r(v), ms));
let price = 20, qty = 3;
const g = new Graph()
  .define('price', [], () => delay(30, price))
  .define('qty', [], () => delay(10, qty))
  .define('taxRate', [], () => 0.2)
  .define('subtotal', ['price', 'qty'], (p, q) => p * q)
  .define('tax', ['subtotal', 'taxRate'], (s, r) => delay(5, +(s * r).toFixed(2)))
  .define('shipping', ['qty'], q => (q > 5 ? 0 : 4.99))
  .define('total', ['subtotal', 'tax', 'shipping'], (s, t, sh) => +(s + t + sh).toFixed(2))
  .define('label', ['total', 'qty'], (t, q) => `${q} items: $${t}`);
const order = g.topo();
console.log('topo order:', order.join(' '));
console.log('levels:', g.levels(order).map((l, i) => `${i}[${l.join(',')}]`).join(' '));
console.log('only for tax:', g.topo(['tax']).join(' '));
(async () => {
  const log = [];
  console.log('label =', await g.evaluate('label', log));
  console.log(log.join(', '));
  log.length = 0;
  console.log('label again =', await g.evaluate('label', log), '| computed:', log.length);
  qty = 6;
  console.log('invalidated:', g.invalidate('qty').join(' '));
  console.log('label =', await g.evaluate('label', log));
  console.log(log.join(', '));
  console.log('runs:', [...g.nodes.values()].map(n => `${n.name}=${n.runs}`).join(' '));
  const bad = new Graph().define('a', ['c'], () => 1).define('b', ['a'], () => 2).define('c', ['b'], () => 3).define('d', [], () => 4);
  for (const t of [['d'], ['b'], ['zzz']]) {
    try { console.log('bad topo', t, bad.topo(t)); } catch (e) { console.log('error:', e.message); }
  }
})();
