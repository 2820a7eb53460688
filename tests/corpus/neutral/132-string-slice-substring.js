// slice (negative indices count from the end) versus substring (clamps and swaps arguments).
const s = 'JavaScript';
console.log(s.slice(4), s.slice(0, 4), s.slice(-6), s.slice(-6, -3), s.slice(5, 2));
console.log(s.substring(4), s.substring(0, 4), s.substring(-3), s.substring(5, 2), s.substring(4, 100));
console.log(s.slice(2, 2) === '', s.substring(NaN, 2));
console.log(s[0], s[s.length - 1], s[100]);
