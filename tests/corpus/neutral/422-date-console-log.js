// console.log of dates: ISO form, Invalid Date, inside arrays, objects, Maps and Sets, with own properties, nested.
// @env TZ=UTC
const d = new Date(Date.UTC(2024, 2, 7, 10, 30, 5, 9));
console.log(d);
console.log(new Date('nope'));
console.log([d, new Date(0), new Date(NaN)]);
console.log({ created: d, updated: null, history: [new Date(-1), new Date(8.64e15)] });
console.log(new Map([['start', d], ['end', new Date(Date.UTC(2024, 11, 31))]]));
console.log(new Set([new Date(0)]));
const tagged = new Date(0);
tagged.label = 'epoch';
tagged.tz = 'UTC';
console.log(tagged);
console.log({ a: { b: { c: { d } } } }, { a: { b: { c: d } } });
console.log('%s', 'text', d);
console.log(`${[d]}`);
const noProto = new Date(0);
Object.setPrototypeOf(noProto, null);
console.log(noProto);
console.log(Date.prototype, Date);
console.log([new Date(Date.UTC(-300, 0, 1)), new Date(Date.UTC(12345, 5, 6))]);
const many = Array.from({ length: 8 }, (_, i) => new Date(Date.UTC(2024, 0, i + 1)));
console.log(many);
