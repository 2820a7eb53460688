// The in operator (own and inherited), delete on properties and array slots, instanceof chains.
const proto = { inherited: 1 };
const o = Object.create(proto);
o.own = 2;
console.log('own' in o, 'inherited' in o, 'toString' in o, 'nope' in o);
console.log(delete o.own, 'own' in o, delete o.inherited, 'inherited' in o);
console.log(delete o.neverExisted);
const arr = [1, 2, 3];
console.log(delete arr[1], arr.length, 1 in arr, arr[1]);
console.log(0 in arr, 'length' in arr);
class A {}
class B extends A {}
const b = new B();
console.log(b instanceof B, b instanceof A, b instanceof Object, [] instanceof Array, [] instanceof Object);
console.log(Object.create(null) instanceof Object, (() => {}) instanceof Function);
