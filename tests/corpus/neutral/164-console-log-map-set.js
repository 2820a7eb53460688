// Map and Set print with their size: Map(1) { 'a' => 1 }, Set(2) { 1, 2 }.
console.log(new Map([['a', 1]]));
console.log(new Set([1, 2]));
console.log(new Map(), new Set());
console.log(new Map([[1, { x: 1 }], [{ k: 'obj' }, [1, 2]]]));
console.log(new Set(['a', 'b', ['nested']]));
console.log({ m: new Map([['k', new Set([1])]]) });
console.log([new Map([['a', 1]]), new Set()]);
console.log(new Map([['long key number one', 'long value number one'], ['long key number two', 'long value number two']]));
