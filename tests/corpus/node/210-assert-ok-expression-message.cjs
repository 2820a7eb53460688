// assert(value) and assert.ok(value) without a message: Node quotes the failing call
// from the program's source ("The expression evaluated to a falsy value"), also when
// it spans lines; with no argument at all it says so; a message or Error replaces it.
const assert = require('assert');

function check(label, fn) {
  try { fn(); console.log(label, 'passed'); } catch (e) { console.log(label, JSON.stringify(e.message), e.generatedMessage, e.actual); }
}
const user = { name: 'ada', age: 36, roles: ['admin'] };

check('plain', () => assert(user.age > 40));
check('ok', () => assert.ok(user.roles.includes('editor')));
check('nested call', () => assert.ok(String(user.name).startsWith('b')));
check('zero', () => { assert.ok(user.roles.length - 1); });
check('multi-line', () => assert(
  user.name === 'grace' &&
    user.age === 36));
check('indented', () => {
    assert.ok(typeof user.age === 'string',
              undefined);
});
check('no argument', () => assert());
check('message', () => assert(user.age < 18, 'must be a minor'));
check('error', () => assert.ok(null, new TypeError('custom type error')));
check('truthy', () => assert.ok('yes'));
const strict = require('assert/strict');
check('strict', () => strict(user.missing));
check('strict.ok', () => strict.ok(0));
