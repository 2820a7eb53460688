// The names in util.types come in Node's order (what a script listing the checks that
// match a value prints).
const { types } = require('util');
console.log(Object.keys(types).length, Object.keys(types).slice(0, 6).join(','));
const samples = { u8: new Uint8Array(2), date: new Date(0), map: new Map(), boxed: Object(1n), re: /x/, dv: new DataView(new ArrayBuffer(1)) };
for (const [label, value] of Object.entries(samples))
  console.log(label.padEnd(6), Object.keys(types).filter((k) => types[k](value)).join(','));
