// Generators: lazy pipelines, two-way communication, return/throw
function* naturals(start = 1) {
  let n = start;
  while (true) yield n++;
}
function* map(it, f) { for (const x of it) yield f(x); }
function* filter(it, p) { for (const x of it) if (p(x)) yield x; }
function* take(it, n) {
  if (n <= 0) return;
  for (const x of it) {
    yield x;
    if (--n <= 0) return;
  }
}
const squaresOfOdds = take(map(filter(naturals(), (n) => n % 2), (n) => n * n), 6);
console.log([...squaresOfOdds].join(' '));

function* conversation() {
  const name = yield 'What is your name?';
  const age = yield `Hello ${name}, how old are you?`;
  try {
    yield `${name} is ${age}`;
  } finally {
    console.log('cleanup in finally');
  }
  return 'unreachable?';
}
const c = conversation();
console.log(c.next('ignored').value);
console.log(c.next('Ada').value);
console.log(c.next(36).value);
console.log(JSON.stringify(c.return('early')));
console.log(JSON.stringify(c.next()));

function* fib() {
  let [a, b] = [0, 1];
  for (;;) {
    const reset = yield a;
    if (reset) [a, b] = [0, 1];
    else [a, b] = [b, a + b];
  }
}
const f = fib();
const seq = [];
for (let i = 0; i < 8; i++) seq.push(f.next().value);
seq.push(f.next(true).value, f.next().value);
console.log(seq.join(','));

function* guarded() {
  try { yield 1; yield 2; } catch (e) { console.log('caught inside', e); yield 99; }
}
const g = guarded();
console.log(g.next().value, g.throw('oops').value, JSON.stringify(g.next()));
const [x, , z, ...rest] = take(naturals(10), 6);
console.log(x, z, rest);
console.log(Object.prototype.toString.call(g), typeof g[Symbol.iterator], g[Symbol.iterator]() === g);
