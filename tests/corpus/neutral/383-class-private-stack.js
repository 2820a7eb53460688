// A Stack class hides its array behind private methods and a private getter, and is iterable.
class Stack {
  #items = [];
  #max;
  constructor(max = Infinity) { this.#max = max; }
  get #top() { return this.#items[this.#items.length - 1]; }
  #ensureNotEmpty(op) { if (this.#items.length === 0) throw new Error(`${op} on an empty stack`); }
  #ensureRoom() { if (this.#items.length >= this.#max) throw new Error(`stack full (${this.#max})`); }
  push(...values) { for (const v of values) { this.#ensureRoom(); this.#items.push(v); } return this; }
  pop() { this.#ensureNotEmpty('pop'); return this.#items.pop(); }
  peek() { this.#ensureNotEmpty('peek'); return this.#top; }
  get size() { return this.#items.length; }
  [Symbol.iterator]() { return this.#items.slice().reverse()[Symbol.iterator](); }
  static from(iterable) { const s = new Stack(); for (const v of iterable) s.push(v); return s; }
}
const s = new Stack(3).push(1, 2);
console.log(s.peek(), s.size, [...s]);
s.push(3);
try { s.push(4); } catch (e) { console.log(e.message); }
console.log(s.pop(), s.pop(), s.pop());
for (const op of ['pop', 'peek']) {
  try { s[op](); } catch (e) { console.log(e.message); }
}
const t = Stack.from('abc');
console.log([...t].join(''), t.size, s, t instanceof Stack);
// balanced brackets with the stack
function balanced(text) {
  const open = new Stack();
  const pairs = { ')': '(', ']': '[', '}': '{' };
  for (const ch of text) {
    if ('([{'.includes(ch)) open.push(ch);
    else if (ch in pairs) { if (open.size === 0 || open.pop() !== pairs[ch]) return false; }
  }
  return open.size === 0;
}
console.log(balanced('a(b[c]{d})'), balanced('(]'), balanced('(('), balanced(''));
