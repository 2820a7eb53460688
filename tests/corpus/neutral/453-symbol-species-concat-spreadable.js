// Symbol.species picks the constructor map/filter/slice/then use; isConcatSpreadable controls concat.
class Stack extends Array {
  top() { return this[this.length - 1]; }
}
const s = Stack.from([1, 2, 3]);
const doubled = s.map((x) => x * 2);
console.log(doubled instanceof Stack, doubled.top(), s.filter((x) => x > 1).constructor.name, s.slice(1) instanceof Stack);
class PlainResults extends Array { static get [Symbol.species]() { return Array; } }
const r = PlainResults.of(1, 2);
console.log(r instanceof PlainResults, r.map((x) => x) instanceof PlainResults, r.concat([3]).constructor.name);
console.log(Array[Symbol.species] === Array, Promise[Symbol.species] === Promise, Map[Symbol.species] === Map);
class Tracked extends Promise { static get [Symbol.species]() { return Promise; } }
const t = Tracked.resolve(1);
console.log(t instanceof Tracked, t.then(() => {}) instanceof Tracked, t.finally(() => {}) instanceof Tracked);
const arrayLike = { length: 2, 0: 'x', 1: 'y', [Symbol.isConcatSpreadable]: true };
const notSpread = [4, 5];
notSpread[Symbol.isConcatSpreadable] = false;
console.log([0].concat(arrayLike), [0].concat(notSpread).length, [0].concat(notSpread)[1] === notSpread);
console.log(typeof Symbol.asyncIterator, Symbol.species.toString(), Symbol.isConcatSpreadable.description);
