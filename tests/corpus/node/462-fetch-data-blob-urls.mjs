// fetch() of data: and blob: URLs in Node: undici answers them itself, in promise jobs,
// before any nextTick callback of an ES module, setImmediate or timer.
const log = (s) => console.log(s);
setTimeout(() => log('timeout 0'), 0);
setImmediate(() => log('immediate'));
process.nextTick(() => log('tick'));
Promise.resolve().then(() => log('microtask'));

fetch('data:text/plain,hi').then((r) => { log(`data: ${r.status} ${r.statusText} ${r.headers.get('content-type')} ${r.url}`); return r.text(); }).then((t) => log('data text ' + t));
fetch('data:,a%20b').then((r) => r.text().then((t) => log(`no type: ${r.headers.get('content-type')} [${t}]`)));
fetch('data:;base64,SGk=').then((r) => r.text().then((t) => log(`base64: ${r.headers.get('content-type')} [${t}]`)));
fetch('data:application/json;charset=UTF-8,%7B%22n%22%3A%5B1%2C2%5D%7D#frag').then((r) => r.json().then((j) => log(`json: ${r.headers.get('content-type')} ${JSON.stringify(j)} ${r.url}`)));
fetch('data:text/plain;base64,@@').then(() => log('bad ok'), (e) => log(`bad base64: ${e.name} ${e.message} (${e.cause?.message})`));
fetch('data:nocomma').then(() => log('nocomma ok'), (e) => log(`no comma: ${e.name} ${e.message} (${e.cause?.message})`));
fetch('data:,x', { method: 'POST', body: 'y' }).then((r) => log('data POST ' + r.status));

const blob = new Blob(['x,y\n', '1,2'], { type: 'text/csv' });
const url = URL.createObjectURL(blob);
log(`${url.slice(0, 14)} ${url.length} ${require_ok()}`);
fetch(url).then((r) => { log(`blob: ${r.status} ${r.headers.get('content-type')} ${r.headers.get('content-length')}`); return r.text(); }).then((t) => log('blob text ' + JSON.stringify(t)));
fetch(url, { method: 'POST', body: 'x' }).then(() => log('blob POST ok'), (e) => log(`blob POST: ${e.message} (${e.cause?.message})`));
URL.revokeObjectURL(url);
fetch(url).then(() => log('revoked ok'), (e) => log(`revoked: ${e.name} ${e.message} (${e.cause?.message})`));
try { URL.createObjectURL('text'); } catch (e) { log(`${e.code} ${e.message}`); }
function require_ok() { return typeof URL.revokeObjectURL; }
