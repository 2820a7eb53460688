// Classic ASCII Mandelbrot set.
const chars = ' .:-=+*#%@';
const W = 78, H = 32, MAXIT = 500;
let total = 0;
const lines = [];
for (let row = 0; row < H; row++) {
  let line = '';
  const ci = (row / H) * 2.4 - 1.2;
  for (let col = 0; col < W; col++) {
    const cr = (col / W) * 3.5 - 2.5;
    let zr = 0, zi = 0, it = 0;
    while (it < MAXIT && zr * zr + zi * zi <= 4) {
      const t = zr * zr - zi * zi + cr;
      zi = 2 * zr * zi + ci;
      zr = t;
      it++;
    }
    total += it;
    line += it === MAXIT ? '@' : chars[it % (chars.length - 1)];
  }
  lines.push(line);
}
console.log(lines.join('\n'));
console.log('total iterations:', total);

// Higher-resolution area estimate
let inside = 0;
const N = 300;
for (let i = 0; i < N; i++) {
  for (let j = 0; j < N; j++) {
    const cr = -2 + (2.5 * (i + 0.5)) / N;
    const ci = -1.25 + (2.5 * (j + 0.5)) / N;
    let zr = 0, zi = 0, k = 0;
    for (; k < 200; k++) {
      const zr2 = zr * zr, zi2 = zi * zi;
      if (zr2 + zi2 > 4) break;
      zi = 2 * zr * zi + ci;
      zr = zr2 - zi2 + cr;
    }
    if (k === 200) inside++;
  }
}
console.log('area estimate:', ((inside / (N * N)) * 2.5 * 2.5).toFixed(5));
