'use strict';
// LRU cache built on Map insertion order + a trie for autocomplete

class LRUCache {
  #map = new Map();
  #hits = 0;
  #misses = 0;
  constructor(capacity) { this.capacity = capacity; this.evicted = []; }
  get(key) {
    if (!this.#map.has(key)) { this.#misses++; return undefined; }
    const v = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, v);
    this.#hits++;
    return v;
  }
  set(key, value) {
    if (this.#map.has(key)) this.#map.delete(key);
    else if (this.#map.size >= this.capacity) {
      const oldest = this.#map.keys().next().value;
      this.#map.delete(oldest);
      this.evicted.push(oldest);
    }
    this.#map.set(key, value);
    return this;
  }
  get stats() { return { hits: this.#hits, misses: this.#misses, size: this.#map.size }; }
  keys() { return [...this.#map.keys()]; }
}

const cache = new LRUCache(3);
cache.set('a', 1).set('b', 2).set('c', 3);
console.log('get a', cache.get('a'), 'order', cache.keys().join(''));
cache.set('d', 4);
console.log('after d:', cache.keys().join(''), 'evicted', cache.evicted.join(''));
console.log('get b', cache.get('b'));
cache.set('c', 33).set('e', 5);
console.log('after e:', cache.keys().join(''), 'evicted', cache.evicted.join(''), JSON.stringify(cache.stats));

// memoized fibonacci-ish workload via LRU
const memo = new LRUCache(50);
function ways(n) {
  if (n < 0) return 0;
  if (n === 0) return 1;
  const hit = memo.get(n);
  if (hit !== undefined) return hit;
  const r = (ways(n - 1) + ways(n - 2) + ways(n - 3)) % 1000000007;
  memo.set(n, r);
  return r;
}
for (const n of [10, 30, 45]) console.log(`ways(${n}) = ${ways(n)}`);
console.log('memo stats', JSON.stringify(memo.stats));

class TrieNode {
  constructor() { this.children = Object.create(null); this.count = 0; this.end = false; }
}
class Trie {
  constructor() { this.root = new TrieNode(); this.size = 0; }
  insert(word, weight = 1) {
    let node = this.root;
    for (const ch of word) {
      node = node.children[ch] ??= new TrieNode();
    }
    if (!node.end) this.size++;
    node.end = true;
    node.count += weight;
  }
  *#walk(node, prefix) {
    if (node.end) yield [prefix, node.count];
    for (const ch of Object.keys(node.children).sort()) yield* this.#walk(node.children[ch], prefix + ch);
  }
  complete(prefix, limit = 5) {
    let node = this.root;
    for (const ch of prefix) { node = node.children[ch]; if (!node) return []; }
    return [...this.#walk(node, prefix)]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([w, c]) => `${w}(${c})`);
  }
}

const text = `the quick brown fox jumps over the lazy dog then the fox thinks that
the dog is there to throw things through the thicket while the quiet queen
queries quaint questions about javascript jobs and joyful jumping journeys
promise process program progress project prompt proper property protect`;
const trie = new Trie();
for (const w of text.split(/\s+/)) trie.insert(w.toLowerCase());
console.log('distinct words', trie.size);
for (const p of ['th', 'the', 'qu', 'j', 'pro', 'prom', 'x', 'thr']) {
  console.log(`complete(${p}) ->`, trie.complete(p).join(' ') || '(none)');
}
// generated words stress
let s = 7;
const next = () => (s = (s * 48271) % 2147483647);
for (let i = 0; i < 5000; i++) {
  let w = '';
  const len = 3 + (next() % 5);
  for (let k = 0; k < len; k++) w += 'abcdef'[next() % 6];
  trie.insert(w, 1 + (next() % 3));
}
console.log('after stress', trie.size);
console.log('complete(abc) ->', trie.complete('abc', 6).join(' '));
console.log('complete(fed) ->', trie.complete('fed', 6).join(' '));
