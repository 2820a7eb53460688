// Labelled break and continue: leaving nested loops, skipping rows, and breaking out of a labelled block.
const grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
let found = null;
search: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] * 2 === 10) { found = [r, c]; break search; }
  }
}
console.log('found', found);
const kept = [];
rows: for (const row of grid) {
  for (const v of row) {
    if (v % 2 === 0) continue rows;
    kept.push(v);
  }
}
console.log('kept', kept);
function validate(user) {
  const problems = [];
  check: {
    if (!user) { problems.push('no user'); break check; }
    if (!user.name) problems.push('no name');
    if (user.age < 0) { problems.push('negative age'); break check; }
    problems.push('age ok');
  }
  return problems;
}
console.log(validate(null), validate({ age: -1 }), validate({ name: 'x', age: 3 }));
let n = 0;
outer: while (true) {
  inner: do {
    n++;
    if (n === 2) continue outer;
    if (n === 4) break outer;
    if (n === 3) break inner;
  } while (true);
  console.log('after inner', n);
}
console.log('n', n);
a: b: for (let i = 0; i < 3; i++) { if (i === 1) continue a; if (i === 2) break b; console.log('i', i); }
sw: switch (1) { case 1: for (;;) { break sw; } }
label: { try { break label; } finally { console.log('finally runs on break'); } }
