async function f() {
  await null;
  throw new Error('async fail');
}
f();
