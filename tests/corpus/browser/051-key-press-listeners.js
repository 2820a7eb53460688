// A real key press with nothing focused goes to document.body: keydown bubbles from
// the body to the document and the window, then keyup follows; both are trusted.
// @input key Enter @ 100ms
// @input key x @ 400ms
// @until 800
document.body.addEventListener('keydown', (e) => {
  console.log(`body keydown ${e.key}, trusted ${e.isTrusted}, target is body ${e.target === document.body}`);
});
document.addEventListener('keydown', (e) => console.log(`document keydown ${e.key}`));
window.addEventListener('keydown', (e) => {
  console.log(`window keydown ${e.key}`);
  Promise.resolve().then(() => console.log(`  microtask after keydown ${e.key}`));
});
window.addEventListener('keyup', (e) => console.log(`window keyup ${e.key}`));
