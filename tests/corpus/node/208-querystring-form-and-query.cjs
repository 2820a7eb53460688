// querystring: parse a form body (repeated keys, '+' spaces, %XX, a bad escape), build
// a search query with stringify (arrays, numbers, booleans, skipped values), custom
// separators for a cookie-like header, maxKeys, escape/unescape and the aliases.
const qs = require('node:querystring');

const body = 'name=Ada+Lovelace&lang=js&lang=c%2B%2B&note=50%25+off&bad=%zz&empty=&flag';
const form = qs.parse(body);
console.log(form);
console.log(Object.getPrototypeOf(form), Array.isArray(form.lang), form.note);

const query = qs.stringify({ q: 'event loop', page: 2, tags: ['node', 'timers'], exact: true, skip: null, none: [], big: 1e21 });
console.log(query);
console.log(qs.parse(query));

const cookie = 'theme: dark; session: a1b2; lang: en%2DGB';
console.log(qs.parse(cookie, '; ', ': '));
console.log(qs.stringify({ theme: 'dark', n: 3 }, '; ', ': '));

console.log(qs.parse('a=1&b=2&c=3&d=4', null, null, { maxKeys: 2 }));
console.log(qs.parse('x=1&&y=2&', '&', '='), qs.parse(''), qs.parse(42));

console.log(qs.escape('a b/c?d=e&f #é€😀'), qs.escape(12), qs.escape(['x', 'y z']));
console.log(qs.unescape('caf%C3%A9+au+lait'), qs.unescape('100%'), qs.unescape('%E9t%E9'));
console.log(qs.unescapeBuffer('%41%42+%zz', true).toString(), qs.unescapeBuffer('a+b').toString());
try { qs.escape('x\ud800'); } catch (e) { console.log(e.name, e.code, e.message); }

const upper = qs.stringify({ greeting: 'hi there' }, null, null, { encodeURIComponent: (s) => s.toUpperCase() });
console.log(upper, qs.parse('k=%41%zz+b', null, null, { decodeURIComponent: (s) => '[' + s + ']' }));
console.log(qs.decode === qs.parse, qs.encode === qs.stringify, Object.keys(qs));
