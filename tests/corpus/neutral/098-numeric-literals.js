// Numeric literal forms: separators, hex, binary, octal, exponents, leading-dot decimals.
console.log(1_000_000, 200_000_000 + 1, 0.000_1);
console.log(0xff, 0XFF, 0x1_0, 0b1010, 0B11, 0o17, 0O777);
console.log(1e3, 1E-3, 2.5e+2, .5, 5., 0.1e1);
console.log(0xffffffff, 0x7fffffff + 1, 9007199254740991, 9007199254740993);
console.log(1_0.0_1, 0b1111_0000, 0o7_7);
console.log((255).toString(16), (255).toString(2), (8).toString(8));
console.log(Number('0x1f'), Number('0b11'), Number('0o10'), Number('1_000'));
