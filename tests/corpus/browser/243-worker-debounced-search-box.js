// A debounced search box: typing posts queries to a worker with request ids, and stale (out-of-date) answers are ignored.
// @html <input id="search" autocomplete="off">
// @input key c @ 100ms
// @input key a @ 130ms
// @input key t @ 160ms
// @input key s @ 450ms
// @until 1400
const input = document.getElementById('search');
input.focus();

const worker = new Worker('search-worker.js');
let latestId = 0;
let timer = null;

function debounce(fn, ms) {
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

const sendQuery = debounce((q) => {
  const id = ++latestId;
  console.log(`send #${id} "${q}"`);
  worker.postMessage({ id, q });
}, 150);

input.addEventListener('input', () => {
  console.log(`input value "${input.value}"`);
  sendQuery(input.value);
});

worker.onmessage = ({ data }) => {
  if (data.id !== latestId) {
    console.log(`ignore stale #${data.id} "${data.q}" (latest is #${latestId})`);
    return;
  }
  console.log(`show #${data.id} "${data.q}": ${data.matches.join(', ')}`);
};

// @file search-worker.js
const words = ['cat', 'catalog', 'cats', 'catsup', 'category', 'dog', 'scatter', 'cathedral'];

self.onmessage = ({ data }) => {
  const matches = words.filter((w) => w.startsWith(data.q));
  // Short queries match more and are "slower" to rank in this demo.
  const delay = data.q.length <= 3 ? 400 : 20;
  setTimeout(() => self.postMessage({ id: data.id, q: data.q, matches }), delay);
};
