'use strict';
// Dynamic programming: Levenshtein distance with alignment + 0/1 knapsack

function editDistance(a, b) {
  const m = a.length, n = b.length;
  const dp = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));
  for (let i = 0; i <= m; i++) dp[i][0] = i;
  for (let j = 0; j <= n; j++) dp[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost);
    }
  }
  // backtrack to produce an edit script
  const ops = [];
  let i = m, j = n;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && dp[i][j] === dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      ops.push(a[i - 1] === b[j - 1] ? '=' : 'S');
      i--; j--;
    } else if (i > 0 && dp[i][j] === dp[i - 1][j] + 1) {
      ops.push('D'); i--;
    } else {
      ops.push('I'); j--;
    }
  }
  return { distance: dp[m][n], script: ops.reverse().join('') };
}

const pairs = [
  ['kitten', 'sitting'],
  ['flaw', 'lawn'],
  ['intention', 'execution'],
  ['', 'abc'],
  ['javascript', 'typescript'],
  ['event loop', 'event-loop!'],
  ['abcdefghij', 'jihgfedcba'],
];
for (const [a, b] of pairs) {
  const { distance, script } = editDistance(a, b);
  console.log(`lev(${JSON.stringify(a)}, ${JSON.stringify(b)}) = ${distance} [${script}]`);
}

// Bigger input to exercise the hot loop
let s1 = '', s2 = '';
for (let k = 0; k < 300; k++) {
  s1 += String.fromCharCode(97 + ((k * 7) % 26));
  s2 += String.fromCharCode(97 + ((k * 11 + 3) % 26));
}
console.log('long distance:', editDistance(s1, s2).distance);

function knapsack(items, capacity) {
  const n = items.length;
  const best = Array.from({ length: n + 1 }, () => new Int32Array(capacity + 1));
  for (let i = 1; i <= n; i++) {
    const { w, v } = items[i - 1];
    for (let c = 0; c <= capacity; c++) {
      best[i][c] = best[i - 1][c];
      if (w <= c && best[i - 1][c - w] + v > best[i][c]) {
        best[i][c] = best[i - 1][c - w] + v;
      }
    }
  }
  const chosen = [];
  let c = capacity;
  for (let i = n; i > 0; i--) {
    if (best[i][c] !== best[i - 1][c]) {
      chosen.push(items[i - 1].name);
      c -= items[i - 1].w;
    }
  }
  return { value: best[n][capacity], chosen: chosen.reverse(), used: capacity - c };
}

const items = [
  { name: 'tent', w: 11, v: 30 }, { name: 'stove', w: 4, v: 10 },
  { name: 'water', w: 9, v: 28 }, { name: 'map', w: 1, v: 9 },
  { name: 'compass', w: 1, v: 13 }, { name: 'camera', w: 3, v: 7 },
  { name: 'book', w: 2, v: 3 }, { name: 'snacks', w: 5, v: 20 },
  { name: 'jacket', w: 6, v: 18 }, { name: 'rope', w: 7, v: 12 },
];
for (const cap of [5, 10, 20, 35, 50]) {
  const r = knapsack(items, cap);
  console.log(`cap=${cap} value=${r.value} used=${r.used} items=${r.chosen.join(',')}`);
}

// generated large instance
const big = [];
let seed = 12345;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let k = 0; k < 60; k++) big.push({ name: 'i' + k, w: 1 + Math.floor(rnd() * 40), v: 1 + Math.floor(rnd() * 100) });
const rb = knapsack(big, 500);
console.log('big knapsack value', rb.value, 'count', rb.chosen.length, 'used', rb.used);
console.log('first chosen', rb.chosen.slice(0, 8).join(' '));
