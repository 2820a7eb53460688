// @html <button id="b">Go</button> <span id="out">-</span>
// @input click #b @ 200ms
const b = document.getElementById('b');
const out = document.getElementById('out');
b.addEventListener('click', () => {
  setTimeout(() => console.log('timeout'), 0);
  requestAnimationFrame(() => console.log('raf'));
  const t = performance.now(); while (performance.now() - t < 8) {}
  out.textContent = 'clicked';
});
