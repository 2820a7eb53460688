// @html <form id="f"><input id="title" name="title" required><select name="prio"><option>low</option><option selected>high</option></select><button id="save">Save</button></form><ol id="out"></ol>
// @input click #save @ 100ms
// @input click #title @ 400ms
// @input key B @ 500ms
// @input key u @ 600ms
// @input key y @ 700ms
// @input key Enter @ 900ms
// @until 1400
// A form with required validation; Enter in the field submits through the default button.
const form = document.getElementById('f');
const out = document.getElementById('out');
const title = document.getElementById('title');

title.addEventListener('invalid', () => console.log('invalid:', title.validity.valueMissing ? 'value missing' : 'other'));
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const entry = Object.fromEntries(data);
  console.log('submit by', e.submitter?.id, JSON.stringify(entry));
  const li = document.createElement('li');
  li.textContent = `${entry.title} [${entry.prio}]`;
  out.appendChild(li);
  form.reset();
  console.log('list now:', out.textContent, '| field after reset:', JSON.stringify(title.value));
});
form.addEventListener('click', (e) => console.log('click on', e.target.tagName.toLowerCase(), e.target.id));
