// @html <form id="f"><input id="name"><input id="email"><textarea id="note"></textarea></form>
// Focus moving between fields: blur/focusout on the old field, focus/focusin on the new
// one, relatedTarget naming the other; only focusin/focusout reach the form.
const form = document.getElementById('f');
const seen = [];
const id = (el) => (el ? el.id : 'none');
for (const type of ['focus', 'blur', 'focusin', 'focusout'])
  form.addEventListener(type, (e) => seen.push(`form ${type} ${id(e.target)} (from/to ${id(e.relatedTarget)})`));
for (const field of form.elements) {
  field.addEventListener('focus', (e) => seen.push(`${field.id} focus, came from ${id(e.relatedTarget)}`));
  field.addEventListener('blur', (e) => seen.push(`${field.id} blur, going to ${id(e.relatedTarget)}`));
}
document.getElementById('name').focus();
document.getElementById('email').focus();
document.getElementById('email').focus(); // already focused: nothing
document.getElementById('note').focus();
document.getElementById('name').blur(); // not focused: nothing
document.getElementById('note').blur();
console.log(seen.join('\n'));
console.log('active is body:', document.activeElement === document.body);
