// console.log of large arrays, a large Set and Map, and a 10 000-key object: Node shows the first 100 entries and "... more items".
const nums = Array.from({ length: 20000 }, (_, i) => (i * 37) % 1000);
console.log(nums);
const words = Array.from({ length: 5000 }, (_, i) => 'w' + i);
console.log(words);
console.log(new Set(nums.slice(0, 3000)));
const m = new Map();
for (let i = 0; i < 3000; i++) m.set('k' + i, i);
console.log(m);
const o = {};
for (let i = 0; i < 10000; i++) o['p' + i] = i;
console.log(Object.keys(o).length, JSON.stringify(o).length);
console.log([nums, words].map((a) => a.length));
