// @html <form id="f"><input id="email" name="email" type="email" required><input id="qty" name="qty" type="number" min="1" value="0">
// @html <button id="save" name="action" value="save">Save</button><button id="draft" name="action" value="draft" formnovalidate>Draft</button></form>
// @html <form id="nv" novalidate><input id="must" required><button id="nvgo">Go</button></form>
// form.requestSubmit() and submit-button clicks validate first: 'invalid' events on the
// invalid controls, focus on the first unhandled one, no 'submit'; formnovalidate and
// novalidate skip validation; reportValidity focuses; canceled invalid events.
const $ = (id) => document.getElementById(id);
const f = $('f');
f.addEventListener('submit', (e) => {
  e.preventDefault();
  console.log(`submit by ${e.submitter ? e.submitter.id : 'null'}: ${new URLSearchParams(new FormData(f, e.submitter)).toString()}`);
});
$('nv').addEventListener('submit', (e) => { e.preventDefault(); console.log('novalidate form submitted'); });
for (const id of ['email', 'qty', 'must']) {
  $(id).addEventListener('invalid', (e) => console.log(`invalid: ${id} (${$(id).validationMessage})`));
  $(id).addEventListener('focus', () => console.log(`focus: ${id}`));
}
console.log('requestSubmit()');
f.requestSubmit();
console.log(`active: ${document.activeElement.id || document.activeElement.tagName}`);
console.log('click Save');
$('save').click();
console.log('click Draft (formnovalidate)');
$('draft').click();
console.log('requestSubmit(draft)');
f.requestSubmit($('draft'));
console.log('novalidate form');
$('nv').requestSubmit();
console.log(`nv.checkValidity() still checks: ${$('nv').checkValidity()}`);
// Canceling the invalid event of the first control moves focus to the next one.
$('email').addEventListener('invalid', (e) => e.preventDefault());
$('qty').blur();
console.log(`reportValidity: ${f.reportValidity()}`);
$('email').value = 'ann@example.com';
$('qty').value = '2';
console.log('fixed, requestSubmit(save)');
f.requestSubmit($('save'));
console.log(`form.submit() skips validation and the submit event: ${typeof f.submit}`);
console.log(`noValidate: ${f.noValidate} ${$('nv').noValidate} formNoValidate: ${$('draft').formNoValidate}`);
