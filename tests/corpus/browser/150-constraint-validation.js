// @html <form id="signup"><input id="email" type="email" required><input id="site" type="url"><input id="code" pattern="[A-Z]{3}-[0-9]{2}">
// @html <input id="age" type="number" min="18" max="120"><input id="half" type="number" step="0.5"><input id="agree" type="checkbox" required>
// @html <input type="radio" name="plan" value="a" id="pa" required><input type="radio" name="plan" value="b" id="pb">
// @html <select id="color" required><option value="">Pick one</option><option value="red">Red</option></select><textarea id="bio" required></textarea>
// @html <input id="nick" minlength="3" maxlength="8" value="ab"><input id="ro" required readonly><input id="off" required disabled><input id="hid" type="hidden" required>
// @html <button id="go">Go</button></form>
// Constraint validation: each ValidityState flag, validationMessage as Chromium words
// it, setCustomValidity, willValidate, and the 'invalid' events of checkValidity.
const $ = (id) => document.getElementById(id);
const report = (id) => {
  const el = $(id);
  const flags = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput', 'customError'].filter((k) => el.validity[k]);
  console.log(`${id}: valid=${el.validity.valid} [${flags.join(',')}] willValidate=${el.willValidate} message=${JSON.stringify(el.validationMessage)}`);
};
const ids = ['email', 'site', 'code', 'age', 'half', 'agree', 'pa', 'pb', 'color', 'bio', 'nick', 'ro', 'off', 'hid', 'go'];
ids.forEach(report);
console.log('--- after filling in');
for (const [id, v] of [['email', 'ann'], ['site', 'not a url'], ['code', 'abc-12'], ['age', '12'], ['half', '1.25'], ['bio', 'hello']]) $(id).value = v;
['email', 'site', 'code', 'age', 'half', 'bio'].forEach(report);
for (const v of ['@example.com', 'ann@', 'a nn@x.com', 'ann@ex!ample.com', 'ann@.example.com', 'ann@example..com', 'ann@example.com']) {
  $('email').value = v;
  console.log(`email ${JSON.stringify(v)}: ${$('email').validity.typeMismatch} ${JSON.stringify($('email').validationMessage)}`);
}
$('age').value = '130';
report('age');
$('age').value = '40';
$('half').value = '2.5';
$('code').value = 'ABC-12';
$('site').value = 'https://example.com/x';
$('agree').checked = true;
$('pb').checked = true;
$('color').value = 'red';
['age', 'half', 'code', 'site', 'agree', 'pa', 'color'].forEach(report);
$('bio').setCustomValidity('Bio must mention a hobby');
report('bio');
const form = $('signup');
form.addEventListener('invalid', () => console.log('invalid reached the form? (it does not bubble)'));
for (const id of ids) $(id).addEventListener('invalid', (e) => console.log(`invalid event on ${id}: bubbles=${e.bubbles} cancelable=${e.cancelable}`));
console.log(`form.checkValidity() = ${form.checkValidity()}`);
console.log(`bio.checkValidity() = ${$('bio').checkValidity()}`);
$('bio').setCustomValidity('');
console.log(`after clearing custom: bio valid=${$('bio').validity.valid}; form.checkValidity() = ${form.checkValidity()}`);
console.log(`ValidityState: ${Object.prototype.toString.call($('bio').validity)} same object: ${$('bio').validity === $('bio').validity}`);
