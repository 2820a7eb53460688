// @html <input id="q" autocomplete="off"><ul id="suggestions"></ul><p id="status"></p>
// @input click #q @ 100ms
// @input key a @ 200ms
// @input key p @ 240ms
// @input key p @ 280ms
// @input key Backspace @ 700ms
// @input key r @ 740ms
// @input key i @ 950ms
// @input key ArrowDown @ 1550ms
// @input key ArrowDown @ 1650ms
// @input key Enter @ 1750ms
// @until 2000
// A debounced autocomplete: input events debounced 150ms, stale responses ignored via AbortController, keyboard navigation of suggestions
const WORDS = ['apple', 'apricot', 'application', 'apply', 'april', 'aprilia', 'banana', 'appetite', 'apparel', 'apron'];
const input = document.getElementById('q');
const ul = document.getElementById('suggestions');
const status = document.getElementById('status');
let inflight = null, active = -1, requests = 0;
function fakeSearch(q, signal) {
  requests++;
  const id = requests;
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve(WORDS.filter(w => w.startsWith(q)).sort().slice(0, 5)), 300 + q.length * 10);
    signal.addEventListener('abort', () => { clearTimeout(t); reject(new DOMException(`request ${id} for "${q}" aborted`, 'AbortError')); });
  });
}
function debounce(fn, ms) {
  let t;
  const d = (...args) => { clearTimeout(t); t = setTimeout(() => fn(...args), ms); };
  d.cancel = () => clearTimeout(t);
  return d;
}
function render(items, q) {
  ul.replaceChildren(...items.map((w, i) => {
    const li = document.createElement('li');
    li.innerHTML = `<b>${w.slice(0, q.length)}</b>${w.slice(q.length)}`;
    li.id = `opt-${i}`;
    li.setAttribute('role', 'option');
    return li;
  }));
  active = -1;
  status.textContent = items.length ? `${items.length} results` : 'No results';
}
const search = debounce(async (q) => {
  if (inflight) inflight.abort();
  if (q.length < 2) { render([], q); console.log(`skip "${q}" (too short)`); return; }
  const ctl = new AbortController();
  inflight = ctl;
  console.log(`search "${q}" (request ${requests + 1})`);
  try {
    const items = await fakeSearch(q, ctl.signal);
    render(items, q);
    console.log(`results for "${q}": ${items.join(', ')} | ${status.textContent}`);
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}, 150);
input.addEventListener('input', (e) => {
  console.log(`input "${input.value}" (${e.inputType})`);
  search(input.value);
});
input.addEventListener('keydown', (e) => {
  const opts = ul.querySelectorAll('li');
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault();
    if (!opts.length) return;
    active = (active + (e.key === 'ArrowDown' ? 1 : -1) + opts.length) % opts.length;
    opts.forEach((li, i) => li.classList.toggle('active', i === active));
    input.setAttribute('aria-activedescendant', opts[active].id);
    console.log(`highlight ${opts[active].textContent} (${input.getAttribute('aria-activedescendant')})`);
  } else if (e.key === 'Enter' && active >= 0) {
    e.preventDefault();
    input.value = opts[active].textContent;
    search.cancel();
    render([], '');
    console.log(`chose "${input.value}", list cleared: ${ul.children.length === 0}, html of status: ${status.outerHTML}`);
  }
});
input.addEventListener('focus', () => console.log('focused input'));
console.log('ready, requests =', requests);
