'use strict';
// Strict code: a Proxy trap that returns falsish makes the assignment, delete or
// Object.defineProperty throw a TypeError naming the trap (V8's wording); Reflect.* just
// returns false.
const log = [];
const guarded = new Proxy({ visible: 1 }, {
  set(target, key, value) {
    if (String(key).startsWith('_')) { log.push('refused set ' + String(key)); return false; }
    target[key] = value;
    return true;
  },
  deleteProperty(target, key) { log.push('refused delete ' + String(key)); return 0; },
  defineProperty(target, key, desc) { log.push('refused define ' + String(key)); return ''; },
});
function attempt(label, fn) {
  try { console.log(label, '->', fn()); } catch (e) { console.log(label, 'threw', e.constructor.name + ':', e.message); }
}
attempt('set ok', () => (guarded.name = 'x'));
attempt('set _private', () => (guarded._private = 1));
attempt('set symbol', () => (guarded[Symbol('tag')] = 1));
attempt('set index', () => (guarded[7] = 1));
attempt('delete', () => delete guarded.visible);
attempt('defineProperty', () => Object.defineProperty(guarded, 'k', { value: 1 }));
attempt('Reflect.set', () => Reflect.set(guarded, '_x', 1));
attempt('Reflect.deleteProperty', () => Reflect.deleteProperty(guarded, 'visible'));
attempt('Reflect.defineProperty', () => Reflect.defineProperty(guarded, 'k', { value: 1 }));
// No set trap: the target's [[Set]] defines through the receiver, so the defineProperty
// trap's falsish result is the one reported.
const noSetTrap = new Proxy({}, { defineProperty() { return false; } });
attempt('set via defineProperty trap', () => (noSetTrap.y = 2));
// A proxy on the prototype chain: its set trap decides for the inheriting object.
const child = Object.create(new Proxy({}, { set() { return false; } }));
attempt('inherited set trap', () => (child.w = 3));
// A read-only target property without traps keeps the ordinary message.
const frozen = new Proxy(Object.freeze({ ro: 1 }), {});
attempt('frozen target', () => (frozen.ro = 2));
// Destructuring and compound assignment go through the same [[Set]].
attempt('compound assignment', () => { guarded._count = 0; });
attempt('destructuring target', () => { [guarded._a] = [1]; });
attempt('increment', () => { guarded._n++; });
console.log(log);
