// @html <button id="b">Go</button> <span id="out">-</span>
// @html <div id="box" style="width:20px;height:20px;background:#c33"></div>
// @input click #b @ 200ms
const b = document.getElementById('b');
const out = document.getElementById('out');
const box = document.getElementById('box');
let frames = 0;
function step(ts) {
  box.style.transform = 'translateX(' + (frames++ % 200) + 'px)';
  if (frames < 60) requestAnimationFrame(step);
}
requestAnimationFrame(step);
b.addEventListener('click', () => {
  const t = performance.now(); while (performance.now() - t < 8) {}
  out.textContent = 'clicked';
});
