// Labelled loops, destructuring with defaults, and spread in a seating planner.
const grid = [
  ['A1', 'A2', null, 'A4'],
  [null, null, null, 'B4'],
  ['C1', null, null, null],
];

let firstPair = null;
search: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length - 1; c++) {
    if (grid[r][c] !== null) continue;
    if (grid[r][c + 1] !== null) continue;
    firstPair = { row: r, seats: [c, c + 1] };
    break search;
  }
}
console.log('first free pair', firstPair);

let checked = 0;
rows: for (const [i, row] of grid.entries()) {
  for (const seat of row) {
    checked++;
    if (seat === null) continue rows;
  }
  console.log('full row', i);
}
console.log('cells checked', checked);

const booking = { guest: { name: 'Ann', email: undefined, prefs: { aisle: true } }, seats: ['B1', 'B2', 'B3'] };
const {
  guest: { name, email = 'n/a', prefs: { aisle, window: win = false } = {}, phone: { mobile } = {} },
  seats: [first, ...others],
  total = others.length + 1,
} = booking;
console.log(name, email, aisle, win, mobile, first, others, total);

const swap = [1, 2];
[swap[0], swap[1]] = [swap[1], swap[0]];
console.log('swapped', swap);

function summarize({ title = 'Untitled', tags = [], ...rest } = {}) {
  return `${title} [${tags.join(',')}] rest=${JSON.stringify(rest)}`;
}
console.log(summarize());
console.log(summarize({ title: 'Plan', tags: ['x'], owner: 'me', id: 3 }));

const defaults = { theme: 'light', font: { size: 12, family: 'mono' }, beta: false };
const user = { font: { size: 14 }, beta: true };
const shallow = { ...defaults, ...user };
console.log(shallow.font, shallow.beta, { ...null, ...undefined, ...'hi', ...[9] });

outer: {
  console.log('inside labelled block');
  if (shallow.beta) break outer;
  console.log('never printed');
}
const matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
const transposed = matrix[0].map((_, c) => matrix.map((row) => row[c]));
console.log(transposed.map((r) => r.join(' ')).join(' / '));
let i = 0;
do { i += 3; } while (i < 10);
console.log('do-while', i, [...'hello'].map((ch, idx, arr) => arr[arr.length - 1 - idx]).join(''));
