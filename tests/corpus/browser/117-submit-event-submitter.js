// SubmitEvent.submitter: the button whose click submitted the form (a <button>, an <input type=submit>), the button passed to form.requestSubmit(button), or null for requestSubmit(); requestSubmit rejects a non-submit element; type=button does not submit
// @html <form id="f"><input name="q" value="cats"><button id="save" name="action" value="save">Save</button><input type="submit" id="publish" name="action" value="publish"><button type="button" id="plain">Plain</button></form>
// @html <form id="other"><button id="elsewhere">Other</button></form>
const form = document.getElementById('f');
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const s = e.submitter;
  console.log(`submit (${e.constructor.name}, cancelable ${e.cancelable}) submitter=${s ? s.id : s} entries=${[...new FormData(form, s)].map((p) => p.join('=')).join('&')}`);
});
document.getElementById('other').addEventListener('submit', (e) => e.preventDefault());
document.getElementById('save').click();
document.getElementById('publish').click();
document.getElementById('plain').click();
console.log('type=button submitted nothing');
form.requestSubmit(document.getElementById('publish'));
form.requestSubmit();
try { form.requestSubmit(document.getElementById('plain')); } catch (e) { console.log(`${e.name}: not a submit button`); }
try { form.requestSubmit(document.getElementById('elsewhere')); } catch (e) { console.log(`${e.name}: other form's button`); }
const ev = new SubmitEvent('submit', { submitter: document.getElementById('save') });
console.log(`constructed: ${ev.submitter.id} ${new SubmitEvent('submit').submitter}`);
