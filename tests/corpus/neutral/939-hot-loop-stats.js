// Running statistics (Welford) vs naive sums; a variable that changes type halfway.
// Also some event-loop ordering around the hot loop.
setTimeout(() => console.log('[timer] stats done'), 0);
Promise.resolve().then(() => console.log('[micro] first microtask'));

function Running() { this.n = 0; this.mean = 0; this.m2 = 0; this.min = Infinity; this.max = -Infinity; }
Running.prototype.add = function (x) {
  this.n++;
  const d = x - this.mean;
  this.mean += d / this.n;
  this.m2 += d * (x - this.mean);
  if (x < this.min) this.min = x;
  if (x > this.max) this.max = x;
};
Object.defineProperty(Running.prototype, 'variance', { get() { return this.n > 1 ? this.m2 / (this.n - 1) : 0; } });
Object.defineProperty(Running.prototype, 'stddev', { get() { return Math.sqrt(this.variance); } });

let seed = 1;
function gauss() {
  // Irwin-Hall approximation of a normal variable using an LCG
  let t = 0;
  for (let k = 0; k < 12; k++) { seed = (seed * 69069 + 1) >>> 0; t += seed / 4294967296; }
  return t - 6;
}

const st = new Running();
let sum = 0, sumSq = 0;
const N = 300000;
for (let i = 0; i < N; i++) {
  const x = 10 + 3 * gauss();
  st.add(x);
  sum += x;
  sumSq += x * x;
}
const naiveMean = sum / N;
const naiveVar = (sumSq - N * naiveMean * naiveMean) / (N - 1);
console.log('n =', st.n);
console.log('welford mean/var:', st.mean.toFixed(8), st.variance.toFixed(8));
console.log('naive mean/var:  ', naiveMean.toFixed(8), naiveVar.toFixed(8));
console.log('stddev:', st.stddev.toPrecision(10), 'min:', st.min.toFixed(5), 'max:', st.max.toFixed(5));

// Type change: acc starts as number, becomes a string halfway.
let acc = 0;
for (let i = 0; i < 2000; i++) {
  if (i === 1000) acc = 'sum:' + acc + ';';
  acc += i % 7;
}
console.log('acc type:', typeof acc, 'length:', acc.length, 'head:', acc.slice(0, 16), 'tail:', acc.slice(-10));

let v = 1;
let kinds = {};
for (let i = 0; i < 100000; i++) {
  v = i < 50000 ? v * 1.0001 : String(v).length + i;
  if (i === 60000) v = v + '!';
  kinds[typeof v] = (kinds[typeof v] || 0) + 1;
}
console.log('v =', v, 'kinds:', JSON.stringify(kinds));

// histogram of values in 1-sigma buckets
const buckets = new Array(9).fill(0);
seed = 777;
for (let i = 0; i < 100000; i++) {
  const z = gauss();
  let b = Math.floor(z) + 4;
  if (b < 0) b = 0; if (b > 8) b = 8;
  buckets[b]++;
}
console.log('buckets:', buckets.join(' '));
setImmediate(() => console.log('[immediate] bye'));
