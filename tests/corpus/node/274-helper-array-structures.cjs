'use strict';
class Stack {
  constructor() { this.items = []; }
  push(x) { this.items.push(x); return this; }
  pop() { return this.items.pop(); }
  peek() { return this.items[this.items.length - 1]; }
  get size() { return this.items.length; }
}
class Queue {
  constructor() { this.items = []; }
  enqueue(...xs) { this.items.push(...xs); }
  dequeue() { return this.items.shift(); }
  isEmpty() { return this.items.length === 0; }
}
function balanced(s) {
  const st = new Stack(), pairs = { ')': '(', ']': '[', '}': '{' };
  for (const ch of s) {
    if ('([{'.includes(ch)) st.push(ch);
    else if (ch in pairs && st.pop() !== pairs[ch]) return false;
  }
  return st.size === 0;
}
['([]{})', '([)]', '((', '', '{[()()]}'].forEach((s) => console.log(JSON.stringify(s), balanced(s)));

// BFS with a queue on a grid
const grid = ['S.#.....', '.##.###.', '....#...', '.##...#E'];
function bfs() {
  const q = new Queue(), seen = new Set(['0,0']);
  q.enqueue([0, 0, 0]);
  while (!q.isEmpty()) {
    const [r, c, d] = q.dequeue();
    if (grid[r][c] === 'E') return d;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nr = r + dr, nc = c + dc, k = nr + ',' + nc;
      if (grid[nr] && grid[nr][nc] && grid[nr][nc] !== '#' && !seen.has(k)) { seen.add(k); q.enqueue([nr, nc, d + 1]); }
    }
  }
  return -1;
}
console.log('shortest path', bfs());

class SortedList extends Array {
  add(x) { let i = this.length; this.push(x); while (i > 0 && this[i - 1] > x) { this[i] = this[i - 1]; i--; } this[i] = x; return this; }
  get last() { return this[this.length - 1]; }
}
const sl = new SortedList();
[5, 1, 4, 1, 5, 9, 2, 6].forEach((x) => sl.add(x));
console.log(sl, sl.length, sl.last, sl instanceof Array, Array.isArray(sl));
const mapped = sl.map((x) => x * 2);
console.log(mapped.constructor.name, mapped.last, sl.filter((x) => x > 4), SortedList.from([3, 2]).constructor.name);
const st = new Stack().push(1).push(2).push(3);
console.log(st.pop(), st.peek(), st.size, st);
const arr = [];
for (let i = 0; i < 5; i++) arr[arr.length] = i * i;
arr.length = 7;
console.log(arr, arr.length, arr.indexOf(undefined), arr.includes(undefined), 3 in arr, 6 in arr);
