// @html <form id="login"><input name="user" id="user" required><input name="pass" id="pass" type="password" minlength="4"><button id="go" type="submit">Log in</button></form>
// @input click #go @ 100ms
// @input click #go @ 300ms
// Form validation and submit handling with FormData
const form = document.getElementById('login');
const user = document.getElementById('user');
const pass = document.getElementById('pass');

form.addEventListener('invalid', (e) => console.log('invalid:', e.target.name, '-', e.target.validity.valueMissing ? 'valueMissing' : 'other'), true);
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  console.log('submit by', e.submitter?.id, Object.fromEntries(data));
});
document.getElementById('go').addEventListener('click', () => console.log('button click, form valid?', form.checkValidity()));

setTimeout(() => {
  user.value = 'ada';
  pass.value = 'secret';
  console.log('filled fields; checkValidity =', form.checkValidity());
}, 200);

console.log('initial validity', user.validity.valid, pass.validity.valid);
pass.value = 'abc';
console.log('short password valid?', pass.validity.valid, pass.validity.tooShort);
pass.value = '';
console.log('elements:', [...form.elements].map((el) => el.name || el.id).join(','));
