// Ring buffer class used as a moving-window filter; event-loop flavoured start/end.
class RingBuffer {
  constructor(capacity) {
    this.buf = new Array(capacity);
    this.cap = capacity;
    this.head = 0;
    this.size = 0;
    this.sum = 0;
  }
  push(v) {
    if (this.size === this.cap) {
      this.sum -= this.buf[this.head];
      this.buf[this.head] = v;
      this.head = (this.head + 1) % this.cap;
    } else {
      this.buf[(this.head + this.size) % this.cap] = v;
      this.size++;
    }
    this.sum += v;
  }
  shift() {
    if (this.size === 0) return undefined;
    const v = this.buf[this.head];
    this.buf[this.head] = undefined;
    this.head = (this.head + 1) % this.cap;
    this.size--;
    this.sum -= v;
    return v;
  }
  get mean() { return this.size ? this.sum / this.size : NaN; }
  *[Symbol.iterator]() { for (let i = 0; i < this.size; i++) yield this.buf[(this.head + i) % this.cap]; }
}

const log = [];
setTimeout(() => console.log('timeout 0 fired'), 0);
setImmediate(() => console.log('immediate fired'));
Promise.resolve().then(() => console.log('microtask 1'));
queueMicrotask(() => console.log('microtask 2'));
process.nextTick(() => console.log('nextTick'));
console.log('sync start');

const rb = new RingBuffer(64);
let x = 1, maxMean = -Infinity, minMean = Infinity, acc = 0;
for (let i = 0; i < 1500000; i++) {
  x = (x * 75 + 74) % 65537;
  rb.push(x);
  if (i >= 64) {
    const m = rb.mean;
    if (m > maxMean) maxMean = m;
    if (m < minMean) minMean = m;
    acc += m;
  }
}
console.log('window max/min:', maxMean.toFixed(4), minMean.toFixed(4));
console.log('avg of means:', (acc / (1500000 - 64)).toFixed(6));
console.log('contents head:', [...rb].slice(0, 5).join(','));
let drained = 0;
while (rb.shift() !== undefined) drained++;
console.log('drained', drained, 'size', rb.size, 'mean', rb.mean);

Promise.resolve('done').then(v => {
  console.log('end microtask:', v);
  setTimeout(() => console.log('final timeout'), 1);
});
console.log('sync end');
