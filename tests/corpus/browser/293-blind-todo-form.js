// @html <form id="f"><input id="t" name="title" required><button id="addbtn">Add</button></form><ul id="todos"></ul>
// @input click #t @ 100ms
// @input key M @ 150ms
// @input key i @ 170ms
// @input key l @ 190ms
// @input key k @ 210ms
// @input key Enter @ 260ms
// @input click #addbtn @ 400ms
// @until 700
// A todo form: typing, input events, submit via Enter and via an empty submit
const form = document.getElementById('f');
const input = document.getElementById('t');
const todos = document.getElementById('todos');
let inputs = 0;

input.addEventListener('input', () => { inputs++; });
input.addEventListener('invalid', () => console.log(`invalid: ${input.validity.valueMissing ? 'value missing' : 'other'}`));
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const title = String(data.get('title')).trim();
  const li = document.createElement('li');
  li.textContent = title;
  todos.append(li);
  console.log(`submitted "${title}" after ${inputs} input events; submitter ${e.submitter && e.submitter.id}`);
  form.reset();
  console.log(`after reset value "${input.value}", todos ${todos.children.length}`);
});
input.addEventListener('focus', () => console.log('input focused'));
setTimeout(() => console.log(`final list: ${[...todos.querySelectorAll('li')].map((li) => li.textContent).join(',')}`), 600);
