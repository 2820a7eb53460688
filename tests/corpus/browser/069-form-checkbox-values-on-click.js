// A form read on click: a real click toggles a checkbox before its click listeners run, then input and change fire; the button's listener reads checked, value, select and reflected attributes
// @html <form id="f"><input id="agree" type="checkbox" name="agree"><input id="email" name="email" value="ann@example.com" placeholder="Email">
// @html <select id="plan" name="plan"><option value="free">Free</option><option value="pro" selected>Pro</option></select>
// @html <textarea id="note" name="note">hello</textarea><button id="send" type="button">Send</button></form>
// @input click #agree @ 100ms
// @input click #send @ 400ms
// @until 900
const agree = document.getElementById('agree');
const email = document.getElementById('email');
const plan = document.getElementById('plan');
const note = document.getElementById('note');
console.log(`start: checked=${agree.checked} value=${agree.value} type=${agree.type} email=${email.value} plan=${plan.value} index=${plan.selectedIndex} note=${note.value}`);
for (const type of ['click', 'input', 'change']) agree.addEventListener(type, () => console.log(`${type} on checkbox: checked=${agree.checked}`));
email.value = 'bob@example.com';
plan.value = 'free';
note.value = 'typed text';
console.log(`attributes stay: value attr=${email.getAttribute('value')} defaultValue=${email.defaultValue} name=${email.name} placeholder=${email.placeholder}`);
document.getElementById('send').addEventListener('click', () => {
  console.log(`send: agree=${agree.checked} email=${email.value} plan=${plan.value} (${plan.selectedIndex}) note=${note.value}`);
  email.disabled = true;
  console.log(`disabled now: ${email.disabled} attr=${email.hasAttribute('disabled')} type of button=${document.getElementById('send').type}`);
  const cancelled = document.createElement('input');
  cancelled.type = 'checkbox';
  cancelled.addEventListener('click', (e) => e.preventDefault());
  cancelled.click();
  console.log(`a cancelled click leaves checked=${cancelled.checked}`);
  const synthetic = document.createElement('input');
  synthetic.setAttribute('type', 'CHECKBOX');
  synthetic.addEventListener('change', () => console.log(`synthetic change: checked=${synthetic.checked}`));
  synthetic.click();
  console.log(`type is ${synthetic.type}; defaultChecked=${synthetic.defaultChecked}`);
});
