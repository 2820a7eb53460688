// @html <ul id="todo"><li>one</li><li class="done">two</li></ul><button id="add">Add</button><button id="toggle">Toggle first</button><button id="rename">Rename</button><button id="clear">Clear done</button>
// @input click #add @ 300ms
// @input click #toggle @ 450ms
// @input click #rename @ 600ms
// @input click #clear @ 750ms
// @until 1100
// MutationObserver-driven logging: childList/attributes/characterData with oldValue, subtree, batching per microtask, takeRecords, disconnect
const list = document.getElementById('todo');
const describe = (n) => n.nodeType === 1 ? `<${n.tagName.toLowerCase()}${n.className ? '.' + n.className : ''}>${n.textContent}` : `#text"${n.data}"`;
let batch = 0;
const mo = new MutationObserver((records, obs) => {
  batch++;
  console.log(`batch ${batch}: ${records.length} record(s), observer is this: ${obs === mo}`);
  for (const r of records) {
    if (r.type === 'childList') console.log(`  childList on ${describe(r.target).split('>')[0]}>: +[${[...r.addedNodes].map(describe)}] -[${[...r.removedNodes].map(describe)}] prev=${r.previousSibling ? describe(r.previousSibling) : null}`);
    else if (r.type === 'attributes') console.log(`  attr ${r.attributeName} on ${describe(r.target)}: ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.getAttribute(r.attributeName))}`);
    else console.log(`  text: ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.data)}`);
  }
});
mo.observe(list, { childList: true, subtree: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true, attributeFilter: ['class', 'data-id'] });
let counter = 2;
document.getElementById('add').addEventListener('click', () => {
  const li = document.createElement('li');
  li.textContent = `item ${++counter}`;
  li.dataset.id = counter;
  list.append(li);
  li.title = 'ignored by attributeFilter';
  li.dataset.id = 'x' + counter;
  console.log('add handler done (records are delivered after this)');
});
document.getElementById('toggle').addEventListener('click', () => {
  const first = list.firstElementChild;
  first.classList.toggle('done');
  first.classList.toggle('done');
  first.classList.add('done', 'starred');
  Promise.resolve().then(() => console.log('a microtask queued in the handler runs before the observer callback? order shows'));
});
document.getElementById('rename').addEventListener('click', () => {
  const text = list.firstElementChild.firstChild;
  text.data = 'ONE';
  text.appendData('!');
  const pending = mo.takeRecords();
  console.log(`took ${pending.length} records synchronously: ${pending.map(r => r.type + ':' + JSON.stringify(r.oldValue)).join(', ')}`);
  text.data = 'one!!';
});
document.getElementById('clear').addEventListener('click', () => {
  list.querySelectorAll('li.done').forEach(li => li.remove());
  mo.disconnect();
  list.append(document.createElement('li'));
  console.log('disconnected; pending records dropped; items left:', list.children.length);
  setTimeout(() => console.log('total batches', batch), 50);
});
list.insertAdjacentHTML('afterbegin', '<li>zero</li>');
list.lastElementChild.className = 'done later';
console.log('script end, no records yet:', batch);
queueMicrotask(() => console.log('microtask queued before mutations were observed... batch =', batch));
