// An async task in a worker that rejects with nobody awaiting it: the worker's own unhandledrejection handler reports it; the page's error handlers never fire.
const worker = new Worker('async-worker.js');
const seen = [];

worker.onmessage = (e) => {
  console.log('page got:', e.data);
  if (e.data === 'done') {
    console.log('page-side error events:', seen.length ? seen.join(', ') : 'none');
  }
};
worker.onerror = () => seen.push('worker.onerror');
window.addEventListener('error', () => seen.push('window error'));
window.addEventListener('unhandledrejection', () => seen.push('window unhandledrejection'));

worker.postMessage('load user 1');
// @file async-worker.js
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function loadUser(id) {
  await sleep(10);
  if (id === 1) throw new Error(`user ${id} not found`);
  return { id };
}

self.addEventListener('unhandledrejection', (event) => {
  self.postMessage(`worker unhandledrejection: ${event.reason.message}`);
});

self.addEventListener('rejectionhandled', () => {
  self.postMessage('worker rejectionhandled');
});

self.onmessage = async () => {
  const p = loadUser(1); // fire and forget: nobody handles the rejection yet
  await sleep(100);
  p.catch(() => self.postMessage('caught it late'));
  await sleep(50);
  self.postMessage('done');
};
