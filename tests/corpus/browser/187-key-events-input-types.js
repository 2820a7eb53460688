// @html <input id="name"><form id="f"><input id="q" name="q"></form><textarea id="ta"></textarea>
// @input click #q @ 50ms
// @input key a @ 100ms
// @input key Enter @ 150ms
// @input click #ta @ 200ms
// @input key Enter @ 250ms
// @input key Backspace @ 300ms
// @until 600
for (const id of ['q', 'ta']) {
  const el = document.getElementById(id);
  for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup', 'change']) {
    el.addEventListener(type, (e) => console.log(id, type, e.key ?? '', e.inputType ?? '', String(e.data), JSON.stringify(el.value)));
  }
}
document.getElementById('f').addEventListener('submit', (e) => { e.preventDefault(); console.log('submit'); });
