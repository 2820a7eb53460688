// Top-level await inside a for loop runs the iterations sequentially.
const log = (s) => console.log(s);
async function fetchItem(i) {
  log('fetch ' + i);
  await null;
  return 'item' + i;
}
const results = [];
for (let i = 0; i < 3; i++) {
  results.push(await fetchItem(i));
  log('got ' + results[i]);
}
log(results.join(','));
