// @html <input id="q" type="text"><ul id="results"></ul>
// @input key c @ 100ms
// @input key a @ 150ms
// @input key t @ 200ms
// @input key Backspace @ 600ms
// @input key r @ 650ms
// @until 1400
// A debounced search box: only query after the user pauses typing for 250ms
const input = document.getElementById('q');
const results = document.getElementById('results');
const words = ['cat', 'car', 'cart', 'carbon', 'dog', 'cattle', 'scatter'];

function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}

function search(q) {
  console.log(`search("${q}")`);
  const hits = words.filter((w) => w.startsWith(q));
  results.replaceChildren(...hits.map((w) => Object.assign(document.createElement('li'), { textContent: w })));
  console.log('  results:', [...results.children].map((li) => li.textContent).join(', ') || '(none)');
}

const debounced = debounce(search, 250);
input.addEventListener('input', (e) => {
  console.log(`input event: value="${input.value}" inputType=${e.inputType}`);
  debounced(input.value.trim());
});
input.addEventListener('keydown', (e) => console.log('keydown', e.key));
input.focus();
console.log('focused:', document.activeElement === input);
