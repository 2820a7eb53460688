// RegExp: a tokenizer with the sticky (y) flag and lastIndex, evaluating arithmetic.
function tokenize(src) {
  const token = /\s*(?:(?<num>\d+(?:\.\d+)?)|(?<id>[A-Za-z_]\w*)|(?<op>[-+*\/()]))/y;
  const tokens = [];
  while (token.lastIndex < src.length) {
    const start = token.lastIndex;
    const m = token.exec(src);
    if (!m) {
      if (/^\s*$/.test(src.slice(start))) break;
      throw new Error(`unexpected character at ${start}: ${src[start]}`);
    }
    const [kind, text] = Object.entries(m.groups).find(([, v]) => v !== undefined);
    tokens.push(`${kind}:${text}`);
  }
  return tokens;
}
console.log(tokenize('3 + 4.5 * (x - 2)'));
console.log(tokenize('  rate*12  '));
try { tokenize('1 + $'); } catch (e) { console.log(e.message); }

// Sticky matches only at lastIndex; a failure resets lastIndex to 0.
const y = /foo/y;
console.log(y.test('foofoo'), y.lastIndex, y.test('foofoo'), y.lastIndex, y.test('foofoo'), y.lastIndex);
y.lastIndex = 1;
console.log(y.test('xfoo'), y.lastIndex, 'xfoo'.search(/foo/y), 'foo'.replace(/o/y, '0'), 'oof'.replace(/o/gy, '0'));
