// Method calls that allocate, push then read, and a string built with +=.
class Vec {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  add(other) {
    return new Vec(this.x + other.x, this.y + other.y);
  }
}
let v = new Vec(0, 0);
const step = new Vec(1, 2);
for (let i = 0; i < 400000; i++) {
  v = v.add(step);
}
console.log('vec', v.x, v.y);

const items = [];
for (let i = 0; i < 500000; i++) items.push(i % 97);
let sum = 0;
for (let i = 0; i < items.length; i++) sum += items[i];
console.log('array', items.length, sum);

let text = '';
for (let i = 0; i < 20000; i++) {
  text += String.fromCharCode(97 + (i % 26));
}
console.log('string', text.length, text.slice(0, 5), text.slice(-5));
