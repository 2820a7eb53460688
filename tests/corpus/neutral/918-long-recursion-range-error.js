// Unbounded recursion ends in a catchable RangeError (the depth is never printed); afterwards the program carries on.
function down(n) { return down(n + 1) + 1; }
try { down(0); } catch (e) { console.log('plain:', e instanceof RangeError, e.constructor.name, 'caught'); }

const isEven = (n) => (n === 0 ? true : isOdd(n - 1));
const isOdd = (n) => (n === 0 ? false : isEven(n - 1));
try { isEven(1e9); } catch (e) { console.log('mutual:', e.constructor.name, 'caught'); }

class Node { constructor(next) { this.next = next; } size() { return 1 + (this.next ? this.next.size() : 0); } }
const ring = new Node(null);
ring.next = new Node(ring);
try { ring.size(); } catch (e) { console.log('method on a cycle:', e.constructor.name, 'caught'); }

function viaMap(n) { return [n].map((x) => viaMap(x + 1)); }
try { viaMap(0); } catch (e) { console.log('through Array.map:', e.constructor.name, 'caught'); }

let overflows = 0;
for (let i = 0; i < 5; i++) { try { down(0); } catch (e) { if (e instanceof RangeError) overflows++; } }
console.log('overflowed again', overflows, 'times');

function sumTo(n) { return n === 0 ? 0 : n + sumTo(n - 1); }
console.log('3000 deep is fine:', sumTo(3000));
const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));
console.log('fib(22)', fib(22));
