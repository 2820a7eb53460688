// A TypeError inside a function of another file, called from a timer: the stack names lib.cjs and its own line.
const { total } = require('./lib.cjs');
setTimeout(() => {
  console.log('timer fires');
  console.log(total([1, 2, 3]));
  console.log(total(null));
}, 5);
// @file lib.cjs
function total(list) {
  let sum = 0;
  for (const n of list.values()) sum += n;
  return sum;
}
module.exports = { total };
