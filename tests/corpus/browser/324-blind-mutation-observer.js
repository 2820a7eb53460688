// @html <div id="box" class="a"><p>one</p></div>
// MutationObserver delivers batched records as a microtask
const box = document.getElementById('box');
const observer = new MutationObserver((records, obs) => {
  console.log(`observer called with ${records.length} record(s)`);
  for (const r of records) {
    if (r.type === 'attributes') console.log(`  attributes: ${r.attributeName} old=${r.oldValue}`);
    else if (r.type === 'childList') console.log(`  childList: +${r.addedNodes.length} -${r.removedNodes.length}`);
    else console.log(`  ${r.type}: old=${JSON.stringify(r.oldValue)}`);
  }
});
observer.observe(box, { attributes: true, attributeOldValue: true, childList: true, subtree: true, characterData: true, characterDataOldValue: true });

console.log('mutating');
box.className = 'b';
box.setAttribute('data-x', '1');
box.appendChild(document.createElement('span'));
box.firstElementChild.firstChild.data = 'uno';
Promise.resolve().then(() => console.log('promise queued after mutations'));
console.log('sync done');

setTimeout(() => {
  box.removeChild(box.querySelector('span'));
  box.id = 'box';
  const pending = observer.takeRecords();
  console.log('takeRecords got', pending.length, 'records; callback will not see them');
  box.dataset.x = '2';
  setTimeout(() => {
    observer.disconnect();
    box.dataset.x = '3';
    console.log('after disconnect, nothing more is reported');
  }, 50);
}, 100);
