// url.format: the legacy urlObject form (query objects, slashes, auth, IPv6 hosts) and the
// WHATWG form with parts left out; a bad argument's error code.
const url = require('url');
console.log(url.format({ protocol: 'https', hostname: 'example.com', pathname: 'a b/c?d', query: { page: 2, tags: ['x', 'y z'] }, hash: 'top' }));
console.log(url.format({ protocol: 'mailto', pathname: 'a@b.c' }), url.format({ host: 'h:81', pathname: '/p', search: 'q=1#x' }));
console.log(url.format({ protocol: 'file', pathname: '/etc/hosts' }), url.format({ protocol: 'http:', auth: 'u:p w', hostname: '::1', port: 8080 }));
console.log(url.format('http://user:pw@xn--nxasmq6b.com/p?q#h'), url.format(new URL('http://u:p@a.b/c?d#e'), { auth: false, unicode: true }));
try { url.format(42); } catch (e) { console.log(e.code); }
