// What console.log writes on the browser host: the line Chrome DevTools' console shows,
// not Node's util.inspect text.
console.log(['milk', 'bread']);
console.log({ url: '/api/users/1', id: 1 });
console.log(1, 'a', true, null, undefined, -0, 10n, Symbol('s'));
console.log('%s has %d items (%o), %i%%, %f', 'cart', 3.7, { a: 1 }, '42.9', '2.5', 'extra', 5);
console.log('%c styled', 'color: red', 'after', [1]);
console.log([1, , 3], [[1, 2], [3]], [{ a: 1 }], new Array(3), []);
console.log({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 });
class Point { constructor(x, y) { this.x = x; this.y = y; } norm() { return 0; } }
console.log(new Point(1, 2), [new Point(3, 4)], { p: new Point(5, 6) });
console.log(new Map([['a', 1], ['b', { c: 2 }]]), new Set([1, 'two']), new Map(), new Set());
console.log(new Map([[1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12]]));
console.log(Promise.resolve(3), new Promise(() => {}));
const rejected = Promise.reject(7);
rejected.catch(() => {});
console.log(rejected);
console.log({ nested: { deep: [1, 2, 3] }, fn() {}, arrow: () => 1, list: [1, 2], map: new Map([[1, 1]]) });
console.log(Array.from({ length: 120 }, (_, i) => i % 10));
console.log({ 'has space': 1, '': 2, 'a-b': 3, ' pad': 4 });
console.log([undefined, null, NaN, 1e21, 'q"uote', "it's", 'both\'"', 'line\nbreak']);
console.log(Object.create(null), {}, [1]);
console.log({ long: 'x'.repeat(150) });
const hidden = { shown: 1 };
Object.defineProperty(hidden, 'secret', { value: 2, enumerable: false });
Object.defineProperty(hidden, 'computed', { get() { return 3; }, enumerable: true });
hidden[Symbol('tag')] = 4;
console.log(hidden);
console.info('info', { level: 'info' });
console.debug(42, 'debug');
console.log(/ab+c/gi, 'and', /x/);
console.log('%o and %O', 'str', [1, 2]);
console.log('%d/%i/%f', '12px', -3.7, 'abc');
console.log();
console.log('%s', { a: 1 }, [1, 2], 5n);
