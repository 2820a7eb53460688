// @html <button id="b">Go</button> <span id="out">-</span>
// @input click #b @ 200ms
const b = document.getElementById('b');
const out = document.getElementById('out');
setTimeout(() => {
  const t = performance.now(); while (performance.now() - t < 120) {}
  console.log('long task done');
}, 150);
b.addEventListener('click', () => {
  const t = performance.now(); while (performance.now() - t < 8) {}
  out.textContent = 'clicked';
});
