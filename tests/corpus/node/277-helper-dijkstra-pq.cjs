'use strict';
// Dijkstra with a binary heap priority queue on a generated grid-ish graph

class MinHeap {
  constructor(cmp = (a, b) => a - b) { this.data = []; this.cmp = cmp; }
  get size() { return this.data.length; }
  push(x) {
    const d = this.data;
    d.push(x);
    let i = d.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(d[i], d[p]) >= 0) break;
      [d[i], d[p]] = [d[p], d[i]];
      i = p;
    }
  }
  pop() {
    const d = this.data;
    const top = d[0];
    const last = d.pop();
    if (d.length > 0) {
      d[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < d.length && this.cmp(d[l], d[m]) < 0) m = l;
        if (r < d.length && this.cmp(d[r], d[m]) < 0) m = r;
        if (m === i) break;
        [d[i], d[m]] = [d[m], d[i]];
        i = m;
      }
    }
    return top;
  }
}

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

function buildGraph(n, extra, rng) {
  const adj = Array.from({ length: n }, () => []);
  const add = (u, v, w) => { adj[u].push({ to: v, w }); adj[v].push({ to: u, w }); };
  for (let i = 1; i < n; i++) add(i, Math.floor(rng() * i), 1 + Math.floor(rng() * 20));
  for (let k = 0; k < extra; k++) {
    const u = Math.floor(rng() * n), v = Math.floor(rng() * n);
    if (u !== v) add(u, v, 1 + Math.floor(rng() * 50));
  }
  return adj;
}

function dijkstra(adj, src) {
  const dist = new Array(adj.length).fill(Infinity);
  const prev = new Array(adj.length).fill(-1);
  dist[src] = 0;
  const pq = new MinHeap((a, b) => a[0] - b[0] || a[1] - b[1]);
  pq.push([0, src]);
  let pops = 0;
  while (pq.size) {
    const [d, u] = pq.pop();
    pops++;
    if (d > dist[u]) continue;
    for (const { to, w } of adj[u]) {
      const nd = d + w;
      if (nd < dist[to]) { dist[to] = nd; prev[to] = u; pq.push([nd, to]); }
    }
  }
  return { dist, prev, pops };
}

function pathTo(prev, t) {
  const p = [];
  for (let v = t; v !== -1; v = prev[v]) p.push(v);
  return p.reverse();
}

const rng = makeRng(2024);
const N = 3000;
const adj = buildGraph(N, 6000, rng);
const edges = adj.reduce((s, a) => s + a.length, 0) / 2;
console.log(`graph: ${N} nodes, ${edges} edges`);
const { dist, prev, pops } = dijkstra(adj, 0);
console.log('heap pops:', pops);
const targets = [1, 17, 99, 500, 1234, 2999];
for (const t of targets) {
  const p = pathTo(prev, t);
  console.log(`0 -> ${t}: dist=${dist[t]} hops=${p.length - 1} path=${p.length > 8 ? p.slice(0, 4).join('>') + '>...>' + p.slice(-3).join('>') : p.join('>')}`);
}
const finite = dist.filter(Number.isFinite);
const maxD = Math.max(...finite);
const far = dist.indexOf(maxD);
console.log('reachable', finite.length, 'eccentricity', maxD, 'farthest', far);
const hist = new Map();
for (const d of finite) {
  const b = Math.floor(d / 20) * 20;
  hist.set(b, (hist.get(b) || 0) + 1);
}
for (const [b, c] of [...hist].sort((x, y) => x[0] - y[0])) {
  console.log(`${String(b).padStart(3)}-${String(b + 19).padEnd(3)} ${'#'.repeat(Math.ceil(c / 40))} ${c}`);
}
const sum = finite.reduce((a, b) => a + b, 0);
console.log('mean distance', (sum / finite.length).toFixed(3));
