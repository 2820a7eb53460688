// Conway's Game of Life on a toroidal 2D array.
const ROWS = 64, COLS = 64;
function makeGrid(fill) {
  const g = [];
  for (let r = 0; r < ROWS; r++) {
    g[r] = [];
    for (let c = 0; c < COLS; c++) g[r][c] = fill(r, c);
  }
  return g;
}
let seed = 42;
function rnd() { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed / 2147483648; }
let grid = makeGrid(() => (rnd() < 0.3 ? 1 : 0));
// place a glider
grid[1][2] = 1; grid[2][3] = 1; grid[3][1] = 1; grid[3][2] = 1; grid[3][3] = 1;

function step(g) {
  const next = makeGrid(() => 0);
  for (let r = 0; r < ROWS; r++) {
    const up = g[(r - 1 + ROWS) % ROWS], mid = g[r], down = g[(r + 1) % ROWS];
    for (let c = 0; c < COLS; c++) {
      const l = (c - 1 + COLS) % COLS, rt = (c + 1) % COLS;
      const n = up[l] + up[c] + up[rt] + mid[l] + mid[rt] + down[l] + down[c] + down[rt];
      next[r][c] = (n === 3 || (n === 2 && mid[c] === 1)) ? 1 : 0;
    }
  }
  return next;
}
function population(g) {
  let p = 0;
  for (const row of g) for (const v of row) p += v;
  return p;
}
function hash(g) {
  let h = 2166136261;
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) {
    h ^= g[r][c] + r * 7 + c;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h.toString(16);
}
const history = [];
for (let gen = 0; gen <= 300; gen++) {
  if (gen % 50 === 0) console.log('gen ' + gen + ': pop=' + population(grid) + ' hash=' + hash(grid));
  history.push(population(grid));
  grid = step(grid);
}
console.log('max pop:', Math.max(...history), 'min pop:', Math.min(...history));
console.log(grid.slice(0, 6).map(r => r.slice(0, 40).map(v => (v ? '#' : '.')).join('')).join('\n'));
