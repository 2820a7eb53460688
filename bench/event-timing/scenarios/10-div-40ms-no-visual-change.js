// @html <div id="b" style="width:120px;height:40px;user-select:none">Go</div>
// @input click #b @ 200ms
// A plain div: no :hover/:active styling, and the handler changes nothing visible.
const b = document.getElementById('b');
let clicks = 0;
b.addEventListener('click', () => {
  const t = performance.now(); while (performance.now() - t < 40) {}
  clicks++;
});
