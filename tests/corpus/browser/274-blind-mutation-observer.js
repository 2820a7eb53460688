// @html <div id="box" class="a">hi</div>
const box = document.getElementById('box');
const mo = new MutationObserver((records) => {
  console.log(`observer got ${records.length} records: ${records.map((r) => r.type + (r.attributeName ? ':' + r.attributeName : '')).join(', ')}`);
});
mo.observe(box, { attributes: true, childList: true, subtree: true });
box.classList.add('b');
box.setAttribute('data-x', '1');
box.appendChild(document.createElement('span'));
Promise.resolve().then(() => console.log('promise queued before observer callback runs?'));
console.log('sync done', box.className);
setTimeout(() => {
  box.textContent = 'bye';
  console.log('timeout changed text');
  queueMicrotask(() => console.log('microtask after text change'));
}, 20);
