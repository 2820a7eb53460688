// @html <button id="b">Go</button> <span id="out">-</span>
// @input click #b @ 200ms
const b = document.getElementById('b');
const out = document.getElementById('out');
let n = 0;
b.addEventListener('click', () => {
  const t = performance.now(); while (performance.now() - t < 150) {}
  out.textContent = 'clicked ' + (++n);
});
console.log('ready');
