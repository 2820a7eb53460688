// The usual "run init when the DOM is ready" guard: the script at the end of the body sees readyState "loading", so init waits for DOMContentLoaded; a second init registered from load finds the document complete and runs at once; a once listener on load, and what a microtask and a 0 ms timer queued by init see
// @html <ul id="todos"><li>write tests</li><li>fix bugs</li></ul><p id="count"></p>
function whenReady(fn) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}
function init(label) {
  const items = document.querySelectorAll('#todos li');
  document.getElementById('count').textContent = `${items.length} todos`;
  console.log(`${label}: init in ${document.readyState}, ${document.getElementById('count').textContent}`);
  queueMicrotask(() => console.log(`${label}: init microtask in ${document.readyState}`));
  setTimeout(() => console.log(`${label}: init timeout in ${document.readyState}`), 0);
}
whenReady(() => init('first'));
console.log(`registered while ${document.readyState}`);
let loads = 0;
window.addEventListener('load', () => {
  loads++;
  console.log(`load ${loads}`);
  whenReady(() => init('second'));
}, { once: true });
window.addEventListener('load', () => console.log(`another load listener, loads=${loads}`));
