// Destructuring in for-of heads over arrays of pairs, Object.entries and Map.
const pairs = [['a', 1], ['b', 2]];
for (const [k, v] of pairs) console.log(k, v);
const scores = { ann: 10, bob: 7 };
for (const [name, score] of Object.entries(scores)) console.log(name + '=' + score);
const m = new Map([['x', { deep: 'X' }], ['y', { deep: 'Y' }]]);
for (const [key, { deep }] of m) console.log(key, deep);
const points = [{ x: 1, y: 2 }, { x: 3 }];
for (const { x, y = 0 } of points) console.log(x, y);
for (const [i, ch] of [...'hi'].entries()) console.log(i, ch);
