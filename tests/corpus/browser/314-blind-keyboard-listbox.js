// @html <ul id="menu" tabindex="0"><li>Open</li><li>Save</li><li class="disabled">Print</li><li>Close</li></ul>
// @input click #menu @ 100ms
// @input key ArrowDown @ 200ms
// @input key ArrowDown @ 300ms
// @input key ArrowDown @ 400ms
// @input key ArrowUp @ 500ms
// @input key End @ 600ms
// @input key ArrowDown @ 700ms
// @input key Enter @ 800ms
// @input key Home @ 900ms
// @until 1200
// Keyboard navigation of a menu that skips disabled items and wraps around.
const menu = document.getElementById('menu');
const items = [...menu.querySelectorAll('li')];
let active = -1;

function move(delta) {
  let i = active;
  for (let step = 0; step < items.length; step++) {
    i = (i + delta + items.length) % items.length;
    if (!items[i].classList.contains('disabled')) break;
  }
  setActive(i);
}
function setActive(i) {
  items[active]?.removeAttribute('aria-selected');
  active = i;
  items[active].setAttribute('aria-selected', 'true');
  console.log(`active: ${items[active].textContent}`);
}

menu.addEventListener('focus', () => console.log('menu focused:', document.activeElement === menu));
menu.addEventListener('keydown', (e) => {
  const handlers = {
    ArrowDown: () => move(1),
    ArrowUp: () => move(-1),
    Home: () => setActive(0),
    End: () => { active = items.length; move(-1); },
    Enter: () => console.log(`chosen: ${items[active].textContent}`, menu.querySelectorAll('[aria-selected]').length),
  };
  const h = handlers[e.key];
  if (h) { e.preventDefault(); h(); }
  else console.log('ignored key', e.key);
});
