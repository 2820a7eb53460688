// @html <button id="add">Add</button><ul id="list"><li data-id="1">Milk <button class="del">x</button></li><li data-id="2">Bread <button class="del">x</button></li></ul>
// @input click #add @ 100ms
// Event delegation: one listener on the list handles current and future items
const list = document.getElementById('list');
let nextId = 3;

list.addEventListener('click', (e) => {
  const btn = e.target.closest('button.del');
  if (btn && list.contains(btn)) {
    const li = btn.closest('li');
    console.log(`delete item ${li.dataset.id} (target=${e.target.tagName}, currentTarget=${e.currentTarget.id})`);
    li.remove();
    return;
  }
  const li = e.target.closest('li');
  if (li) console.log(`select item ${li.dataset.id}: ${li.firstChild.textContent.trim()}`);
});

document.getElementById('add').addEventListener('click', () => {
  const li = document.createElement('li');
  li.dataset.id = String(nextId++);
  li.append('Eggs ');
  const b = document.createElement('button');
  b.className = 'del';
  b.textContent = 'x';
  li.append(b);
  list.append(li);
  console.log(`added item ${li.dataset.id}; items now ${list.children.length}`);
  setTimeout(() => {
    li.click();
    b.click();
    console.log(`after delete: ${[...list.querySelectorAll('li')].map((x) => x.dataset.id).join(',')}`);
  }, 50);
});

list.querySelector('li').click();
list.querySelector('li[data-id="2"] .del').click();
console.log(`remaining: ${list.children.length}`);
