// @html <ul id="list"></ul>
const items = ['milk', 'eggs', 'bread'];
const list = document.getElementById('list');
for (const [i, name] of items.entries()) {
  const li = document.createElement('li');
  li.textContent = name;
  li.dataset.index = i;
  li.className = i % 2 ? 'odd' : 'even';
  list.appendChild(li);
}
console.log(list.children.length, list.innerHTML);
console.log([...document.querySelectorAll('li.even')].map((li) => li.textContent));
list.addEventListener('click', (e) => {
  const li = e.target.closest('li');
  console.log('clicked item', li.dataset.index, li.textContent);
  li.remove();
  console.log('remaining', list.children.length);
});
list.children[1].click();
list.querySelector('li').click();
console.log(list.textContent);
