// Allocating small objects and calling a method on each.
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  length2() { return this.x * this.x + this.y * this.y; }
}
const t0 = performance.now();
let total = 0;
for (let i = 0; i < 500_000; i++) total += new Point(i % 100, i % 37).length2();
const t1 = performance.now();
console.log('result', total);
console.log('ms', t1 - t0);
