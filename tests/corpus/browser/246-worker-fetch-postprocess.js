// A worker fetches JSON from several endpoints, post-processes it, and posts a compact summary to the page.
const worker = new Worker('fetch-worker.js');

worker.onmessage = ({ data }) => {
  if (data.type === 'summary') {
    console.log(`config: ${data.config.appName} v${data.config.version}, features: ${data.config.features.join(', ')}`);
    for (const line of data.endpoints) console.log(`endpoint ${line}`);
    console.log(`missing script status: ${data.missing}`);
  } else if (data.type === 'error') {
    console.log(`worker failed: ${data.message}`);
  }
  worker.terminate();
  console.log('worker terminated');
};

console.log('asking worker to load data');
worker.postMessage({ endpoints: ['/api/users', '/api/orders/42', '/api/v2/items'] });

// @file config.json
{ "appName": "Inventory", "version": "3.4.1", "features": ["search", "export", "offline"] }
// @file fetch-worker.js
async function getJSON(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

onmessage = async ({ data }) => {
  try {
    const [config, ...results] = await Promise.all([
      getJSON('config.json'),
      ...data.endpoints.map(getJSON),
    ]);
    config.features.sort();
    const endpoints = results.map((r, i) => {
      const parts = r.url.split('/').filter(Boolean);
      return `${i}: ${r.url} -> resource "${parts[parts.length - 1]}", depth ${parts.length}`;
    });
    const missing = await fetch('no-such-helper.js').then((r) => `${r.status} ok=${r.ok}`);
    postMessage({ type: 'summary', config, endpoints, missing });
  } catch (e) {
    postMessage({ type: 'error', message: e.message });
  }
};
