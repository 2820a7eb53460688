// URL resolution against a base: relative paths, parent segments, root-relative, protocol-relative, query-only and hash-only references
const base = 'https://docs.example.com/guide/intro/start.html?lang=en#top';
const refs = ['next.html', './img/logo.png', '../api/', '../../../../escape', '/search?q=loop', '//cdn.example.net/app.js',
  '?lang=fr', '#install', '', 'https://other.example/x', 'https:relative', 'a/b/../c/./d'];
for (const ref of refs) console.log(`"${ref}" -> ${new URL(ref, base).href}`);
const api = new URL('https://api.example.com/v1/');
console.log(new URL('users/7', api).href);
console.log(new URL('/users/7', api).href);
console.log(new URL('users/7', 'https://api.example.com/v1').href);
try {
  new URL('x', 'not-a-base');
} catch (e) {
  console.log(`bad base: ${e.name}`);
}
console.log(`${new URL('https://a.example/b')}`);
console.log(JSON.stringify({ link: new URL('https://a.example/b?c=d') }));
