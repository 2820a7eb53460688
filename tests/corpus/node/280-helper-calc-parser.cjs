'use strict';
// Tokenizer + recursive-descent calculator with variables and functions

class CalcError extends Error {
  constructor(msg, pos) { super(`${msg} at ${pos}`); this.name = 'CalcError'; this.pos = pos; }
}

function tokenize(src) {
  const tokens = [];
  const re = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),=]))/y;
  let m;
  re.lastIndex = 0;
  while (re.lastIndex < src.length) {
    const at = re.lastIndex;
    if (/^\s*$/.test(src.slice(at))) break;
    m = re.exec(src);
    if (!m) throw new CalcError(`unexpected '${src[at + src.slice(at).search(/\S/)]}'`, at);
    if (m[1] !== undefined) tokens.push({ t: 'num', v: parseFloat(m[1]), at });
    else if (m[2] !== undefined) tokens.push({ t: 'id', v: m[2], at });
    else tokens.push({ t: 'op', v: m[3], at });
  }
  tokens.push({ t: 'eof', v: null, at: src.length });
  return tokens;
}

const FUNCS = {
  sqrt: Math.sqrt, abs: Math.abs, min: Math.min, max: Math.max,
  floor: Math.floor, hyp: (a, b) => Math.hypot(a, b),
};

function evaluate(src, env) {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i];
  const eat = (v) => {
    const t = toks[i];
    if (v !== undefined && t.v !== v) throw new CalcError(`expected '${v}' got '${t.v ?? 'EOF'}'`, t.at);
    i++;
    return t;
  };
  function statement() {
    if (peek().t === 'id' && toks[i + 1].v === '=') {
      const name = eat().v; eat('=');
      const val = expr();
      env.set(name, val);
      return val;
    }
    return expr();
  }
  function expr() {
    let v = term();
    while (peek().v === '+' || peek().v === '-') v = eat().v === '+' ? v + term() : v - term();
    return v;
  }
  function term() {
    let v = unary();
    while (['*', '/', '%'].includes(peek().v)) {
      const op = eat().v, r = unary();
      if (op === '/' && r === 0) throw new CalcError('division by zero', toks[i - 1].at);
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  }
  function unary() {
    if (peek().v === '-') { eat(); return -unary(); }
    if (peek().v === '+') { eat(); return +unary(); }
    return power();
  }
  function power() {
    const base = primary();
    if (peek().v === '^' || peek().v === '**') { eat(); return base ** unary(); }
    return base;
  }
  function primary() {
    const t = peek();
    if (t.t === 'num') return eat().v;
    if (t.t === 'id') {
      eat();
      if (peek().v === '(') {
        eat('(');
        const args = [];
        if (peek().v !== ')') { do { args.push(expr()); } while (peek().v === ',' && eat()); }
        eat(')');
        const f = FUNCS[t.v];
        if (!f) throw new CalcError(`unknown function ${t.v}`, t.at);
        return f(...args);
      }
      if (!env.has(t.v)) throw new CalcError(`undefined variable ${t.v}`, t.at);
      return env.get(t.v);
    }
    if (t.v === '(') { eat('('); const v = expr(); eat(')'); return v; }
    throw new CalcError(`unexpected ${t.t === 'eof' ? 'end' : `'${t.v}'`}`, t.at);
  }
  const result = statement();
  if (peek().t !== 'eof') throw new CalcError(`trailing '${peek().v}'`, peek().at);
  return result;
}

const env = new Map([['pi', Math.PI], ['e', Math.E]]);
const lines = [
  '1 + 2 * 3', '(1 + 2) * 3', '2 ^ 3 ^ 2', '-2 ** 2', '10 / 4', '10 % 4 + 0.5',
  'x = 3 * (4 + 5)', 'y = x / 2 - 1', 'hyp(x, y)', 'sqrt(2) * sqrt(2)',
  'max(1, x, y, 7) - min(3, 2)', 'floor(pi * 1000) / 1000', '1e3 + 2.5e-1',
  'r = 2', 'area = pi * r ^ 2', '0.1 + 0.2', '1 / 3',
  '1 / 0', 'foo(1)', 'z + 1', '3 +', '(1 + 2', '4 $ 4', '2 3',
];
for (const line of lines) {
  try {
    const v = evaluate(line, env);
    console.log(`${line.padEnd(28)} => ${Number.isInteger(v) ? v : v.toPrecision(12)}`);
  } catch (err) {
    console.log(`${line.padEnd(28)} !! ${err.name}: ${err.message}`);
  }
}
console.log('vars:', [...env.keys()].join(','));
let acc = 0;
for (let k = 1; k <= 2000; k++) acc += evaluate(`${k} * ${k} % 7 + sqrt(${k})`, env);
console.log('stress sum', acc.toFixed(6));
