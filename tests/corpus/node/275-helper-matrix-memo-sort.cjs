'use strict';
function makeMatrix(rows, cols, f) {
  const m = [];
  for (let r = 0; r < rows; r++) {
    const row = [];
    for (let c = 0; c < cols; c++) row.push(f(r, c));
    m.push(row);
  }
  return m;
}
const multiply = (a, b) => makeMatrix(a.length, b[0].length, (r, c) => a[r].reduce((s, v, k) => s + v * b[k][c], 0));
const transpose = (m) => m[0].map((_, c) => m.map((row) => row[c]));
const show = (m) => m.map((row) => row.map((v) => String(v).padStart(4)).join('')).join('\n');

const A = makeMatrix(3, 4, (r, c) => r * 4 + c + 1);
const I = makeMatrix(4, 4, (r, c) => (r === c ? 1 : 0));
console.log(show(A));
console.log(show(multiply(A, I)) === show(A), show(transpose(A)));
console.log(show(multiply(A, transpose(A))));
console.log(JSON.stringify(makeMatrix(2, 2, () => [])), A.flat().length);

// memoized recursion filling an array
const fibMemo = [0, 1];
function fib(n) {
  if (fibMemo[n] !== undefined) return fibMemo[n];
  return (fibMemo[n] = fib(n - 1) + fib(n - 2));
}
console.log(fib(90), fibMemo.length, fibMemo.slice(10, 16));
const catalan = [1];
for (let n = 1; n <= 15; n++) { let s = 0; for (let i = 0; i < n; i++) s += catalan[i] * catalan[n - 1 - i]; catalan.push(s); }
console.log(catalan.join(' '));
const pascal = [[1]];
while (pascal.length < 8) { const prev = pascal[pascal.length - 1]; pascal.push([1, ...prev.slice(1).map((v, i) => v + prev[i]), 1]); }
console.log(pascal.map((r) => r.join(' ')).join(' / '));

// sorting objects
const people = [
  { name: 'Zoë', age: 31, city: 'Oslo' }, { name: 'adam', age: 25, city: 'Berlin' },
  { name: 'Émile', age: 31, city: 'Paris' }, { name: 'Bob', age: 25, city: 'Oslo' },
  { name: 'carla', age: 40, city: 'Berlin' }, { name: 'Dan', age: 25, city: 'Paris' },
];
const byAgeThenName = [...people].sort((a, b) => a.age - b.age || a.name.localeCompare(b.name));
console.log(byAgeThenName.map((p) => `${p.name}(${p.age})`).join(', '));
console.log(people.map((p) => p.name).sort().join(','), [10, 9, 1, 100, 25].sort(), [10, 9, 1, 100, 25].sort((a, b) => b - a));
const grouped = people.reduce((acc, p) => ((acc[p.city] ||= []).push(p.name), acc), {});
console.log(grouped, Object.entries(grouped).sort(([a], [b]) => (a < b ? 1 : -1)).map(([k, v]) => k + ':' + v.length));
console.log(people.toSorted ? 'has toSorted' : 'no', people.findLast((p) => p.age === 25).name, [3, 1, 2].toSorted(), people.at(-1).city);
console.table ? console.log(typeof console.table) : 0;
