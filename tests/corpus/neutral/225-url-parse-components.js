// URL parsing: each component of absolute http, https and mailto URLs, with default ports, case and dot segments normalised
const inputs = [
  'https://shop.example.com/cart/items?id=42&qty=2#summary',
  'HTTP://User:Secret@Example.COM:80/a/./b/../c',
  'http://localhost:3000/api/v1/../v2/users/',
  'https://example.org:8443/%7Euser/my%20docs/',
  'mailto:ada@example.com?subject=Hi',
  'http://127.1/status',
];
for (const input of inputs) {
  const u = new URL(input);
  console.log(`${input}`);
  console.log(`  href=${u.href}`);
  console.log(`  origin=${u.origin} protocol=${u.protocol} host=${u.host} hostname=${u.hostname} port=${u.port}`);
  console.log(`  user=${u.username} pass=${u.password} path=${u.pathname} search=${u.search} hash=${u.hash}`);
}
for (const bad of ['not a url', 'http://', '//no-scheme.example', 'https://h:70000/']) {
  try {
    new URL(bad);
    console.log(`parsed ${bad}`);
  } catch (e) {
    console.log(`rejected "${bad}": ${e instanceof TypeError}`);
  }
}
console.log(`canParse: ${URL.canParse('https://a.b/')} ${URL.canParse('/x')} ${URL.canParse('/x', 'https://a.b/c')}`);
