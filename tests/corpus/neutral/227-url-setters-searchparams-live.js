// URL setters (protocol, host, hostname, port, pathname, search, hash) and the live link between url.search and url.searchParams
const u = new URL('http://example.com/products?page=1');
const params = u.searchParams;
params.set('page', '2');
params.append('sort', 'price desc');
console.log(u.href);
u.search = '?filter=red&filter=blue';
console.log(`${params.getAll('filter').join(',')} size=${params.size} same=${params === u.searchParams}`);
u.protocol = 'https';
u.hostname = 'Shop.Example.org';
u.port = '8080';
u.pathname = '/items/../catalog/shoes and boots';
u.hash = 'reviews';
console.log(u.href);
u.port = '443';
console.log(`${u.host} port="${u.port}"`);
u.port = 'abc';
console.log(`after bad port: ${u.port === '' ? 'empty' : u.port}`);
u.host = 'cdn.example.org:9000';
console.log(u.href);
u.hash = '';
u.search = '';
console.log(`${u.href} size=${params.size}`);
u.username = 'ann';
u.password = 'p@ss';
console.log(u.href);
u.href = 'https://example.net/reset?x=1';
console.log(`${u.href} x=${u.searchParams.get('x')}`);
try {
  u.href = 'nope';
} catch (e) {
  console.log(`bad href: ${e.name}, still ${u.href}`);
}
params.delete('x');
console.log(`${u.search === '' ? 'no search' : u.search}`);
