// Mistake: mutating a collection while iterating it
const nums = [1, 2, 2, 3, 4, 4, 5];
nums.forEach((n, i) => { if (n % 2 === 0) nums.splice(i, 1); });
console.log('splice inside forEach:', nums.join(','));

const nums2 = [1, 2, 2, 3, 4, 4, 5];
for (let i = nums2.length - 1; i >= 0; i--) if (nums2[i] % 2 === 0) nums2.splice(i, 1);
console.log('backwards loop:', nums2.join(','), '| filter:', [1, 2, 2, 3, 4, 4, 5].filter((n) => n % 2).join(','));

const grow = [1, 2, 3];
let visits = 0;
grow.forEach((n) => { visits++; if (grow.length < 6) grow.push(n * 10); });
console.log('forEach visits only original length:', visits, grow.join(','));
let visits2 = 0;
for (const n of grow) { visits2++; if (grow.length < 8) grow.push(n); }
console.log('for...of sees pushed items:', visits2, grow.length);

const m = new Map([['a', 1], ['b', 2], ['c', 3]]);
const seen = [];
for (const [k] of m) {
  seen.push(k);
  if (k === 'a') { m.delete('b'); m.set('d', 4); }
}
console.log('Map iteration sees deletes and adds:', seen.join(','));

const s = new Set([1]);
let steps = 0;
for (const v of s) { if (v < 5) s.add(v + 1); steps++; }
console.log('Set grows while iterating:', steps, [...s].join(','));

const obj = { a: 1, b: 2, c: 3 };
for (const k in obj) { if (k === 'a') { delete obj.b; obj.z = 26; } }
console.log('object after for-in:', JSON.stringify(obj));

const sorted = [3, 1, 2];
const result = sorted.sort();
result.push(99);
console.log('sort mutates and returns the same array:', sorted.join(','), result === sorted);
const rev = [1, 2, 3];
const copy = rev;
copy.reverse();
console.log('reverse through an alias:', rev.join(','));
const arr = [1, 2, 3, 4];
arr.length = 2;
console.log('length truncation:', arr.join(','), arr[3]);
