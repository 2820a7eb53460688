// @html <ul id="list"></ul><p id="title" class="a">Title</p>
// MutationObserver delivers records in a batch, as a microtask after the changes
const list = document.getElementById('list');
const title = document.getElementById('title');
let batch = 0;
const mo = new MutationObserver((records, observer) => {
  batch++;
  const summary = records.map((r) => {
    if (r.type === 'childList') return `childList +${r.addedNodes.length}/-${r.removedNodes.length}`;
    if (r.type === 'attributes') return `attr ${r.attributeName} old=${r.oldValue}`;
    return `${r.type} old=${JSON.stringify(r.oldValue)}`;
  });
  console.log(`batch ${batch} (${records.length} records): ${summary.join(', ')}`);
  if (batch === 2) observer.disconnect();
});
mo.observe(list, { childList: true });
mo.observe(title, { attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true, subtree: true });

for (let i = 1; i <= 3; i++) {
  const li = document.createElement('li');
  li.textContent = `item ${i}`;
  list.appendChild(li);
}
title.className = 'b';
title.setAttribute('data-x', '1');
list.firstChild.remove();
console.log('sync code done; no records delivered yet');
Promise.resolve().then(() => console.log('promise queued before first delivery'));

setTimeout(() => {
  title.firstChild.data = 'New title';
  list.innerHTML = '';
  const pending = mo.takeRecords();
  console.log(`takeRecords took ${pending.length} records`);
  title.className = 'c';
  setTimeout(() => {
    list.append(document.createElement('li'));
    console.log(`after disconnect: ${list.children.length} children, batches ${batch}`);
  }, 10);
}, 10);
