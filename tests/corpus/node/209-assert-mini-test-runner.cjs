// A tiny test runner over node:assert: each failing check throws a real
// assert.AssertionError with Node's message, code, operator, actual/expected and
// generatedMessage (strictEqual, equal, notStrictEqual, notEqual, match, fail, ifError).
const assert = require('node:assert');

function add(a, b) { return a + b; }
function slugify(s) { return s.toLowerCase().replace(/\s+/g, '-'); }

const tests = [
  ['adds numbers', () => assert.strictEqual(add(2, 2), 5)],
  ['adds strings', () => assert.strictEqual(add('1', 2), 3)],
  ['loose equal passes', () => assert.equal(add('1', 2), '12')],
  ['loose equal fails', () => assert.equal(add(1, 1), 3)],
  ['slug', () => assert.strictEqual(slugify('Event Loop Basics'), 'event-loop-basic')],
  ['slug format', () => assert.match(slugify('A B'), /^[a-z]+$/)],
  ['no spaces', () => assert.doesNotMatch(slugify('x y'), /-/)],
  ['not same', () => assert.notStrictEqual(add(1, 2), 3)],
  ['not same text', () => assert.notStrictEqual(slugify('Hello World'), 'hello-world')],
  ['not equal', () => assert.notEqual(1, '1')],
  ['custom message', () => assert.strictEqual(add(1, 2), 4, 'add(1, 2) should be 4')],
  ['own error', () => assert.strictEqual(1, 2, new RangeError('out of range'))],
  ['fail', () => assert.fail()],
  ['fail with text', () => assert.fail('not written yet')],
  ['ifError', () => assert.ifError(new Error('disk full'))],
  ['ifError null', () => assert.ifError(null)],
  ['same object?', () => assert.strictEqual({ id: 1 }, { id: 1 })],
];

let passed = 0;
for (const [name, fn] of tests) {
  try {
    fn();
    passed++;
    console.log('ok  ', name);
  } catch (e) {
    console.log('FAIL', name, '|', e.name, e.code, e.operator, e.generatedMessage, e instanceof assert.AssertionError);
    console.log(JSON.stringify(e.message), typeof e.actual, typeof e.expected);
  }
}
console.log(passed + ' of ' + tests.length + ' passed');
const e = new assert.AssertionError({ actual: 'a', expected: 'b', operator: 'strictEqual' });
console.log(String(e).split('\n')[0], e instanceof Error, Object.keys(e));
