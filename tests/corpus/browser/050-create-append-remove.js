// createElement + appendChild builds new nodes that querySelector finds right away;
// removeChild detaches them again; textContent of a parent joins its children's text.
// @html <ul id="list"></ul>
const list = document.querySelector('#list');
for (const name of ['red', 'green', 'blue']) {
  const li = document.createElement('li');
  li.id = `item-${name}`;
  li.textContent = name;
  list.appendChild(li);
}
console.log(`list text: ${list.textContent}`);
console.log(`first li: ${document.querySelector('li').textContent}`);
console.log(`green found: ${document.querySelector('#item-green') !== null}`);
const green = document.getElementById('item-green');
const removed = list.removeChild(green);
console.log(`removed is green: ${removed === green}, list text: ${list.textContent}`);
console.log(`green found: ${document.querySelector('#item-green') !== null}`);
document.body.appendChild(green);
console.log(`back in the page: ${document.getElementById('item-green').textContent}`);
