// @html <button id="save" onclick="save(this.id, event.type); log.push('after save')">Save</button>
// @html <input id="agree" type="checkbox" onclick="note('agree clicked'); return false">
// @html <div id="outer" onclick="note('outer sees ' + event.target.id)"><button id="inner">Inner</button></div>
// @html <button id="broken" onclick="note('never'">Broken</button>
// @input click #save @ 50ms
// @input click #agree @ 150ms
// @input click #inner @ 250ms
// @input click #broken @ 350ms
// @input click #save @ 450ms
// Event handler content attributes: onclick="…" compiled on first use in the global
// scope, `this` the element, `event` the event; return false cancels; removing or
// replacing the attribute or the property changes the same handler.
var log = [];
function note(s) { console.log(s); }
function save(id, type) { note(`save(${id}, ${type})`); }
const saveButton = document.getElementById('save');
console.log(typeof saveButton.onclick, saveButton.onclick.name, saveButton.getAttribute('onclick').length);
saveButton.addEventListener('click', () => note('listener added after the attribute'));
window.addEventListener('error', (e) => note(`error event: ${e.error && e.error.name}`));
setTimeout(() => {
  note(`checkbox checked: ${document.getElementById('agree').checked}; log ${log.join()}`);
  document.getElementById('inner').setAttribute('onclick', "note('inner attribute, then the outer one')");
}, 200);
setTimeout(() => {
  saveButton.setAttribute('onclick', "note('replaced attribute')");
  console.log(typeof document.getElementById('broken').onclick);
}, 400);
setTimeout(() => {
  saveButton.onclick = null;
  console.log('attribute after onclick = null:', saveButton.getAttribute('onclick'));
  saveButton.removeAttribute('onclick');
  console.log('handler after removeAttribute:', saveButton.onclick);
  const made = document.createElement('button');
  made.setAttribute('onclick', 'note("made " + this.tagName)');
  made.click();
  made.onclick = () => note('property replaced it');
  made.click();
  console.log(made.getAttribute('onclick'));
}, 500);
