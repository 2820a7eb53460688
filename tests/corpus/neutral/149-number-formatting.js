// How numbers are printed: decimals, exponents, -0, large integers and tiny fractions.
console.log(0.1 + 0.2, 0.1 + 0.2 === 0.3, 0.3 - 0.1, 1 / 3, 2 / 3);
console.log(1e21, 1e20, 123456789012345680000, 2 ** 64, 2 ** 53 + 1);
console.log(5e-7, 0.000001, 0.0000001, 1.5e-10, 123e-20);
console.log(-0, [-0], String(-0), `${-0}`, JSON.stringify(-0), -0 + '');
console.log(100, 1.0, 1.50, 0.5e1, -1e-7, 1e300 * 10);
console.log(Number.MAX_SAFE_INTEGER + 2, 0.1 * 3, 9.95 * 100, 4.35 * 100);
console.log([0.1 + 0.2, -0, 1e21].join(' '), (0.1 + 0.2).toFixed(2));
console.log(255 / 10, 1 / 7, 100 / 3, 1e16 + 1, 12345678.9);
