// @html <button id="b">B</button>
// @input click #b @ 100ms
// A real click runs a microtask checkpoint between listeners; el.click() does not
const b = document.getElementById('b');
b.addEventListener('click', () => {
  console.log('listener 1');
  Promise.resolve().then(() => console.log('  microtask 1'));
  queueMicrotask(() => console.log('  queueMicrotask 1'));
});
b.addEventListener('click', () => {
  console.log('listener 2');
  Promise.resolve().then(() => console.log('  microtask 2'));
});
b.onclick = () => console.log('onclick property (registered third)');

setTimeout(() => {
  console.log('=== programmatic click ===');
  b.click();
  console.log('=== click() returned ===');
}, 300);

setTimeout(() => {
  console.log('=== dispatchEvent ===');
  const r = b.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  console.log('=== dispatchEvent returned', r, '===');
}, 500);
