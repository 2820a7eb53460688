// @html <button id="add">Add</button><ul id="list"></ul>
// @input click #add @ 100ms
// @input click #add @ 250ms
// @input click #list li:nth-child(2) .del @ 450ms
// @input click #list li:first-child span @ 650ms
// Event delegation: one listener on the list handles items added later
const list = document.getElementById('list');
let n = 0;
function add() {
  n++;
  const li = document.createElement('li');
  li.dataset.id = String(n);
  li.innerHTML = `<span>Item ${n}</span> <button class="del">x</button>`;
  list.appendChild(li);
  console.log('added item', n, '-> list has', list.children.length);
}
add();
document.getElementById('add').addEventListener('click', add);

list.addEventListener('click', (e) => {
  const li = e.target.closest('li');
  if (!li || !list.contains(li)) return;
  if (e.target.matches('.del')) {
    console.log('delete item', li.dataset.id);
    li.remove();
  } else {
    li.classList.toggle('selected');
    console.log('toggle item', li.dataset.id, '->', li.className || '(none)');
  }
  console.log('items now:', [...list.querySelectorAll('li')].map((x) => x.dataset.id + (x.classList.contains('selected') ? '*' : '')).join(','));
});
