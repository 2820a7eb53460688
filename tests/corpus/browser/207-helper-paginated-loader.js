// @html <ul id="feed"></ul><button id="more">Load more</button><p id="state"></p>
// @input click #more @ 400ms
// @until 1200
// Paginated loading with an async generator, Promise.allSettled for side panels,
// a Request object, an already-aborted signal, and a "load more" button guarded
// against double clicks.
const feed = document.getElementById('feed');
const state = document.getElementById('state');

async function* pages(base, { pageSize = 3, maxPages = 3 } = {}) {
  for (let page = 1; page <= maxPages; page++) {
    const url = new URL(base, location.origin);
    url.searchParams.set('page', page);
    url.searchParams.set('size', pageSize);
    const res = await fetch(url);
    const json = await res.json();
    yield { page, url: json.url, items: Array.from({ length: pageSize }, (_, i) => `${json.url.split('?')[0]}#${(page - 1) * pageSize + i}`) };
  }
}

let loading = false;
let loaded = 0;
const iterator = pages('/api/feed', { pageSize: 2, maxPages: 4 });

async function loadNext(trigger) {
  if (loading) {
    console.log(`${trigger}: ignored, already loading`);
    return;
  }
  loading = true;
  state.textContent = 'loading…';
  const { value, done } = await iterator.next();
  loading = false;
  if (done) {
    state.textContent = 'no more';
    console.log(`${trigger}: done`);
    return;
  }
  for (const item of value.items) {
    const li = document.createElement('li');
    li.textContent = item;
    feed.append(li);
  }
  loaded++;
  state.textContent = `page ${value.page}`;
  console.log(`${trigger}: page ${value.page} from ${value.url} -> ${feed.children.length} items`);
}

document.getElementById('more').addEventListener('click', () => loadNext('click'));

async function init() {
  await loadNext('init');
  await loadNext('init');

  const req = new Request('/api/sidebar?v=2', { method: 'GET', headers: { 'X-Requested-With': 'fetch' } });
  console.log(`request: ${req.method} ${new URL(req.url).pathname}${new URL(req.url).search} header=${req.headers.get('x-requested-with')}`);
  const aborted = AbortSignal.abort();
  const results = await Promise.allSettled([
    fetch(req).then((r) => r.json()),
    fetch('/api/ads', { signal: aborted }).then((r) => r.json()),
    fetch('/api/user').then((r) => r.text()),
    Promise.reject(new TypeError('offline')),
  ]);
  for (const r of results) {
    console.log(r.status === 'fulfilled' ? `fulfilled ${typeof r.value === 'string' ? 'text ' + r.value : JSON.stringify(r.value)}` : `rejected ${r.reason.name}: ${r.reason.message}`);
  }
  const firstDone = await Promise.any([fetch('/api/a').then(() => 'a'), Promise.reject(new Error('x'))]);
  console.log(`Promise.any -> ${firstDone}`);
  const res = await fetch('/api/head');
  console.log(`response: status=${res.status} statusText="${res.statusText}" redirected=${res.redirected} url=${res.url.replace(location.origin, '')} bodyUsed=${res.bodyUsed}`);
  const clone = res.clone();
  console.log(`blob size ${(await res.blob()).size}, clone text ${await clone.text()}, bodyUsed=${res.bodyUsed}`);
}

init().then(() => console.log(`init finished with ${loaded} pages, state "${state.textContent}"`));

setTimeout(() => {
  const more = document.getElementById('more');
  more.click();
  more.click();
}, 300);

setTimeout(async () => {
  await loadNext('timer');
  await loadNext('timer');
  console.log(`end: ${feed.children.length} items, last "${feed.lastElementChild.textContent}", state "${state.textContent}"`);
}, 700);
