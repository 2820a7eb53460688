// @html <form id="f"><label id="wrap"><input type="checkbox" id="terms" name="terms"> I agree <b id="bold">really</b></label>
// @html <label for="news" id="forlabel">Newsletter</label><input type="checkbox" id="news">
// @html <label id="radiolabel"><input type="radio" name="size" value="s" id="small" checked> Small</label>
// @html <label><input type="radio" name="size" value="l" id="large"> Large</label>
// @html <label for="name" id="namelabel">Name</label><input id="name">
// @html <label id="withlink"><input type="checkbox" id="linked"> see <a id="lnk">terms</a></label>
// @html <label for="dis" id="dislabel">Disabled</label><input type="checkbox" id="dis" disabled></form>
// A click on a <label> (wrapping or for=) clicks its control: the label's own click
// listeners first, then the control's click (which bubbles through the label again),
// then input and change; clicks on the control itself or on a link inside do not loop.
const $ = (id) => document.getElementById(id);
const log = (m) => console.log(m);
for (const id of ['terms', 'news', 'small', 'large', 'name', 'linked', 'dis']) {
  $(id).addEventListener('click', (e) => log(`  click on #${id} (target #${e.target.id})`));
  $(id).addEventListener('input', () => log(`  input #${id}`));
  $(id).addEventListener('change', () => log(`  change #${id} checked=${$(id).checked}`));
  $(id).addEventListener('focus', () => log(`  focus #${id}`));
}
for (const label of document.querySelectorAll('label')) label.addEventListener('click', (e) => log(`  label${label.id ? '#' + label.id : ''} saw click, target #${e.target.id || e.target.tagName}`));
log('click wrapping label'); $('wrap').click(); log(`terms=${$('terms').checked}`);
log('click bold text inside label'); $('bold').click(); log(`terms=${$('terms').checked}`);
log('click checkbox itself'); $('terms').click(); log(`terms=${$('terms').checked}`);
log('click for= label'); $('forlabel').click(); log(`news=${$('news').checked}`);
log('click radio label (already checked)'); $('radiolabel').click();
log('click other radio label'); document.querySelectorAll('label')[3].click(); log(`small=${$('small').checked} large=${$('large').checked}`);
log('click text-input label'); $('namelabel').click(); log(`active=${document.activeElement.id}`);
log('click link inside label'); $('lnk').click(); log(`linked=${$('linked').checked}`);
log('click label of disabled'); $('dislabel').click(); log(`dis=${$('dis').checked}`);
log(`control: ${$('wrap').control.id} ${$('forlabel').control.id} labels of news: ${$('news').labels.length} ${$('news').labels[0].id}`);
log(`htmlFor: ${$('forlabel').htmlFor} labels of name: ${[...$('name').labels].map((l) => l.id)}`);
// A label listener that cancels the click: the control is not clicked.
const stop = (e) => e.preventDefault();
$('forlabel').addEventListener('click', stop);
log('canceled label click'); $('forlabel').click(); log(`news=${$('news').checked}`);
$('forlabel').removeEventListener('click', stop);
// dispatchEvent of a MouseEvent click on a label or checkbox runs activation too.
log('dispatchEvent MouseEvent on label'); $('forlabel').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); log(`news=${$('news').checked}`);
log('dispatchEvent plain Event on checkbox'); $('news').dispatchEvent(new Event('click', { bubbles: true })); log(`news=${$('news').checked}`);
