// NaN and Infinity arithmetic, comparisons and Object.is.
console.log(0 / 0, 1 / 0, -1 / 0, Infinity - Infinity, Infinity * 0, Infinity + 1);
console.log(NaN === NaN, NaN == NaN, [NaN].indexOf(NaN), [NaN].includes(NaN));
console.log(Object.is(NaN, NaN), Object.is(0, -0), 0 === -0, Object.is(-0, -0));
console.log(Math.max(NaN, 1), Math.min(), Math.max(), typeof NaN, typeof Infinity);
console.log(1 / -0, -0 + 0, 0 * -1, Math.round(-0.4));
console.log(Infinity > Number.MAX_VALUE, -Infinity < -Number.MAX_VALUE, Number.MAX_VALUE * 2);
