// Unbounded recursion throws a RangeError that can be caught; the program continues normally.
function recurse(n) { return recurse(n + 1) + 1; }
try {
  recurse(0);
  console.log('not reached');
} catch (e) {
  console.log(e instanceof RangeError, e.name);
  console.log(e.message);
}
const deepButFine = (n) => (n === 0 ? 0 : 1 + deepButFine(n - 1));
console.log(deepButFine(1000));
let depth = 0;
function countDepth() { depth++; countDepth(); }
try { countDepth(); } catch (e) { console.log('depth over 1000:', depth > 1000); }
