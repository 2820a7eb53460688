// A debounced search box: typed keys fire input events, each keystroke aborts the previous AbortController (cancelling its pending debounce timer), Enter searches at once, and a fetch aborted while pending rejects with the signal's AbortError
// @html <input id="search" placeholder="Search docs"><p id="status">idle</p>
// @input key e @ 100ms
// @input key v @ 150ms
// @input key Backspace @ 900ms
// @input key Enter @ 1600ms
// @until 2200
const box = document.getElementById('search');
const status = document.getElementById('status');
let controller = null;
box.focus();
console.log(`placeholder "${box.placeholder}", type ${box.type}, focused ${document.activeElement === box}`);

function schedule(query, delay) {
  if (controller) controller.abort();
  controller = new AbortController();
  const { signal } = controller;
  signal.addEventListener('abort', () => console.log(`cancelled search for "${query}" (${signal.reason.name})`));
  const timer = setTimeout(() => run(query, signal), delay);
  signal.addEventListener('abort', () => clearTimeout(timer));
}
async function run(query, signal) {
  status.textContent = `searching ${query}`;
  try {
    const res = await fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal });
    const data = await res.json();
    console.log(`results for "${query}" from ${data.url}`);
  } catch (err) {
    console.log(`fetch for "${query}" failed: ${err.name}`);
  }
}
box.addEventListener('input', (e) => {
  console.log(`input (${e.inputType}): value "${box.value}"`);
  schedule(box.value, 300);
});
box.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return;
  console.log(`Enter: search "${box.value}" now`);
  schedule(box.value, 0);
});

const probe = new AbortController();
const pending = fetch('/api/probe', { signal: probe.signal });
probe.abort();
pending.catch((err) => console.log(`probe: ${err.name}, ${err.message}, same as reason ${err === probe.signal.reason}`));
