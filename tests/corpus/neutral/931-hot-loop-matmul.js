// Naive matrix multiplication with nested arrays, plus transpose and trace.
function makeMatrix(n, m, f) {
  const a = [];
  for (let i = 0; i < n; i++) {
    const row = [];
    for (let j = 0; j < m; j++) row.push(f(i, j));
    a.push(row);
  }
  return a;
}

function multiply(a, b) {
  const n = a.length, m = b[0].length, k = b.length;
  const c = makeMatrix(n, m, () => 0);
  for (let i = 0; i < n; i++) {
    const ai = a[i], ci = c[i];
    for (let p = 0; p < k; p++) {
      const aip = ai[p], bp = b[p];
      for (let j = 0; j < m; j++) {
        ci[j] += aip * bp[j];
      }
    }
  }
  return c;
}

function transpose(a) {
  return makeMatrix(a[0].length, a.length, (i, j) => a[j][i]);
}

function trace(a) {
  let t = 0;
  for (let i = 0; i < a.length; i++) t += a[i][i];
  return t;
}

const N = 120;
const A = makeMatrix(N, N, (i, j) => ((i * 7 + j * 3) % 11) - 5);
const B = makeMatrix(N, N, (i, j) => ((i + 2 * j) % 13) / 4);
const C = multiply(A, B);
const D = multiply(C, transpose(A));
let sum = 0, maxAbs = 0;
for (const row of D) for (const v of row) { sum += v; if (Math.abs(v) > maxAbs) maxAbs = Math.abs(v); }
console.log('trace(C) =', trace(C));
console.log('trace(D) =', trace(D));
console.log('sum(D) =', sum);
console.log('max|D| =', maxAbs);
console.log('C[5].slice(0,6) =', C[5].slice(0, 6));
// identity check
const I = makeMatrix(N, N, (i, j) => (i === j ? 1 : 0));
const AI = multiply(A, I);
let same = true;
for (let i = 0; i < N && same; i++) for (let j = 0; j < N; j++) if (AI[i][j] !== A[i][j]) { same = false; break; }
console.log('A*I === A:', same);
