// Three mutations in one task give one MutationObserver callback with three records.
// The callback is a microtask queued by the first mutation, so it runs after a promise
// reaction queued before that mutation and before one queued after it.
// @html <div id="box">box</div>
const box = document.getElementById('box');
const mo = new MutationObserver((records, observer) => {
  console.log(`callback: ${records.length} records, observer is mo: ${observer === mo}`);
  for (const r of records) console.log(`  ${r.type} ${r.attributeName}`);
});
mo.observe(box, { attributes: true, childList: true });
Promise.resolve().then(() => console.log('promise before'));
box.setAttribute('data-state', 'busy');
box.appendChild(document.createElement('span'));
box.className = 'active';
Promise.resolve().then(() => console.log('promise after'));
console.log('sync end');
