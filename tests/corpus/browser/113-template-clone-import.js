// <template>: its markup is parsed into .content (a DocumentFragment), not into the element's children; cloneNode(true) and document.importNode copy it, a shallow clone copies only the node; appending a fragment moves its children and leaves it empty
// @html <template id="row"><li class="row"><span class="name"></span> <b class="qty">0</b></li></template><ul id="list"></ul>
const tpl = document.getElementById('row');
console.log(`template children ${tpl.childNodes.length}, content ${tpl.content.nodeName} with ${tpl.content.childNodes.length} node(s), nodeType ${tpl.content.nodeType}`);
console.log(`template innerHTML: ${tpl.innerHTML}`);
console.log(`not in the document: ${document.querySelector('.row') === null}, found in content: ${tpl.content.querySelector('.qty').textContent}`);
const list = document.getElementById('list');
const items = [['apples', 3], ['pears', 0], ['plums', 12]];
const frag = document.createDocumentFragment();
items.forEach(([name, qty], i) => {
  const row = i % 2 === 0 ? tpl.content.cloneNode(true) : document.importNode(tpl.content, true);
  row.querySelector('.name').textContent = name;
  row.querySelector('.qty').textContent = String(qty);
  frag.appendChild(row);
});
console.log(`fragment: ${frag.childNodes.length} rows, ${frag.children.length} elements, first ${frag.firstElementChild.className}`);
list.appendChild(frag);
console.log(`after append: fragment has ${frag.childNodes.length}, list has ${list.children.length}, template content still ${tpl.content.childElementCount}`);
console.log(list.innerHTML);
const shallow = list.firstElementChild.cloneNode();
console.log(`shallow clone: ${shallow.outerHTML}, connected ${shallow.isConnected}`);
const deep = list.cloneNode(true);
deep.firstElementChild.remove();
console.log(`deep clone keeps id ${deep.id}: ${deep.children.length} rows vs original ${list.children.length}`);
const tplClone = tpl.cloneNode(true);
console.log(`cloned template content: ${tplClone.content.childElementCount}, shallow template clone content: ${tpl.cloneNode(false).content.childElementCount}`);
const made = document.createElement('template');
made.innerHTML = '<p>one</p><p>two</p>';
console.log(`created template: ${made.childNodes.length} children, content ${made.content.children.length} elements, ${made.content.textContent}`);
