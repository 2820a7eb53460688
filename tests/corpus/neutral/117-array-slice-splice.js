// slice copies (negative indices allowed); splice removes/inserts in place and returns removed items.
const a = ['a', 'b', 'c', 'd', 'e'];
console.log(a.slice(1, 3), a.slice(-2), a.slice(2, -1), a.slice(), a.slice(10));
const b = [1, 2, 3, 4, 5];
console.log(b.splice(1, 2), b);
console.log(b.splice(1, 0, 'x', 'y'), b);
console.log(b.splice(-1), b);
console.log(b.splice(2), b);
const c = [1, 2, 3];
c.splice(1, 1, 'replaced', 'extra');
console.log(c);
