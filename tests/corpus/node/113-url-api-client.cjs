// Building API URLs: a base URL, path joining, searchParams for filters and paging, and how console.log prints URL and URLSearchParams
function endpoint(base, path, query) {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, v));
    else if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}
const base = 'https://api.example.com/v2/';
const list = endpoint(base, 'repos/evloop/issues', { state: 'open', labels: ['bug', 'good first issue'], page: 2, per_page: undefined });
console.log(list.href);
console.log(list);
console.log(list.searchParams);
const next = new URL(list);
next.searchParams.set('page', '3');
console.log(next.search, list.search === next.search);
console.log(endpoint(base, '/search', { q: 'event loop & microtasks' }).toString());
console.log({ request: { method: 'GET', url: endpoint('http://localhost:8080', 'health', {}) } });
console.log(new URLSearchParams({ a: '1', b: 'two' }), new URLSearchParams());
console.log(JSON.stringify({ url: next }));
try {
  new URL('/relative-without-base');
} catch (err) {
  console.log(err.name, err.code, err.message, err.input);
}
