// @html <div id="app"><section id="panel"><button id="save">Save</button><a id="link" href="#x">x</a></section></div>
// @input click #save @ 100ms
// @until 400
const app = document.getElementById('app');
const panel = document.getElementById('panel');
const save = document.getElementById('save');
const path = (e) => e.composedPath().map((n) => n.id || n.nodeName || (n === window ? 'window' : '?')).join('>');

for (const [el, name] of [[window, 'window'], [document, 'document'], [app, 'app'], [panel, 'panel'], [save, 'save']]) {
  el.addEventListener('item:saved', (e) => {
    console.log(`capture ${name} phase=${e.eventPhase} detail.id=${e.detail.id}`);
  }, { capture: true });
  el.addEventListener('item:saved', (e) => {
    console.log(`bubble ${name} phase=${e.eventPhase} current=${e.currentTarget === el}`);
    if (name === 'panel' && e.detail.stopAtPanel) e.stopPropagation();
  });
}

const evt = new CustomEvent('item:saved', { bubbles: true, cancelable: true, detail: { id: 7, stopAtPanel: true } });
console.log(`dispatch 1 -> ${save.dispatchEvent(evt)}; defaultPrevented=${evt.defaultPrevented}`);
console.log(`after dispatch: phase=${evt.eventPhase}, currentTarget=${evt.currentTarget}, target=${evt.target.id}`);

const nonBubbling = new CustomEvent('item:saved', { detail: { id: 8 } });
console.log(`dispatch 2 (no bubbles) -> ${save.dispatchEvent(nonBubbling)}`);

// once + passive + stopImmediatePropagation
let onceCount = 0;
app.addEventListener('ping', () => { onceCount++; }, { once: true });
app.addEventListener('ping', (e) => {
  e.preventDefault();
  console.log(`passive listener: defaultPrevented=${e.defaultPrevented}`);
}, { passive: true });
app.addEventListener('ping', (e) => {
  e.stopImmediatePropagation();
  console.log('third listener stops immediate');
});
app.addEventListener('ping', () => console.log('never printed'));
for (let i = 0; i < 3; i++) app.dispatchEvent(new Event('ping', { cancelable: true }));
console.log(`once listener ran ${onceCount} time(s)`);

// A real click: delegated handler re-emits a domain event, microtasks between listeners
save.addEventListener('click', (e) => {
  console.log(`click isTrusted=${e.isTrusted} type=${e.constructor.name} path=${path(e)}`);
  Promise.resolve().then(() => console.log('microtask from save click'));
  const ok = save.dispatchEvent(new CustomEvent('item:saved', { bubbles: true, cancelable: true, detail: { id: 9 } }));
  console.log(`re-emitted, not canceled: ${ok}`);
});
panel.addEventListener('click', () => console.log('panel click listener'));
document.addEventListener('item:saved', (e) => { if (e.detail.id === 9) e.preventDefault(); });

// The same listener function added twice is deduplicated; different capture flag is not.
function dup() { console.log('dup listener'); }
panel.addEventListener('dup', dup);
panel.addEventListener('dup', dup);
panel.addEventListener('dup', dup, true);
panel.dispatchEvent(new Event('dup'));

setTimeout(() => {
  console.log('synthetic click:');
  save.click();
  console.log('after synthetic click');
}, 200);
