// Intl.NumberFormat digit options: fraction and significant digits, integer digits,
// rounding from the shortest decimal (half-expand and the other modes), grouping, signs.
const fmt = (options, ...xs) => {
  const nf = new Intl.NumberFormat('en-US', options);
  console.log(JSON.stringify(options), xs.map((x) => nf.format(x)).join(' | '));
};
fmt({}, 0, -0, 1234.5678, 0.1 + 0.2, 1e21, 123456789.987654, NaN, Infinity, -Infinity);
fmt({ maximumFractionDigits: 2 }, 1.005, 1.255, 2.675, -1.005, 0.125);
fmt({ minimumFractionDigits: 2 }, 1, 1.5, 1.005, 1.23456);
fmt({ minimumFractionDigits: 1, maximumFractionDigits: 1 }, 0.05, 0.95, 9.95, 99.95);
fmt({ maximumFractionDigits: 0 }, 0.5, 1.5, 2.5, -2.5, 0.49);
fmt({ minimumIntegerDigits: 3 }, 5, 5.5, 1234);
fmt({ maximumSignificantDigits: 2 }, 1255, 0.05, 0.0001234, 99.9, 0);
fmt({ minimumSignificantDigits: 3 }, 5, 0, 1234.5);
fmt({ minimumSignificantDigits: 2, maximumSignificantDigits: 4 }, 3.14159, 10, 123456);
fmt({ maximumSignificantDigits: 2, roundingPriority: 'morePrecision' }, 1.2345, 1234.5);
fmt({ maximumSignificantDigits: 2, roundingPriority: 'lessPrecision' }, 1.2345, 1234.5);
for (const roundingMode of ['ceil', 'floor', 'expand', 'trunc', 'halfCeil', 'halfFloor', 'halfExpand', 'halfTrunc', 'halfEven'])
  fmt({ maximumFractionDigits: 0, roundingMode }, 2.5, -2.5, 3.5, 2.1, -2.1, 2.9);
fmt({ useGrouping: false }, 1234567.891);
fmt({ useGrouping: 'min2' }, 1234, 12345);
fmt({ useGrouping: 'always' }, 1234);
fmt({ useGrouping: 'true' }, 1234);
fmt({ useGrouping: '' }, 1234);
for (const signDisplay of ['auto', 'always', 'never', 'exceptZero', 'negative'])
  fmt({ signDisplay }, 5, -5, 0, -0, 0.0001, -0.0001, NaN);
fmt({ trailingZeroDisplay: 'stripIfInteger', minimumFractionDigits: 2 }, 5, 5.1);
const nf = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
console.log(nf.format('1234567890.12345678901234567890'), nf.format(12345678901234567890n), nf.format('  -0.5e3 '), nf.format('0x1F'), nf.format(''), nf.format('abc'), nf.format(true), nf.format(null));
