// Custom iterables with Symbol.iterator and Symbol.asyncIterator, plus other well-knowns
class Range {
  constructor(from, to, step = 1) { Object.assign(this, { from, to, step }); }
  *[Symbol.iterator]() {
    for (let v = this.from; this.step > 0 ? v <= this.to : v >= this.to; v += this.step) yield v;
  }
  get [Symbol.toStringTag]() { return 'Range'; }
  [Symbol.toPrimitive](hint) { return hint === 'number' ? this.to - this.from : `${this.from}..${this.to}`; }
}
const r = new Range(1, 10, 3);
console.log([...r].join(','), Math.max(...r), Array.from(new Range(5, 1, -2)).join(','));
console.log(`${r}`, +r, String(r), Object.prototype.toString.call(r));

class LinkedList {
  #head = null;
  #size = 0;
  push(v) {
    const node = { v, next: null };
    if (!this.#head) this.#head = node;
    else { let n = this.#head; while (n.next) n = n.next; n.next = node; }
    this.#size++;
    return this;
  }
  [Symbol.iterator]() {
    let n = this.#head;
    return {
      next: () => {
        if (!n) return { done: true, value: undefined };
        const value = n.v; n = n.next;
        return { done: false, value };
      },
      return: () => { console.log('iterator closed early'); return { done: true }; },
      [Symbol.iterator]() { return this; },
    };
  }
}
const list = new LinkedList().push('a').push('b').push('c');
for (const v of list) { if (v === 'b') break; console.log('item', v); }
const [first] = list;
console.log('first', first);
console.log(new Map([...list].map((v, i) => [v, i])).get('c'));

const ticker = {
  async *[Symbol.asyncIterator]() {
    for (let i = 0; i < 3; i++) {
      await new Promise((res) => setTimeout(res, 5));
      yield `tick${i}`;
    }
  },
};
const ticks = [];
for await (const t of ticker) ticks.push(t);
console.log(ticks.join(' '));
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
console.log(4 instanceof Even, 3 instanceof Even);
const spreadable = { length: 2, 0: 'x', 1: 'y', [Symbol.isConcatSpreadable]: true };
console.log(['w'].concat(spreadable).join(''));
