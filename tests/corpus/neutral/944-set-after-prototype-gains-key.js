// [[Set]] after a prototype gains the key: a setter, a non-writable property and a changed
// chain must be seen by objects built after earlier ones were given the key as their own.
class A { constructor(v) { this.x = v; this.y = v; } }
const before = new A(1);
Object.defineProperty(A.prototype, 'x', { set(v) { console.log('A setter x', v); }, get() { return 'from getter'; }, configurable: true });
const after = new A(2);
console.log(Object.keys(before), Object.keys(after), after.x);
Object.defineProperty(A.prototype, 'y', { value: 'fixed', writable: false, configurable: true });
try { new A(3); } catch (e) { console.log(e.name, e.message); }
function Loose(v) { this.y = v; }
Loose.prototype = A.prototype;
const loose = new Loose(4);
console.log(Object.keys(loose), loose.y);
function Point(x) { this.x = x; this.label = 'p'; }
for (let i = 0; i < 3; i++) new Point(i);
Object.defineProperty(Object.prototype, 'label', { set(v) { console.log('Object.prototype setter', v); }, configurable: true });
const p = new Point(9);
console.log(Object.keys(p), p.label);
delete Object.prototype.label;
console.log(Object.keys(new Point(10)));
const base = {};
const o1 = Object.create(base); o1.z = 1;
base.__proto__ = { set z(v) { console.log('chain setter z', v); } };
const o2 = Object.create(base); o2.z = 2;
console.log(Object.keys(o1), Object.keys(o2));
const proxied = Object.create(new Proxy({}, { set(t, k, v, r) { console.log('proxy set', k, v); return true; } }));
proxied.w = 1; proxied.w = 2;
console.log(Object.keys(proxied));
const arr = [];
Object.defineProperty(Array.prototype, 'extra', { set(v) { console.log('array proto setter', v); }, configurable: true });
arr.extra = 1; console.log(Object.keys(arr));
delete Array.prototype.extra;
function Tiny() { this.q = 1; }
for (let i = 0; i < 1000; i++) new Tiny();
Tiny.prototype = { set q(v) { console.log('new prototype object setter', v); } };
new Tiny();
