// V8's messages for new on non-constructors and calling a class without new.
class A {}
const arrow = () => {};
const attempts = [
  () => A(),
  () => new arrow(),
  () => { const af = async function () {}; return new af(); },
  () => new Math.max(),
  () => { const o = {}; return new o.method(); },
  () => new 5(),
];
for (const f of attempts) {
  try {
    f();
    console.log('no error?!');
  } catch (e) {
    console.log(e.name + ': ' + e.message);
  }
}
