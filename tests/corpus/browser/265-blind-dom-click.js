// @html <button id="save">Save</button><div id="out"></div>
const btn = document.getElementById('save');
const out = document.getElementById('out');
btn.addEventListener('click', (e) => {
  console.log('listener 1', e.type, e.target.id);
  Promise.resolve().then(() => console.log('microtask from listener 1'));
});
btn.addEventListener('click', () => {
  console.log('listener 2');
  out.textContent = 'saved!';
});
document.body.addEventListener('click', (e) => console.log('body saw click from', e.target.tagName));
console.log('before click()');
btn.click();
console.log('after click()', out.textContent);
