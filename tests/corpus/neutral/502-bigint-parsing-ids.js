// BigInt from strings: snowflake-style 64-bit IDs, radix prefixes, toString in radixes,
// Number conversions, and BigInt() from numbers and booleans.
const ids = ['1234567890123456789', '  42  ', '0x7FFFFFFFFFFFFFFF', '0b1011', '0o777', '-9007199254740993', ''];
for (const s of ids) console.log(JSON.stringify(s), BigInt(s));
const snowflake = BigInt('1541815603606036480');
const epoch = 1420070400000n;
console.log('timestamp ms:', (snowflake >> 22n) + epoch, 'worker:', (snowflake >> 17n) & 0x1Fn);
console.log((255n).toString(16), (255n).toString(2), (-255n).toString(36), (2n ** 70n).toString(32));
console.log(Number(2n ** 53n + 1n), Number(123n), parseInt('123n'), Number('12n'), String(-45n));
console.log(BigInt(42), BigInt(-0), BigInt(true), BigInt(false), BigInt(1e21), BigInt(Number.MAX_SAFE_INTEGER) + 2n);
console.log(BigInt.asIntN(8, 255n), BigInt.asUintN(8, -1n), BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(64, -1n));
console.log((1234567890n).toLocaleString(), (-1000n).toLocaleString(), (999n).toLocaleString());
console.log(Object.prototype.toString.call(1n), BigInt.prototype[Symbol.toStringTag], typeof BigInt, BigInt.name, BigInt.length);
console.log((5n).valueOf() === 5n, Object(7n).valueOf(), 3n.toString(), JSON.stringify({ n: String(9n) }));
BigInt.prototype.toJSON = function () { return this.toString() + 'n'; };
console.log(JSON.stringify({ id: 12345678901234567890n, list: [1n, 2n] }));
delete BigInt.prototype.toJSON;
