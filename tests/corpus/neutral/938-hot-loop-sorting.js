// Binary search, insertion sort and quicksort over LCG-generated data.
function makeLCG(seed) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state;
  };
}

function insertionSort(a, lo = 0, hi = a.length - 1) {
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= lo && a[j] > v) { a[j + 1] = a[j]; j--; }
    a[j + 1] = v;
  }
  return a;
}

let comparisons = 0;
function quickSort(a, lo = 0, hi = a.length - 1) {
  while (lo < hi) {
    if (hi - lo < 16) { insertionSort(a, lo, hi); return a; }
    const mid = (lo + hi) >> 1;
    // median of three
    if (a[mid] < a[lo]) [a[mid], a[lo]] = [a[lo], a[mid]];
    if (a[hi] < a[lo]) [a[hi], a[lo]] = [a[lo], a[hi]];
    if (a[hi] < a[mid]) [a[hi], a[mid]] = [a[mid], a[hi]];
    const pivot = a[mid];
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) { i++; comparisons++; }
      while (a[j] > pivot) { j--; comparisons++; }
      if (i <= j) { const t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    if (j - lo < hi - i) { quickSort(a, lo, j); lo = i; }
    else { quickSort(a, i, hi); hi = j; }
  }
  return a;
}

function binarySearch(a, x) {
  let lo = 0, hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] === x) return mid;
    if (a[mid] < x) lo = mid + 1; else hi = mid - 1;
  }
  return -(lo + 1);
}

function isSorted(a) { for (let i = 1; i < a.length; i++) if (a[i - 1] > a[i]) return false; return true; }

const rnd = makeLCG(99);
const small = Array.from({ length: 3000 }, () => rnd() % 100000);
const big = Array.from({ length: 200000 }, () => rnd() % 1000000);
const bigCopy = big.slice();

insertionSort(small);
quickSort(big);
bigCopy.sort((a, b) => a - b);
console.log('insertion sorted:', isSorted(small), small.slice(0, 5).join(' '));
console.log('quick sorted:', isSorted(big), 'comparisons:', comparisons);
let eq = big.length === bigCopy.length;
for (let i = 0; eq && i < big.length; i++) if (big[i] !== bigCopy[i]) eq = false;
console.log('matches builtin sort:', eq);

let found = 0, insertSum = 0;
for (let q = 0; q < 200000; q++) {
  const x = rnd() % 1000000;
  const r = binarySearch(big, x);
  if (r >= 0) found++; else insertSum += -r - 1;
}
console.log('found:', found, 'insertion point sum:', insertSum);
console.log('median:', big[big.length >> 1], 'min:', big[0], 'max:', big[big.length - 1]);
const strs = small.slice(0, 20).map(String);
strs.sort();
console.log('lexicographic:', strs.slice(0, 6).join(','));
