// Classic gotchas: numbers, sorting, coercion, equality
console.log(0.1 + 0.2 === 0.3, (0.1 + 0.2).toFixed(20), Math.abs(0.1 + 0.2 - 0.3) < Number.EPSILON);
console.log([1, 10, 2, 21].sort().join(','), ['b', 'a', 'B', 'A'].sort().join(','));
console.log(['1', '7', '11'].map(parseInt).join(','), ['1', '7', '11'].map(Number).join(','));
console.log(typeof null, typeof NaN, typeof [], Array.isArray([]), NaN === NaN, Object.is(NaN, NaN));
console.log([] + [], [] + {}, 1 + '2', '3' * '4', '5' - 2, true + 1, [2] * [3]);
console.log(null == undefined, null === undefined, null == 0, null >= 0, '' == 0, '0' == false, [] == false);
console.log(0.1 * 3, 9007199254740993, 2 ** 53 + 1 === 2 ** 53, 9007199254740993n);
console.log((1.005).toFixed(2), Math.round(2.5), Math.round(-2.5), Math.round(-0.4));
console.log(parseInt('08'), parseInt('0x1f'), parseFloat('3.14abc'), Number('3.14abc'), Number(''), Number(' 12 '));
console.log(Math.max(), Math.min(), [] .length === 0 ? 'empty' : 'x', [,].length);
console.log('abc'.substring(2, 0), 'abc'.substr?.(-2, 1), 'abc'.slice(2, 0) === '');
console.log(new Array(3).map((_, i) => i).length, new Array(3).map((_, i) => i)[0], Array.from(new Array(3), (_, i) => i).join(','));
const a = [1, 2, 3];
console.log(a.indexOf('2'), a.includes('2'), '2' in a, 3 in a);
console.log(String(Symbol('x')), `${[1, [2, 3]]}`, String({}), String(null), JSON.stringify(undefined));
let x = 5;
const y = x++ + ++x;
console.log('x++ + ++x =', y, 'x =', x);
console.log(1 < 2 < 3, 3 > 2 > 1, '10' < '9', 10 < 9);
function f() { return
  { value: 1 };
}
console.log('ASI return:', f());
const obj = { valueOf() { return 42; }, toString() { return 'str'; } };
console.log(obj + 1, `${obj}`, obj * 2, String(obj), [obj] + '');
console.log(typeof function () {}, typeof class {}, typeof Symbol(), typeof 1n, void 0);
console.log(-0 === 0, Object.is(-0, 0), 1 / -0, (-0).toString(), JSON.stringify(-0));
