// filter/map/forEach: callback arguments (value, index, array) and return values.
const nums = [1, 2, 3, 4, 5, 6];
console.log(nums.filter((n) => n % 2 === 0), nums.map((n) => n * n));
console.log(nums.map((n, i) => n * i).join(' '));
const seen = [];
const ret = nums.forEach((n, i, arr) => seen.push(`${i}:${n}/${arr.length}`));
console.log(seen.join(' '), ret);
console.log(['1', '2', '3'].map(Number), ['a', '', 'b', null, 0].filter(Boolean));
const words = ['apple', 'kiwi', 'banana'];
console.log(words.map((w) => w.length).filter((l) => l > 4));
console.log(nums.map(String).join(''), [].map((x) => x * 2));
