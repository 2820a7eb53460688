// String(), Number() and Boolean() conversions, and the truthiness of each value.
const vals = [0, -0, 1, '', '0', ' ', 'false', null, undefined, NaN, [], [0], {}, Infinity];
console.log(vals.map((v) => Boolean(v)).join(' '));
console.log(vals.map((v) => String(v)).join('|'));
console.log(vals.map((v) => Number(v)).join(' '));
console.log(String([1, [2, 3]]), String({}), String(Symbol('s')), String(() => 1));
console.log(!!'x', !0, !'', !!NaN, !![] + !!{});
console.log(String(123.0), String(1e21), String(0.000001), String(1e-7), (123).toString());
