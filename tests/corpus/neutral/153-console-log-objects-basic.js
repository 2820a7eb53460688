// Plain objects print as { key: value }; keys that are not identifiers get quotes.
console.log({});
console.log({ a: 1, b: 'two', c: null, d: undefined, e: true });
console.log({ 'a-b': 1, 'with space': 2, _ok: 3, $ok: 4, '1a': 5, 10: 'ten', 'é': 6 });
console.log({ '': 'empty key', "it's": 'quote in key' });
console.log({ [Symbol('s')]: 'symbol key', normal: 1 });
console.log({ arr: [], obj: {}, fn: null });
console.log({ a: { b: 1 } }, [{ x: 1 }, { y: 2 }]);
