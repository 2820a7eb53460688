// V8's messages when spreading, destructuring or for-of over non-iterables.
const attempts = [
  () => [...{}],
  () => { const [a] = {}; return a; },
  () => { for (const x of 5) {} },
  () => { const [b] = null; return b; },
  () => [...null],
  () => { const [c] = undefined; return c; },
];
for (const f of attempts) {
  try {
    f();
  } catch (e) {
    console.log(e.name + ': ' + e.message);
  }
}
