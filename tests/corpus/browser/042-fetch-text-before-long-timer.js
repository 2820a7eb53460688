// A fetch started at load completes well before a 500 ms timer; r.text() gives the
// raw JSON text of the simulated server's answer.
setTimeout(() => console.log('timeout 500'), 500);
async function load() {
  const r = await fetch('/data/items.json');
  const text = await r.text();
  console.log(`text: ${text}`);
  console.log(`parsed url: ${JSON.parse(text).url}`);
}
load().then(() => console.log('load done'));
console.log('started');
