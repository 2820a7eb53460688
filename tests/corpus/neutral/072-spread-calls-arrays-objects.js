// Spread in calls, array literals and object literals (later keys win; shallow copy).
const nums = [3, 1, 4, 1, 5];
console.log(Math.max(...nums), Math.min(...nums, 0));
const merged = [0, ...nums, ...'ab', ...new Set([9, 9, 8])];
console.log(merged.join(' '));
const base = { a: 1, b: 2, nested: { deep: true } };
const copy = { ...base, b: 20, c: 30 };
console.log(JSON.stringify(copy));
copy.nested.deep = false;
console.log('shallow copy shares nested:', base.nested.deep);
const overridden = { b: 'first', ...base };
console.log(overridden.b);
console.log(JSON.stringify({ ...null, ...undefined, ...'hi', ...[7] }));
function three(a, b, c) { return [a, b, c].join('-'); }
console.log(three(...['x'], ...['y', 'z', 'ignored']));
