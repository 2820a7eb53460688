// Appending to arrays (push and a[a.length] = v) when something on the prototype chain
// has index properties: setters, read-only values, proxies, sealed and frozen arrays,
// a non-writable length, and subclasses.
const log = [];
const a = [1, 2];
Object.defineProperty(Array.prototype, '2', { set(v) { log.push('proto setter ' + v); }, get() { return 'from proto'; }, configurable: true });
a.push(3);
a[a.length] = 4;
console.log(a.length, JSON.stringify(a), a[2], log.join('; '));
delete Array.prototype[2];
a.push(5);
console.log(a.length, a[2], Object.keys(a).join(','));

let out = '';
Object.defineProperty(Object.prototype, '1', { value: 'ro', writable: false, configurable: true });
const b = [0];
b[1] = 'x';
out += 'read-only on Object.prototype ' + b.length + ' ' + b[1] + '\n';
try { (function () { 'use strict'; b[1] = 'y'; })(); } catch (e) { out += e.constructor.name + '\n'; }
try { b.push('z'); } catch (e) { out += 'push: ' + e.constructor.name + ' ' + e.message + '\n'; }
out += b.length + ' ' + (b.length > 1 ? 'has 1' : 'no 1');
delete Object.prototype[1];
console.log(out);

const c = [1, 2, 3];
Object.seal(c);
try { c.push(4); } catch (e) { console.log('sealed:', e.constructor.name, e.message); }
const d = Object.freeze([1]);
try { d.push(2); } catch (e) { console.log('frozen:', e.constructor.name, e.message); }
const e = [1];
Object.defineProperty(e, 'length', { writable: false });
try { e.push(2); } catch (err) { console.log('length read-only:', err.constructor.name, err.message); }
e[1] = 2;
console.log(e.length, e[1]);
const f = [];
Object.preventExtensions(f);
try { f.push(1); } catch (err) { console.log('not extensible:', err.constructor.name, err.message); }

const seen = [];
const proxyProto = new Proxy([], { set(t, k, v, r) { seen.push(String(k)); return Reflect.set(t, k, v, r); } });
const g = [];
Object.setPrototypeOf(g, proxyProto);
g.push('p');
g[g.length] = 'q';
console.log('proxy', seen.join(','), g.length, Object.keys(g).join(','));

class Stack extends Array { }
const s = new Stack();
for (let i = 0; i < 5; i++) s.push(i * i);
s[s.length] = 'end';
console.log(s.length, s instanceof Stack, JSON.stringify(s));

const big = [];
for (let i = 0; i < 100000; i++) big[big.length] = i;
for (let i = 0; i < 100000; i++) big.push(-i);
console.log(big.length, big[99999], big[199999]);
const withHole = [1, , 3];
withHole.push(4);
console.log(withHole.length, 1 in withHole, JSON.stringify(withHole));
