// @html <button id="add">Add</button><ul id="list"></ul>
// @input click #add @ 100ms
// @input click #add @ 200ms
// @input click #item-2 .remove @ 400ms
// @input click #item-1 span @ 600ms
// @input click #list @ 800ms
// @until 1200
// A todo list that uses event delegation: one listener on <ul> handles every item.
const list = document.getElementById('list');
let nextId = 1;

function addItem(text) {
  const li = document.createElement('li');
  li.id = `item-${nextId}`;
  li.dataset.id = String(nextId++);
  li.innerHTML = `<span class="label">${text}</span> <button class="remove">x</button>`;
  list.append(li);
  console.log(`added ${li.id} (${list.children.length} items)`);
}

document.getElementById('add').addEventListener('click', () => addItem(`task ${nextId}`));

list.addEventListener('click', (e) => {
  const li = e.target.closest('li');
  if (!li || !list.contains(li)) {
    console.log('click on the list itself, target', e.target.tagName);
    return;
  }
  if (e.target.matches('.remove')) {
    li.remove();
    console.log(`removed item ${li.dataset.id}; left: ${[...list.querySelectorAll('li')].map((x) => x.dataset.id).join(',')}`);
  } else {
    li.classList.toggle('done');
    console.log(`toggled item ${li.dataset.id}: ${li.className} (target ${e.target.className}, currentTarget ${e.currentTarget.id})`);
  }
});
