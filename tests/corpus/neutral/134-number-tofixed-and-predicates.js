// toFixed rounding, Number.isInteger/isFinite/isNaN/isSafeInteger and the global isNaN.
console.log((3.14159).toFixed(2), (2.5).toFixed(0), (1.005).toFixed(2), (0).toFixed(2), (-1.5).toFixed(0));
console.log((1234.5678).toFixed(1), (1e21).toFixed(2), (0.000001).toFixed(7));
console.log(Number.isInteger(5), Number.isInteger(5.0), Number.isInteger(5.5), Number.isInteger('5'));
console.log(Number.isFinite(1 / 0), Number.isFinite('1'), isFinite('1'));
console.log(Number.isNaN('abc'), isNaN('abc'), Number.isNaN(NaN), NaN === NaN);
console.log(Number.isSafeInteger(2 ** 53), Number.isSafeInteger(2 ** 53 - 1), Number.MAX_SAFE_INTEGER);
console.log(Number.EPSILON > 0, Number.MAX_VALUE, Number.MIN_VALUE);
console.log((25).toString(36), (0.5).toString(2), (-255).toString(16));
