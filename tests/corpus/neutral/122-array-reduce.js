// reduce and reduceRight with and without an initial value; empty array without one throws.
const nums = [1, 2, 3, 4];
console.log(nums.reduce((a, b) => a + b), nums.reduce((a, b) => a + b, 10));
console.log(nums.reduce((acc, n, i) => acc + `[${i}:${n}]`, ''));
console.log(['a', 'b', 'c'].reduceRight((acc, s) => acc + s));
const counts = ['x', 'y', 'x', 'z', 'x'].reduce((m, k) => { m[k] = (m[k] || 0) + 1; return m; }, {});
console.log(counts);
console.log([[1, 2], [3], []].reduce((a, b) => a.concat(b), []));
console.log([5].reduce((a, b) => a + b), [].reduce((a, b) => a + b, 'init'));
try {
  [].reduce((a, b) => a + b);
} catch (e) {
  console.log('empty reduce:', e instanceof TypeError);
}
