// @html <input id="q" type="text"><ul id="results"></ul>
// @input click #q @ 50ms
// @input key j @ 100ms
// @input key a @ 160ms
// @input key v @ 220ms
// @input key a @ 600ms
// @input key Backspace @ 1000ms
// @until 1600
// Search-as-you-type with a debounce: only settled input triggers a "search".
const input = document.getElementById('q');
const results = document.getElementById('results');
const words = ['java', 'javascript', 'jav', 'ja', 'kotlin', 'jade', 'javelin'];
let searches = 0;

function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}

const search = debounce((term) => {
  searches++;
  const hits = words.filter((w) => w.startsWith(term)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  results.replaceChildren(...hits.map((h) => Object.assign(document.createElement('li'), { textContent: h })));
  console.log(`search #${searches} "${term}" -> ${results.children.length} hits: ${[...results.querySelectorAll('li')].map((li) => li.textContent).join(', ')}`);
}, 200);

input.addEventListener('focus', () => console.log('focused'));
input.addEventListener('input', (e) => {
  console.log(`input "${input.value}" (${e.inputType})`);
  search(input.value.trim().toLowerCase());
});
