// When each body read settles, against a chain of promise hops started at the same time.
const log = [];
let p = Promise.resolve();
for (let i = 1; i <= 12; i++) p = p.then(() => log.push('hop ' + i));
new Response('hello').text().then((t) => log.push('Response.text ' + t));
new Response('{"a":1}').json().then((j) => log.push('Response.json ' + j.a));
new Response('abc').arrayBuffer().then((b) => log.push('Response.arrayBuffer ' + b.byteLength));
new Response('abcd').blob().then((b) => log.push('Response.blob ' + b.size));
new Request('http://localhost/', { method: 'POST', body: 'xyz' }).text().then((t) => log.push('Request.text ' + t));
new Blob(['blob text']).text().then((t) => log.push('Blob.text ' + t));
new Blob(['12345']).arrayBuffer().then((b) => log.push('Blob.arrayBuffer ' + b.byteLength));
setTimeout(() => console.log(log.join('\n')), 0);
