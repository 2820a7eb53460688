// Classes print as [class A], [class B extends A] and [class (anonymous)].
class A {}
class B extends A {}
const Anon = class {};
console.log(A, B);
console.log(Anon, class {});
console.log([A, B]);
console.log({ Klass: B });
class WithStatic { static x = 1; }
console.log(WithStatic);
