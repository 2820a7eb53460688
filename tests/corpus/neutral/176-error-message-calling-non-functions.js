// V8's TypeError messages for calling things that are not functions.
const obj = { notFn: 42 };
let nothing;
const attempts = [
  () => obj.missing(),
  () => obj.notFn(),
  () => nothing(),
  () => undefined(),
  () => obj.inner.deep(),
  () => null.x,
  () => nothing.x,
  () => [1].map(5),
];
for (const f of attempts) {
  try {
    f();
  } catch (e) {
    console.log(e.name + ': ' + e.message);
  }
}
