// A comment thread nested 800 deep rendered recursively through map, forEach, reduce, filter and a replace callback (300 deep).
let thread = { id: 800, text: 'leaf', replies: [] };
for (let i = 799; i >= 0; i--) thread = { id: i, text: 'reply ' + i, replies: [thread, { id: -i, text: 'aside', replies: [] }] };
function render(c, depth) {
  const own = '  '.repeat(depth % 4) + c.text;
  return [own, ...c.replies.map((r) => render(r, depth + 1)).flat()];
}
const lines = render(thread, 0);
console.log('lines', lines.length, lines[0], '|', lines[lines.length - 1].trim());
function count(c) { let n = 1; c.replies.forEach((r) => { n += count(r); }); return n; }
console.log('count', count(thread));
const depth = (c) => c.replies.reduce((m, r) => Math.max(m, 1 + depth(r)), 0);
console.log('depth', depth(thread));
const leaves = (c) => (c.replies.length ? c.replies.filter((r) => leaves(r) > 0).length : 1);
console.log('filter', leaves(thread));
function expand(s, n) { return n === 0 ? s : s.replace(/x/, () => expand('(x)', n - 1)); }
const e = expand('x', 300);
console.log('replace', e.length, e.slice(0, 5), e.slice(-5));
function ids(c) { return c.replies.length ? c.replies.some((r) => r.id === 800 || ids(r)) : false; }
console.log('some', ids(thread), JSON.stringify(thread).length);
