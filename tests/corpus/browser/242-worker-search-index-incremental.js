// Build an inverted search index off the main thread in chunks, showing progress, then run queries against it.
const articles = [
  'The event loop runs tasks one at a time',
  'Microtasks run after every task and before rendering',
  'Web workers run scripts in background threads',
  'A worker talks to the page with postMessage',
  'requestAnimationFrame callbacks run before the page paints',
  'Timers are tasks and never interrupt a running script',
  'Structured clone copies messages between threads',
  'Transferable objects move buffers without copying',
  'Promises resolve in microtasks not in tasks',
  'The page stays responsive while a worker computes',
];

const worker = new Worker('indexer.js');
const queries = ['worker', 'tasks', 'run page', 'threads', 'zebra'];
let qi = 0;

worker.onmessage = ({ data }) => {
  switch (data.type) {
    case 'progress':
      console.log(`indexed ${data.done}/${data.total} articles, ${data.terms} terms so far`);
      break;
    case 'ready':
      console.log(`index ready: ${data.terms} distinct terms`);
      worker.postMessage({ type: 'query', q: queries[qi] });
      break;
    case 'results': {
      const list = data.hits.map((h) => `#${h.id}(${h.score})`).join(' ') || '(none)';
      console.log(`query "${data.q}": ${list}`);
      if (++qi < queries.length) worker.postMessage({ type: 'query', q: queries[qi] });
      else { console.log('search done'); worker.terminate(); }
      break;
    }
  }
};

worker.postMessage({ type: 'build', docs: articles, chunkSize: 3 });
console.log('index build requested');

// @file indexer.js
const index = new Map();
const STOP = new Set(['the', 'a', 'and', 'to', 'with', 'in', 'at', 'not', 'one', 'and', 'before', 'after', 'while']);

function tokenize(text) {
  return text.toLowerCase().split(/[^a-z]+/).filter((w) => w && !STOP.has(w))
    .map((w) => w.replace(/s$/, ''));
}

function addDoc(id, text) {
  for (const term of tokenize(text)) {
    if (!index.has(term)) index.set(term, new Map());
    const postings = index.get(term);
    postings.set(id, (postings.get(id) || 0) + 1);
  }
}

function build(docs, chunkSize, start = 0) {
  const end = Math.min(start + chunkSize, docs.length);
  for (let i = start; i < end; i++) addDoc(i, docs[i]);
  postMessage({ type: 'progress', done: end, total: docs.length, terms: index.size });
  if (end < docs.length) setTimeout(() => build(docs, chunkSize, end), 0);
  else postMessage({ type: 'ready', terms: index.size });
}

function search(q) {
  const scores = new Map();
  for (const term of tokenize(q)) {
    for (const [id, n] of index.get(term) || []) scores.set(id, (scores.get(id) || 0) + n);
  }
  return [...scores].map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

onmessage = ({ data }) => {
  if (data.type === 'build') build(data.docs, data.chunkSize);
  else if (data.type === 'query') postMessage({ type: 'results', q: data.q, hits: search(data.q) });
};
