const prices = [1234.5, 0.005, 1e21, -0.5, 99.995, 1.005];
for (const p of prices) {
  console.log(p, p.toFixed(2), p.toPrecision(3), p.toLocaleString('en-US'));
}
console.log((1234567.891).toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
console.log((0.256).toLocaleString('en-US', { style: 'percent', maximumFractionDigits: 1 }));
console.log(new Intl.NumberFormat('en-US', { notation: 'compact' }).format(1234567));
console.log(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5));
console.log(new Intl.NumberFormat('en-US', { minimumIntegerDigits: 3 }).format(7));
console.log((255).toString(16), (255).toString(2), parseInt('ff', 16), parseFloat('3.14abc'), Number('0x1F'));
console.log(0.1 + 0.2, 0.1 + 0.2 === 0.3, Math.abs(0.3 - (0.1 + 0.2)) < Number.EPSILON);
console.log(Number.MAX_SAFE_INTEGER + 2, 2 ** 53 + 1, 123456789012345680000, 1e-7, 5e-324);
console.log(Math.round(2.5), Math.round(-2.5), Math.trunc(-4.7), Math.sign(-3), Math.hypot(3, 4));
console.log((12.345).toFixed(1), (-1.5).toFixed(0), (1e-10).toFixed(3), (123.456).toExponential(2));
console.log(new Intl.PluralRules('en-US', { type: 'ordinal' }).select(22), ['apple', 'banana', 'cherry'].length);
console.log(new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(['a', 'b', 'c']));
console.log(Number.isInteger(5.0), Number.isSafeInteger(2 ** 53), (25).toString(36), ~~'12.9');
