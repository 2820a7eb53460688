// Several fetches awaited with Promise.all: results come back in argument order,
// whatever order the responses arrive in.
async function getUrl(path) {
  const r = await fetch(path);
  const body = await r.json();
  return body.url;
}
Promise.all([getUrl('/api/a'), getUrl('/api/b'), getUrl('/api/c')]).then((urls) => {
  console.log(`all: ${urls.join(' ')}`);
});
setTimeout(() => console.log('timeout 600'), 600);
console.log('requests sent');
