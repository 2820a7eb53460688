// Delays 0, -5, NaN, '1', 1.7 and 2**31 all become 1 ms, so these timers keep insertion order; a 2 ms timer waits.
const order = [];
setTimeout(() => order.push('zero'), 0);
setTimeout(() => order.push('negative'), -5);
setTimeout(() => order.push('NaN'), NaN);
setTimeout(() => order.push("string '1'"), '1');
setTimeout(() => order.push('1.7'), 1.7);
setTimeout(() => order.push('2**31'), 2 ** 31);
setTimeout(() => order.push('two ms'), 2);
setTimeout(() => console.log(order.join(' | ')), 20);
