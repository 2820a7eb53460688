'use strict';
// Generators, spread/destructuring with defaults, tagged templates, optional chaining

function* range(start, end, step = 1) {
  for (let i = start; step > 0 ? i < end : i > end; i += step) yield i;
}
function* take(iter, n) {
  if (n <= 0) return;
  for (const x of iter) { yield x; if (--n <= 0) return; }
}
function* map(iter, f) { for (const x of iter) yield f(x); }
function* filter(iter, p) { for (const x of iter) if (p(x)) yield x; }
function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }

console.log('range:', [...range(0, 10, 3)].join(','), [...range(5, 0, -2)].join(','));
console.log('fib:', [...take(fib(), 12)].join(' '));
console.log('even squares:', [...take(filter(map(range(1, 100), (x) => x * x), (x) => x % 2 === 0), 6)]);

function* conversation() {
  const name = yield 'name?';
  const age = yield `hello ${name}, age?`;
  try {
    yield `${name} is ${age}`;
  } finally {
    console.log('  (conversation cleanup)');
  }
  return 'done';
}
const conv = conversation();
console.log(conv.next().value);
console.log(conv.next('Ada').value);
console.log(conv.next(36).value);
console.log(JSON.stringify(conv.return('early')), JSON.stringify(conv.next()));

const tree = { v: 1, kids: [{ v: 2, kids: [{ v: 4 }, { v: 5 }] }, { v: 3, kids: [{ v: 6, kids: [{ v: 7 }] }] }] };
function* walk(node, depth = 0) {
  yield [node.v, depth];
  for (const k of node.kids ?? []) yield* walk(k, depth + 1);
}
console.log('tree:', [...walk(tree)].map(([v, d]) => '-'.repeat(d) + v).join(' '));

function configure({ host = 'localhost', port = 8080, tls: { enabled = false, cert } = {}, ...extra } = {}) {
  return `${enabled ? 'https' : 'http'}://${host}:${port} cert=${cert ?? 'none'} extra=${JSON.stringify(extra)}`;
}
console.log(configure());
console.log(configure({ port: 443, tls: { enabled: true, cert: 'a.pem' } }));
console.log(configure({ host: 'example.org', retries: 3, verbose: true }));

const [x = 10, [y, z = y * 2] = [7], ...others] = [undefined, [3], 'p', 'q'];
console.log('array destructuring:', x, y, z, others);
const { a: { b: deep = 'dflt' } = {}, ['c' + 'd']: computed = 0 } = { a: {}, cd: 42 };
console.log('nested:', deep, computed);
const merged = { ...{ a: 1, b: 2 }, ...{ b: 3, c: 4 }, ...null, ...'hi' };
console.log('spread merge:', JSON.stringify(merged));

function sql(strings, ...values) {
  const params = [];
  const text = strings.reduce((acc, s, i) => {
    if (i === 0) return s;
    params.push(values[i - 1]);
    return acc + '$' + params.length + s;
  }, '');
  return { text, params, raw: strings.raw.length };
}
const user = 'O\'Brien', minAge = 21;
console.log(JSON.stringify(sql`SELECT * FROM users WHERE name = ${user} AND age >= ${minAge}`));
const money = (s, ...v) => s.raw.map((str, i) => str + (i < v.length ? `$${v[i].toFixed(2)}` : '')).join('');
console.log(money`total: ${12.5} + tax ${1.125}\n(raw newline kept)`);
const id = (s) => s;
console.log('same strings object:', [1, 2].map(() => id`x`).reduce((a, b) => a === b));

const users = [
  { name: 'ann', address: { city: 'Oslo', geo: { lat: 59.9 } }, tags: ['admin'] },
  { name: 'bob', address: null, greet() { return 'hi from bob'; } },
  { name: 'cy' },
];
for (const u of users) {
  console.log(u.name, u.address?.city ?? '(no city)', u.address?.geo?.lat?.toFixed(1), u.tags?.[0], u.greet?.(), u?.['name']?.length);
}
const counter = { n: 0 };
counter.missing?.(counter.n++);
console.log('short-circuit kept n =', counter.n);
let q = null; q ??= 'set'; let r = 0; r ||= 5; let t = 1; t &&= 9;
console.log('logical assignment:', q, r, t);
const entries = Object.entries({ z: 26, y: 25 }).map(([k, v]) => `${k}=${v}`);
console.log('entries:', ...entries, ...new Set([1, 1, 2]));
