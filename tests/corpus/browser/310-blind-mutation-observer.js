// MutationObserver batches changes and delivers them as a microtask.
const box = document.createElement('div');
box.id = 'box';
document.body.append(box);

const log = [];
const mo = new MutationObserver((records, observer) => {
  console.log(`observer called with ${records.length} records, same observer: ${observer === mo}`);
  for (const r of records) {
    const detail = r.type === 'attributes' ? `${r.attributeName} old=${r.oldValue}`
      : r.type === 'childList' ? `+${r.addedNodes.length} -${r.removedNodes.length}`
      : `text old=${r.oldValue}`;
    console.log(`  ${r.type}: ${detail}`);
  }
});
mo.observe(box, { attributes: true, attributeOldValue: true, childList: true, subtree: true, characterData: true, characterDataOldValue: true });

box.setAttribute('data-state', 'loading');
box.setAttribute('data-state', 'ready');
const p = document.createElement('p');
p.textContent = 'hello';
box.append(p);
Promise.resolve().then(() => console.log('promise queued before the observer notification'));
console.log('sync changes done');

setTimeout(() => {
  p.firstChild.data = 'hello world';
  box.className = 'active';
  const pending = mo.takeRecords();
  console.log('takeRecords got', pending.length, 'records:', pending.map((r) => r.type).join(','));
  box.removeChild(p);
  setTimeout(() => {
    mo.disconnect();
    box.setAttribute('data-state', 'gone');
    console.log('after disconnect, no callback expected');
  }, 0);
}, 0);
