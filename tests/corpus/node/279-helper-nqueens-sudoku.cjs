'use strict';
// Backtracking: N-queens counting and a sudoku solver

function nQueens(n) {
  let count = 0;
  let first = null;
  const cols = new Array(n).fill(false);
  const d1 = new Array(2 * n).fill(false);
  const d2 = new Array(2 * n).fill(false);
  const pos = [];
  function place(r) {
    if (r === n) {
      count++;
      if (!first) first = pos.slice();
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols[c] || d1[r + c] || d2[r - c + n]) continue;
      cols[c] = d1[r + c] = d2[r - c + n] = true;
      pos.push(c);
      place(r + 1);
      pos.pop();
      cols[c] = d1[r + c] = d2[r - c + n] = false;
    }
  }
  place(0);
  return { count, first };
}

for (let n = 4; n <= 9; n++) {
  const { count, first } = nQueens(n);
  console.log(`queens(${n}) = ${count}; first = ${first.join('')}`);
}
const q8 = nQueens(8).first;
for (let r = 0; r < 8; r++) console.log(Array.from({ length: 8 }, (_, c) => (q8[r] === c ? 'Q' : '.')).join(' '));

const puzzle =
  '530070000' + '600195000' + '098000060' +
  '800060003' + '400803001' + '700020006' +
  '060000280' + '000419005' + '000080079';

function solveSudoku(str) {
  const g = str.split('').map(Number);
  let steps = 0;
  const ok = (i, v) => {
    const r = Math.floor(i / 9), c = i % 9;
    for (let k = 0; k < 9; k++) {
      if (g[r * 9 + k] === v || g[k * 9 + c] === v) return false;
    }
    const br = r - (r % 3), bc = c - (c % 3);
    for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) if (g[(br + a) * 9 + bc + b] === v) return false;
    return true;
  };
  const solve = () => {
    const i = g.indexOf(0);
    if (i < 0) return true;
    for (let v = 1; v <= 9; v++) {
      steps++;
      if (ok(i, v)) {
        g[i] = v;
        if (solve()) return true;
        g[i] = 0;
      }
    }
    return false;
  };
  const solved = solve();
  return { solved, steps, grid: g };
}

const res = solveSudoku(puzzle);
console.log('sudoku solved:', res.solved, 'steps:', res.steps);
for (let r = 0; r < 9; r++) {
  const row = res.grid.slice(r * 9, r * 9 + 9);
  console.log(`${row.slice(0, 3).join('')}|${row.slice(3, 6).join('')}|${row.slice(6).join('')}`);
  if (r === 2 || r === 5) console.log('---+---+---');
}
const hard = '000000907000420180000705026100904000050000040000507009920108000034059000507000000';
const res2 = solveSudoku(hard);
console.log('hard solved:', res2.solved, 'steps:', res2.steps, 'row0:', res2.grid.slice(0, 9).join(''));
