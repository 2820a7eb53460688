// assert.throws / doesNotThrow with classes, regular expressions, validation objects
// and functions; assert.rejects / doesNotReject settle after a fixed number of
// microtask ticks, shown against a chain of promise callbacks.
import assert from 'node:assert';

function parse(json) { if (!json.endsWith('}')) throw new SyntaxError('unterminated object'); return JSON.parse(json); }
class ValidationError extends Error { constructor(field) { super('invalid ' + field); this.name = 'ValidationError'; this.field = field; } }
const validate = (o) => { if (!o.email) throw new ValidationError('email'); return true; };
const report = (label, fn) => { try { fn(); console.log(label, 'passed'); } catch (e) { console.log(label, '->', JSON.stringify(e.message), e.operator); } };

report('class', () => assert.throws(() => validate({}), ValidationError));
report('wrong class', () => assert.throws(() => validate({}), TypeError));
report('regexp', () => assert.throws(() => validate({}), /invalid email/));
report('regexp miss', () => assert.throws(() => validate({}), /invalid name/));
report('object', () => assert.throws(() => validate({}), { name: 'ValidationError', field: 'email', message: /email/ }));
report('object miss', () => assert.throws(() => validate({}), { field: 'name' }));
report('function', () => assert.throws(() => validate({}), (e) => e.field === 'email'));
report('function false', () => assert.throws(() => validate({}), function isNameError(e) { return e.field === 'name'; }));
report('no throw', () => assert.throws(() => validate({ email: 'a@b.c' })));
report('no throw msg', () => assert.throws(() => validate({ email: 'a@b.c' }), ValidationError, 'should reject'));
report('string msg', () => assert.throws(() => {}, 'must throw'));
report('doesNotThrow', () => assert.doesNotThrow(() => parse('{')));
report('doesNotThrow msg', () => assert.doesNotThrow(() => validate({}), 'validate threw'));
report('doesNotThrow other', () => { try { assert.doesNotThrow(() => validate({}), TypeError); } catch (e) { console.log('rethrown', e.name); } });

const order = [];
let p = Promise.resolve();
for (let i = 1; i <= 6; i++) p = p.then(() => order.push('tick ' + i));
const checks = [
  assert.rejects(Promise.reject(new ValidationError('age')), ValidationError).then(() => order.push('rejects ok')),
  assert.rejects(async () => 'fine').catch((e) => order.push('rejects: ' + e.message)),
  assert.rejects(async () => { throw new Error('late'); }, { message: 'early' }).catch((e) => order.push('mismatch: ' + e.operator)),
  assert.doesNotReject(Promise.resolve(1)).then(() => order.push('doesNotReject ok')),
  assert.doesNotReject(() => Promise.reject(new Error('nope'))).catch((e) => order.push('doesNotReject: ' + e.message.split('\n')[0])),
  assert.rejects(() => 42).catch((e) => order.push(e.code)),
];
await Promise.all(checks);
await p;
console.log(order);
