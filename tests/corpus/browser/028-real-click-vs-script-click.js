// The same two listeners run for a real click and, later, for inner.click() called
// from a timer: microtasks run between the listeners only for the real click.
// @html <div id="wrap"><button id="btn">Go</button></div>
// @input click #btn @ 100ms
// @until 1000
const btn = document.getElementById('btn');
const wrap = document.getElementById('wrap');
let kind = 'real';
btn.addEventListener('click', () => {
  console.log(`${kind}: button listener`);
  queueMicrotask(() => console.log(`${kind}: microtask from button`));
});
wrap.addEventListener('click', () => console.log(`${kind}: wrap listener`));
setTimeout(() => {
  kind = 'script';
  btn.click();
  console.log('click() returned');
}, 600);
