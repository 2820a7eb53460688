// @html <input id="a"><input id="b"><button id="btn">x</button><form id="f"><input id="q"><button id="sub">Send</button></form><form id="g"><input id="g1"><input id="g2"></form><textarea id="ta"></textarea>
// @input click #a @ 20ms
// @input key x @ 40ms
// @input click #b @ 60ms
// @input key Enter @ 80ms
// @input click #a @ 100ms
// @input click #btn @ 120ms
// @input click #q @ 140ms
// @input key y @ 160ms
// @input key Enter @ 180ms
// @input click #g1 @ 200ms
// @input key z @ 220ms
// @input key Enter @ 240ms
// @input click #ta @ 260ms
// @input key Enter @ 280ms
// @input key Backspace @ 300ms
// @input key Backspace @ 320ms
// @input click #b @ 340ms
// @input key w @ 360ms
// @input key Enter @ 380ms
// @input click #a @ 400ms
// @until 500
for (const el of document.querySelectorAll('input, textarea, button')) {
  for (const type of ['beforeinput', 'input', 'change', 'focus', 'blur', 'click']) {
    el.addEventListener(type, (e) => console.log(el.id, type, e.inputType === undefined ? '' : e.inputType, String(e.data), JSON.stringify(el.value)));
  }
}
for (const f of document.forms) f.addEventListener('submit', (e) => { e.preventDefault(); console.log('submit', f.id, e.submitter ? e.submitter.id : 'none'); });
