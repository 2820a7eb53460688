// @html <ol id="list" tabindex="0"><li data-k="apple">Apple</li><li data-k="banana">Banana</li><li data-k="cherry">Cherry</li><li data-k="date">Date</li><li data-k="elder">Elderberry</li></ol><button id="up">Move up</button><button id="down">Move down</button><button id="focuslist">Focus list</button>
// @input click #list li[data-k="cherry"] @ 100ms
// @input click #up @ 220ms
// @input click #up @ 340ms
// @input click #up @ 460ms
// @input click #focuslist @ 580ms
// @input key ArrowDown @ 700ms
// @input key Alt+ArrowDown @ 820ms
// @input key Alt+ArrowDown @ 940ms
// @input key End @ 1060ms
// @input key Alt+ArrowUp @ 1180ms
// @input key Delete @ 1300ms
// @input key Control+z @ 1420ms
// @until 1700
// A click-and-keyboard sortable list: select with click or arrows, move with buttons or Alt+Arrow, delete and undo
const list = document.getElementById('list');
let selected = null;
const removed = [];
const order = () => [...list.children].map(li => li.dataset.k + (li === selected ? '*' : '')).join(' ');
function select(li) {
  if (selected) { selected.classList.remove('selected'); selected.removeAttribute('aria-selected'); }
  selected = li;
  if (li) { li.classList.add('selected'); li.setAttribute('aria-selected', 'true'); }
}
function move(delta) {
  if (!selected) return console.log('nothing selected');
  const sib = delta < 0 ? selected.previousElementSibling : selected.nextElementSibling;
  if (!sib) return console.log(`cannot move ${selected.dataset.k} ${delta < 0 ? 'up' : 'down'}`);
  if (delta < 0) sib.before(selected); else sib.after(selected);
  console.log(`moved ${selected.dataset.k} ${delta < 0 ? 'up' : 'down'}: ${order()}`);
}
list.addEventListener('click', (e) => {
  const li = e.target.closest('li');
  if (!li) return;
  select(li);
  console.log(`clicked ${li.dataset.k}: ${order()}`);
});
document.getElementById('up').addEventListener('click', () => move(-1));
document.getElementById('down').addEventListener('click', () => move(1));
document.getElementById('focuslist').addEventListener('click', () => { list.focus(); console.log('active element is list:', document.activeElement === list); });
list.addEventListener('focus', () => console.log('list focus event'));
list.addEventListener('keydown', (e) => {
  const items = [...list.children];
  const idx = items.indexOf(selected);
  console.log(`keydown key=${e.key} alt=${e.altKey} ctrl=${e.ctrlKey} target=${e.target.id}`);
  if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) { e.preventDefault(); move(e.key === 'ArrowUp' ? -1 : 1); return; }
  switch (e.key) {
    case 'ArrowDown': select(items[Math.min(idx + 1, items.length - 1)]); break;
    case 'ArrowUp': select(items[Math.max(idx - 1, 0)]); break;
    case 'Home': select(items[0]); break;
    case 'End': select(items.at(-1)); break;
    case 'Delete':
      if (selected) { const next = selected.nextElementSibling || selected.previousElementSibling; removed.push({ li: selected, before: selected.nextElementSibling }); selected.remove(); select(next); }
      break;
    case 'z':
      if (e.ctrlKey && removed.length) { const { li, before } = removed.pop(); list.insertBefore(li, before && before.parentNode === list ? before : null); select(li); }
      break;
    default: return;
  }
  e.preventDefault();
  console.log(`  -> ${order()}`);
});
document.addEventListener('keyup', (e) => { if (e.key === 'z' || e.key === 'Delete') console.log(`keyup ${e.key} on ${e.target.tagName}`); });
console.log('initial:', order());
setTimeout(() => console.log('final:', order(), '| aria-selected count', list.querySelectorAll('[aria-selected]').length), 1600);
