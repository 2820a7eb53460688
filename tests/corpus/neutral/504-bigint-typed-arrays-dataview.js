// BigInt64Array, BigUint64Array and DataView's 64-bit getters and setters: a binary
// record with a 64-bit field, wrap-around modulo 2^64, sorting and printing.
const buffer = new ArrayBuffer(16);
const view = new DataView(buffer);
view.setUint32(0, 7);
view.setBigUint64(8, 0x0102030405060708n);
console.log(view.getBigUint64(8), view.getBigUint64(8, true).toString(16), view.getUint8(8), view.getUint8(15));
view.setBigInt64(0, -2n, true);
console.log(view.getBigInt64(0, true), view.getBigUint64(0, true), view.getInt32(0, true));
const signed = new BigInt64Array([1n, -1n, 2n ** 63n, 2n ** 64n + 5n]);
console.log(signed);
console.log(new BigUint64Array(signed.buffer));
console.log(new BigInt64Array([5n, -3n, 10n, 0n]).sort(), BigInt64Array.BYTES_PER_ELEMENT);
const u = BigUint64Array.from([3n, 1n, 2n], (x) => x * 10n);
console.log(u, u.join('-'), u.includes(10n), u.indexOf(30n), [...u.reverse()]);
console.log(new BigInt64Array(3).fill(7n), new BigInt64Array([1n, 2n]).map((x) => -x));
console.log(structuredClone(new BigInt64Array([9n])), structuredClone(12n), structuredClone(Object(3n)));
