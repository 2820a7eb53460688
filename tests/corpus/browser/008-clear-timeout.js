// clearTimeout cancels a pending timer, also from inside another timer callback, and
// clearing an id that already fired or was never used does nothing.
const a = setTimeout(() => console.log('a (cancelled, never printed)'), 10);
const b = setTimeout(() => console.log('b (cancelled by c)'), 50);
setTimeout(() => {
  console.log('c clears b');
  clearTimeout(b);
}, 20);
clearTimeout(a);
const d = setTimeout(() => {
  console.log('d');
  clearTimeout(d);
  clearTimeout(123456);
}, 30);
setTimeout(() => console.log('e'), 70);
console.log(`ids are numbers: ${typeof a === 'number'}, distinct: ${a !== b}`);
