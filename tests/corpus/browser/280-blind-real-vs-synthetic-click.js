// @html <button id="b">Click</button>
// @input click #b @ 200ms
// Microtasks run between listeners for a real click, but not for el.click()
const b = document.getElementById('b');
let round = '';
b.addEventListener('click', () => {
  console.log(`${round} listener 1`);
  Promise.resolve().then(() => console.log(`${round} microtask from listener 1`));
  queueMicrotask(() => console.log(`${round} queueMicrotask from listener 1`));
});
b.addEventListener('click', (e) => {
  console.log(`${round} listener 2 (isTrusted=${e.isTrusted})`);
  Promise.resolve().then(() => console.log(`${round} microtask from listener 2`));
});

round = 'synthetic';
b.click();
console.log('synthetic: after b.click()');

setTimeout(() => {
  round = 'dispatchEvent';
  b.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  console.log('dispatchEvent: returned');
}, 50);

setTimeout(() => { round = 'real'; }, 100);
