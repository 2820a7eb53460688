// @html <form id="f"><input id="title" name="title"><button id="addbtn">Add</button></form><ul id="todos"></ul><p id="count"></p>
// @input click #todos li:nth-child(1) input @ 300ms
// @input click #todos li:nth-child(3) .remove @ 550ms
// A small to-do list rendered from state
const state = { todos: [], nextId: 1 };
const ul = document.getElementById('todos');
const count = document.getElementById('count');

function render() {
  ul.innerHTML = '';
  for (const t of state.todos) {
    const li = document.createElement('li');
    li.dataset.id = t.id;
    if (t.done) li.classList.add('done');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = t.done;
    const label = document.createElement('span');
    label.textContent = t.title;
    const rm = document.createElement('button');
    rm.className = 'remove';
    rm.textContent = '×';
    li.append(box, label, rm);
    ul.append(li);
  }
  const left = state.todos.filter((t) => !t.done).length;
  count.textContent = `${left} item${left === 1 ? '' : 's'} left`;
  console.log('render:', state.todos.map((t) => (t.done ? '[x] ' : '[ ] ') + t.title).join(' | '), '-', count.textContent);
}

function addTodo(title) {
  state.todos.push({ id: state.nextId++, title, done: false });
  render();
}

document.getElementById('f').addEventListener('submit', (e) => {
  e.preventDefault();
  const input = document.getElementById('title');
  if (input.value.trim()) addTodo(input.value.trim());
  input.value = '';
});

ul.addEventListener('change', (e) => {
  const id = Number(e.target.closest('li').dataset.id);
  const todo = state.todos.find((t) => t.id === id);
  todo.done = e.target.checked;
  console.log('toggled', todo.title, '->', todo.done);
  render();
});
ul.addEventListener('click', (e) => {
  if (!e.target.matches('.remove')) return;
  const id = Number(e.target.closest('li').dataset.id);
  console.log('remove', state.todos.find((t) => t.id === id).title);
  state.todos = state.todos.filter((t) => t.id !== id);
  render();
});

for (const t of ['buy milk', 'write tests', 'call mom']) addTodo(t);
console.log('ul html:', ul.children.length, 'li,', ul.querySelectorAll('.remove').length, 'buttons');
