// Headers as application code uses them: built from pairs, objects and other Headers,
// combined values, sorted iteration, Set-Cookie kept apart, forbidden names dropped.
const h = new Headers([['X-Trace', 'a'], ['Accept', 'text/html'], ['x-trace', 'b']]);
h.append('Accept', 'application/json');
h.set('Cache-Control', '  no-cache  ');
console.log(h.get('X-TRACE'), '|', h.get('accept'), '|', h.get('cache-control'), '|', h.get('missing'));
for (const [name, value] of h) console.log(name + ': ' + value);
console.log([...h.keys()].join(','), [...h.values()].length, h.has('X-Trace'));
h.delete('x-trace');
h.forEach((value, name, self) => console.log('forEach', name, value, self === h));
const copy = new Headers(h);
copy.set('accept', '*/*');
console.log(h.get('accept'), '/', copy.get('accept'));
const cookies = new Headers({ 'Set-Cookie': 'a=1' });
cookies.append('set-cookie', 'b=2');
console.log(cookies.get('set-cookie'), JSON.stringify(cookies.getSetCookie()), [...cookies].length);
console.log(Object.prototype.toString.call(h), Object.prototype.toString.call(h.entries()));
const req = new Request('/x', { headers: { Cookie: 'id=1', Host: 'evil.test', 'X-Ok': 'yes' } });
console.log(JSON.stringify([...req.headers]));
const res = new Response('hi', { headers: { 'Set-Cookie': 'a=1', 'X-Ok': 'yes' } });
console.log(JSON.stringify([...res.headers]));
for (const bad of [() => h.append('bad name', 'x'), () => h.set('x', 'a\nb'), () => h.get('a:b'), () => new Headers([['a']]), () => new Headers(42)]) {
  try { bad(); console.log('no error'); } catch (e) { console.log(e.name + ': ' + e.message); }
}
