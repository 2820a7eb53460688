// A list re-rendered with replaceChildren on each click: items built with createElement and fragments, old nodes detached, order kept, and element navigation helpers
// @html <button id="more">Add item</button><ul id="list"><li>placeholder</li></ul>
// @input click #more @ 100ms
// @input click #more @ 700ms
// @until 1100
const list = document.getElementById('list');
const items = ['apples', 'bread'];
const old = list.firstElementChild;
function render() {
  const fragment = document.createDocumentFragment();
  for (const [i, name] of items.entries()) {
    const li = document.createElement('li');
    li.textContent = name;
    li.dataset;
    li.setAttribute('data-index', String(i));
    fragment.append(li);
  }
  list.replaceChildren(fragment);
  const texts = [];
  for (const li of list.children) texts.push(`${li.dataset.index}:${li.textContent}`);
  console.log(`rendered ${list.childElementCount}: ${texts.join(', ')}`);
}
render();
console.log(`old placeholder detached: ${old.parentElement === null} connected=${old.isConnected}`);
document.getElementById('more').addEventListener('click', () => {
  items.unshift(`item ${items.length + 1}`);
  render();
  const first = list.firstElementChild;
  console.log(`first ${first.textContent}, next ${first.nextElementSibling.textContent}, last ${list.lastElementChild.textContent}, parent ${first.parentElement.id}`);
});
list.replaceChildren('plain text', document.createElement('li'));
console.log(`mixed: ${list.childNodes.length} nodes, ${list.children.length} element, text "${list.firstChild.textContent}"`);
list.replaceChildren();
console.log(`emptied: ${list.childNodes.length}`);
render();
