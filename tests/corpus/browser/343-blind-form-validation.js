// @html <form id="signup" novalidate><input id="user" name="user" required minlength="3"><input id="email" name="email" type="email" required><input id="age" name="age" type="number" min="13" max="120"><label><input id="tos" name="tos" type="checkbox"> I agree</label><button id="submit" type="submit">Sign up</button></form><ul id="errors"></ul>
// @input click #submit @ 100ms
// @input click #user @ 220ms
// @input key j @ 300ms
// @input key o @ 400ms
// @input key Tab @ 500ms
// @input click #email @ 620ms
// @input key a @ 700ms
// @input key x @ 800ms
// @input key b @ 900ms
// @input click #tos @ 1020ms
// @input click #user @ 1140ms
// @input key e @ 1220ms
// @input key Enter @ 1340ms
// @until 1700
// Form validation on input/change/submit: custom rules, constraint validation API, live error list
const form = document.getElementById('signup');
const errorsEl = document.getElementById('errors');
const rules = {
  user: (v) => v.length < 3 ? 'Username needs 3+ characters' : /^[a-z]+$/.test(v) ? '' : 'Lowercase letters only',
  email: (v) => !v ? 'Email is required' : /^[^@]+@[^@]+\.[a-z]{2,}$/i.test(v) ? '' : 'Email looks incomplete',
  age: (v) => v === '' ? '' : (+v < 13 ? 'Too young' : ''),
  tos: (_, el) => el.checked ? '' : 'You must accept the terms',
};
const touched = new Set();
function validate(name) {
  const el = form.elements[name];
  const msg = rules[name](el.value, el);
  el.setCustomValidity(msg);
  el.classList.toggle('invalid', !!msg);
  return msg;
}
function renderErrors(names) {
  errorsEl.replaceChildren(...names.map(n => ({ n, m: form.elements[n].validationMessage })).filter(x => x.m).map(({ n, m }) => {
    const li = document.createElement('li'); li.dataset.field = n; li.textContent = m; return li;
  }));
  return errorsEl.children.length;
}
form.addEventListener('input', (e) => {
  const name = e.target.name;
  const msg = validate(name);
  console.log(`input ${name}=${JSON.stringify(e.target.value)} (${e.inputType ?? 'n/a'}) -> ${msg || 'ok'}`);
  if (touched.has(name)) renderErrors([...touched]);
});
form.addEventListener('change', (e) => {
  touched.add(e.target.name);
  console.log(`change ${e.target.name} value=${JSON.stringify(e.target.type === 'checkbox' ? e.target.checked : e.target.value)} touched=${[...touched].join(',')}`);
  validate(e.target.name);
  console.log(`  errors shown: ${renderErrors([...touched])}`);
});
form.addEventListener('focusin', (e) => console.log(`focusin ${e.target.id}${e.relatedTarget ? ' from ' + e.relatedTarget.id : ''}`));
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const names = Object.keys(rules);
  names.forEach(validate);
  names.forEach(n => touched.add(n));
  const count = renderErrors(names);
  const valid = form.checkValidity();
  console.log(`submit by ${e.submitter ? e.submitter.id : 'implicit'}: valid=${valid} errors=${count}`);
  if (count) {
    console.log('  ' + [...errorsEl.children].map(li => `${li.dataset.field}: ${li.textContent}`).join(' / '));
    const firstBad = form.querySelector('.invalid');
    console.log('  first invalid field:', firstBad && firstBad.id);
  } else {
    const data = Object.fromEntries(new FormData(form));
    console.log('  payload', JSON.stringify(data));
  }
});
form.elements.age.value = '12';
console.log('age validity before custom rules:', form.elements.age.validity.rangeUnderflow, form.elements.age.validationMessage !== '');
form.elements.age.value = '';
console.log('fields:', [...form.elements].map(el => `${el.name || el.id}:${el.type}`).join(' '));
