// @html <section id="app"><h1>Todos</h1><ul id="list">
// @html <li data-id="1" class="todo"><span id="t-1" class="title">Buy milk</span> <button id="del-1" class="delete">×</button></li>
// @html <li data-id="2" class="todo"><span id="t-2" class="title">Write report</span> <button id="del-2" class="delete">×</button></li>
// @html <li data-id="3" class="todo"><span id="t-3" class="title">Call &lt;Mom&gt; &amp; Dad</span> <button id="del-3" class="delete">×</button></li>
// @html <li data-id="4" class="todo"><span id="t-4" class="title">Fix bike</span> <button id="del-4" class="delete">×</button></li>
// @html </ul><p id="footer"></p><button id="clear">Clear completed</button></section>
// @input click #t-2 @ 100ms
// @input click #t-3 @ 160ms
// @input click #del-1 @ 220ms
// @input click #clear @ 300ms
// @until 600
// Hydrate the server-rendered list into state, then take over rendering.
const list = document.getElementById('list');
const state = {
  todos: [...list.querySelectorAll('li')].map((li) => ({
    id: Number(li.dataset.id),
    title: li.querySelector('.title').textContent,
    done: li.classList.contains('done'),
  })),
};
console.log(`hydrated ${state.todos.length} todos, whitespace nodes: ${[...list.childNodes].filter((n) => n.nodeType === 3).length}`);
const footer = document.getElementById('footer');

function renderItem(todo) {
  const li = document.createElement('li');
  li.dataset.id = String(todo.id);
  li.className = 'todo';
  if (todo.done) li.classList.add('done');
  const label = document.createElement('span');
  label.id = `t-${todo.id}`;
  label.className = 'title';
  label.textContent = todo.title;
  const del = document.createElement('button');
  del.id = `del-${todo.id}`;
  del.className = 'delete';
  del.type = 'button';
  del.setAttribute('aria-label', `Delete ${todo.title}`);
  del.textContent = '×';
  li.append(label, ' ', del);
  return li;
}

function render() {
  const frag = document.createDocumentFragment();
  for (const todo of state.todos) frag.appendChild(renderItem(todo));
  list.replaceChildren(frag);
  const left = state.todos.filter((t) => !t.done).length;
  footer.textContent = `${left} item${left === 1 ? '' : 's'} left`;
}

list.addEventListener('click', (event) => {
  const li = event.target.closest('li.todo');
  if (!li || !list.contains(li)) return;
  const id = Number(li.dataset.id);
  if (event.target.matches('button.delete')) {
    state.todos = state.todos.filter((t) => t.id !== id);
    console.log(`deleted #${id}`);
  } else {
    const todo = state.todos.find((t) => t.id === id);
    todo.done = !todo.done;
    console.log(`toggled #${id} -> ${todo.done ? 'done' : 'open'} (target ${event.target.tagName.toLowerCase()}.${event.target.className})`);
  }
  render();
  console.log(`  footer: ${footer.textContent}`);
});

document.getElementById('clear').addEventListener('click', () => {
  const before = state.todos.length;
  state.todos = state.todos.filter((t) => !t.done);
  render();
  console.log(`cleared ${before - state.todos.length} completed`);
  console.log(list.innerHTML);
});

render();
console.log(`rendered ${list.children.length} items`);
console.log(list.firstElementChild.outerHTML);
console.log(`third title: ${list.querySelector('[data-id="3"] .title').textContent}`);
console.log(`third html: ${list.querySelector('[data-id="3"] .title').innerHTML}`);
console.log(`dataset keys: ${Object.keys(list.lastElementChild.dataset).join(',')}`);

setTimeout(() => {
  const done = [...list.querySelectorAll('li.done')].map((li) => li.dataset.id);
  console.log(`done ids at 280ms: [${done.join(', ')}]`);
  console.log(`classes of #3: ${[...list.querySelector('[data-id="3"]').classList].join(' ')}`);
}, 280);

setTimeout(() => {
  console.log(`final: ${JSON.stringify(state.todos)}`);
  console.log(`li count ${document.querySelectorAll('#list > li').length}, footer "${footer.textContent}"`);
}, 400);
