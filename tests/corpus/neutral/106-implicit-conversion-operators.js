// + concatenates when either side is a string; other arithmetic converts to numbers.
console.log(1 + '2', '3' - 1, '3' * '4', '10' / '4', '7' % '4');
console.log(1 + 2 + '3', '1' + 2 + 3, 1 + +'2', -'5');
console.log(true + 1, null + 1, undefined + 1, [] + [], [] + {}, [1, 2] + [3]);
console.log('b' + 'a' + +'a' + 'a');
console.log('10' < '9', 10 < 9, '10' < 9, 'a' < 'b', 'B' < 'a');
console.log(null >= 0, null > 0, undefined >= 0, NaN < NaN);
const withValueOf = { valueOf() { return 42; }, toString() { return 'str'; } };
console.log(withValueOf + 1, `${withValueOf}`, withValueOf * 2, String(withValueOf));
