// @html <button id="b">Go</button> <span id="out">-</span>
// @input click #b @ 200ms
const b = document.getElementById('b');
let clicks = 0;
b.addEventListener('click', () => {
  const t = performance.now(); while (performance.now() - t < 40) {}
  clicks++;
});
