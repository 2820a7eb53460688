// el.click() from script dispatches synchronously while the script is on the stack, so
// no microtasks run between the listeners: they all run after click() returns and the
// script ends. The event is not trusted.
// @html <div id="outer"><button id="inner">Press</button></div>
const inner = document.getElementById('inner');
const outer = document.getElementById('outer');
inner.addEventListener('click', (e) => {
  console.log(`inner listener, trusted: ${e.isTrusted}`);
  Promise.resolve().then(() => console.log('  inner promise'));
});
outer.addEventListener('click', () => {
  console.log('outer listener');
  queueMicrotask(() => console.log('  outer microtask'));
});
console.log('before click()');
inner.click();
console.log('after click()');
