// fetch some JSON and process it with async/await
async function load(path) {
  const res = await fetch(path);
  console.log('status', res.status, res.ok, res.headers.get('content-type'));
  const data = await res.json();
  return data;
}
(async () => {
  const one = await load('/api/users/1');
  console.log(one);
  const all = await Promise.all(['/a', '/b', '/c'].map((p) => load(p).then((d) => d.url)));
  console.log(all.join(' '));
})();
console.log('requests sent');
