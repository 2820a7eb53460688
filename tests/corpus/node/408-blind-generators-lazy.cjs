// Lazy pipelines with generators: range, map, filter, take, chunk, zip.
function* range(start = 0, end = Infinity, step = 1) {
  for (let i = start; i < end; i += step) yield i;
}
const lazy = {
  *map(it, f) { for (const x of it) yield f(x); },
  *filter(it, f) { for (const x of it) if (f(x)) yield x; },
  *take(it, n) { if (n <= 0) return; for (const x of it) { yield x; if (--n <= 0) return; } },
  *chunk(it, n) { let buf = []; for (const x of it) { buf.push(x); if (buf.length === n) { yield buf; buf = []; } } if (buf.length) yield buf; },
  *zip(...its) { const iters = its.map((i) => i[Symbol.iterator]()); while (true) { const rs = iters.map((i) => i.next()); if (rs.some((r) => r.done)) return; yield rs.map((r) => r.value); } },
};

let evaluated = 0;
const primes = lazy.filter(range(2), (n) => { evaluated++; for (let d = 2; d * d <= n; d++) if (n % d === 0) return false; return true; });
console.log('first 10 primes', [...lazy.take(primes, 10)], 'numbers checked', evaluated);
console.log([...lazy.chunk(range(1, 11), 4)]);
console.log([...lazy.zip('abc', range(1), [true, false, true, false])]);

function* fibonacci() { let [a, b] = [0n, 1n]; while (true) { yield a; [a, b] = [b, a + b]; } }
const [f0, f1, , f3, ...rest] = lazy.take(fibonacci(), 8);
console.log(f0, f1, f3, rest);

function* conversation() {
  const name = yield 'What is your name?';
  const age = yield `Hello ${name}! How old are you?`;
  try {
    yield `${name} is ${age}`;
  } finally {
    console.log('  (conversation cleanup)');
  }
  return 'bye';
}
const c = conversation();
console.log(c.next('ignored').value);
console.log(c.next('Ada').value);
console.log(c.next(36).value);
console.log(c.return('early'), c.next());

function* tree(node, depth = 0) {
  yield `${'  '.repeat(depth)}${node.name}`;
  for (const child of node.children ?? []) yield* tree(child, depth + 1);
}
const fsTree = { name: 'src', children: [{ name: 'index.js' }, { name: 'lib', children: [{ name: 'a.js' }, { name: 'b.js' }] }, { name: 'README.md' }] };
console.log([...tree(fsTree)].join('\n'));

const g = (function* () { try { yield 1; yield 2; } catch (e) { console.log('  caught in generator:', e); yield 'recovered'; } })();
console.log(g.next().value, g.throw('oops').value, g.next());
const spread = { *[Symbol.iterator]() { yield* [3, 2, 1]; } };
console.log(Math.max(...spread), Array.from(spread, (x) => x * 10));
