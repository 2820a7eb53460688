// for-of over arrays, strings (by code point), Map, Set, and keys/values/entries.
for (const x of [1, 'two', null]) console.log('array', x);
for (const ch of 'a\u{1F600}b') console.log('char', ch, ch.length);
const m = new Map([[1, 'one'], ['k', 'v']]);
for (const entry of m) console.log('map', entry[0], entry[1]);
for (const k of m.keys()) console.log('key', k);
for (const v of new Set(['s', 's', 't'])) console.log('set', v);
for (const [i, v] of ['p', 'q'].entries()) console.log('entries', i, v);
for (const v of Object.values({ a: 1, b: 2 })) console.log('value', v);
