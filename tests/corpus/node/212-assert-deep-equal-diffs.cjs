// deepStrictEqual / deepEqual and their opposites: the line diff Node prints ('+'
// actual, '-' expected, identical lines collapsed to '...'), the short `a !== b`
// form, custom messages as the heading, loose versus strict comparison.
const assert = require('assert');
const show = (fn) => { try { fn(); console.log('equal'); } catch (e) { console.log(e.message); console.log('~~', e.operator, e.generatedMessage); } };

const config = { host: 'localhost', port: 8080, tls: { enabled: true, ciphers: ['a', 'b'] }, retries: 3 };
show(() => assert.deepStrictEqual(config, { host: 'localhost', port: 8080, tls: { enabled: false, ciphers: ['a', 'b'] }, retries: 3 }));
show(() => assert.deepStrictEqual(config, { ...config, port: '8080' }));
show(() => assert.deepEqual(config, { ...config, port: '8080' }));
show(() => assert.deepStrictEqual([1, 2, 3], [1, 2, 3, 4]));
const rows = Array.from({ length: 30 }, (_, i) => i * i);
const changed = rows.slice(); changed[15] = -1;
show(() => assert.deepStrictEqual(rows, changed));
show(() => assert.deepStrictEqual({ a: 1, b: 2 }, { a: 1, b: 2, c: 3 }, 'config mismatch'));
show(() => assert.deepStrictEqual(new Map([['k', 1]]), new Map([['k', 2]])));
show(() => assert.deepStrictEqual(new Set(['x']), new Set(['x'])));
show(() => assert.deepStrictEqual([new Date(0)], [new Date(0)]));
show(() => assert.notDeepStrictEqual({ id: 7 }, { id: 7 }));
show(() => assert.notDeepEqual([1, 2], ['1', '2']));
show(() => assert.deepEqual(1, 2));
show(() => assert.strictEqual('event loop phases', 'event loop phase'));
show(() => assert.strictEqual(null, undefined));
show(() => assert.strictEqual(0, -0));
show(() => assert.strict.equal(1, '1'));
show(() => assert.strict.deepEqual({ n: 1 }, { n: '1' }));
