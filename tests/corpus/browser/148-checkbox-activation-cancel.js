// @html <input type="checkbox" id="a"><input type="checkbox" id="b" checked><input type="radio" name="r" id="r1" checked><input type="radio" name="r" id="r2">
// Checkbox and radio activation: checkedness flips before the click listeners run, a
// canceled click puts it (and indeterminate) back with no input/change, and change fires
// after click listeners; radios fire change only when they become checked.
const $ = (id) => document.getElementById(id);
const a = $('a'), b = $('b'), r1 = $('r1'), r2 = $('r2');
for (const el of [a, b, r1, r2]) {
  el.addEventListener('click', () => console.log(`click #${el.id}: checked during click=${el.checked} indeterminate=${el.indeterminate}`));
  el.addEventListener('input', () => console.log(`input #${el.id}`));
  el.addEventListener('change', () => console.log(`change #${el.id} -> ${el.checked}`));
}
a.indeterminate = true;
a.click();
console.log(`after: a=${a.checked} indeterminate=${a.indeterminate}`);
const cancel = (e) => { e.preventDefault(); console.log(`  canceled, during listener checked=${e.target.checked}`); };
b.indeterminate = true;
b.addEventListener('click', cancel);
b.click();
console.log(`after canceled: b=${b.checked} indeterminate=${b.indeterminate}`);
b.removeEventListener('click', cancel);
r2.addEventListener('click', cancel);
r2.click();
console.log(`after canceled radio: r1=${r1.checked} r2=${r2.checked}`);
r2.removeEventListener('click', cancel);
r2.click();
r2.click();
console.log(`radios: r1=${r1.checked} r2=${r2.checked}`);
const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
console.log(`dispatchEvent returns ${a.dispatchEvent(ev)}, a=${a.checked}, isTrusted=${ev.isTrusted}`);
const detached = document.createElement('input');
detached.type = 'checkbox';
detached.addEventListener('change', () => console.log('detached change?'));
detached.click();
console.log(`detached toggled: ${detached.checked}`);
a.disabled = true;
a.click();
console.log(`disabled click: a=${a.checked}`);
