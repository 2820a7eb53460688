// @html <button id="b">Go</button> <span id="out">-</span>
// @input click #b @ 200ms
const b = document.getElementById('b');
const out = document.getElementById('out');
b.addEventListener('click', () => {
  out.textContent = 'clicked';
  requestAnimationFrame(() => {
    const t = performance.now(); while (performance.now() - t < 30) {}
    out.style.color = 'red';
  });
});
