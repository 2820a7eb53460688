// @html <input id="search" type="search" placeholder="Search…"><ul id="results"></ul><p id="status">idle</p>
// @input click #search @ 300ms
// @input key r @ 330ms
// @input key e @ 350ms
// @input key a @ 370ms
// @input key Backspace @ 700ms
// @input key c @ 720ms
// @input key t @ 740ms
// @until 1400
const input = document.getElementById('search');
const results = document.getElementById('results');
const status = document.getElementById('status');

function debounce(fn, wait) {
  let timer = null;
  return function debounced(...args) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn.apply(this, args);
    }, wait);
  };
}

let controller = null;
let requestSeq = 0;

async function search(query) {
  if (controller) {
    controller.abort();
    console.log(`aborted previous request`);
  }
  controller = new AbortController();
  const { signal } = controller;
  const seq = ++requestSeq;
  const params = new URLSearchParams({ q: query, limit: '5' });
  status.textContent = `loading #${seq}`;
  console.log(`request #${seq}: /api/search?${params}`);
  try {
    const res = await fetch(`/api/search?${params}`, { signal });
    const body = await res.json();
    if (seq !== requestSeq) {
      console.log(`stale response #${seq} ignored`);
      return;
    }
    const url = new URL(body.url, location.origin);
    const q = url.searchParams.get('q') ?? query;
    results.innerHTML = '';
    for (let i = 1; i <= 3; i++) {
      const li = document.createElement('li');
      li.textContent = `${q} result ${i}`;
      results.append(li);
    }
    status.textContent = `${results.children.length} results for "${q}"`;
    console.log(`response #${seq}: status ${res.status}, ok=${res.ok}, type=${res.headers.get('content-type')}`);
    console.log(`  body ${JSON.stringify(body)}, path ${url.pathname}`);
    console.log(`  ${status.textContent}: ${[...results.children].map((li) => li.textContent).join(' | ')}`);
  } catch (err) {
    console.log(`request #${seq} failed: ${err.name}`);
  }
}

const debouncedSearch = debounce((q) => {
  console.log(`debounced fire with "${q}"`);
  search(q);
}, 150);

let keystrokes = 0;
input.addEventListener('input', (e) => {
  keystrokes++;
  console.log(`input "${e.target.value}"`);
  debouncedSearch(e.target.value);
});

// Two programmatic searches fired back to back: the first must be aborted.
setTimeout(() => {
  search('warmup');
  search('warm');
}, 10);

setTimeout(() => {
  console.log(`done: ${keystrokes} keystrokes, ${requestSeq} requests, status "${status.textContent}"`);
}, 1200);
