// V8's messages for property access on null/undefined and on frozen objects in strict code.
function strictWrite() {
  'use strict';
  const o = Object.freeze({ a: 1 });
  o.a = 2;
}
const attempts = [
  () => { let u; return u.prop; },
  () => { const n = null; return n['key']; },
  () => { let u; u.prop = 1; },
  () => { const { a } = undefined; return a; },
  strictWrite,
  () => Symbol() + '',
];
for (const f of attempts) {
  try {
    f();
  } catch (e) {
    console.log(e.name + ': ' + e.message);
  }
}
