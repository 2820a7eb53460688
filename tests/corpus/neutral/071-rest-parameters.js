// Rest parameters collect remaining arguments into a real array.
function collect(first, ...rest) {
  return first + ' | ' + rest.length + ' | ' + Array.isArray(rest) + ' | ' + rest.join(',');
}
console.log(collect(1));
console.log(collect(1, 2, 3, 4));
const sum = (...nums) => nums.reduce((a, b) => a + b, 0);
console.log(sum(), sum(1, 2, 3));
function lengths(a, b, ...c) {}
console.log(lengths.length);
const [head, ...tail] = 'hello';
console.log(head, tail);
const { a, ...others } = { a: 1, b: 2, c: 3 };
console.log(a, JSON.stringify(others));
