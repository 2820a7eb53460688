// Tokenizer + recursive-descent parser + evaluator for arithmetic with variables and functions
class ParseError extends Error {
  constructor(msg, pos) { super(`${msg} at ${pos}`); this.name = 'ParseError'; this.pos = pos; }
}
const TOKEN_RE = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),=]))/y;
function tokenize(src) {
  const out = [];
  TOKEN_RE.lastIndex = 0;
  let m;
  while (TOKEN_RE.lastIndex < src.length) {
    const start = TOKEN_RE.lastIndex;
    if (/^\s*$/.test(src.slice(start))) break;
    m = TOKEN_RE.exec(src);
    if (!m) throw new ParseError(`Unexpected character '${src.slice(start).trim()[0]}'`, start);
    if (m[1] !== undefined) out.push({ type: 'num', value: parseFloat(m[1]), pos: start });
    else if (m[2] !== undefined) out.push({ type: 'id', value: m[2], pos: start });
    else out.push({ type: 'op', value: m[3], pos: start });
  }
  out.push({ type: 'eof', pos: src.length });
  return out;
}
function parse(src) {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i];
  const eat = (v) => {
    const t = toks[i];
    if (v !== undefined && t.value !== v) throw new ParseError(`Expected '${v}' but found ${t.type === 'eof' ? 'end' : `'${t.value}'`}`, t.pos);
    i++; return t;
  };
  function statement() {
    if (peek().type === 'id' && toks[i + 1].value === '=') {
      const name = eat().value; eat('=');
      return { type: 'assign', name, value: expr() };
    }
    return expr();
  }
  function expr() {
    let left = term();
    while (peek().value === '+' || peek().value === '-') {
      const op = eat().value; left = { type: 'bin', op, left, right: term() };
    }
    return left;
  }
  function term() {
    let left = unary();
    while (['*', '/', '%'].includes(peek().value)) {
      const op = eat().value; left = { type: 'bin', op, left, right: unary() };
    }
    return left;
  }
  function unary() {
    if (peek().value === '-') { eat(); return { type: 'neg', arg: unary() }; }
    if (peek().value === '+') { eat(); return unary(); }
    return power();
  }
  function power() {
    const base = primary();
    if (peek().value === '^' || peek().value === '**') { eat(); return { type: 'bin', op: '^', left: base, right: unary() }; }
    return base;
  }
  function primary() {
    const t = peek();
    if (t.type === 'num') { eat(); return { type: 'num', value: t.value }; }
    if (t.type === 'id') {
      eat();
      if (peek().value === '(') {
        eat('(');
        const args = [];
        if (peek().value !== ')') { args.push(expr()); while (peek().value === ',') { eat(','); args.push(expr()); } }
        eat(')');
        return { type: 'call', name: t.value, args };
      }
      return { type: 'var', name: t.value };
    }
    if (t.value === '(') { eat('('); const e = expr(); eat(')'); return e; }
    throw new ParseError(`Unexpected ${t.type === 'eof' ? 'end of input' : `'${t.value}'`}`, t.pos);
  }
  const ast = statement();
  if (peek().type !== 'eof') throw new ParseError(`Unexpected '${peek().value}'`, peek().pos);
  return ast;
}
const funcs = { max: Math.max, min: Math.min, sqrt: Math.sqrt, abs: Math.abs, hypot: Math.hypot,
  avg: (...xs) => xs.reduce((a, b) => a + b, 0) / xs.length };
function evaluate(node, env) {
  switch (node.type) {
    case 'num': return node.value;
    case 'var': if (!(node.name in env)) throw new ReferenceError(`Unknown variable ${node.name}`); return env[node.name];
    case 'neg': return -evaluate(node.arg, env);
    case 'assign': return (env[node.name] = evaluate(node.value, env));
    case 'call': {
      const f = funcs[node.name];
      if (!f) throw new TypeError(`${node.name} is not a function`);
      return f(...node.args.map(a => evaluate(a, env)));
    }
    case 'bin': {
      const l = evaluate(node.left, env), r = evaluate(node.right, env);
      switch (node.op) {
        case '+': return l + r; case '-': return l - r; case '*': return l * r;
        case '/': if (r === 0) throw new RangeError('Division by zero'); return l / r;
        case '%': return l % r; case '^': return l ** r;
      }
    }
  }
  throw new Error('bad node ' + node.type);
}
function show(node) {
  switch (node.type) {
    case 'num': return String(node.value);
    case 'var': return node.name;
    case 'neg': return `(-${show(node.arg)})`;
    case 'assign': return `${node.name} := ${show(node.value)}`;
    case 'call': return `${node.name}(${node.args.map(show).join(', ')})`;
    case 'bin': return `(${show(node.left)} ${node.op} ${show(node.right)})`;
  }
}
const env = { pi: Math.PI };
const lines = [
  '1 + 2 * 3', '(1 + 2) * 3', '2 ^ 3 ^ 2', '-2 ** 2', 'x = 7 % 4', 'y = x * 2.5e1',
  'max(x, y, 10) - min(3, avg(1, 2, 3, 4))', 'hypot(3, 4) / 0.5', 'sqrt(-1)', '1 / (x - 3)',
  '2 * (3 + ', 'foo(1)', 'z + 1', '3 $ 4', '4 5', 'round(pi)', '0.1 + 0.2', '1e21 * 10',
];
for (const line of lines) {
  try {
    const ast = parse(line);
    const v = evaluate(ast, env);
    console.log(`${line.padEnd(40)} ${show(ast).padEnd(44)} = ${v}`);
  } catch (e) {
    console.log(`${line.padEnd(40)} ! ${e.name}: ${e.message}`);
  }
}
console.log(JSON.stringify(env, (k, v) => typeof v === 'number' ? Number(v.toFixed(4)) : v));
